import FoundationEssentials
import NavigationBarLayout

extension SceneGenerator {
    /// One random scene whose top item uses iOS 16 item groups under `ios17` (L40–L46).
    ///
    /// Every item has its own `id` (`g0`, `g1`, …), so no two items clash;
    /// groups have one to three items, half of them a representative item,
    /// some fixed; there may be centre and pinned groups, additional overflow
    /// items, a back item, a title or title view, any style, idiom and direction.
    public static func groupScene(using generator: inout SplitMix64) -> Scene {
        var next = 0
        func item() -> BarButtonItem {
            var item = barButtonItem(using: &generator)
            item.id = "g\(next)"
            next += 1
            return item
        }
        func groups(_ most: Int) -> [BarButtonItemGroup] {
            (0..<Int.random(in: 0...most, using: &generator)).map { _ in group() }
        }
        func group() -> BarButtonItemGroup {
            let items = (0..<Int.random(in: 1...3, using: &generator)).map { _ in item() }
            let representative = Bool.random(using: &generator) ? item() : nil
            return BarButtonItemGroup(
                items: items, representativeItem: representative,
                isFixed: Int.random(in: 0..<7, using: &generator) == 0)
        }
        var top = NavigationItem(title: titles.randomElement(using: &generator)!)
        top.style = NavigationItemStyle.allCases.randomElement(using: &generator)!
        top.leadingItemGroups = groups(2)
        top.trailingItemGroups = groups(3)
        top.centerItemGroups = groups(2)
        if Int.random(in: 0..<5, using: &generator) == 0 { top.pinnedTrailingGroup = group() }
        top.additionalOverflowItems = (0..<Int.random(in: 0...2, using: &generator)).map { _ in item() }
        top.leftItemsSupplementBackButton = Bool.random(using: &generator)
        if Int.random(in: 0..<5, using: &generator) == 0 {
            let width = Double(Int.random(in: 40...300, using: &generator))
            top.titleView = TitleView(
                width: width, height: 30, minimumWidth: width / 2, resizable: Bool.random(using: &generator))
        }
        var items = [top]
        if Bool.random(using: &generator) {
            items.insert(NavigationItem(title: titles.randomElement(using: &generator)!), at: 0)
        }
        let pad = Bool.random(using: &generator)
        return Scene(
            width: Double(Int.random(in: pad ? 320...1366 : 320...413, using: &generator)),
            metrics: Bool.random(using: &generator) ? .default : .compact,
            layoutDirection: Bool.random(using: &generator) ? .leftToRight : .rightToLeft,
            scale: [1, 2, 3].randomElement(using: &generator)!, profile: "ios17", items: items,
            userInterfaceIdiom: pad ? .pad : .phone)
    }

    /// Group scenes built by hand that reach every state: collapsed groups, items in the menu, spaces not in
    /// the menu, fixed items with no room, every style, a pinned group and additional items.
    public static var groupShowcase: [Scene] {
        func text(_ id: String) -> BarButtonItem { .text(id.capitalized, id: id) }
        var top = NavigationItem(title: "Document")
        top.style = .browser
        top.leadingItemGroups = [BarButtonItemGroup(items: [.system(.organize, id: "side")])]
        top.centerItemGroups = [
            BarButtonItemGroup(items: [text("bold"), text("italic")], representativeItem: text("format"))
        ]
        top.trailingItemGroups = [
            BarButtonItemGroup(items: [.system(.action, id: "share"), .fixed(12, id: "gap"), text("markup")]),
            BarButtonItemGroup(items: [text("undo"), text("redo")], representativeItem: .system(.undo, id: "history")),
            BarButtonItemGroup(items: [.customView(Size(width: 300, height: 30), id: "wide")], isFixed: true),
        ]
        top.pinnedTrailingGroup = BarButtonItemGroup(items: [.system(.done, id: "done")])
        top.additionalOverflowItems = [text("print"), .system(.add)]
        var editor = top
        editor.style = .editor
        var navigator = top
        navigator.style = .navigator
        let back = NavigationItem(title: "Files")
        var plain = NavigationItem(title: "Plain")
        plain.trailingItemGroups = [BarButtonItemGroup(items: [.system(.search, id: "search")])]
        let bars = [1366, 1000, 900, 850, 800, 700, 414, 320].flatMap { width in
            [top, editor, navigator].map { item in
                Scene(width: width, profile: "ios17", items: [back, item], userInterfaceIdiom: .pad)
            }
        }
        return bars + [Scene(width: 390, profile: "ios17", items: [plain])]
    }
}
