extension LayoutTextRow {
    /// The search bar's lines (L70–L77): the field with its placement, text and row; each scope segment; Cancel.
    static func search(_ search: SearchGeometry) -> [LayoutTextRow] {
        var details = [
            "row " + frame(search.rowFrame), "magnifier " + frame(search.magnifier), "text " + frame(search.text.frame),
        ]
        if search.isPlaceholder { details.append("placeholder") }
        if search.text.truncated { details.append("truncated") }
        if search.contentAlpha != 1 { details.append("alpha=\(number(search.contentAlpha))") }
        if search.isActive { details.append("active") }
        var rows = [
            LayoutTextRow(
                columns: ["search", search.placement.rawValue, quoted(search.text.text), frame(search.field)],
                details: details)
        ]
        for (index, segment) in (search.scopeBar?.segments ?? []).enumerated() {
            var details = ["title " + frame(segment.title.frame)]
            if segment.selected { details.append("selected") }
            if segment.title.truncated { details.append("truncated") }
            rows.append(
                LayoutTextRow(
                    columns: ["scope[\(index)]", "segment", quoted(segment.title.text), frame(segment.frame)],
                    details: details))
        }
        if let cancel = search.cancel {
            rows.append(
                LayoutTextRow(columns: ["cancel", "text", quoted(cancel.text), frame(cancel.frame)], details: []))
        }
        if let button = search.cancelButton {
            rows.append(LayoutTextRow(columns: ["cancel", "button", "xmark", frame(button)], details: []))
        }
        return rows
    }
}
