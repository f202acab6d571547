import TextMetrics

extension TextGeometry {
    /// The text `text` set in `style` at `frame`, its baseline where `line` centred in the frame puts it.
    init(
        text: String, truncated: Bool = false, frame: Frame, style: TextStyle, line: LineMetrics, color: Color? = nil
    ) {
        self.init(
            text: text, truncated: truncated, frame: frame, style: style,
            baseline: line.baseline(top: frame.y, height: frame.height), color: color)
    }

    /// The same text moved by `dx`, `dy`.
    func offsetBy(dx: Double, dy: Double) -> TextGeometry {
        var copy = self
        copy.frame = frame.offsetBy(dx: dx, dy: dy)
        copy.baseline += dy
        return copy
    }
}

extension BarGeometry {
    /// L15.2: this geometry with the baseline of every text placed in its final frame, the line centred in it.
    ///
    /// Run last, after rounding (L15) and mirroring (L13), so a baseline is
    /// exactly where a renderer centring the line in the frame puts it.
    func placingBaselines(_ lineMetrics: (TextStyle) throws(LayoutError) -> LineMetrics) throws(LayoutError)
        -> BarGeometry
    {
        func place(_ text: inout TextGeometry) throws(LayoutError) {
            text.baseline = try lineMetrics(text.style).baseline(top: text.frame.y, height: text.frame.height)
        }
        func place(_ item: inout ItemGeometry) throws(LayoutError) {
            guard case .displayed(let frame, var title?, let image) = item.placement else { return }
            try place(&title)
            item.placement = .displayed(frame: frame, title: title, image: image)
        }
        var copy = self
        if var prompt { try place(&prompt); copy.prompt = prompt }
        if var title = backButton?.title { try place(&title); copy.backButton?.title = title }
        for index in copy.leftItems.indices { try place(&copy.leftItems[index]) }
        for index in copy.rightItems.indices { try place(&copy.rightItems[index]) }
        if var large = largeTitle { try place(&large.line); copy.largeTitle = large }
        if var groups = copy.itemGroups {
            for index in groups.groups.indices {
                for item in groups.groups[index].items.indices { try place(&groups.groups[index].items[item]) }
                if var representative = groups.groups[index].representativeItem {
                    try place(&representative)
                    groups.groups[index].representativeItem = representative
                }
            }
            copy.itemGroups = groups
        }
        if var title, let style = title.style, case .displayed(let frame, _) = title.placement {
            let line = try lineMetrics(style)
            title.placement = .displayed(frame: frame, baseline: line.baseline(top: frame.y, height: frame.height))
            copy.title = title
        }
        return copy
    }
}
