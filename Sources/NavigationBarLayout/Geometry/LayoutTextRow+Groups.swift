extension LayoutTextRow {
    /// L40–L46: a row per group (its state and span), per centre item and shown representative item, the overflow
    /// button, and a row per menu entry in menu order.
    static func groups(_ groups: ItemGroupsGeometry) -> [LayoutTextRow] {
        var rows: [LayoutTextRow] = []
        for group in groups.groups {
            let name = group.position == .pinnedTrailing ? "pinned" : "\(group.position.rawValue)[\(group.index)]"
            var details = ["items=\(group.items.count)"]
            if group.isFixed { details.append("fixed") }
            rows.append(
                LayoutTextRow(
                    columns: ["group", name, group.state.rawValue, group.frame.map(frame) ?? "-"], details: details))
            if group.position == .center {
                for (index, item) in group.items.enumerated() { rows.append(.item(item, role: "\(name)[\(index)]")) }
            }
            if let representative = group.representativeItem {
                rows.append(.item(representative, role: "\(name).rep"))
            }
        }
        if let button = groups.overflowButton {
            rows.append(
                LayoutTextRow(
                    columns: ["overflow", "button", button.symbol, frame(button.frame)],
                    details: ["image " + frame(button.image)]))
        }
        for (index, entry) in groups.overflowMenu.enumerated() {
            rows.append(
                LayoutTextRow(
                    columns: [
                        "menu[\(index)]", entry.id ?? "-", entry.title.map(quoted) ?? "-", entry.source.rawValue,
                    ],
                    details: entry.systemItem.map { ["system=\($0.rawValue)"] } ?? []))
        }
        if groups.style != .navigator {
            rows.append(LayoutTextRow(columns: ["style", groups.style.rawValue, "", ""], details: []))
        }
        return rows
    }
}
