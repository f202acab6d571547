import Foundation
import NavigationBarLayout
import NavigationBarRendering
import Testing

/// A profile file's `fonts` draw the text they measured, also when the scene names the file.
@Suite struct ProfileFontsDrawingTests {
    /// A folder with `profile.json`, the bundled `ios17` with `"fonts": {"prepend": ["UserSans.ttf"]}`, and
    /// `UserSans.ttf`, a copy of the bundled DejaVu Sans.
    static func profileFile() throws -> (folder: String, profile: String) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("profile-fonts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let root = RenderingSupport.fixturesFolder.deletingLastPathComponent()
        try FileManager.default.copyItem(
            atPath: root.appendingPathComponent("Fonts/DejaVuSans.ttf").path, toPath: folder + "/UserSans.ttf")
        let bundled = root.appendingPathComponent("Sources/NavigationBarLayout/Profiles/ios17.json")
        var profile = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: bundled)) as? [String: Any])
        profile["fonts"] = ["prepend": ["UserSans.ttf"]]
        try JSONSerialization.data(withJSONObject: profile).write(to: URL(fileURLWithPath: folder + "/profile.json"))
        return (folder, folder + "/profile.json")
    }

    @Test func aSceneNamingAProfileFileIsDrawnWithTheFileFonts() throws {
        let (folder, path) = try Self.profileFile()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let json = #"{"width": 390, "scale": 2, "items": [{"title": "Inbox"}, {"title": "Message"}]}"#
        let plain = try RenderingSupport.scene(json)
        var named = plain
        named.profile = ProfileReference(path)
        let profile = try ProfileLibrary.resolve(path)
        #expect(profile.fonts.prepend == [folder + "/UserSans.ttf"])
        let byName = try RenderingSupport.renderer.drawing(scene: named)
        let given = try RenderingSupport.renderer.drawing(scene: named, profile: profile)
        let bundled = try RenderingSupport.renderer.drawing(scene: plain)
        // The title's glyphs are DejaVu Sans's, as the profile's fonts measured them.
        let title = { (drawing: Drawing) in drawing.shapes.filter { $0.name == "title" }.map(\.path) }
        #expect(!title(byName).isEmpty)
        #expect(title(byName) == title(given))
        #expect(title(byName) != title(bundled))
        #expect(byName == given)
    }
}
