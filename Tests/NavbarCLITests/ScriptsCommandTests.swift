import Foundation
import Testing

/// `navbar validate` on characters no bundled font has, format 2's fonts of each text, and `render`'s note on
/// emoji drawn as boxes.
@Suite struct ScriptsCommandTests {
    @Test func aPrivateUseCharacterFailsWithItsCodePoint() throws {
        let result = try Navbar.run(
            ["validate", "-"], stdin: #"{"width": 375, "items": [{"title": "Inbox \uDBFF\uDFFD"}]}"#)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix(
                "Error: <stdin>: items[0].title: characters no font has: U+10FFFD in \"Inbox \u{10FFFD}\"; "
                    + "fonts tried: Inter, DejaVu Sans, Droid Sans Fallback, "))
    }

    @Test func formatTwoSaysWhichFamilyMeasuredEachText() throws {
        let scene = #"{"width": 375, "items": [{"title": "Inbox \uDBFF\uDFFD", "prompt": "편집"}]}"#
        let result = try Navbar.run(["layout", "--geometry-format", "2", "-"], stdin: scene)
        #expect(result.status == 0, "\(result.stderr)")
        let geometry = try #require(
            JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let title = try #require(geometry["title"] as? [String: Any])
        #expect(title["fontFamily"] as? String == "Inter")
        #expect(title["missingCharacters"] as? [String] == ["U+10FFFD"])
        let prompt = try #require(geometry["prompt"] as? [String: Any])
        #expect(prompt["fontFamily"] as? String == "Noto Sans CJK KR")
        #expect(prompt["missingCharacters"] as? [String] == [])
        let nodes = try #require(geometry["nodes"] as? [[String: Any]])
        let titleNode = try #require(nodes.first { $0["key"] as? String == "title" })
        let content = try #require(titleNode["content"] as? [String: Any])
        #expect(content["missingCharacters"] as? [String] == ["U+10FFFD"])
    }

    @Test func formatOneHasNoFontKeys() throws {
        let result = try Navbar.run(
            ["layout", "--geometry-format", "1", "-"], stdin: #"{"width": 375, "items": [{"title": "Inbox"}]}"#)
        #expect(result.status == 0)
        #expect(!result.stdout.contains("fontFamily"))
        #expect(!result.stdout.contains("missingCharacters"))
    }

    @Test func renderSaysEmojiAreDrawnAsBoxes() throws {
        let output = NSTemporaryDirectory() + "navbar-emoji-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let emoji = try Navbar.run(
            ["render", "-", "-o", output], stdin: #"{"width": 375, "items": [{"title": "Party 🎉"}]}"#)
        #expect(emoji.status == 0)
        #expect(
            emoji.stderr
                == "Note: <stdin>: Noto Color Emoji has colour bitmap glyphs and no outlines; its glyphs (emoji) are "
                + "measured exactly but drawn as boxes\n")
        let plain = try Navbar.run(
            ["render", "-", "-o", output], stdin: #"{"width": 375, "items": [{"title": "Party"}]}"#)
        #expect(plain == NavbarRun(status: 0, stdout: "", stderr: ""))
    }
}
