extension Solver {
    /// L69: the order of importance with iOS 27's visibility priorities over it, under a profile that follows
    /// `visibilityPriority`: items of higher priority come first, and items of one priority keep L41's order
    /// among themselves. The reduction policy is unchanged: its steps follow the ranks, so lower-priority items
    /// move into the overflow menu first (Apple: "Items with higher priority values are preserved longer when
    /// space is constrained").
    ///
    /// - Parameters:
    ///   - ranks: L41's ranks, 0 the most important.
    ///   - groups: The measured groups.
    /// - Returns: The ranks, unchanged when no item sets a priority or the profile ignores them.
    func prioritised(_ ranks: [[Int]], _ groups: [GroupSpec]) -> [[Int]] {
        guard r.glass?.value.sceneKeys.contains("visibilityPriority") == true,
            groups.contains(where: { $0.items.contains { $0.item.glass.visibilityPriority != .standard } })
        else { return ranks }
        var named: [String: VisibilityPriority] = [:]
        for group in groups {
            for spec in group.items { if let id = spec.item.id { named[id] = spec.item.glass.visibilityPriority } }
        }
        let order = groups.indices.flatMap { g in groups[g].items.indices.map { (g, $0) } }
            .map { (g: $0.0, i: $0.1, value: groups[$0.0].items[$0.1].item.glass.visibilityPriority.value(in: named)) }
            .sorted { $0.value != $1.value ? $0.value > $1.value : ranks[$0.g][$0.i] < ranks[$1.g][$1.i] }
        var result = ranks
        for (rank, entry) in order.enumerated() { result[entry.g][entry.i] = rank }
        return result
    }
}
