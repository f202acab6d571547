import Foundation
import Testing

@Suite struct LayoutCommandTests {
    @Test func anEmptyStackHasOnlyTheBar() throws {
        let result = try Navbar.run(
            ["layout", "-", "--geometry-format", "1"], stdin: #"{"width": 320, "profile": "ios7", "items": []}"#)
        let expected = """
            {
              "backButton": null,
              "bar": {
                "barStyle": "default",
                "bordered": false,
                "contentFrame": {
                  "height": 44,
                  "width": 320,
                  "x": 0,
                  "y": 0
                },
                "height": 44,
                "layoutDirection": "leftToRight",
                "metrics": "default",
                "profile": "ios7",
                "scale": 2,
                "tintColor": null,
                "translucent": true,
                "width": 320
              },
              "leftItems": [],
              "prompt": null,
              "rightItems": [],
              "schemaVersion": 1,
              "title": null
            }

            """
        #expect(result == NavbarRun(status: 0, stdout: expected, stderr: ""))
    }

    @Test func severalScenesPrintAnArrayInOrder() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"width": 320, "profile": "ios7", "items": []}"#.write(
            toFile: folder + "/a.json", atomically: true, encoding: .utf8)
        try #"{"width": 480, "profile": "ios7", "items": []}"#.write(
            toFile: folder + "/b.json", atomically: true, encoding: .utf8)
        let result = try Navbar.run(["layout", "a.json", "b.json", "--metrics", "compact"], in: folder)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let bars = array.compactMap { $0["bar"] as? [String: Any] }
        #expect(bars.map { $0["width"] as? Double } == [320, 480])
        #expect(bars.map { $0["metrics"] as? String } == ["compact", "compact"])
        #expect(bars.map { $0["height"] as? Double } == [32, 32])
        #expect(result.stdout.hasPrefix("[\n{\n  \"backButton\": null,"))
    }

    @Test func thousandsOfItemsLayOutTheTopOne() throws {
        let items = (0..<5000).map { #"{"title": "Item \#($0)"}"# }.joined(separator: ",")
        let result = try Navbar.run(
            ["layout", "-"], stdin: #"{"width": 375, "profile": "ios7", "items": [\#(items)]}"#)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let geometry = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let title = try #require(geometry["title"] as? [String: Any])
        #expect(title["text"] as? String == "Item 4999")
        let back = try #require(geometry["backButton"] as? [String: Any])
        let backTitle = try #require(back["title"] as? [String: Any])
        #expect(backTitle["text"] as? String == "Item 4998")
    }

    @Test func aHundredKilobyteTitleIsTruncated() throws {
        let title = String(repeating: "Long title ", count: 10_000)
        let result = try Navbar.run(
            ["layout", "-", "--rtl"], stdin: #"{"width": 320, "profile": "ios7", "items": [{"title": "\#(title)"}]}"#)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let geometry = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let shown = try #require(geometry["title"] as? [String: Any])
        #expect(shown["truncated"] as? Bool == true)
        #expect((shown["text"] as? String)?.hasSuffix("…") == true)
        let frame = try #require(shown["frame"] as? [String: Double])
        #expect(try #require(frame["width"]) <= 320)
    }

    @Test func aByteOrderMarkIsAccepted() throws {
        let result = try Navbar.run(
            ["layout", "-"], stdin: [0xEF, 0xBB, 0xBF] + Array(#"{"width": 320, "profile": "ios7", "items": []}"#.utf8))
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"width\": 320"))
    }
}
