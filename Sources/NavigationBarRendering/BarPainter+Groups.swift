import NavigationBarLayout

extension BarPainter {
    /// L40–L46: draws what only the groups hold: the centre items, the representative items shown and the
    /// overflow button ("ellipsis.circle"). The leading and trailing items are drawn with `leftItems` and
    /// `rightItems`.
    mutating func paintGroups(_ groups: ItemGroupsGeometry) throws(RenderError) {
        for group in groups.groups {
            let name = "\(group.position.rawValue)-\(group.index)"
            if group.position == .center {
                for (index, item) in group.items.enumerated() {
                    if let element = item.element(role: .rightItem, key: "\(name)-\(index)") {
                        try paintItem(element, name: element.key)
                    }
                }
            }
            if let element = group.representativeItem?.element(role: .rightItem, key: name + "-rep") {
                try paintItem(element, name: element.key)
            }
        }
        if let button = groups.overflowButton {
            drawing.fill(SystemIcons.ellipsisCircle(in: button.image), palette.tint, layer: .icons, name: "overflow")
        }
    }

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
