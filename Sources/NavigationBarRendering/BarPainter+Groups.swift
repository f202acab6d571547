import NavigationBarLayout

extension BarPainter {
    /// L43: the debug legend's lines for the groups: each group's state and the overflow menu in order.
    func groupLegend(_ groups: ItemGroupsGeometry) -> [String] {
        var lines = groups.groups.filter { $0.state != .expanded }.map { group in
            "\(group.position.rawValue)ItemGroups[\(group.index)]: \(group.state.rawValue)"
        }
        guard !groups.overflowMenu.isEmpty else { return lines }
        lines.append("Overflow menu (\(groups.overflowButton == nil ? "no room for the button" : "…")):")
        for (index, entry) in groups.overflowMenu.enumerated() {
            let id = entry.id.map { " '\($0)'" } ?? ""
            lines.append("  \(index + 1). \(entry.title ?? "-")\(id) (\(entry.source.rawValue))")
        }
        return lines
    }
}
