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
        if let remembered = rememberedFit(text, style: style, maxWidth: maxWidth) { return remembered }
        let chainID = ShapingLanguage.tagID(chain: try chain(for: style).id, style: style)
        let tag = FitTag(chain: chainID, style: style, maxWidth: maxWidth)
        let key = TextKey(text: text, tag: tag)
        if let fitted = state.withLock({ $0.fits.value(for: key) }) { return fitted }
        let fitted = try fittedText(text, style: style, maxWidth: maxWidth)
        state.withLock { $0.fits.insert(fitted, for: key) }
        return fitted
    }

    /// The fit of `text` remembered for `style` and `maxWidth`, if `style`'s chain is a recent one
    /// and the fit is held (a hit, counted); nil sends `fit` to the cache lookup by key, which
    /// counts the miss.
    ///
    /// One lock and no allocation: the recent chains give the chain id, and the text's bytes are
    /// hashed and looked up in place.
    @inline(__always)
    private func rememberedFit(_ text: String, style: TextStyle, maxWidth: Double) -> FittedText?? {
        let generation = library.generation
        return TextKey<FitTag>.withBytes(of: text) { bytes in
            let bytes = BorrowedBytes(buffer: bytes)
            return state.withLock { state in
                state.rememberedFit(bytes.buffer, style: style, maxWidth: maxWidth, generation: generation)
            }
        }
    }
}

extension MeasurerState {
    /// The fit of the text `bytes` held for `style` and `maxWidth` with `style`'s chain at
    /// `generation`, if that is a recent chain; counts a hit when found.
    @inline(__always)
    mutating func rememberedFit(
        _ bytes: UnsafeBufferPointer<UInt8>, style: TextStyle, maxWidth: Double, generation: Int
    ) -> FittedText?? {
        guard
            let place = recent.place(family: style.family, weight: style.weight, generation: generation)
        else { return nil }
        let tag = FitTag(
            chain: ShapingLanguage.tagID(chain: recent.id(at: place), style: style), style: style, maxWidth: maxWidth)
        guard let entry = fits.find(bytes, hash: TextKey<FitTag>.hash(bytes, seed: tag.seed), tag: tag) else {
            return nil
        }
        fits.countHit(entry)
        return .some(fits.entries[entry].value)
    }
}
