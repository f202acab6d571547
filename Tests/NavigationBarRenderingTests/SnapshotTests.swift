import Foundation
import LayoutSnapshotTesting
import NavigationBarLayout
import NavigationBarRendering
import RenderingSnapshotTesting
import Testing

/// Pictures of a few scenes (inline, and fixtures from `Fixtures/`) compared with reference PNGs in `__Snapshots__/`.
///
/// Through the same engine as the layout snapshots (`.png` of
/// `RenderingSnapshotTesting`, tolerance `.rendering`: a pixel matches when
/// no channel differs by more than 8 of 255, a picture when at most 0.2% of
/// its pixels do not), so every record mode and `CI` apply, and a mismatch
/// leaves `<name>.failed.png` and `<name>.failed.difference.png` beside the reference.
@Suite("Visual snapshots")
struct SnapshotTests {
    /// The scenes, by snapshot name, and whether the debug overlay is drawn.
    static let cases: [(name: String, json: String, debug: Bool)] = [
        ("busy-ios7", RenderingSupport.busyScene, false),
        ("classic-ios6", RenderingSupport.classicScene, false),
        ("crowded-debug", RenderingSupport.crowdedScene, true),
        (
            "rtl-black-tinted",
            #"{"width": 375, "profile": "ios7", "layoutDirection": "rightToLeft", "barStyle": "black", "tintColor": {"red": 1, "green": 0.6, "blue": 0}, "items": [{"title": "الإعدادات"}, {"title": "عام", "rightBarButtonItem": {"id": "done", "title": "تم", "style": "done"}, "leftBarButtonItem": {"systemItem": "search"}, "leftItemsSupplementBackButton": true}]}"#,
            false
        ),
        (
            "prompt-title-view",
            #"{"width": 320, "scale": 3, "profile": "ios7", "items": [{"title": "Back"}, {"title": "T", "prompt": "Choose a photo", "titleView": {"width": 120, "height": 28}, "rightBarButtonItem": {"systemItem": "camera"}}]}"#,
            false
        ),
    ]

    /// Fixtures drawn as they are, by file name without `.json`.
    static let fixtures = [
        "seed-003-back-button-previous-title", "seed-004-note-edit", "rtl-arabic-title", "ios17-large-collapse-26",
        "ios17-large-rtl", "ios17-large-inline", "ios17-dark-scroll-edge", "ios17-dark-scrolled",
        "ios17-dark-large-title", "ios17-dark-groups", "ios17-dark-rtl", "ios17-bar-style-black",
        "ios17-not-translucent", "ios17-status-bar-dynamic-island", "ios17-status-bar-home-button",
        "ios26-mail-inbox", "ios26-mail-inbox-dark", "ios26-mail-inbox-rtl", "ios26-badge-count",
        "ios26-large-title-subtitle", "ios26-prominent-text", "ios27-priority-reduction-320",
        "ios27-title-alignment-leading",
        "ios17-search-inbox-rest", "ios17-search-inbox-half", "ios17-search-inbox-active-scope", "ios17-search-dark",
        "ios17-search-rtl", "ios17-search-scope-bar", "ios17-search-cancel-shown",
    ]

    /// Where the references are: `__Snapshots__/<name>.png` beside this file.
    static let directory = RenderingSupport.testsFolder.appendingPathComponent("__Snapshots__").path

    @Test("snapshots of scenes match their references", arguments: cases.map(\.name))
    func snapshot(name: String) throws {
        let entry = try #require(Self.cases.first { $0.name == name })
        let scene = try RenderingSupport.scene(entry.json)
        assertLayoutSnapshot(
            of: scene, as: .png(renderer: RenderingSupport.renderer, debug: entry.debug), named: name,
            snapshotDirectory: Self.directory)
    }

    @Test("snapshots of fixtures match their references", arguments: fixtures)
    func fixture(name: String) throws {
        let url = RenderingSupport.fixturesFolder.appendingPathComponent(name + ".json")
        let bytes = try #require(FileManager.default.contents(atPath: url.path))
        let scene = try Scene.decode(json: Array(bytes))
        assertLayoutSnapshot(
            of: scene, as: .png(renderer: RenderingSupport.renderer), named: "fixture-" + name,
            snapshotDirectory: Self.directory)
    }
}
