import Foundation
import Testing

/// L50 from the command line: `contentSizeCategory` sizes `ios17`'s text, `ios7` ignores it, and a profile file
/// with a bad `dynamicType` table is refused with its paths.
@Suite struct DynamicTypeCommandTests {
    /// A scene with `profile` and, when given, `category`, as one line of JSON.
    static func scene(profile: String, category: String?) -> String {
        let key = category.map { #""contentSizeCategory": "\#($0)", "# } ?? ""
        return #"{"width": 390, "profile": "\#(profile)", \#(key)"items": [{"title": "Inbox"}, {"title": "Message"}]}"#
    }

    @Test func l50IOS17SizesTheTitleForTheCategory() throws {
        let result = try Navbar.run(
            ["layout", "-"], stdin: Self.scene(profile: "ios17", category: "accessibilityExtraExtraExtraLarge"))
        #expect(result.status == 0)
        let geometry = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let title = try #require(geometry["title"] as? [String: Any])
        let style = try #require(title["style"] as? [String: Any])
        #expect(style["size"] as? Double == 21)
        let bar = try #require(geometry["bar"] as? [String: Any])
        #expect(bar["height"] as? Double == 44)
    }

    @Test func l50IOS7OutputIsByteIdenticalWithACategory() throws {
        let plain = try Navbar.run(["layout", "-"], stdin: Self.scene(profile: "ios7", category: nil))
        let sized = try Navbar.run(
            ["layout", "-"], stdin: Self.scene(profile: "ios7", category: "accessibilityExtraExtraExtraLarge"))
        #expect(plain.status == 0)
        #expect(sized == plain)
    }

    @Test func l50AProfileWithABadTableIsRefusedWithEveryPath() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let table = """
            {"title": [17, 17], "prompt": [13, 0, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13],
             "largTitle": [34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34]}
            """
        let ios7 = try String(
            contentsOfFile: Navbar.root + "/Sources/NavigationBarLayout/Profiles/ios7.json", encoding: .utf8)
        let profile = ios7.replacingOccurrences(
            of: #""name": "ios7","#, with: #""name": "bad", "dynamicType": \#(table),"#)
        try profile.write(toFile: folder + "/bad.json", atomically: true, encoding: .utf8)
        try Self.scene(profile: "bad.json", category: nil).write(
            toFile: folder + "/scene.json", atomically: true, encoding: .utf8)
        let result = try Navbar.run(["layout", "scene.json"], in: folder)
        let errors = [
            "dynamicType: a key that a profile does not have (not shown); did you mean 'largeTitle'?",
            "dynamicType.title: must have 12 sizes, one per content size category from extraSmall to accessibilityExtraExtraExtraLarge; found 2",
            "dynamicType.prompt[1]: must be a number greater than 0 and at most 10000",
        ]
        let expected = errors.map { "Error: bad.json: \($0)\n" }.joined()
        #expect(result == NavbarRun(status: 65, stdout: "", stderr: expected))
    }
}
