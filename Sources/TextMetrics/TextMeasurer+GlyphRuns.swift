extension TextMeasurer {
    /// The shaped glyph runs of `text` in `style`, in logical order, for drawing.
    ///
    /// Uses the same itemization and shaping as `measure`, so the runs'
    /// widths equal the measured run widths, and the same cache: text a
    /// measurer that `keepsGlyphs` has measured (or that was drawn before) is
    /// not shaped again. Throws as `measure`.
    ///
    /// - Parameters:
    ///   - text: The text to shape.
    ///   - style: The style to shape it in.
    /// - Returns: One run per face and direction, in logical order.
    /// - Throws: As ``measure(_:style:)``.
    public func glyphRuns(_ text: String, style: TextStyle) throws(TextMetricsError) -> [GlyphRun] {
        try style.validate()
        let (chain, shaped) = try shapedText(text, style: style, glyphs: true)
        guard let raw = shaped.glyphRuns, !raw.isEmpty else { return [] }
        let starts = Self.clusterStarts(text)
        return raw.map { run in
            let instance = chain.instances[run.face]
            let scale = style.size / Double(instance.unitsPerEm)
            var advances = run.advances.map { Double($0) * scale }
            if style.tracking != 0 {
                Self.addTracking(
                    style.tracking, to: &advances, clusters: run.clusters, end: run.textRange.upperBound, starts: starts
                )
            }
            let total = run.advances.reduce(Int64(0)) { $0 + Int64($1) }
            let summary = ShapedRun(
                face: Int32(run.face), glyphCount: Int32(run.glyphs.count), clusterCount: Int32(run.clusterCount),
                advance: total)
            return GlyphRun(
                face: instance.face, size: style.size,
                direction: run.rightToLeft ? .rightToLeft : .leftToRight, textRange: run.textRange,
                glyphs: run.glyphs, advances: advances,
                xOffsets: run.xOffsets.map { Double($0) * scale }, yOffsets: run.yOffsets.map { Double($0) * scale },
                clusters: run.clusters, width: Self.width(summary, unitsPerEm: instance.unitsPerEm, style: style))
        }
    }

    /// The UTF-8 offsets where the grapheme clusters of `text` start, plus its length at the end.
    static func clusterStarts(_ text: String) -> [Int] {
        clusterStartsAndKept(text).starts
    }

    /// Adds `tracking` once per grapheme cluster to the last glyph of the HarfBuzz cluster holding it.
    static func addTracking(_ tracking: Double, to advances: inout [Double], clusters: [Int], end: Int, starts: [Int]) {
        var last: [Int: Int] = [:]
        for (glyph, cluster) in clusters.enumerated() { last[cluster] = glyph }
        let values = last.keys.sorted()
        for (position, value) in values.enumerated() {
            let upper = position + 1 < values.count ? values[position + 1] : end
            let count = countStarts(starts, from: value, below: upper)
            advances[last[value]!] += Double(count) * tracking
        }
    }

    /// The number of entries of sorted `starts` in `lower..<upper`.
    private static func countStarts(_ starts: [Int], from lower: Int, below upper: Int) -> Int {
        func firstIndex(notBelow value: Int) -> Int {
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] < value { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return max(0, firstIndex(notBelow: upper) - firstIndex(notBelow: lower))
    }
}
