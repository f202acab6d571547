extension BarGeometry {
    /// The geometry as compact text a person reads at a glance in a diff: one line per element.
    ///
    /// The first line is the bar (width, height, metrics, direction, profile,
    /// scale and the content row); then the prompt, the back button, the left
    /// items, the right items (in array order, the first outermost) and the
    /// title, the large title when one shows (L19), the groups, the search bar (L70) and the bar's minimization
    /// (L81). Each element line has four columns at fixed positions: its role,
    /// its name (the back title form, an item's `id` or `-`, the title's kind),
    /// what it shows (quoted text, or the item kind), its frame or
    /// `hidden <reason>`; then details (inner frames, style, system item,
    /// flags). The columns are 10, 12, 15 and 26 characters wide whatever the
    /// other lines hold (a longer value is followed by two spaces and pushes
    /// only the rest of its own line), so a change to one element changes one
    /// line of a snapshot. Wide East Asian characters count two columns.
    /// Numbers are written with `JSONWriter.format`, so the text is stable
    /// across platforms.
    ///
    /// ```text
    /// bar       width=375 height=44 metrics=default direction=leftToRight profile=ios7 scale=2 row y=0 h=44
    /// back      full        "Inbox"        x=8 y=7 w=63 h=30         indicator x=8 y=11.5 w=13 h=21  title x=27 y=11.5 w=44 h=21
    /// right[0]  reply       image          x=326 y=7 w=44 h=30       image x=337 y=11 w=22 h=22  system=reply
    /// right[1]  camera      image          hidden overlapsOppositeItems  system=camera
    /// title     text        "Message"      x=151.5 y=11.5 w=72 h=21
    /// ```
    public var layoutText: String { parts.layoutText }
}

extension BarParts {
    /// The layout text of ``BarGeometry/layoutText``.
    var layoutText: String {
        var rows: [LayoutTextRow] = []
        if let prompt { rows.append(.prompt(prompt)) }
        if let backButton { rows.append(.back(backButton)) }
        for (index, item) in leftItems.enumerated() { rows.append(.item(item, role: "left[\(index)]")) }
        for (index, item) in rightItems.enumerated() { rows.append(.item(item, role: "right[\(index)]")) }
        if let title { rows.append(.title(title)) }
        if let largeTitle { rows.append(.largeTitle(largeTitle)) }
        if let itemGroups { rows += LayoutTextRow.groups(itemGroups) }
        if let search { rows += LayoutTextRow.search(search) }
        if let minimization { rows.append(.minimization(minimization)) }
        return LayoutTextRow.render(bar: bar, rows: rows)
    }
}

/// One element line of the layout text: four columns at fixed positions and free details.
struct LayoutTextRow {
    /// Role, name, content and frame: the columns at fixed positions.
    var columns: [String]
    /// Inner frames, style and flags, separated by two spaces.
    var details: [String]

    /// The widths of the role, name, content and frame columns, the same for every geometry.
    static let columnWidths = [10, 12, 15, 26]

