import LayoutSnapshotTesting
import NavigationBarLayout
import Testing

/// The README's example, with its reference in the default place beside this file:
/// `__Snapshots__/ReadmeExampleTests/inboxMessage.1.txt`.
@Suite(.layoutSnapshots) struct ReadmeExampleTests {
    @Test func inboxMessage() {
        var message = NavigationItem(title: "Message")
        message.rightBarButtonItem = .system(.reply, id: "reply")
        let scene = Scene(width: 375, items: [NavigationItem(title: "Inbox"), message])
        assertLayoutSnapshot(of: scene, as: .layoutText)  // or .geometryJSON
    }
}
