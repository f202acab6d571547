import NavigationBarLayout
import SceneGenerators

/// Scenes that exercise every branch of the geometry format: hidden items, prompts, right-to-left,
/// title views, every back button form and source, every kind, style and system item.
enum GeneratedScenes {
    /// `count` scenes; the first few are built by hand to reach rare branches, the rest at random.
    static func scenes(count: Int) -> [Scene] {
        var generator = SplitMix64(state: 2026)
        var scenes = handBuilt + SceneGenerator.groupShowcase
        while scenes.count < count {
            scenes.append(SceneGenerator.scene(using: &generator))
        }
        return scenes
    }

    /// Scenes that reach branches random scenes reach rarely.
    static var handBuilt: [Scene] {
        var scenes: [Scene] = []
        // Every system item, on both sides, on a wide bar, in both profiles.
        let systems = SystemItem.allCases.map { BarButtonItem.system($0, id: $0.rawValue) }
        for profile: ProfileReference in ["ios7", "ios6"] {
            scenes.append(
                Scene(
                    width: 4000, profile: profile,
                    items: [
                        NavigationItem(
                            title: "Root", leftBarButtonItems: Array(systems.prefix(10)),
                            rightBarButtonItems: Array(systems.dropFirst(10)), leftItemsSupplementBackButton: true)
                    ]))
        }
        // Every style, and a back bar button item that is a system text item.
        scenes.append(
            Scene(
                width: 600,
                items: [
                    NavigationItem(title: "Root", backBarButtonItem: .system(.cancel)),
                    NavigationItem(
                        title: "Top",
                        rightBarButtonItems: [
                            .text("Plain"), .text("Done", style: .done), .text("Bordered", style: .bordered),
                            .text("Prominent", style: .prominent),
                        ]),
                ]))
        // A fixed title view wider than the bar is not displayed; items overlapping it are hidden.
        scenes.append(
            Scene(
                width: 320,
                items: [
                    NavigationItem(
                        rightBarButtonItems: [.text("Edit"), .text("Share")],
                        titleView: TitleView(width: 300, height: 30))
                ]))
        // A resizable title view shrunk, with items pushing outward.
        scenes.append(
            Scene(
                width: 320, layoutDirection: .rightToLeft,
                items: [
                    NavigationItem(title: "Back"),
                    NavigationItem(
                        rightBarButtonItems: [.text("Edit")],
                        titleView: TitleView(width: 280, height: 30, minimumWidth: 40, resizable: true)),
                ]))
        // An image back bar button item, and a back item with no title (the generic title).
        scenes.append(
            Scene(
                width: 375,
                items: [
                    NavigationItem(backBarButtonItem: BarButtonItem.image(Size(width: 20, height: 20))),
                    NavigationItem(title: "Top"),
                ]))
        scenes.append(Scene(width: 375, items: [NavigationItem(), NavigationItem(title: "Top")]))
        // A back button titled by `backButtonTitle`, and one kept to its indicator by the `minimal` mode (L3.1).
        for back in [
            NavigationItem(title: "Inbox", backButtonTitle: "Mail"),
            NavigationItem(title: "Inbox", backButtonDisplayMode: .minimal),
        ] {
            scenes.append(Scene(width: 375, items: [back, NavigationItem(title: "Top")]))
        }
        // Items that leave the bar, overlap each other, and give way by importance.
        scenes.append(
            Scene(
                width: 200,
                items: [
                    NavigationItem(
                        leftBarButtonItems: [BarButtonItem.customView(Size(width: 150, height: 30)), .text("Left")],
                        rightBarButtonItems: [
                            BarButtonItem.customView(Size(width: 120, height: 30)), .text("Right"), .text("More"),
                        ])
                ]))
        // An empty stack, and prompts in both metrics.
        scenes.append(Scene(width: 320, items: []))
        for metrics in [BarMetrics.default, .compact] {
            scenes.append(
                Scene(
                    width: 320, metrics: metrics,
                    items: [NavigationItem(title: "Root"), NavigationItem(title: "Top", prompt: "Choose a folder")]))
        }
        // L19–L21: large titles in a row (collapsing, over-scrolled, cut), inline with leading items, and none.
        let edit = BarButtonItem.text("Edit", id: "edit")
        for (offset, title, mode) in [
            (0.0, "Settings", LargeTitleDisplayMode.always), (30, "Settings", .automatic), (-40, "Mail", .always),
            (0, "A much longer title than fits beside the items", .always), (0, "Settings", .never),
            (0, "Inbox", .inline),
        ] {
            scenes.append(
                Scene(
                    width: 320, profile: "ios17",
                    items: [NavigationItem(title: title, leftBarButtonItems: [edit], largeTitleDisplayMode: mode)],
                    prefersLargeTitles: true, scrollOffset: offset))
        }
        return scenes
    }
}
