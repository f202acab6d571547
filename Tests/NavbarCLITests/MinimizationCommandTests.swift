import Foundation
import Testing

/// L81: bar minimization at the command line.
@Suite struct MinimizationCommandTests {
    @Test("ios27 reports the minimization in format 2 and the text format; format 1 notes it leaves it out")
    func minimizationIsReportedOrNoted() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = #"""
            {"width": 390, "profile": "ios27", "scrollOffset": 30,
             "items": [{"title": "Inbox", "navigationBarMinimization": {"minimizationBehavior": "onScrollDown"}}]}
            """#
        try scene.write(toFile: folder + "/scene.json", atomically: true, encoding: .utf8)
        let two = try Navbar.run(["layout", "scene.json"], in: folder)
        #expect(two.status == 0, "\(two)")
        #expect(two.stderr.isEmpty, "\(two)")
        #expect(two.stdout.contains(#""minimized": true"#), "\(two)")
        let text = try Navbar.run(["layout", "scene.json", "--format", "text"], in: folder)
        #expect(text.stdout.contains("minimize  onScrollDown  minimized"), "\(text)")
        let one = try Navbar.run(["layout", "scene.json", "--geometry-format", "1"], in: folder)
        #expect(one.status == 0, "\(one)")
        #expect(!one.stdout.contains("minimiz"), "\(one)")
        #expect(
            one.stderr.contains("note: geometry format 1 leaves out the minimization of ios27"), "\(one)")
        let ios26 = try Navbar.run(["layout", "scene.json", "--profile", "ios26"], in: folder)
        #expect(ios26.stderr.contains("note: ios26 ignores navigationBarMinimization"), "\(ios26)")
        #expect(ios26.stdout.contains(#""minimization": null"#), "\(ios26)")
    }
}
