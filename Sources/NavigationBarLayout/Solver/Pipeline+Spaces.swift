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
        let leadingEdge = placement.leadingMaxX ?? self.leadingEdge + r.spaceEdgeInset
        let trailingEdge = placement.trailingMinX ?? self.trailingEdge - r.spaceEdgeInset
        if let titleFrame {
            let leftRoom = titleFrame.minX - r.titleGap - leadingEdge
            let rightRoom = trailingEdge - (titleFrame.maxX + r.titleGap)
            widen(&placement.left, at: leftFlexible, share: leftRoom / Double(max(1, leftFlexible.count)), side: .left)
            widen(
                &placement.right, at: rightFlexible, share: rightRoom / Double(max(1, rightFlexible.count)),
                side: .right)
        } else {
            let between =
                placement.leadingMaxX != nil && placement.trailingMinX != nil ? r.itemSpacing : 0
            let room = trailingEdge - leadingEdge - between
            let share = room / Double(leftFlexible.count + rightFlexible.count)
            widen(&placement.left, at: leftFlexible, share: share, side: .left)
            widen(&placement.right, at: rightFlexible, share: share, side: .right)
        }
        placement.leadingMaxX = placement.left.compactMap(\.frame).last?.maxX ?? placement.leadingMaxX
        placement.trailingMinX = placement.right.compactMap(\.frame).last?.minX ?? placement.trailingMinX
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
