import TextMetrics

/// Where one configuration of the groups puts everything, before the title (L41, L45, L46).
struct GroupArrangement {
    /// Each group's items' frames (centre groups from x 0), `nil` for an item not shown.
    var frames: [[Frame?]]
    /// Each group's representative item's frame, when shown.
    var representatives: [Frame?]
    /// The overflow button's frame, when shown.
    var button: Frame?
    /// The trailing edge of the leading content: the back button and the leading groups.
    var leadingEnd: Double?
    /// The trailing edge of the leading groups alone.
    var leadingItemsEnd: Double?
    /// The leading edge of the trailing content: the pinned group, the overflow button and the trailing groups.
    var trailingStart: Double?
    /// The width of the centre groups' content laid out from x 0.
    var centreWidth: Double = 0
    /// Whether any centre content shows, even 0 wide (a flexible space, L45).
    var centreShown = false
    /// Whether something leaves the bar (past its edge inset from the far edge).
    var outside = false
}

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
        func add(_ list: [BarButtonItemGroup], _ position: ItemGroupPosition) throws(LayoutError) {
            for (index, group) in list.enumerated() {
                groups.append(try GroupSpec(group, position: position, index: index, resolved: r, measurer: measurer))
            }
        }
        let title = try titleContent(of: top, leftItemsShown: !inlineLargeTitle)
        guard case .overflowMenu(let metrics) = policy else {
            if !top.leftBarButtonItems.isEmpty {
                try add([BarButtonItemGroup(items: top.leftBarButtonItems)], .leading)
            }
            if !top.rightBarButtonItems.isEmpty {
                try add([BarButtonItemGroup(items: top.rightBarButtonItems)], .trailing)
            }
            return GroupContext(
                // L8 walks the order of importance itself (`importance(at:left:right:)`): no ranks, no menu.
                groups: groups, style: .navigator, ranks: [], button: nil,
                title: title, reserve: 0, extraEntries: false, inlineLargeTitle: inlineLargeTitle)
        }
        try add(top.leadingItemGroups, .leading)
        try add(top.centerItemGroups, .center)
        try add(top.trailingItemGroups, .trailing)
        if let pinned = top.pinnedTrailingGroup { try add([pinned], .pinnedTrailing) }
        let button = try ItemSpec(
            item: BarButtonItem(content: .image(r.systemImageSize)), resolved: r, measurer: measurer)
        return GroupContext(
            groups: groups, style: top.style, ranks: Self.groupRanks(groups, style: top.style), button: button,
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

    /// L41–L45: whether `configuration` fits: nothing leaves the bar, the two sides keep the item spacing
    /// between them, a centred title view's reserved span stays clear (L8), and a leading title keeps its
    /// reserve with the centre groups beside it (L45), as an inline large title keeps its slot's (L19).
    func fits(_ configuration: GroupConfiguration, _ context: GroupContext, back: Frame?) -> Bool {
        let a = arrange(configuration, context, back: back)
        if a.outside { return false }
        if let end = a.leadingEnd, let start = a.trailingStart, end + r.itemSpacing > start { return false }
        if context.style == .navigator, !context.inlineLargeTitle {
            guard let reserved = reservedSpan(for: context.title) else { return true }
            if let end = a.leadingItemsEnd, end > reserved.lowerBound { return false }
            if let start = a.trailingStart, start < reserved.upperBound { return false }
            return true
        }
        let (low, high) = leadingTitleBounds(a)
        let centre = a.centreWidth > 0 ? (context.reserve > 0 ? r.titleGap : 0) + a.centreWidth : 0
        let need = context.reserve + centre
        return need == 0 || need <= high - low
    }

    /// L45: where a leading title may go: from the title gap after the leading content (or the text edge inset,
    /// the layout margin under L17) to the title gap before the trailing content (or the text edge inset).
    func leadingTitleBounds(_ a: GroupArrangement) -> (low: Double, high: Double) {
        let low = a.leadingEnd.map { $0 + r.titleGap } ?? leadingEdge + r.textButton.edgeInset
        let high = a.trailingStart.map { $0 - r.titleGap } ?? trailingEdge - r.textButton.edgeInset
        return (low, high)
    }

    /// L41, L46: places what `configuration` shows: leading groups from the leading edge (after the back
    /// button), then from the trailing edge inward the pinned group, the overflow button and the trailing groups;
    /// the centre groups from x 0. Items of a group are the item spacing apart, groups the group spacing.
    func arrange(_ configuration: GroupConfiguration, _ context: GroupContext, back: Frame?) -> GroupArrangement {
        let groups = context.groups
        var a = GroupArrangement(
            frames: groups.map { Array(repeating: nil, count: $0.items.count) },
            representatives: Array(repeating: nil, count: groups.count), leadingEnd: back?.maxX)
        /// Places what group `g` shows, its representative item or its shown items, each with `place` (given the
        /// piece's width, height and edge inset, and whether it is the group's first); whether anything shows.
        /// By index: an `ItemSpec` copied out of its array retains its item and title.
        func placeGroup(_ g: Int, _ place: (Double, Double, Double, Bool) -> Frame) -> Bool {
            if configuration.showsRepresentative(g), let representative = groups[g].representative {
                let frame = place(representative.width, representative.height, representative.edgeInset, true)
                a.representatives[g] = frame
                return true
            }
            var first = true
            for i in groups[g].items.indices where configuration.items[g][i] == .shown {
                let frame = place(
                    groups[g].items[i].width, groups[g].items[i].height, groups[g].items[i].edgeInset, first)
                a.frames[g][i] = frame
                first = false
            }
            return !first
        }
        /// Leading and centre: from the leading edge (or x 0) to the trailing edge.
        func placeForward(_ position: ItemGroupPosition) -> Double? {
            var end = position == .leading ? back?.maxX : nil
            var afterGroup = false
            for g in groups.indices where groups[g].position == position {
                let shown = placeGroup(g) { width, height, edgeInset, first in
                    let spacing = first && afterGroup ? r.groupSpacing : r.itemSpacing
                    let start = position == .center ? 0 : leadingEdge + edgeInset
                    let placed = Frame(
                        x: end.map { $0 + spacing } ?? start, y: r.centredY(height), width: width, height: height)
                    if position == .leading {
                        if placed.maxX > trailingEdge - edgeInset { a.outside = true }
                        a.leadingItemsEnd = placed.maxX
                    }
                    end = placed.maxX
                    return placed
                }
                if shown { afterGroup = true }
            }
            return end
        }
        a.leadingEnd = placeForward(.leading)
        if context.style != .navigator, let end = placeForward(.center) {
            a.centreWidth = end
            a.centreShown = true
        }
        // Trailing: the pinned group outermost, then the overflow button, then the trailing groups.
        var start: Double?
        var afterGroup = false
        func placeTrailing(_ width: Double, _ height: Double, _ edgeInset: Double, first: Bool) -> Frame {
            let spacing = first && afterGroup ? r.groupSpacing : r.itemSpacing
            let maxX = start.map { $0 - spacing } ?? trailingEdge - edgeInset
            let placed = Frame(x: maxX - width, y: r.centredY(height), width: width, height: height)
            if placed.minX < leadingEdge + edgeInset { a.outside = true }
            start = placed.minX
            return placed
        }
        for g in groups.indices where groups[g].position == .pinnedTrailing {
            if placeGroup(g, { placeTrailing($0, $1, $2, first: $3) }) { afterGroup = true }
        }
        if let button = context.button, !configuration.buttonHidden,
            configuration.anyInOverflow || context.extraEntries
        {
            a.button = placeTrailing(button.width, button.height, button.edgeInset, first: true)
            afterGroup = true
        }
        for g in groups.indices where groups[g].position == .trailing {
            if placeGroup(g, { placeTrailing($0, $1, $2, first: $3) }) { afterGroup = true }
        }
        a.trailingStart = start
        return a
    }
}
