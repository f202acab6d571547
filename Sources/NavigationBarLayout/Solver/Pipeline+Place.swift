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
        let (low, high) = titleBounds(leadingEnd: a.leadingEnd, trailingStart: a.trailingStart)
        let centre = a.centreWidth > 0 ? (context.reserve > 0 ? r.titleGap : 0) + a.centreWidth : 0
        let need = context.reserve + centre
        return need == 0 || need <= high - low
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
