import Foundation
import LayoutSnapshotTesting
import NavigationBarLayout
import Testing
import TextMetrics

/// The asserting entry points: a match records nothing, a failure is a Swift Testing issue with the message.
@Suite struct AssertLayoutSnapshotTests {
    let measurer = FixedAdvanceMeasurer()

    /// Inbox and Message with a reply button.
    var scene: Scene {
        var message = NavigationItem(title: "Message")
        message.rightBarButtonItem = .system(.reply, id: "reply")
        return Scene(width: 375, items: [NavigationItem(title: "Inbox"), message])
    }

    @Test func aMatchingSnapshotPasses() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let recorded = verifyLayoutSnapshot(
            of: scene, named: "inbox", record: .missing, snapshotDirectory: dir.path, measurer: measurer)
        #expect(recorded?.hasPrefix("No reference snapshot \"inbox.txt\" existed; recorded one") == true)
        assertLayoutSnapshot(of: scene, named: "inbox", record: .never, snapshotDirectory: dir.path, measurer: measurer)
        _ = verifyLayoutSnapshot(
            of: scene, as: .geometryJSON, named: "inbox", record: .missing, snapshotDirectory: dir.path,
            measurer: measurer)
        assertLayoutSnapshot(
            of: scene, as: .geometryJSON, named: "inbox", record: .never, snapshotDirectory: dir.path,
            measurer: measurer)
        // `.geometryJSON` records the default format, 2, as `NAME.v2.json`.
        #expect(dir.read("inbox.v2.json") == (try BarLayout.solve(scene, measurer: measurer)).jsonString() + "\n")
        #expect(dir.read("inbox.v2.json")?.contains(#""schemaVersion": 2"#) == true)
    }

    @Test func aFailureIsRecordedAsAnIssueWithTheMessage() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        withKnownIssue {
            assertLayoutSnapshot(
                of: scene, named: "missing", record: .never, snapshotDirectory: dir.path, measurer: measurer)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("No reference snapshot \"missing.txt\" exists") }
        }
    }

    @Test func aNavigationBarIsLaidOutAtTheGivenWidth() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let bar = NavigationBar()
        var note = NavigationItem(title: "Note")
        note.rightBarButtonItem = .system(.add, id: "add")
        try bar.push(note, animated: false)
        _ = verifyLayoutSnapshot(
            of: bar, width: 320, profile: "ios6", named: "note", record: .all, snapshotDirectory: dir.path,
            measurer: measurer)
        #expect(dir.read("note.txt")?.hasPrefix("bar       width=320 height=44 metrics=default") == true)
        #expect(dir.read("note.txt")?.contains("profile=ios6") == true)
        assertLayoutSnapshot(
            of: bar, width: 320, profile: "ios6", named: "note", record: .never, snapshotDirectory: dir.path,
            measurer: measurer)
    }

    @Test func aSceneThatCannotBeLaidOutIsAFailure() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let bad = Scene(width: 320, profile: "ios8", items: [NavigationItem(title: "Note")])
        let message = verifyLayoutSnapshot(of: bad, named: "bad", snapshotDirectory: dir.path, measurer: measurer)
        #expect(message?.hasPrefix("Cannot lay out the scene: ") == true)
        #expect(message?.contains("ios8") == true)
        #expect(!dir.exists("bad.txt"))
    }
}
