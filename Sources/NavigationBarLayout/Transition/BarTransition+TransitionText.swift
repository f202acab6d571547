import TextMetrics

extension BarTransition {
    /// The transition as compact text a person reads in a diff: one block per sampled progress, one line per element.
    ///
    /// The first lines give the timeline (kind and duration) and the bar at
    /// the start, as `BarGeometry.layoutText` writes it. Each block starts
    /// with `t=…`, the bar's height, its content row and, when it has one,
    /// its background frame; then every element of the timeline in its fixed
    /// order (T1), visible or not: its name, its alpha, its frame (on the
    /// pixel grid, T8), and details (quoted text, the style of text, an
    /// item's inner frames, flags, the partner of text that becomes other
    /// text). The name, alpha and frame columns are 24, 10 and 26 characters
    /// wide whatever the other lines hold, so a change to one element at one
    /// moment changes one line. Numbers are written with `JSONWriter.format`.
    ///
    /// ```text
    /// transition  kind=push duration=0.5
    /// bar       width=375 height=44 metrics=default direction=leftToRight profile=ios7 scale=2 row y=0 h=44
    ///
    /// t=0.5  height=44  row x=0 y=0 w=375 h=44
    ///   to:back                 a=0.1667  x=8 y=7 w=63 h=30
    ///   to:back.title           a=0.2857  x=35 y=11.5 w=44 h=21     "Inbox"  Inter 17 regular  partner=from:title
    ///   from:title              a=0.2857  x=35 y=11.5 w=44 h=21     "Inbox"  Inter 17 regular  partner=to:back.title
    /// ```
    ///
    /// - Parameter values: The progress values to sample, in order.
    /// - Returns: The text, ending with a newline.
    public func transitionText(progress values: [Double]) -> String {
        var lines = [
            "transition  kind=\(kind.rawValue) duration=\(LayoutTextRow.number(duration))",
            LayoutTextRow.pad("bar", to: LayoutTextRow.columnWidths[0]) + LayoutTextRow.barDescription(from.bar),
        ]
        for t in values {
            let sample = sample(at: t)
            var head =
                "t=\(LayoutTextRow.number(sample.progress))  height=\(LayoutTextRow.number(sample.height))"
                + "  row " + LayoutTextRow.frame(sample.contentFrame)
            if let background = sample.format1BackgroundFrame {
                head += "  background " + LayoutTextRow.frame(background)
            }
            lines += ["", head]
            for element in sample.lanes { lines.append(Self.line(element)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One element's line: name, alpha and frame at fixed widths, then its details.
    static func line(_ element: TransitionElement) -> String {
        let shown = Format1Element(element.node)
        var details: [String] = []
        if let text = shown.text { details.append(LayoutTextRow.quoted(text)) }
        if shown.truncated { details.append(shown.role == .titleView ? "shrunk" : "truncated") }
        if let style = shown.style {
            details.append("\(style.family) \(LayoutTextRow.number(style.size)) \(style.weight.rawValue)")
        }
        if let textFrame = shown.textFrame { details.append("title " + LayoutTextRow.frame(textFrame)) }
        if let image = shown.image { details.append("image " + LayoutTextRow.frame(image)) }
        if let system = shown.systemItem { details.append("system=\(system.rawValue)") }
        if let id = shown.id { details.append("id=\(id)") }
        if shown.flipped { details.append("flipped") }
        if shown.bordered { details.append("bordered") }
        if let partner = element.partner { details.append("partner=\(partner)") }
        if let clip = element.clip { details.append("clip " + LayoutTextRow.frame(clip)) }
        let columns = [
            LayoutTextRow.pad(element.name, to: 24),
            LayoutTextRow.pad("a=" + LayoutTextRow.number(element.alpha), to: 10),
            LayoutTextRow.frame(element.frame),
        ]
        guard !details.isEmpty else { return "  " + columns.joined() }
        return "  " + columns[0] + columns[1] + LayoutTextRow.pad(columns[2], to: 26) + details.joined(separator: "  ")
    }
}
