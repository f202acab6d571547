import NavigationBarLayout
import TextMetrics

/// Scenes, changes and checks shared by the transition tests (fixed-advance measuring, bundled profiles).
enum TransitionFixture {
    static let measurer = FixedAdvanceMeasurer()

    /// The bundled profile `name`.
    static func profile(_ name: String = "ios7") throws -> MetricsProfile {
        try ProfileLibrary.bundled(name)
    }

    /// "Inbox" with a compose item, and the "Message" item with a reply item, at `width`.
    static func inbox(
        width: Double = 375, direction: LayoutDirection = .leftToRight, profile: ProfileReference = "ios7"
    ) -> (scene: Scene, message: NavigationItem) {
        var inbox = NavigationItem(title: "Inbox")
        inbox.rightBarButtonItem = .system(.compose, id: "compose")
        var message = NavigationItem(title: "Message")
        message.rightBarButtonItem = .system(.reply, id: "reply")
        let scene = Scene(width: width, layoutDirection: direction, profile: profile, items: [inbox])
        return (scene, message)
    }

    /// A typical bar: back button, title and two items a side, pushed onto "Mailboxes".
    static func typical(width: Double = 375) -> (scene: Scene, change: BarChange) {
        let root = NavigationItem(title: "Mailboxes")
        var inbox = NavigationItem(title: "Inbox", leftItemsSupplementBackButton: true)
        inbox.leftBarButtonItems = [.system(.search, id: "search")]
        inbox.rightBarButtonItems = [.system(.compose, id: "compose"), .system(.bookmarks, id: "marks")]
        var message = NavigationItem(title: "Message", leftItemsSupplementBackButton: true)
        message.leftBarButtonItems = [.system(.search, id: "search")]
        message.rightBarButtonItems = [.system(.reply, id: "reply"), .system(.trash, id: "trash")]
        return (Scene(width: width, profile: "ios7", items: [root, inbox]), .push(message))
    }

    /// The transition of `change` from `scene`.
    static func transition(_ scene: Scene, _ change: BarChange, profile: String? = nil) throws -> BarTransition {
        let profile = try self.profile(profile ?? scene.profile.nameOrPath)
        return try BarTransition.make(from: scene, change: change, profile: profile, measurer: measurer)
    }

    /// The element of `sample` named `name`.
    static func element(_ sample: TransitionSample, _ name: String) -> TransitionElement? {
        sample.lanes.first { $0.name == name }
    }
}

extension DisplayNode {
    /// An item node's content; `nil` for other nodes.
    var item: NodeItem? {
        if case .item(let item) = content { return item }
        return nil
    }
}
