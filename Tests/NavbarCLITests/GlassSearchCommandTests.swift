import Foundation
import Testing

/// L79: the iOS 26 search placements at the command line.
@Suite struct GlassSearchCommandTests {
    @Test("ios17 lays out an integrated placement as automatic, with a note; ios26 without one")
    func integratedUnderIos17IsANote() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = #"""
            {"width": 390, "items": [{"title": "Inbox", "searchController": {},
            "preferredSearchBarPlacement": "integrated"}]}
            """#
        try scene.write(toFile: folder + "/scene.json", atomically: true, encoding: .utf8)
        let ios17 = try Navbar.run(["layout", "scene.json", "--profile", "ios17"], in: folder)
        #expect(ios17.status == 0, "\(ios17)")
        #expect(ios17.stderr.contains("note: ios17 reads preferredSearchBarPlacement integrated"), "\(ios17)")
        #expect(ios17.stdout.contains(#""placement": "stacked""#), "\(ios17)")
        let ios26 = try Navbar.run(["layout", "scene.json", "--profile", "ios26"], in: folder)
        #expect(ios26.status == 0, "\(ios26)")
        #expect(ios26.stderr.isEmpty, "\(ios26)")
        #expect(ios26.stdout.contains("toolbar"), "\(ios26)")
    }
}
