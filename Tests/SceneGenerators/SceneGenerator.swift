import NavigationBarLayout

/// Random scenes, the same on every run from the same seed: the one generator of the tests and benchmarks.
///
/// `scene(using:)` covers every item kind, style and system item, title
/// views, prompts, both directions and profiles, in titles of many scripts;
/// `SceneGenerator+Stacks.swift` makes stacks with titles of `m`s for the
/// exact widths of `FixedAdvanceMeasurer`.
public enum SceneGenerator {
    /// Titles of many lengths and scripts, `nil` and empty included.
    public static let titles: [String?] = [
        nil, "", "Inbox", "Mail", "Settings", "A much longer title than fits beside the items",
        "全部邮件", "البريد الوارد", "עריכה", "Notes", "Back to the list of all conversations",
    ]

    /// One random scene; with `backButtonKeys`, its items sometimes set `backButtonTitle` and `backButtonDisplayMode`.
    ///
    /// The back-button draws come after all the others, and only with
    /// `backButtonKeys`, so the scenes made without it stay as they were.
    public static func scene(using generator: inout SplitMix64, backButtonKeys: Bool) -> Scene {
        var scene = scene(using: &generator)
        guard backButtonKeys else { return scene }
        for index in scene.items.indices {
            if Int.random(in: 0..<3, using: &generator) == 0 {
                scene.items[index].backButtonTitle = titles.randomElement(using: &generator)!
            }
            if Bool.random(using: &generator) {
                scene.items[index].backButtonDisplayMode = BackButtonDisplayMode.allCases.randomElement(
                    using: &generator)!
            }
        }
        return scene
    }

    /// One random scene.
    public static func scene(using generator: inout SplitMix64) -> Scene {
        let depth = Int.random(in: 1...3, using: &generator)
        var items = (0..<depth).map { _ in navigationItem(using: &generator) }
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
            profile: ["ios7", "ios7", "ios6"].randomElement(using: &generator)!, appearance: appearance, items: items)
    }

    /// One random navigation item.
    public static func navigationItem(using generator: inout SplitMix64) -> NavigationItem {
        var item = NavigationItem(title: titles.randomElement(using: &generator)!)
        let roll = Int.random(in: 0..<10, using: &generator)
        if roll < 2 {
            item.backBarButtonItem = barButtonItem(using: &generator)
        }
        item.hidesBackButton = Int.random(in: 0..<8, using: &generator) == 0
        item.leftItemsSupplementBackButton = Bool.random(using: &generator)
        item.leftBarButtonItems = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            barButtonItem(using: &generator)
        }
        item.rightBarButtonItems = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
            barButtonItem(using: &generator)
        }
        if Int.random(in: 0..<4, using: &generator) == 0 {
            let width = Double(Int.random(in: 40...400, using: &generator))
            item.titleView = TitleView(
                width: width, height: 30, minimumWidth: Bool.random(using: &generator) ? width / 2 : nil,
                resizable: Bool.random(using: &generator))
        }
        return item
    }

    /// The item styles drawn from: plain, done and bordered, in that order.
    static let styles: [BarButtonItemStyle] = [.plain, .done, .bordered]

    /// One random bar button item of any kind.
    public static func barButtonItem(using generator: inout SplitMix64) -> BarButtonItem {
        let id: String? = Bool.random(using: &generator) ? nil : "item\(generator.next() % 1_000_000)"
        switch Int.random(in: 0..<6, using: &generator) {
        case 0:
            // The styles before iOS 26: a new case would change every scene drawn after it, and with them the
            // instruction budgets' scenes (`prominent` is what `done` is under these profiles).
            let style = Self.styles.randomElement(using: &generator)!
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

    /// `count` random scenes from `seed` as compact JSON, one document a line (JSON Lines).
    public static func jsonLines(count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(state: seed)
        return (0..<count).map { _ in scene(using: &generator).encodeJSON(pretty: false) }
    }
}
