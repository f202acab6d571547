extension Solver {
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
}
