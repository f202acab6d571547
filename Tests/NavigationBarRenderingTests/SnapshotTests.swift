import Foundation
import NavigationBarLayout
import NavigationBarRendering
import Testing

/// Pictures of a few scenes (inline, and fixtures from `Fixtures/`) compared with reference PNGs in `__Snapshots__/`.
///
/// A pixel matches when no channel differs by more than 8 (of 255); a
/// snapshot matches when at most 0.2% of its pixels do not. Set
/// `NAVBAR_SNAPSHOT_RECORD=all` (the variable `LayoutSnapshotTesting` reads) to write the references again (the test then fails, to be run once more).
@Suite("Visual snapshots")
struct SnapshotTests {
    /// The scenes, by snapshot name, and whether the debug overlay is drawn.
    static let cases: [(name: String, json: String, debug: Bool)] = [
        ("busy-ios7", RenderingSupport.busyScene, false),
        ("classic-ios6", RenderingSupport.classicScene, false),
        ("crowded-debug", RenderingSupport.crowdedScene, true),
        (
            "rtl-black-tinted",
            #"{"width": 375, "layoutDirection": "rightToLeft", "barStyle": "black", "tintColor": {"red": 1, "green": 0.6, "blue": 0}, "items": [{"title": "الإعدادات"}, {"title": "عام", "rightBarButtonItem": {"id": "done", "title": "تم", "style": "done"}, "leftBarButtonItem": {"systemItem": "search"}, "leftItemsSupplementBackButton": true}]}"#,
            false
        ),
        (
            "prompt-title-view",
            #"{"width": 320, "scale": 3, "items": [{"title": "Back"}, {"title": "T", "prompt": "Choose a photo", "titleView": {"width": 120, "height": 28}, "rightBarButtonItem": {"systemItem": "camera"}}]}"#,
            false
        ),
    ]

    /// Fixtures drawn as they are, by file name without `.json`.
    static let fixtures = ["seed-003-back-button-previous-title", "seed-004-note-edit", "rtl-arabic-title"]

    @Test("snapshots of scenes match their references", arguments: cases.map(\.name))
    func snapshot(name: String) throws {
        let entry = try #require(Self.cases.first { $0.name == name })
        let scene = try RenderingSupport.scene(entry.json)
        try Self.compare(try RenderingSupport.renderer.drawing(scene: scene, debug: entry.debug).png(), name: name)
    }

    @Test("snapshots of fixtures match their references", arguments: fixtures)
    func fixture(name: String) throws {
        let url = RenderingSupport.fixturesFolder.appendingPathComponent(name + ".json")
        let bytes = try #require(FileManager.default.contents(atPath: url.path))
        let scene = try Scene.decode(json: Array(bytes))
        try Self.compare(try RenderingSupport.renderer.drawing(scene: scene).png(), name: "fixture-" + name)
    }

    /// Compares `png` with the reference `name`.png, or records it.
    static func compare(_ png: [UInt8], name: String) throws {
        let url = RenderingSupport.testsFolder.appendingPathComponent("__Snapshots__/\(name).png")
        let record = ProcessInfo.processInfo.environment["NAVBAR_SNAPSHOT_RECORD"] == "all"
        guard !record, let reference = FileManager.default.contents(atPath: url.path) else {
            try Data(png).write(to: url)
            Issue.record("recorded \(url.lastPathComponent); run the tests again")
            return
        }
        let expected = try PNGImage.decode(Array(reference))
        let actual = try PNGImage.decode(png)
        #expect(actual.width == expected.width && actual.height == expected.height)
        guard actual.width == expected.width, actual.height == expected.height else { return }
        var differing = 0
        for index in stride(from: 0, to: actual.pixels.count, by: 4) {
            let channels = (0..<4).map { abs(Int(actual.pixels[index + $0]) - Int(expected.pixels[index + $0])) }
            if channels.max()! > 8 { differing += 1 }
        }
        let allowed = actual.width * actual.height / 500
        #expect(differing <= allowed, "\(differing) pixels differ from \(url.lastPathComponent)")
    }
}
