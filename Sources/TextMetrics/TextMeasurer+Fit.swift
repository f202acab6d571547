import CHarfBuzz

extension TextMeasurer {
    /// The longest prefix of `text` that fits `maxWidth` with a tail ellipsis.
    ///
    /// Returns the whole text when its width is at most `maxWidth`;
    /// otherwise the longest prefix, cut at a grapheme-cluster boundary with
    /// trailing white space removed, followed by "…" (U+2026), whose measured
    /// width (the prefix and "…" shaped together) is at most `maxWidth`;
    /// `nil` when not even "…" alone fits. Throws `.invalidMaxWidth` for a
    /// NaN or negative `maxWidth`, and as `measure` for the style.
    ///
    /// Candidate prefixes are estimated from one shaping of the whole text
    /// (advances summed per cluster), the best estimate is found by binary
    /// search, and then real measurements step down or up from it.
    ///
    /// A text longer than `longTextBytes` is fitted from a prefix wide enough to be cut
    /// (see `measure(_:style:widthLimit:)`), so the work is bounded by what can be shown.
    /// `fit` calls this on a miss of its cache (see `TextMeasurer+FitCache.swift`).
    func fittedText(_ text: String, style: TextStyle, maxWidth: Double) throws(TextMetricsError) -> FittedText? {
        try style.validate()
        guard maxWidth >= 0, !maxWidth.isNaN else { throw .invalidMaxWidth(maxWidth) }
        if let prefix = try widePrefix(of: text, style: style, beyond: maxWidth) {
            return try fitWhole(prefix, style: style, maxWidth: maxWidth)
        }
        return try fitWhole(text, style: style, maxWidth: maxWidth)
    }

    /// `fit` of the whole of `text`.
    private func fitWhole(_ text: String, style: TextStyle, maxWidth: Double) throws(TextMetricsError) -> FittedText? {
        let whole = try width(of: text, style: style)
        if whole <= maxWidth { return FittedText(text: text, width: whole, truncated: false) }
        let ellipsis = try width(of: Self.ellipsis, style: style)
        guard ellipsis <= maxWidth else { return nil }

        let clusters = Self.clusterStartsAndKept(text)
        let starts = clusters.starts
        let kept = clusters.kept
        let clusterCount = starts.count - 1
        let estimates = try prefixEstimates(text, style: style, starts: starts)
        func estimate(_ count: Int) -> Double {
            estimates[kept[count]] + Double(kept[count]) * style.tracking + ellipsis
        }
        // The text of the first `count` clusters: its UTF-8 up to their end (a cluster boundary).
        func prefix(_ count: Int) -> String {
            let utf8 = text.utf8
            return String(text[..<utf8.index(utf8.startIndex, offsetBy: starts[count])])
        }
        var measured: [Int: Double] = [0: ellipsis]
        func real(_ count: Int) throws(TextMetricsError) -> Double {
            if let known = measured[kept[count]] { return known }
            let value = try width(of: prefix(kept[count]) + Self.ellipsis, style: style)
            measured[kept[count]] = value
            return value
        }
        // Largest count in 0..<clusterCount whose estimate fits.
        var low = 0
        var high = clusterCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if estimate(middle) <= maxWidth { low = middle } else { high = middle - 1 }
        }
        var count = low
        if try real(count) <= maxWidth {
            while count + 1 < clusterCount, try real(count + 1) <= maxWidth { count += 1 }
        } else {
            while count > 0, try real(count) > maxWidth { count -= 1 }
        }
        return FittedText(text: prefix(kept[count]) + Self.ellipsis, width: try real(count), truncated: true)
    }

    /// The UTF-8 offsets where the grapheme clusters of `text` start, plus its length at the end
    /// (`clusterStarts`), and for each k = 0…count how many of the first k clusters are left once
    /// trailing white space is trimmed; one pass over the clusters.
    static func clusterStartsAndKept(_ text: String) -> (starts: [Int], kept: [Int]) {
        var starts: [Int] = []
        var kept = [0]
        var offset = 0
        for character in text {
            let utf8 = character.utf8
            let length = utf8.count
            // `Character.isWhitespace` reads the first scalar's property; for one ASCII byte it is
            // tab, line feed, vertical tab, form feed, carriage return or space.
            let white = length == 1 ? (9...13).contains(utf8.first!) || utf8.first! == 32 : character.isWhitespace
            kept.append(white ? kept[kept.count - 1] : starts.count + 1)
            starts.append(offset)
            offset += length
        }
        starts.append(offset)
        return (starts, kept)
    }

    /// The ellipsis appended to cut text.
    static let ellipsis = "\u{2026}"

    /// Estimated advance widths (points, no tracking) of the first k clusters, for k = 0…count,
    /// from one shaping of the whole text, kept by text, chain and size (`fit` of one text at
    /// another width, tracking or `maxWidth` does not shape the whole text again).
    private func prefixEstimates(_ text: String, style: TextStyle, starts: [Int]) throws(TextMetricsError) -> [Double] {
        let chain = try chain(for: style)
        let key =
            cacheCapacity > 0 && text.utf8.count <= Self.longTextBytes
            ? TextKey(
                text: text,
                tag: EstimateTag(
                    chain: ShapingLanguage.tagID(chain: chain.id, style: style), size: style.size.bitPattern))
            : nil
        if let key, let known = state.withLock({ $0.estimates.value(for: key) }) { return known }
        let estimates = Self.prefixEstimates(
            text, chain: chain, size: style.size, language: ShapingLanguage.language(of: style), starts: starts)
        if let key { state.withLock { $0.estimates.insert(estimates, for: key) } }
        return estimates
    }

    /// The estimates of `prefixEstimates(_:style:starts:)`, computed.
    private static func prefixEstimates(
        _ text: String, chain: ResolvedChain, size: Double, language: hb_language_t, starts: [Int]
    ) -> [Double] {
        var byByte = [Double](repeating: 0, count: starts[starts.count - 1] + 1)
        Shaper.addClusterAdvances(text, chain: chain.instances, size: size, language: language, to: &byByte)
        var result = [0.0]
        result.reserveCapacity(starts.count)
        var sum = 0.0
        for cluster in 0..<(starts.count - 1) {
            for byte in starts[cluster]..<starts[cluster + 1] { sum += byByte[byte] }
            result.append(sum)
        }
        return result
    }
}
