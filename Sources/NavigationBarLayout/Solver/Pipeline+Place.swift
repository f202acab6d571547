import TextMetrics

/// Where one configuration of the groups puts everything, before the title (L41, L45, L46).
struct GroupArrangement {
    /// Every item's frame (centre groups from x 0), `nil` for an item not shown: one flat list, group `g`'s item
    /// `i` at `groups[g].first + i` (one allocation, no array of arrays).
    var frames: [Frame?]
    /// Each group's representative item's frame, when shown; empty when no group has a representative item.
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

    /// The frame of item `i` of `group`, `nil` when it is not shown.
    subscript(group: GroupSpec, i: Int) -> Frame? {
        get { frames[group.first + i] }
        set { frames[group.first + i] = newValue }
    }

    /// The frame of group `g`'s representative item, when shown.
    func representative(_ g: Int) -> Frame? { representatives.isEmpty ? nil : representatives[g] }
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
            // `map`, not `Array(repeating:count:)` (see `GroupContext.initial`).
            frames: (0..<context.itemCount).map { _ in nil },
            representatives: groups.contains { $0.representative != nil } ? groups.indices.map { _ in nil } : [],
            leadingEnd: back?.maxX)
        var lead = PlacementCursor(end: back?.maxX)
        for g in groups.indices where groups[g].position == .leading {
            placeGroup(g, .leading, configuration, groups, &lead, &a)
        }
        a.leadingEnd = lead.end
        if context.style != .navigator {
            var centre = PlacementCursor(end: nil)
            for g in groups.indices where groups[g].position == .center {
                placeGroup(g, .center, configuration, groups, &centre, &a)
            }
            if let end = centre.end {
                a.centreWidth = end
                a.centreShown = true
            }
        }
        // Trailing: the pinned group outermost, then the overflow button, then the trailing groups.
        var trail = PlacementCursor(end: nil)
        for g in groups.indices where groups[g].position == .pinnedTrailing {
            placeGroup(g, .pinnedTrailing, configuration, groups, &trail, &a)
        }
        if let button = context.button, !configuration.buttonHidden,
            configuration.anyInOverflow || context.extraEntries
        {
            a.button = placePiece(button, first: true, .trailing, &trail, &a)
            trail.afterGroup = true
        }
        for g in groups.indices where groups[g].position == .trailing {
            placeGroup(g, .trailing, configuration, groups, &trail, &a)
        }
        let start = trail.end
        a.trailingStart = start
        return a
    }

    /// Places what group `g` of `groups` at `position` shows under `configuration`, its representative item or
    /// its shown items, after `cursor`, into `a`.
    ///
    /// No closures: a variable a closure captures and changes is checked for exclusive access at run time. By
    /// index: an `ItemSpec` copied out of its array retains its item and title.
    private func placeGroup(
        _ g: Int, _ position: ItemGroupPosition, _ configuration: GroupConfiguration, _ groups: [GroupSpec],
        _ cursor: inout PlacementCursor, _ a: inout GroupArrangement
    ) {
        let group = groups[g]
        if let representative = group.representative, configuration.showsRepresentative(g, groups) {
            a.representatives[g] = placePiece(representative, first: true, position, &cursor, &a)
            cursor.afterGroup = true
            return
        }
        var first = true
        for i in group.items.indices where configuration[group, i] == .shown {
            a.frames[group.first + i] = placePiece(group.items[i], first: first, position, &cursor, &a)
            first = false
        }
        if !first { cursor.afterGroup = true }
    }

    /// Places `piece` (the first of its group when `first`) at `position` after `cursor`: leading and centre
    /// pieces from the leading edge (centre ones from x 0), pinned and trailing ones from the trailing edge
    /// inward; the item spacing apart, the group spacing between groups.
    private func placePiece(
        _ piece: borrowing ItemSpec, first: Bool, _ position: ItemGroupPosition, _ cursor: inout PlacementCursor,
        _ a: inout GroupArrangement
    ) -> Frame {
        let spacing = first && cursor.afterGroup ? r.groupSpacing : r.itemSpacing
        let (width, height, edgeInset) = (piece.width, piece.height, piece.edgeInset)
        switch position {
        case .leading, .center:
            let start = position == .center ? 0 : leadingEdge + edgeInset
            let placed = frameAfter(cursor.end, spacing: spacing, start: start, width: width, height: height)
            if position == .leading {
                if placed.maxX > trailingEdge - edgeInset { a.outside = true }
                a.leadingItemsEnd = placed.maxX
            }
            cursor.end = placed.maxX
            return placed
        case .pinnedTrailing, .trailing:
            let placed = frameBefore(cursor.end, spacing: spacing, edgeInset: edgeInset, width: width, height: height)
            if placed.minX < leadingEdge + edgeInset { a.outside = true }
            cursor.end = placed.minX
            return placed
        }
    }

    /// L41: the frame of a piece placed from the leading edge: `spacing` after `end`, the trailing edge of the
    /// piece before it, or at `start` for the first; vertically centred in the row.
    func frameAfter(_ end: Double?, spacing: Double, start: Double, width: Double, height: Double) -> Frame {
        Frame(x: end.map { $0 + spacing } ?? start, y: r.centredY(height), width: width, height: height)
    }

    /// L41: the frame of a piece placed from the trailing edge inward: `spacing` before `start`, the leading edge
    /// of the piece before it, or its edge inset from the trailing edge for the first; vertically centred.
    func frameBefore(_ start: Double?, spacing: Double, edgeInset: Double, width: Double, height: Double) -> Frame {
        let maxX = start.map { $0 - spacing } ?? trailingEdge - edgeInset
        return Frame(x: maxX - width, y: r.centredY(height), width: width, height: height)
    }
}

/// Where the placer is along one run of the row: the far edge of the last piece placed (its trailing edge
/// going forward, its leading edge going inward), and whether a group has shown before the next piece.
struct PlacementCursor {
    var end: Double?
    var afterGroup = false
}