    /// The whole text: the bar line, then the rows with their columns padded to the fixed widths.
    static func render(bar: BarInfo, rows: [LayoutTextRow]) -> String {
        var lines = [pad("bar", to: columnWidths[0]) + barDescription(bar)]
        if let appearance = bar.appearance { lines.append(pad("appearance", to: 0) + describe(appearance)) }
        for row in rows {
            var line = ""
            for column in 0..<4 {
                let isLast = column == 3 && row.details.isEmpty
                line += isLast ? row.columns[column] : pad(row.columns[column], to: columnWidths[column])
            }
            line += row.details.joined(separator: "  ")
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The bar line after its role; the content's `x` and width and the layout margin follow for a bar that
    /// reports a background frame (L16, L17).
    static func barDescription(_ bar: BarInfo) -> String {
        let row = bar.contentFrame
        var line =
            "width=\(number(bar.width)) height=\(number(bar.height)) metrics=\(bar.metrics.rawValue)"
            + " direction=\(bar.layoutDirection.rawValue) profile=\(bar.profile) scale=\(number(bar.scale))"
            + " row y=\(number(row.y)) h=\(number(row.height))"
        if bar.format1BackgroundFrame != nil { line += " x=\(number(row.x)) w=\(number(row.width))" }
        if let margin = bar.layoutMargin { line += " margin=\(number(margin))" }
        return line
    }

    /// The iOS 13 appearance line (L30–L33): the slot used and why, the background drawn and the title's attributes.
    static func describe(_ appearance: BarAppearanceGeometry) -> String {
        func color(_ color: Color?) -> String {
            guard let color else { return "none" }
            return "rgba(" + [color.red, color.green, color.blue, color.alpha].map(number).joined(separator: ",") + ")"
        }
        let title = appearance.titleTextAttributes
        return [
            "used=\(appearance.used.rawValue)", "requested=\(appearance.requested.rawValue)",
            "source=\(appearance.source.rawValue)", "background=\(appearance.background.rawValue)",
            "color=\(color(appearance.barBackground.color))", "shadow=\(color(appearance.barBackground.shadowColor))",
            "effect=\(appearance.barBackground.effect.rawValue)",
            "title=\(title.style.family)/\(number(title.style.size))/\(title.style.weight.rawValue)/\(color(title.color))",
        ].joined(separator: " ")
    }

    /// The prompt line.
    static func prompt(_ prompt: TextGeometry) -> LayoutTextRow {
        LayoutTextRow(
            columns: ["prompt", "text", quoted(prompt.text), frame(prompt.frame)],
            details: prompt.truncated ? ["truncated"] : [])
    }

    /// The back button line.
    static func back(_ back: BackButtonGeometry) -> LayoutTextRow {
        var details = ["indicator " + frame(back.indicator.frame) + (back.indicator.flipped ? " flipped" : "")]
        if let image = back.image { details.append("image " + frame(image)) }
        if let title = back.title { details.append("title " + frame(title.frame)) }
        details.append("source=\(back.source.rawValue)")
        if back.title?.truncated == true { details.append("truncated") }
        if back.bordered { details.append("bordered") }
        return LayoutTextRow(
            columns: ["back", back.form.rawValue, back.title.map { quoted($0.text) } ?? "-", frame(back.frame)],
            details: details)
    }

    /// A left or right item line.
    static func item(_ item: ItemGeometry, role: String) -> LayoutTextRow {
        var details: [String] = []
        if let title = item.title { details.append("title " + frame(title.frame)) }
        if let image = item.image { details.append("image " + frame(image)) }
        if let style = item.style, style != .plain { details.append("style=\(style.rawValue)") }
        if let system = item.systemItem { details.append("system=\(system.rawValue)") }
        if item.title?.truncated == true { details.append("truncated") }
        if item.bordered { details.append("bordered") }
        let content = item.title.map { quoted($0.text) } ?? item.kind.rawValue
        let place =
            switch item.placement {
            case .displayed(let box, _, _): frame(box)
            case .hidden(let reason): "hidden " + reason.rawValue
            }
        return LayoutTextRow(columns: [role, item.id.map(name) ?? "-", content, place], details: details)
    }

    /// The title or title view line.
    static func title(_ title: TitleGeometry) -> LayoutTextRow {
        let content = title.text.map(quoted) ?? "-"
        let place =
            switch title.placement {
            case .displayed(let box, _): frame(box)
            case .hidden: "hidden"
            }
        var details = title.truncated ? [title.kind == .text ? "truncated" : "shrunk"] : []
        if let alpha = title.format1Alpha { details.append("alpha=\(number(alpha))") }
        return LayoutTextRow(columns: ["title", title.kind.rawValue, content, place], details: details)
    }

    /// The large title line (L19–L21): its frame, then its clip frame, style size and alpha.
    static func largeTitle(_ large: LargeTitleGeometry) -> LayoutTextRow {
        var details = ["clip " + frame(large.clipFrame), "size=\(number(large.line.style.size))"]
        details.append("alpha=\(number(large.alpha))")
        if large.line.truncated { details.append("truncated") }
        return LayoutTextRow(
            columns: ["large", large.inline ? "inline" : "row", quoted(large.line.text), frame(large.line.frame)],
            details: details)
    }

    /// `x=… y=… w=… h=…`.
    static func frame(_ frame: Frame) -> String {
        "x=\(number(frame.x)) y=\(number(frame.y)) w=\(number(frame.width)) h=\(number(frame.height))"
    }

    /// A number in `JSONWriter`'s fixed format.
    static func number(_ value: Double) -> String {
        JSONWriter.format(value)
    }

    /// An item's `id` as the name column shows it: as it is, or quoted (`quoted(_:)`) when it is empty or has a
    /// space, a quote, a backslash or a control or line-separating character, so one element stays one line.
    static func name(_ id: String) -> String {
        let plain = !id.isEmpty && id.unicodeScalars.allSatisfy { !needsEscape($0) && $0 != " " && $0 != "\"" }
        return plain && id != "-" ? id : quoted(id)
    }

    /// Whether `scalar` is written as an escape in quoted text: a control or line-separating character, or `\`.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029 || scalar == "\\"
    }

    /// Text in double quotes, with quotes, backslashes, control characters and line separators escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` followed by spaces up to `width` columns, and by at least two.
    static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - displayWidth(text), 2))
    }

    /// The columns `text` takes in a monospaced terminal: 2 for wide East Asian characters, else 1.
    static func displayWidth(_ text: String) -> Int {
        text.reduce(0) { total, character in
            total + (character.unicodeScalars.first.map(isWide) == true ? 2 : 1)
        }
    }

    /// Whether a scalar is East Asian wide or full-width (Hangul, CJK, kana, full-width forms).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default: false
        }
    }
}
