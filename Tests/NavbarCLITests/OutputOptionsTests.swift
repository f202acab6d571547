import Foundation
import NavbarCore
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `layout --format`, `-o FILE` on `layout` and `batch` (written whole or not at all), and the progress line.
@Suite struct OutputOptionsTests {
    /// A fixture with a back button, a right item and a title.
    static let fixture = "back-button-title-short-wins-over-title"
    /// The fixture's path.
    static let fixturePath = Navbar.root + "/Fixtures/\(fixture).json"

    /// The names in `folder`, sorted (hidden ones too, so a temporary file left behind shows).
    static func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test("--format text prints the fixture's layoutText, the same as its layout-text snapshot")
    func formatTextIsTheLayoutText() throws {
        let snapshot = try String(
            contentsOfFile: Navbar.root + "/Fixtures/__Snapshots__/\(Self.fixture).txt", encoding: .utf8)
        let result = try Navbar.run(["layout", "--format", "text", Self.fixturePath])
        #expect(result == NavbarRun(status: 0, stdout: snapshot, stderr: ""))
        #expect(
            snapshot.hasPrefix(
                "bar       width=375 height=44 metrics=default direction=leftToRight profile=ios7 scale=2 row y=0 h=44\n"
                    + #"back      full        "Chats"        x=8 y=7 w=66 h=30 "#))
    }

    @Test("--format text of several scenes: each under its name, a blank line between them")
    func formatTextOfSeveralScenes() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"width": 320, "profile": "ios7", "items": []}"#.write(
            toFile: folder + "/a.json", atomically: true, encoding: .utf8)
        let result = try Navbar.run(
            ["layout", "--format=text", "a.json", "-"], stdin: "{\"width\": 480, \"profile\": \"ios7\", \"items\": []}",
            in: folder)
        let bar = { (width: Int) in
            "bar       width=\(width) height=44 metrics=default direction=leftToRight profile=ios7 scale=2 row y=0 h=44\n"
        }
        #expect(
            result
                == NavbarRun(
                    status: 0, stdout: "==> a.json <==\n" + bar(320) + "\n==> <stdin> <==\n" + bar(480), stderr: ""))
    }

    @Test("--format compact prints one line a scene, as batch does, with the scene's id")
    func formatCompactIsBatchsLine() throws {
        let scene = #"{"id": "first", "width": 320, "items": [{"title": "Inbox"}]}"#
        let compact = try Navbar.run(["layout", "--format", "compact", "-"], stdin: scene)
        let batch = try Navbar.run(["batch"], stdin: scene)
        #expect(compact.status == 0 && compact.stderr.isEmpty)
        #expect(compact == batch)
        #expect(compact.stdout.hasPrefix(#"{"backButton":null,"bar":{"#))
        #expect(compact.stdout.contains(#"},"id":"first","itemGroups":null,"largeTitle":null,"leftItems":[],"#))
        #expect(compact.stdout.split(separator: "\n").count == 1)
        // The default JSON form carries the id too.
        let json = try Navbar.run(["layout", "-"], stdin: scene)
        #expect(json.stdout.contains("\n  \"id\": \"first\",\n  \"itemGroups\": null,\n"))
    }

    @Test("-o writes the same bytes as standard output, for layout (every format) and batch")
    func outputFileHoldsWhatStandardOutputWould() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for format in ["json", "compact", "text"] {
            let printed = try Navbar.run(["layout", "--format", format, Self.fixturePath])
            let written = try Navbar.run(["layout", "--format", format, Self.fixturePath, "-o", "out"], in: folder)
            #expect(written == NavbarRun(status: 0, stdout: "", stderr: ""))
            #expect(try String(contentsOfFile: folder + "/out", encoding: .utf8) == printed.stdout, "\(format)")
            #expect(try Self.names(in: folder) == ["out"])
        }
        let input =
            #"{"width": 320, "profile": "ios7", "items": []}"# + "\n"
            + #"{"width": 320, "profile": "ios7", "items": [{"title": 5}]}"# + "\n"
        try input.write(toFile: folder + "/in.jsonl", atomically: true, encoding: .utf8)
        let printed = try Navbar.run(["batch", "in.jsonl"], in: folder)
        // Lines that failed are entries in the file, as on standard output; the status still says so.
        let written = try Navbar.run(["batch", "in.jsonl", "--output=out.jsonl"], in: folder)
        #expect(printed.status == 65)
        #expect(written == NavbarRun(status: 65, stdout: "", stderr: printed.stderr))
        #expect(try String(contentsOfFile: folder + "/out.jsonl", encoding: .utf8) == printed.stdout)
        #expect(try Self.names(in: folder) == ["in.jsonl", "out", "out.jsonl"])
        // '-o -' is standard output.
        #expect(try Navbar.run(["batch", "in.jsonl", "-o", "-"], in: folder) == printed)
    }

    @Test("a layout that fails leaves no file, and a file already there as it was")
    func failingLayoutLeavesNoFile() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"width": 320, "profile": "ios7", "items": [{"title": 5}]}"#.write(
            toFile: folder + "/bad.json", atomically: true, encoding: .utf8)
        let failed = try Navbar.run(["layout", Self.fixturePath, "bad.json", "-o", "new.json"], in: folder)
        #expect(
            failed == NavbarRun(status: 65, stdout: "", stderr: "Error: bad.json: items[0].title: must be a string\n"))
        #expect(try Self.names(in: folder) == ["bad.json"])
        try "old\n".write(toFile: folder + "/old.json", atomically: true, encoding: .utf8)
        let again = try Navbar.run(["layout", "bad.json", "-o", "old.json", "--format", "text"], in: folder)
        #expect(again.status == 65)
        #expect(try String(contentsOfFile: folder + "/old.json", encoding: .utf8) == "old\n")
        #expect(try Self.names(in: folder) == ["bad.json", "old.json"])
    }

    @Test("a batch that stops leaves no file: a missing input (66), an unwritable folder (74)")
    func failingBatchLeavesNoFile() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "old\n".write(toFile: folder + "/out.jsonl", atomically: true, encoding: .utf8)
        let missing = try Navbar.run(["batch", "no-such.jsonl", "-o", "out.jsonl"], in: folder)
        #expect(missing == NavbarRun(status: 66, stdout: "", stderr: "Error: no-such.jsonl: no such file\n"))
        #expect(try String(contentsOfFile: folder + "/out.jsonl", encoding: .utf8) == "old\n")
        let nowhere = try Navbar.run(["batch", "-o", "no/such/out.jsonl"], stdin: "{}", in: folder)
        #expect(
            nowhere
                == NavbarRun(
                    status: 74, stdout: "",
                    stderr: "Error: no/such/out.jsonl: cannot be written: the folder 'no/such' does not exist\n"))
        try FileManager.default.createDirectory(atPath: folder + "/dir", withIntermediateDirectories: false)
        let intoFolder = try Navbar.run(["layout", Self.fixturePath, "-o", "dir"], in: folder)
        #expect(
            intoFolder
                == NavbarRun(
                    status: 74, stdout: "", stderr: "Error: dir: cannot be written: it is a folder; give a file name\n")
        )
        #expect(try Self.names(in: folder) == ["dir", "out.jsonl"])
        #expect(try Self.names(in: folder + "/dir") == [])
    }

    @Test("the progress line: bar, share, rate and ETA for a file; rate only for a pipe")
    func progressLine() {
        let file = BatchProgressText(lines: 12000, failed: 2, bytes: 250, total: 1000, elapsed: 2)
        #expect(
            file.text == "[#######                       ] 25% 12000 lines, 2 failed, 6000 scenes/s, ETA 0:06")
        #expect(file.rate == 6000)
        #expect(file.secondsLeft == 6)
        let pipe = BatchProgressText(lines: 1, failed: 0, bytes: 40, total: nil, elapsed: 0.5)
        #expect(pipe.text == "1 line, 2 scenes/s")
        #expect(pipe.secondsLeft == nil)
        let start = BatchProgressText(lines: 300, failed: 0, bytes: 100, total: 1000, elapsed: 0.05)
        #expect(start.text == "[###                           ] 10% 300 lines")
        #expect(BatchProgressText.clock(59.2) == "1:00")
        #expect(BatchProgressText.clock(3725) == "1:02:05")
        #expect(BatchProgressText.clock(0) == "0:00")
    }
}
