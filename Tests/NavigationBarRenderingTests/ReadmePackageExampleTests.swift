import LayoutSnapshotTesting
import NavigationBarLayout
import RenderingSnapshotTesting
import Testing

/// The README's "Use it from your package" snapshot test, with its references in the default place beside this file:
/// `__Snapshots__/ReadmePackageExampleTests/inbox.1.txt` and `inbox.2.png`.
@Suite(.layoutSnapshots) struct ReadmePackageExampleTests {
    @Test func inbox() {
        var message = NavigationItem(title: "Message")
        message.rightBarButtonItem = .system(.reply, id: "reply")
        let scene = Scene(width: 375, items: [NavigationItem(title: "Inbox"), message])
        assertLayoutSnapshot(of: scene, as: .layoutText)  // __Snapshots__/ReadmePackageExampleTests/inbox.1.txt
        assertLayoutSnapshot(of: scene, as: .png())  // __Snapshots__/ReadmePackageExampleTests/inbox.2.png
    }
}
