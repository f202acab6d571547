import Foundation
import Testing

/// `navbar compare` and `navbar calibrate` run as a user runs them, on `Fixtures/calibration/`.
@Suite struct CalibrationCommandTests {
    static let folder = CalibrationTests.folder

    @Test func compareExitsZeroWithinTheToleranceAndOneOtherwise() throws {
        let same = try Navbar.run(
            ["compare", "new-event-390.json", "new-event-390.ios17-measured.json"], in: Self.folder)
        #expect(same.status == 0, "\(same)")
        #expect(same.stdout.contains("3 nodes: 3 within 0.5 pt, 0 differ (largest 0 pt), 0 only in the engine"))
        #expect(same.stderr.isEmpty)
        let changed = try Navbar.run(["compare", "new-event-390.json", "new-event-390.measured.json"], in: Self.folder)
        #expect(changed.status == 1, "\(changed)")
        let line = try #require(changed.stdout.split(separator: "\n").first { $0.hasPrefix("item.left.cancel") })
        // DX DY DW DH, then the largest difference of the title frame inside the item, and the status.
        #expect(line.split(separator: " ").prefix(7) == ["item.left.cancel", "-2", "0", "0", "0", "2", "differs"])
        let json = try Navbar.run(
            ["compare", "--json", "new-event-390.json", "new-event-390.measured.json", "--tolerance", "2"],
            in: Self.folder)
        #expect(json.status == 0, "\(json)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(report["withinTolerance"] as? Bool == true)
        #expect(report["largest"] as? Double == 2)
        let nodes = try #require(report["nodes"] as? [[String: Any]])
        #expect(nodes.map { $0["key"] as? String } == ["item.left.cancel", "item.right.add", "title"])
        #expect(nodes.first?["dx"] as? Double == -2)
    }

    @Test func calibrateWritesAProfileThatReproducesTheMeasurements() throws {
        let output = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = try Navbar.run(
            [
                "calibrate", "mail-message-390.measured.json", "new-event-390.measured.json",
                "settings-general-375.measured.json", "-o", output + "/mine.json",
            ], in: Self.folder)
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.contains("layoutMargins[0].margin 16 18 *"))
        #expect(lines.contains("layoutMargins[0].itemSpacing 8 10 *"))
        #expect(lines.contains("backButton.default.indicatorGap 6 8 *"))
        let idle = try #require(lines.first { $0.hasPrefix("moving no measured frame: ") })
        #expect(idle.contains(" textButton.default.edgeInset,"))
        #expect(!idle.contains(" layoutMargins[0].margin"))
        let check = try Navbar.run(
            ["compare", "new-event-390.json", "new-event-390.measured.json", "--profile", output + "/mine.json"],
            in: Self.folder)
        #expect(check.status == 0, "\(check)")
    }

    @Test func badFilesGetErrorsNamingTheFileAndField() throws {
        let key = try Navbar.run(["compare", "new-event-390.json", "bad-node-key.json"], in: Self.folder)
        #expect(key.status == 65)
        #expect(key.stdout.isEmpty)
        #expect(
            key.stderr.hasPrefix(
                "Error: bad-node-key.json: frames.titel: is not a display-list node key; did you mean 'title'?"
            ))
        let syntax = try Navbar.run(["calibrate", "bad-syntax.json", "-o", "/dev/null"], in: Self.folder)
        #expect(syntax.status == 65)
        #expect(
            syntax.stderr
                == "Error: bad-syntax.json:4:3: expected ',' or '}' after object member, found '\"'\n")
        let missing = try Navbar.run(["compare", "new-event-390.json", "nowhere.json"], in: Self.folder)
        #expect(missing.status == 66)
        #expect(missing.stderr == "Error: nowhere.json: no such file\n")
        let noScene = try Navbar.run(
            ["calibrate", "-o", "/dev/null", "-"], stdin: #"{"device": {"scale": 3}, "frames": {}}"#)
        #expect(noScene.status == 65)
        #expect(noScene.stderr.hasPrefix("Error: <stdin>: scene: is required by calibrate"))
        let usage = try Navbar.run(["calibrate", "new-event-390.measured.json"], in: Self.folder)
        #expect(usage.status == 64)
        #expect(usage.stderr.contains("missing '-o FILE'"))
    }
}
