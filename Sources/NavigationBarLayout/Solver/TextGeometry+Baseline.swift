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
    /// L15.2: places the baseline of every text in its final frame, the line centred in it.
    ///
    /// Run last, after rounding (L15) and mirroring (L13), so a baseline is
    /// exactly where a renderer centring the line in the frame puts it.
    mutating func placeBaselines(_ lineMetrics: (TextStyle) throws(LayoutError) -> LineMetrics) throws(LayoutError) {
        func place(_ text: inout TextGeometry) throws(LayoutError) {
            text.baseline = try lineMetrics(text.style).baseline(top: text.frame.y, height: text.frame.height)
        }
        func place(_ item: inout ItemGeometry) throws(LayoutError) {
            // Only a placement with a title is rebuilt; an image or hidden item has no baseline.
            guard case .displayed(_, .some, _) = item.placement else { return }
            try item.placement.update(frame: { $0 }, title: place)
        }
        if prompt != nil { try place(&prompt!) }
        if backButton?.title != nil { try place(&backButton!.title!) }
        for index in leftItems.indices { try place(&leftItems[index]) }
        for index in rightItems.indices { try place(&rightItems[index]) }
        if largeTitle != nil { try place(&largeTitle!.line) }
        if itemGroups != nil {
            for index in itemGroups!.groups.indices {
                for item in itemGroups!.groups[index].items.indices {
                    try place(&itemGroups!.groups[index].items[item])
                }
                if itemGroups!.groups[index].representativeItem != nil {
                    try place(&itemGroups!.groups[index].representativeItem!)
                }
            }
        }
        if let style = title?.style, case .displayed(let frame, _)? = title?.placement {
            let line = try lineMetrics(style)
            title!.placement = .displayed(frame: frame, baseline: line.baseline(top: frame.y, height: frame.height))
        }
    }
}
