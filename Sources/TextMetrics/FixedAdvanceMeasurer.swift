/// A measurer that gives every grapheme cluster the same advance.
///
/// For tests that need exact numbers: "Back" in a 17-pt style with the
/// default `advance` of 0.5 em is 4 × 8.5 = 34 points wide. Tracking is
/// added after every cluster, as `TextMeasurer` does. Line metrics are
/// fixed fractions of the size (ascent 0.8 em, descent 0.2 em, line height
/// 1.2 em, cap height 0.7 em).
public struct FixedAdvanceMeasurer: TextMeasuring {
    /// The advance of one grapheme cluster, in ems (multiples of the point size).
    public var advance: Double

    /// Creates a measurer with `advance` ems per grapheme cluster.
    ///
    /// - Parameter advance: The width of every grapheme cluster, in ems (multiples of the style's size).
    public init(advance: Double = 0.5) {
        self.advance = advance
    }

    /// The number of grapheme clusters in `text`, as `text.count` counts them.
    ///
    /// ASCII text is counted from its bytes: every byte is a cluster except a line feed after a carriage return
    /// (CR LF is one cluster, the only pair of ASCII characters that is). Any other text is counted by
    /// `text.count`, which runs grapheme breaking (docs/PERFORMANCE.md: 4 % of a typical bar's solve with this
    /// measurer).
    static func clusterCount(_ text: String) -> Int {
        let counted = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var count = 0
            var afterCarriageReturn = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if !(afterCarriageReturn && byte == 0x0A) { count += 1 }
                afterCarriageReturn = byte == 0x0D
            }
            return count
        }
        return (counted ?? nil) ?? text.count
    }

    /// The width of `count` clusters in `style`; never below 0, however negative the tracking.
    private func width(ofClusters count: Int, style: TextStyle) -> Double {
        max(0, Double(count) * (advance * style.size + style.tracking))
    }

    /// Measures `text` as one run of fixed advances.
    ///
    /// - Parameters:
    ///   - text: The text to measure.
    ///   - style: The style; only its size and tracking count.
    /// - Returns: The width (clusters × advance × size, plus tracking) and line metrics derived from the size.
    /// - Throws: ``TextMetricsError/invalidSize(_:)`` or ``TextMetricsError/invalidTracking(_:)`` for a style that is not valid.
    public func measure(_ text: String, style: TextStyle) throws(TextMetricsError) -> TextMeasurement {
        let count = Self.clusterCount(text)
        let size = try size(ofClusters: count, style: style)
        return TextMeasurement(
            width: size.width, lineMetrics: size.lineMetrics,
            runs: count == 0 ? [] : [RunSummary(face: "Fixed Advance", glyphCount: count, width: size.width)]
        )
    }

    /// The width and line metrics of `text`: `measure(_:style:)` without the run.
    ///
    /// - Parameters:
    ///   - text: The text to measure.
    ///   - style: The style; only its size and tracking count.
    /// - Returns: The width and line metrics `measure(_:style:)` gives.
    /// - Throws: As ``measure(_:style:)``.
    public func size(of text: String, style: TextStyle) throws(TextMetricsError) -> TextSize {
        try size(ofClusters: Self.clusterCount(text), style: style)
    }

    /// The width and line metrics of `text`, measured whole: `limit` changes nothing here.
    ///
    /// - Parameters:
    ///   - text: The text to measure.
    ///   - style: The style; only its size and tracking count.
    ///   - limit: The width beyond which the exact width does not matter (unused).
    /// - Returns: The width and line metrics `measure(_:style:)` gives.
    /// - Throws: As ``measure(_:style:)``.
    public func size(of text: String, style: TextStyle, widthLimit limit: Double) throws(TextMetricsError)
        -> TextSize
    {
        try size(of: text, style: style)
    }

    /// The width and line metrics of `count` clusters in `style`.
    private func size(ofClusters count: Int, style: TextStyle) throws(TextMetricsError) -> TextSize {
        try style.validate()
        return TextSize(width: width(ofClusters: count, style: style), lineMetrics: Self.lineMetrics(size: style.size))
    }

    /// The fixed line metrics of `style`: ascent 0.8 em, descent 0.2 em, line height 1.2 em, cap height 0.7 em.
    ///
    /// - Parameter style: The style; only its size counts.
    /// - Returns: The line metrics at the style's size.
    /// - Throws: ``TextMetricsError/invalidSize(_:)`` or ``TextMetricsError/invalidTracking(_:)`` for a style that is not valid.
    public func lineMetrics(for style: TextStyle) throws(TextMetricsError) -> LineMetrics {
        try style.validate()
        return Self.lineMetrics(size: style.size)
    }

    /// The fixed line metrics at `size` points.
    private static func lineMetrics(size: Double) -> LineMetrics {
        LineMetrics(ascent: 0.8 * size, descent: 0.2 * size, lineHeight: 1.2 * size, capHeight: 0.7 * size)
    }

    /// Fits `text` by counting clusters; see `TextMeasuring.fit`.
    ///
    /// - Parameters:
    ///   - text: The text to fit.
    ///   - style: The style to measure it in.
    ///   - maxWidth: The width the text must fit, in points.
    /// - Returns: The whole text, a prefix followed by "…", or `nil` when not even "…" fits.
    /// - Throws: ``TextMetricsError/invalidMaxWidth(_:)`` for a NaN or negative width, and as ``measure(_:style:)``.
    public func fit(_ text: String, style: TextStyle, maxWidth: Double) throws(TextMetricsError) -> FittedText? {
        try style.validate()
        guard maxWidth >= 0, !maxWidth.isNaN else { throw .invalidMaxWidth(maxWidth) }
        let whole = width(ofClusters: Self.clusterCount(text), style: style)
        if whole <= maxWidth { return FittedText(text: text, width: whole, truncated: false) }
        let clusters = Array(text)
        var keep = clusters.count - 1
        while keep >= 0 {
            var prefix = clusters[0..<keep]
            while let last = prefix.last, last.isWhitespace { prefix = prefix.dropLast() }
            let candidate = width(ofClusters: prefix.count + 1, style: style)
            if candidate <= maxWidth {
                return FittedText(text: String(prefix) + "…", width: candidate, truncated: true)
            }
            keep -= 1
        }
        return nil
    }
}
