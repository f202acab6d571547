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

extension BarParts {
    /// L15.2: places the baseline of every text in its final frame, the line centred in it.
    ///
    /// Run last, after rounding (L15) and mirroring (L13), so a baseline is
    /// exactly where a renderer centring the line in the frame puts it.
    mutating func placeBaselines(_ lineMetrics: (TextStyle) throws(LayoutError) -> LineMetrics) throws(LayoutError) {
        // Optional chaining on mutating methods changes each part in place (see `transformFrames`).
        try prompt?.placeBaseline(lineMetrics)
        try backButton?.title?.placeBaseline(lineMetrics)
        for index in leftItems.indices { try leftItems[index].title?.placeBaseline(lineMetrics) }
        for index in rightItems.indices { try rightItems[index].title?.placeBaseline(lineMetrics) }
        try largeTitle?.line.placeBaseline(lineMetrics)
        if let count = itemGroups?.groups.count {
            for index in 0..<count {
                for item in itemGroups!.groups[index].items.indices {
                    try itemGroups!.groups[index].items[item].title?.placeBaseline(lineMetrics)
                }
                try itemGroups!.groups[index].representativeItem?.title?.placeBaseline(lineMetrics)
            }
        }
        try title?.placeBaseline(lineMetrics)
        try search?.placeBaselines(lineMetrics)
    }
}

extension TextGeometry {
    /// L15.2: the baseline where the line of its style, centred in its frame, puts it.
    mutating func placeBaseline(_ lineMetrics: (TextStyle) throws(LayoutError) -> LineMetrics) throws(LayoutError) {
        baseline = try lineMetrics(style).baseline(top: frame.y, height: frame.height)
    }
}

extension TitleGeometry {
    /// L15.2: a displayed text title's baseline where the line of its style, centred in its frame, puts it.
    mutating func placeBaseline(_ lineMetrics: (TextStyle) throws(LayoutError) -> LineMetrics) throws(LayoutError) {
        guard let style, case .displayed(let frame, _) = placement else { return }
        let line = try lineMetrics(style)
        placement = .displayed(frame: frame, baseline: line.baseline(top: frame.y, height: frame.height))
    }
}
