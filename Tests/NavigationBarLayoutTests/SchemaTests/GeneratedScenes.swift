import NavigationBarLayout

/// Scenes that exercise every branch of the geometry format: hidden items, prompts, right-to-left,
/// title views, every back button form and source, every kind, style and system item.
enum GeneratedScenes {
    /// Titles of many lengths and scripts, `nil` and empty included.
    static let titles: [String?] = [
        nil, "", "Inbox", "Mail", "Settings", "A much longer title than fits beside the items",
        "全部邮件", "البريد الوارد", "עריכה", "Notes", "Back to the list of all conversations",
    ]

    /// `count` scenes; the first few are built by hand to reach rare branches, the rest at random.
    static func scenes(count: Int) -> [Scene] {
        var generator = SplitMix64(state: 2026)
        var scenes = handBuilt
        while scenes.count < count {
            scenes.append(randomScene(using: &generator))
        }
        return scenes
    }

    /// Scenes that reach branches random scenes reach rarely.
    static var handBuilt: [Scene] {
        var scenes: [Scene] = []
        // Every system item, on both sides, on a wide bar, in both profiles.
        let systems = SystemItem.allCases.map { BarButtonItem.system($0, id: $0.rawValue) }
        for profile in ["ios7", "ios6"] {
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
        return scenes
    }

    /// One random scene.
    static func randomScene(using generator: inout SplitMix64) -> Scene {
        let depth = Int.random(in: 1...3, using: &generator)
        var items = (0..<depth).map { _ in randomNavigationItem(using: &generator) }
        if Int.random(in: 0..<4, using: &generator) == 0 {
            items[items.count - 1].prompt = titles.randomElement(using: &generator)! ?? "Prompt"
        }
        var appearance = Appearance()
        if Bool.random(using: &generator) {
            appearance.backIndicatorSize = PerMetrics([.default: Size(width: 10, height: 18)])
            appearance.titleVerticalPositionAdjustment = PerMetrics([.compact: -1.5, .defaultPrompt: 2])
        }
        return Scene(
            width: [160, 240, 320, 375, 414, 568, 768, 1024].randomElement(using: &generator)!,
            metrics: Bool.random(using: &generator) ? .default : .compact,
            layoutDirection: Bool.random(using: &generator) ? .leftToRight : .rightToLeft,
            scale: [1, 2, 3].randomElement(using: &generator)!,
            profile: [nil, "ios7", "ios6"].randomElement(using: &generator)!, appearance: appearance, items: items)
    }

    /// One random navigation item.
    static func randomNavigationItem(using generator: inout SplitMix64) -> NavigationItem {
        var item = NavigationItem(title: titles.randomElement(using: &generator)!)
        let roll = Int.random(in: 0..<10, using: &generator)
        if roll < 2 {
            item.backBarButtonItem = randomBarButtonItem(using: &generator)
        }
        item.hidesBackButton = Int.random(in: 0..<8, using: &generator) == 0
        item.leftItemsSupplementBackButton = Bool.random(using: &generator)
        item.leftBarButtonItems = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            randomBarButtonItem(using: &generator)
        }
        item.rightBarButtonItems = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
            randomBarButtonItem(using: &generator)
        }
        if Int.random(in: 0..<4, using: &generator) == 0 {
            let width = Double(Int.random(in: 40...400, using: &generator))
            item.titleView = TitleView(
                width: width, height: 30, minimumWidth: Bool.random(using: &generator) ? width / 2 : nil,
                resizable: Bool.random(using: &generator))
        }
        return item
    }

    /// One random bar button item of any kind.
    static func randomBarButtonItem(using generator: inout SplitMix64) -> BarButtonItem {
        let id: String? = Bool.random(using: &generator) ? nil : "item\(generator.next() % 1_000_000)"
        switch Int.random(in: 0..<6, using: &generator) {
        case 0:
            let style = BarButtonItemStyle.allCases.randomElement(using: &generator)!
            let title = titles.randomElement(using: &generator)! ?? "Edit"
            return BarButtonItem(
                id: id, title: title, style: style,
                titlePositionAdjustment: Bool.random(using: &generator) ? .zero : Offset(horizontal: 1.5, vertical: -1))
        case 1:
            return BarButtonItem.system(SystemItem.allCases.randomElement(using: &generator)!, id: id)
        case 2:
            let side = Double(Int.random(in: 10...40, using: &generator))
            return BarButtonItem.image(Size(width: side, height: side), id: id)
        case 3:
            let width = Double(Int.random(in: 20...250, using: &generator))
            return BarButtonItem.customView(Size(width: width, height: 30), id: id)
        case 4:
            return BarButtonItem.fixed(Double(Int.random(in: 0...30, using: &generator)), id: id)
        default:
            return BarButtonItem.flexible(id: id)
        }
    }
}
