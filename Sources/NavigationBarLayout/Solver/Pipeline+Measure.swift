import TextMetrics

extension Solver {
    /// L7, L40, L41: the measure stage: the measured groups of `top`, their order of importance and what the
    /// overflow button needs. Under L8's policy the left and right items are one group each and no more: the
    /// centre and pinned groups and the overflow button need a profile with an overflow menu.
    ///
    /// Beside an inline large title (`inlineLargeTitle`, L19) the leading and centre groups start in the menu
    /// (UIKit's header: "Leading & center items will move to the overflow menu if present"); under L8's policy,
    /// which has no menu, the left items are hidden (`inlineLargeTitle`).
    func groupContext(
        top: borrowing NavigationItem, policy: ReductionPolicy, inlineLargeTitle: Bool = false
    ) throws(LayoutError) -> GroupContext {
        var groups: [GroupSpec] = []
        groups.reserveCapacity(
            policy.usesMenu
                ? top.leadingItemGroups.count + top.centerItemGroups.count + top.trailingItemGroups.count + 1 : 2)
        /// By index: `enumerated()` copied each group out of its list.
        var first = 0
        func add(_ list: borrowing [BarButtonItemGroup], _ position: ItemGroupPosition) throws(LayoutError) {
            for index in list.indices {
                groups.append(
                    try GroupSpec(
                        list[index], position: position, index: index, first: first, resolved: r, measurer: measurer))
                first += groups[groups.count - 1].items.count
            }
        }
        let title = try titleContent(of: top, leftItemsShown: !inlineLargeTitle)
        guard case .overflowMenu(let metrics) = policy else {
            if !top.leftBarButtonItems.isEmpty {
                groups.append(
                    try GroupSpec(
                        items: top.leftBarButtonItems, position: .leading, index: 0, first: 0, resolved: r,
                        measurer: measurer))
            }
            if !top.rightBarButtonItems.isEmpty {
                groups.append(
                    try GroupSpec(
                        items: top.rightBarButtonItems, position: .trailing, index: 0,
                        first: top.leftBarButtonItems.count, resolved: r, measurer: measurer))
            }
            return GroupContext(
                // L8 walks the order of importance itself (`importance(at:left:right:)`): no ranks, no menu.
                groups: groups, style: .navigator, ranks: [], button: nil,
                title: title, reserve: 0, extraEntries: false, inlineLargeTitle: inlineLargeTitle)
        }
        try add(top.leadingItemGroups, .leading)
        try add(top.centerItemGroups, .center)
        try add(top.trailingItemGroups, .trailing)
        if let pinned = top.pinnedTrailingGroup {
            groups.append(
                try GroupSpec(
                    pinned, position: .pinnedTrailing, index: 0, first: first, resolved: r, measurer: measurer))
        }
        let button = try ItemSpec(
            item: BarButtonItem(content: .image(r.systemImageSize)), resolved: r, measurer: measurer)
        return GroupContext(
            groups: groups, style: top.style, ranks: prioritised(Self.groupRanks(groups, style: top.style), groups),
            button: button,
            // L19, L45: an inline large title keeps the leading slot's minimum width, as a leading title does.
            title: title,
            reserve: inlineLargeTitle
                ? (top.title == nil ? 0 : metrics.titleMinimumWidth)
                : titleReserve(title, style: top.style, metrics: metrics),
            extraEntries: top.additionalOverflowItems.contains { !$0.content.isSpace }
                || top.customizationIdentifier != nil,
            inlineLargeTitle: inlineLargeTitle)
    }

    /// L45: the width a leading title keeps before items give way: its natural width up to the profile's
    /// `titleMinimumWidth` (a title view's minimum width when resizable); 0 for a centred title.
    func titleReserve(_ title: TitleContent?, style: NavigationItemStyle, metrics: ItemGroupMetrics) -> Double {
        guard style != .navigator, let title else { return 0 }
        switch title {
        case .text(_, _, let width, _): return min(width, metrics.titleMinimumWidth)
        case .view(let view): return view.resizable ? view.minimumWidth : view.width
        }
    }

    /// L41: the order of importance over the groups' items, as ranks (0 the most important): leading and
    /// trailing items alternate as L8's left and right items do (the pinned group's items first among the
    /// trailing ones), then the centre items; a `navigator` bar's centre items come last (they are always in
    /// the menu).
    static func groupRanks(_ groups: [GroupSpec], style: NavigationItemStyle) -> [[Int]] {
        func flattened(_ positions: [ItemGroupPosition]) -> [(Int, Int)] {
            positions.flatMap { position in
                groups.indices.filter { groups[$0].position == position }.flatMap { g in
                    groups[g].items.indices.map { (g, $0) }
                }
            }
        }
        let order = interleave(flattened([.leading]), flattened([.pinnedTrailing, .trailing])) + flattened([.center])
        var ranks = groups.map { Array(repeating: 0, count: $0.items.count) }
        for (rank, (g, i)) in order.enumerated() { ranks[g][i] = rank }
        return ranks
    }

    /// `a[0], b[0], a[1], b[1], …`, then the rest of the longer one (L8's order).
    static func interleave<T>(_ a: [T], _ b: [T]) -> [T] {
        importanceOrder(left: a.count, right: b.count).map { side, index in side == .left ? a[index] : b[index] }
    }
}
