import Foundation
import Testing

/// `--dark` and `--status-bar`: the keys they set, their precedence over `--set`, the note for profiles without
/// system colours, and the pictures they draw.
@Suite struct DarkModeCommandTests {
    /// A two-item stack on an iOS 17 bar.
    static let scene = #"{"width": 375, "profile": "ios17", "items": [{"title": "Inbox"}, {"title": "Message"}]}"#

    /// A folder holding `scene.json`.
    static func folder() throws -> String {
        let folder = try Navbar.temporaryFolder()
        try scene.write(toFile: folder + "/scene.json", atomically: true, encoding: .utf8)
        return folder
    }

    @Test("--dark sets userInterfaceStyle as --set does, and wins over --set for it")
    func darkFlag() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = try Navbar.run(["layout", "scene.json"], in: folder)
        let dark = try Navbar.run(["layout", "scene.json", "--dark"], in: folder)
        let set = try Navbar.run(["layout", "scene.json", "--set", #"userInterfaceStyle="dark""#], in: folder)
        #expect(dark.status == 0, "\(dark)")
        #expect(dark == set)
        #expect(dark.stdout.contains(#""userInterfaceStyle": "dark""#))
        #expect(plain.stdout.contains(#""userInterfaceStyle": "light""#))
        // The title's node in white, the tint #0A84FF (10/255 red, 132/255 green).
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(dark.stdout.utf8)) as? [String: Any])
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        let title = try #require(nodes.first { $0["key"] as? String == "title" }?["color"] as? [String: Double])
        #expect(title == ["red": 1, "green": 1, "blue": 1, "alpha": 1])
        let tint = try #require((json["bar"] as? [String: Any])?["colors"] as? [String: Any])["tint"]
        #expect(tint as? [String: Double] == ["red": 0.0392, "green": 0.5176, "blue": 1, "alpha": 1])
        let both = try Navbar.run(
            ["layout", "scene.json", "--dark", "--set", #"userInterfaceStyle="light""#], in: folder)
        #expect(both == dark)
        let typo = try Navbar.run(["layout", "scene.json", "--set", #"userInterfaceStyle="drak""#], in: folder)
        #expect(typo.status == 64, "\(typo)")
        #expect(typo.stderr.contains("'dark'"), "\(typo)")
        let statusBar = try Navbar.run(["layout", "scene.json", "--status-bar"], in: folder)
        #expect(statusBar.stdout.contains(#""timeFrame""#), "\(statusBar)")
    }

    @Test("under ios7 --dark is a note on standard error, never an error; validate says it too")
    func legacyNote() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ios7 = try Navbar.run(["layout", "scene.json", "--profile", "ios7", "--dark"], in: folder)
        #expect(ios7.status == 0, "\(ios7)")
        #expect(ios7.stderr.contains("note: ios7 has no system colours"), "\(ios7)")
        let plain = try Navbar.run(["layout", "scene.json", "--profile", "ios7"], in: folder)
        #expect(plain.stdout == ios7.stdout)
        #expect(plain.stderr.isEmpty)
        try #"{"width": 320, "profile": "ios7", "items": [{"title": "Inbox"}]}"#.write(
            toFile: folder + "/ios7.json", atomically: true, encoding: .utf8)
        let validate = try Navbar.run(["validate", "ios7.json", "--dark"], in: folder)
        #expect(validate.status == 0, "\(validate)")
        #expect(validate.stderr.contains("note: ios7 has no system colours"), "\(validate)")
    }

    @Test("render --dark --status-bar draws a taller picture than the bar alone")
    func renderBand() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bar = try Navbar.run(["render", "scene.json", "--dark", "-o", "bar.svg"], in: folder)
        let band = try Navbar.run(["render", "scene.json", "--dark", "--status-bar", "-o", "band.svg"], in: folder)
        #expect(bar.status == 0, "\(bar)")
        #expect(band.status == 0, "\(band)")
        let barSVG = try String(contentsOfFile: folder + "/bar.svg", encoding: .utf8)
        let bandSVG = try String(contentsOfFile: folder + "/band.svg", encoding: .utf8)
        #expect(barSVG.contains(#"height="44""#), "\(barSVG.prefix(300))")
        #expect(bandSVG.contains(#"height="64""#), "\(bandSVG.prefix(300))")
        #expect(bandSVG.contains("status-bar-time"))
        #expect(!barSVG.contains("status-bar-time"))
        #expect(barSVG.contains("backdrop"))
    }
}
