extension TextMeasurer {
    /// The longest prefix of `text` that fits `maxWidth` with a tail ellipsis, from a bounded cache.
    ///
    /// The rules are those of `fittedText(_:style:maxWidth:)`: the whole
    /// text when its width is at most `maxWidth`; otherwise the longest
    /// prefix, cut at a grapheme-cluster boundary with trailing white space
    /// removed, followed by "…" (U+2026), whose measured width is at most
    /// `maxWidth`; `nil` when not even "…" alone fits. Throws
    /// `.invalidMaxWidth` for a NaN or negative `maxWidth`, and as `measure`
    /// for the style.
    ///
    /// Results are kept (unless the cache capacity is 0) by text, fallback
    /// chain, size, tracking and `maxWidth`, evicted like shaped texts, so a
    /// layout repeated at the same widths shapes nothing. Texts longer than
    /// `longTextBytes` are not kept (their key alone could be megabytes).
    ///
    /// - Parameters:
    ///   - text: The text to fit.
    ///   - style: The style to measure it in.
    ///   - maxWidth: The width the text must fit, in points.
    /// - Returns: The fitted text and its width, or `nil` when not even "…" fits.
    /// - Throws: ``TextMetricsError/invalidMaxWidth(_:)``, and as ``measure(_:style:)``.
    public func fit(_ text: String, style: TextStyle, maxWidth: Double) throws(TextMetricsError) -> FittedText? {
        try style.validate()
        guard maxWidth >= 0, !maxWidth.isNaN else { throw .invalidMaxWidth(maxWidth) }
        guard cacheCapacity > 0, text.utf8.count <= Self.longTextBytes else {
            return try fittedText(text, style: style, maxWidth: maxWidth)
        }
        let tag = FitTag(
            chain: try chain(for: style).id, size: style.size.bitPattern, tracking: style.tracking.bitPattern,
            maxWidth: maxWidth.bitPattern)
        let key = TextKey(text: text, tag: tag)
        if let fitted = state.withLock({ $0.fits.value(for: key) }) { return fitted }
        let fitted = try fittedText(text, style: style, maxWidth: maxWidth)
        state.withLock { $0.fits.insert(fitted, for: key) }
        return fitted
    }
}
