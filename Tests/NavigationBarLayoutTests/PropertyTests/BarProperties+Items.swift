import NavigationBarLayout

/// The properties of items: one state each, and widening never hides one.
extension BarProperties {
    /// Every item of the top item is in exactly one state: displayed (a frame, no reason), in the overflow menu
    /// (reason `inOverflow`, listed in the menu once), or hidden with another reason (not in the menu).
    ///
    /// A bar without groups lists the top item's left and right items, in order (L5, L6, L8). A bar with groups
    /// (L40) lists every group at its position and index with its items, and its representative, displayed, exactly when
    /// the group is collapsed (L42); the menu holds the items moved into it and then the
    /// additional items that are not spaces (L43), nothing else. An item the inline large title moves away
    /// (`inlineLargeTitle`) on a bar with an overflow menu is in the menu, as UIKit's header says of
    /// `inline`: "Leading & center items will move to the overflow menu" (L19).
    static func oneStatePerItem(_ geometry: BarGeometry, scene: Scene) -> [String] {
        guard let top = scene.items.last else { return [] }
        var failures: [String] = []
        func expect(_ condition: Bool, _ failure: @autoclosure () -> String) {
            if !condition { failures.append(failure()) }
        }
        // L75: the active search bar takes the bar: no item, representative or overflow button is displayed.
        if let search = geometry.search, search.isActive, search.placement == .stacked {
            let groups = geometry.itemGroups?.groups ?? []
            let items = geometry.leftItems + geometry.rightItems + groups.flatMap(\.items)
            expect(items.allSatisfy { $0.frame == nil }, "an item is displayed beside the active search bar")
            expect(
                groups.allSatisfy { $0.representativeItem == nil } && geometry.itemGroups?.overflowButton == nil,
                "a representative or the overflow button is displayed beside the active search bar")
            return failures
        }
        let menu = geometry.itemGroups?.overflowMenu.compactMap(\.id) ?? []
        func checkState(_ item: ItemGeometry, _ key: String) {
            let listed = menu.filter { $0 == item.id }.count
            expect((item.frame == nil) == (item.hiddenReason != nil), "\(key) has a frame and a reason, or neither")
            let inMenu =
                item.hiddenReason == .inOverflow
                || (item.hiddenReason == .inlineLargeTitle && geometry.itemGroups != nil)
            if inMenu {
                expect(
                    listed == 1,
                    "\(key) is \(item.state) (\(item.hiddenReason!)) but listed \(listed) times in the menu")
            } else {
                expect(listed == 0, "\(key) is \(item.state) but listed in the menu")
            }
        }
        guard let groups = geometry.itemGroups else {
            expect(
                geometry.leftItems.map(\.id) == top.leftBarButtonItems.map(\.id),
                "the left items are not listed in order")
            expect(
                geometry.rightItems.map(\.id) == top.rightBarButtonItems.map(\.id),
                "the right items are not listed in order")
            for item in geometry.leftItems + geometry.rightItems {
                checkState(item, "item \(item.id ?? "?")")
                expect(
                    item.hiddenReason != .inOverflow && item.hiddenReason != .collapsed,
                    "\(item.id ?? "?") is \(item.state) on a bar without a menu")
            }
            return failures
        }
        var sceneGroups: [(ItemGroupPosition, Int, BarButtonItemGroup)] = []
        for (position, list) in [
            (ItemGroupPosition.leading, top.leadingItemGroups), (.center, top.centerItemGroups),
            (.trailing, top.trailingItemGroups), (.pinnedTrailing, top.pinnedTrailingGroup.map { [$0] } ?? []),
        ] {
            sceneGroups += list.enumerated().map { (position, $0.offset, $0.element) }
        }
        expect(groups.groups.count == sceneGroups.count, "\(groups.groups.count) groups for \(sceneGroups.count)")
        for (position, index, group) in sceneGroups {
            let name = "\(position.rawValue)[\(index)]"
            guard let laid = groups.groups.first(where: { $0.position == position && $0.index == index }) else {
                failures.append("group \(name) is missing")
                continue
            }
            expect(laid.items.map(\.id) == group.items.map(\.id), "group \(name) lists other items")
            for item in laid.items { checkState(item, "\(name) item \(item.id ?? "?")") }
            // The geometry holds the representative only while it stands for its group, displayed.
            if laid.state == .collapsed {
                expect(
                    laid.representativeItem?.id == group.representativeItem?.id,
                    "group \(name)'s representative differs")
                expect(
                    laid.representativeItem?.displayed == true, "\(name) is collapsed, its representative not displayed"
                )
            } else {
                expect(laid.representativeItem == nil, "\(name) is \(laid.state) and lists its representative")
            }
        }
        let additional = top.additionalOverflowItems.filter { !$0.content.isSpace }.map(\.id)
        let moved = groups.overflowMenu.filter { $0.source != .additional }.count
        expect(
            groups.overflowMenu.suffix(additional.count).map(\.id) == additional,
            "the additional items do not end the menu")
        expect(
            moved + additional.count == groups.overflowMenu.count, "the menu lists items that are not the top item's")
        return failures
    }

    /// How far an item has gone: displayed 0, collapsed into its representative 1, in the menu or hidden 2.
    static func progress(_ item: ItemGeometry) -> Int {
        switch item.state {
        case .displayed: 0
        case .collapsed: 1
        case .inOverflow, .hidden: 2
        }
    }

    /// The progress of every item (representatives left out: they show as their group collapses), by key.
    ///
    /// A bar without `itemGroups` keys its left and right items as the one leading and trailing group they are
    /// (L40), so an item keeps its key when a wider bar no longer reports the groups.
    static func itemProgress(_ geometry: BarGeometry) -> [String: Int] {
        var result: [String: Int] = [:]
        if let groups = geometry.itemGroups {
            for group in groups.groups {
                for (index, item) in group.items.enumerated() {
                    result[DrawnNode.itemKey(group.position.rawValue, item, index)] = progress(item)
                }
            }
        } else {
            for (side, items) in [("leading", geometry.leftItems), ("trailing", geometry.rightItems)] {
                for (index, item) in items.enumerated() {
                    result[DrawnNode.itemKey(side, item, index)] = progress(item)
                }
            }
        }
        return result
    }

    /// Widening the bar from `narrow` to `wide` (the same scene, wider, within one layout-margin step) never
    /// collapses, moves or hides an item that was shown (L8, L44), and keeps the back button (L8).
    static func wideningNeverHides(narrow: BarGeometry, wide: BarGeometry) -> [String] {
        var failures: [String] = []
        let after = itemProgress(wide)
        for (key, was) in itemProgress(narrow).sorted(by: { $0.key < $1.key }) where after[key, default: 2] > was {
            failures.append("\(key) went from \(was) to \(after[key, default: 2]) (0 shown, 1 collapsed, 2 gone)")
        }
        if narrow.backButton != nil, wide.backButton == nil { failures.append("the back button went") }
        return failures
    }
}
