import Foundation
import LayoutSnapshotTesting
import NavigationBarLayout
import SnapshotTestingStandIn
import Testing
import TextMetrics

// The README's "With swift-snapshot-testing" example. `SnapshotTestingStandIn`
// has swift-snapshot-testing's public names (`Snapshotting`, `Diffing`,
// `verifySnapshot`), so this file, which imports both libraries and uses
// names from each without qualifying them, compiles only if the two
// libraries' names do not clash.

extension Snapshotting where Value == BarGeometry, Format == String {
    /// The layout text of `NavigationBarLayout` (one line per element), stored as `.txt`.
    static var layoutText: Snapshotting<BarGeometry, String> {
        Snapshotting<String, String>.lines.pullback(\BarGeometry.layoutText)
    }

    /// The geometry JSON of `docs/FORMATS.md`, stored as `.json`.
    static var geometryJSON: Snapshotting<BarGeometry, String> {
        var json = Snapshotting<String, String>.lines.pullback { (geometry: BarGeometry) in
            geometry.jsonString() + "\n"
        }
        json.pathExtension = "json"
        return json
    }
}

/// The geometry in a swift-snapshot-testing strategy beside this library's own assertions.
@Suite(.layoutSnapshots) struct SwiftSnapshotTestingAdapterTests {
    /// Inbox and Message with a reply button.
    static var scene: Scene {
        var message = NavigationItem(title: "Message")
        message.rightBarButtonItem = .system(.reply, id: "reply")
        return Scene(width: 375, items: [NavigationItem(title: "Inbox"), message])
    }

    @Test func theGeometryGoesThroughTheirSnapshotting() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let geometry = try BarLayout.solve(Self.scene, measurer: FixedAdvanceMeasurer())
        // Theirs: `Snapshotting` and `verifySnapshot`, with the strategies defined above.
        #expect(
            verifySnapshot(of: geometry, as: .layoutText, named: "inbox", snapshotDirectory: dir.path)?
                .hasPrefix("Recorded snapshot") == true)
        #expect(verifySnapshot(of: geometry, as: .layoutText, named: "inbox", snapshotDirectory: dir.path) == nil)
        #expect(dir.read("inbox.txt") == geometry.layoutText)
        _ = verifySnapshot(of: geometry, as: .geometryJSON, named: "inbox", snapshotDirectory: dir.path)
        #expect(dir.read("inbox.json") == geometry.jsonString() + "\n")
        // Ours, in the same file: `SnapshotStrategy` and `verifyLayoutSnapshot`, the same reference text.
        let ours: SnapshotStrategy<BarGeometry, String> = .layoutText
        #expect(
            verifyLayoutSnapshot(
                of: Self.scene, as: ours, named: "inbox", record: .never, snapshotDirectory: dir.path,
                measurer: FixedAdvanceMeasurer()) == nil)
    }
}
