extension Solver {
    /// L10: flexible spaces share their side's spare room equally; fixed spaces keep their width.
    ///
    /// A side's spare room runs from its content to the title's frame less the
    /// title gap. With no title displayed, the room between the two sides'
    /// content (less the item spacing) is shared by every flexible space of
    /// both sides. Items beyond a widened space move inward with it.
    func distributeFlexibleSpace(
        _ placement: inout Placement, left: [ItemSpec], right: [ItemSpec], titleFrame: Frame?
    ) {
        let leftFlexible = flexibleIndices(left, placement.left)
        let rightFlexible = flexibleIndices(right, placement.right)
        guard !leftFlexible.isEmpty || !rightFlexible.isEmpty else { return }
        let shares = flexibleShares(
            leadingEnd: placement.leadingMaxX, trailingStart: placement.trailingMinX, titleFrame: titleFrame,
            counts: (leftFlexible.count, rightFlexible.count))
        widen(&placement.left, at: leftFlexible, share: shares.leading, side: .left)
        widen(&placement.right, at: rightFlexible, share: shares.trailing, side: .right)
        placement.leadingMaxX = placement.left.compactMap(\.frame).last?.maxX ?? placement.leadingMaxX
        placement.trailingMinX = placement.right.compactMap(\.frame).last?.minX ?? placement.trailingMinX
    }

    /// L10 beside a centred title: the width each flexible space of the leading and of the trailing side gains,
    /// given where the sides' shown content ends (`leadingEnd`, `trailingStart`) and the title's frame; `counts`
    /// are the sides' numbers of displayed flexible spaces (not both 0).
    func flexibleShares(
        leadingEnd: Double?, trailingStart: Double?, titleFrame: Frame?, counts: (leading: Int, trailing: Int)
    ) -> (leading: Double, trailing: Double) {
        let low = leadingEnd ?? leadingEdge + r.spaceEdgeInset
        let high = trailingStart ?? trailingEdge - r.spaceEdgeInset
        guard let titleFrame else {
            let between = leadingEnd != nil && trailingStart != nil ? r.itemSpacing : 0
            let share = (high - low - between) / Double(counts.leading + counts.trailing)
            return (share, share)
        }
        return (
            (titleFrame.minX - r.titleGap - low) / Double(max(1, counts.leading)),
            (high - titleFrame.maxX - r.titleGap) / Double(max(1, counts.trailing))
        )
    }

    /// The indices of the displayed flexible spaces among `specs`.
    private func flexibleIndices(_ specs: [ItemSpec], _ slots: [Slot]) -> [Int] {
        specs.indices.filter { specs[$0].kind == .flexibleSpace && slots[$0].frame != nil }
    }

    /// Gives each flexible space at `indices` `share` more width, moving the items beyond it inward.
    private func widen(_ slots: inout [Slot], at indices: [Int], share: Double, side: Side) {
        guard share > 0, !indices.isEmpty else { return }
        var shift = 0.0
        for index in slots.indices {
            guard var frame = slots[index].frame else { continue }
            let grows = indices.contains(index)
            switch side {
            case .left:
                frame.x += shift
                if grows { frame.width += share }
            case .right:
                frame.x -= shift + (grows ? share : 0)
                if grows { frame.width += share }
            }
            if grows { shift += share }
            slots[index].frame = frame
        }
    }
}
