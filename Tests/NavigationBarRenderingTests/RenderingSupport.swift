import Foundation
import NavigationBarLayout
import NavigationBarRendering
import TextMetrics

/// Shared pieces of the rendering tests.
enum RenderingSupport {
    /// One renderer (and measurer) for every test.
    static let renderer = BarRenderer()

    /// The folder of this test target.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The package's `Fixtures/` folder.
    static let fixturesFolder = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The names of the scenes in `Fixtures/`, without `.json`, sorted (not the `transition-*` requests).
    static func fixtureNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path)
            .filter { $0.hasSuffix(".json") && !$0.hasPrefix("transition-") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The fixture scene `name`, its profile path taken from `Fixtures/`.
    static func fixture(_ name: String) throws -> Scene {
        let url = fixturesFolder.appendingPathComponent(name + ".json")
        return try Scene.decode(json: [UInt8](try Data(contentsOf: url)))
            .resolvingProfilePath(relativeTo: fixturesFolder.path)
    }

    /// A scene from JSON text.
    static func scene(_ json: String) throws -> Scene {
        try Scene.decode(json: Array(json.utf8))
    }

    /// The geometry of `scene` laid out with the bundled fonts.
    static func geometry(_ scene: Scene) throws -> BarGeometry {
        try BarLayout.solve(scene, measurer: renderer.measurer)
    }

    /// Every displayed text of `geometry` by the name its shape has in a drawing.
    static func textFrames(_ geometry: BarGeometry) -> [String: Frame] {
        var frames: [String: Frame] = [:]
        if let prompt = geometry.prompt { frames["prompt"] = prompt.frame }
        if let title = geometry.backButton?.title { frames["back-title"] = title.frame }
        for (side, items) in [("left", geometry.leftItems), ("right", geometry.rightItems)] {
            for (index, item) in items.enumerated() where item.displayed {
                if let title = item.title { frames["\(side)-\(index)-title"] = title.frame }
            }
        }
        if let title = geometry.title, title.displayed, title.kind == .text, let frame = title.frame {
            frames["title"] = frame
        }
        return frames
    }

    /// A bar with every kind of content: back button, text, done, image and custom items, a title.
    static let busyScene = """
        {"width": 375, "scale": 2, "profile": "ios7", "items": [
          {"title": "Inbox"},
          {"title": "Message", "leftItemsSupplementBackButton": true,
           "leftBarButtonItems": [{"id": "flag", "systemItem": "bookmarks"}],
           "rightBarButtonItems": [{"id": "done", "systemItem": "done"}, {"id": "trash", "systemItem": "trash"},
                                   {"id": "box", "customView": {"width": 40, "height": 24}}]}
        ]}
        """

    /// An iOS 6 bar: bordered buttons and the arrow-shaped back button.
    static let classicScene = """
        {"width": 320, "scale": 2, "profile": "ios6", "items": [
          {"title": "Settings"},
          {"title": "Wi-Fi", "rightBarButtonItems": [{"id": "edit", "title": "Edit", "style": "bordered"},
                                                     {"id": "add", "systemItem": "add"}]}
        ]}
        """

    /// A crowded bar where some right items are hidden.
    static let crowdedScene = """
        {"width": 320, "scale": 2, "profile": "ios7", "items": [
          {"title": "Mailboxes"},
          {"title": "A long subject line", "rightBarButtonItems": [
            {"id": "reply", "systemItem": "reply"}, {"id": "trash", "systemItem": "trash"},
            {"id": "organize", "systemItem": "organize"}, {"id": "action", "systemItem": "action"},
            {"id": "camera", "systemItem": "camera"}, {"id": "compose", "systemItem": "compose"},
            {"id": "search", "systemItem": "search"}, {"id": "refresh", "systemItem": "refresh"}]}
        ]}
        """

    /// `scene` mirrored: the same bar laid out right to left.
    static func mirrored(_ scene: Scene) -> Scene {
        var copy = scene
        copy.layoutDirection = .rightToLeft
        return copy
    }
}
