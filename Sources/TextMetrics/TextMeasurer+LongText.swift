/// Measuring text far wider than any bar without shaping all of it.
///
/// A title of a megabyte is about 2.7 s of shaping and 120 MB of memory, and all of it but
/// the first few hundred characters is never displayed. Texts of up to
/// `TextMeasurer.longTextBytes` bytes are measured exactly as before; a longer one is shaped
/// a growing prefix at a time (4 KiB, 8 KiB, …) until a prefix is wider than the width asked
/// about, by a margin of two ems for the shaping across the cut, and the answer is taken from
/// that prefix. With negative tracking a longer text is not always wider: the answer for a
/// text over 4 KiB is still taken from its prefix, which differs from measuring it whole only
/// when the rest of the text is made of clusters narrower than the tracking is negative, by
/// more than a bar's width in all.
extension TextMeasuring {
    /// Measures `text` in `style`; exact when the text is at most `limit` wide.
    ///
    /// Text wider than `limit` may be measured only as far as needed to know it: the result's
    /// width is then over `limit`, and its runs and missing characters are those of the part
    /// measured. This default measures the whole text.
    ///
    /// - Parameters:
    ///   - text: The text to measure.
    ///   - style: The style to set it in.
    ///   - limit: The width beyond which the exact width does not matter.
    /// - Returns: The measurement of the text, or of a prefix wider than `limit`.
    /// - Throws: As ``TextMeasuring/measure(_:style:)``.
    public func measure(_ text: String, style: TextStyle, widthLimit limit: Double) throws(TextMetricsError)
        -> TextMeasurement
    {
        try measure(text, style: style)
    }

    /// The width and line metrics of `text` in `style`, from ``TextMeasuring/measure(_:style:)``.
    ///
    /// - Parameters:
    ///   - text: The text to measure.
    ///   - style: The style to set it in.
    /// - Returns: The measurement's width and line metrics.
    /// - Throws: As ``TextMeasuring/measure(_:style:)``.
    public func size(of text: String, style: TextStyle) throws(TextMetricsError) -> TextSize {
        TextSize(try measure(text, style: style))
    }

    /// The width and line metrics of `text` in `style`, from ``TextMeasuring/measure(_:style:widthLimit:)``.
    ///
    /// - Parameters:
    ///   - text: The text to measure.
    ///   - style: The style to set it in.
    ///   - limit: The width beyond which the exact width does not matter.
    /// - Returns: The measurement's width and line metrics.
    /// - Throws: As ``TextMeasuring/measure(_:style:)``.
    public func size(of text: String, style: TextStyle, widthLimit limit: Double) throws(TextMetricsError)
        -> TextSize
    {
        TextSize(try measure(text, style: style, widthLimit: limit))
    }
}

extension TextMeasurer {
    /// Texts up to this many UTF-8 bytes are always measured whole: 4 KiB.
    public static let longTextBytes = 4096

    /// Measures `text` in `style`; exact when the text is at most `limit` wide (see `TextMeasuring`).
    ///
    /// - Parameters:
    ///   - text: The text to measure.
    ///   - style: The style to set it in.
    ///   - limit: The width beyond which the exact width does not matter.
    /// - Returns: The measurement of the text, or of a prefix wider than `limit`.
    /// - Throws: As ``measure(_:style:)``.
    public func measure(_ text: String, style: TextStyle, widthLimit limit: Double) throws(TextMetricsError)
        -> TextMeasurement
    {
        try style.validate()
        return try measure(try widePrefix(of: text, style: style, beyond: limit) ?? text, style: style)
    }

    /// The width and line metrics of `text` in `style`; exact when the text is at most `limit` wide
    /// (see `TextMeasuring`): `measure(_:style:widthLimit:)` without the runs.
    ///
    /// - Parameters:
    ///   - text: The text to measure.
    ///   - style: The style to set it in.
    ///   - limit: The width beyond which the exact width does not matter.
    /// - Returns: The width and line metrics of the text, or of a prefix wider than `limit`.
    /// - Throws: As ``measure(_:style:)``.
    public func size(of text: String, style: TextStyle, widthLimit limit: Double) throws(TextMetricsError)
        -> TextSize
    {
        try style.validate()
        return try size(of: try widePrefix(of: text, style: style, beyond: limit) ?? text, style: style)
    }

    /// A prefix of `text`, cut at a grapheme-cluster boundary, that is wider than `limit` by two
    /// ems; `nil` when `text` is short (`longTextBytes` or less) or no shorter prefix is that wide.
    ///
    /// Inlined up to the length check, which is all a short text (every bar's) pays.
    @inline(__always)
    func widePrefix(of text: String, style: TextStyle, beyond limit: Double) throws(TextMetricsError) -> String? {
        guard text.utf8.count > Self.longTextBytes, limit.isFinite else { return nil }
        return try widePrefix(ofLong: text, style: style, beyond: limit)
    }

    /// `widePrefix(of:style:beyond:)` of a text longer than `longTextBytes`, with a finite `limit`.
    @inline(never)
    private func widePrefix(ofLong text: String, style: TextStyle, beyond limit: Double) throws(TextMetricsError)
        -> String?
    {
        let utf8 = text.utf8
        let needed = limit + 2 * style.size
        var length = Self.longTextBytes
        while length < utf8.count {
            var end = utf8.index(utf8.startIndex, offsetBy: length)
            // Back to the start of a Unicode scalar, then drop the last (perhaps partial) cluster.
            while end > utf8.startIndex, utf8[end] & 0xC0 == 0x80 { end = utf8.index(before: end) }
            var prefix = String(text.unicodeScalars[..<end])
            prefix.removeLast()
            if try width(of: prefix, style: style) > needed { return prefix }
            length *= 2
        }
        return nil
    }
}
