import NavigationBarLayout
import TextMetrics

/// A measurer that answers with widths measured on a device for the texts it lists, and with the fonts otherwise.
///
/// `navbar compare` and `navbar calibrate` lay scenes out with it, so that the widths of the device's font
/// (San Francisco) replace those of the bundled stand-ins (Inter) and only the layout constants differ. Line
/// metrics (ascent, descent, line height) always come from the fonts. Every text answered from the fonts instead
/// of a measured width is remembered (``fontMeasuredTexts``), so that a report can say so.
public final class MeasuredWidthMeasurer: TextMeasuring {
    /// One measured width: the text, the style it was seen in (`nil`: any style) and its width.
    public struct Entry: Sendable, Hashable {
        /// The text.
        public var text: String
        /// The style it is set in, or `nil` to answer for every style.
        public var style: TextStyle?
        /// Its measured width, in points.
        public var width: Double

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - text: The text.
        ///   - style: The style it is set in, or `nil` for every style.
        ///   - width: Its measured width.
        public init(text: String, style: TextStyle?, width: Double) {
            self.text = text
            self.style = style
            self.width = width
        }
    }

    /// The measurer of everything not listed, and of line metrics.
    public let base: any TextMeasuring
    /// The measured widths, by text.
    private let entries: [String: [Entry]]
    /// The texts measured with the fonts so far.
    private let fallbacks: ThreadLock<Set<String>>

    /// A measurer answering `entries` and asking `base` for the rest.
    ///
    /// - Parameters:
    ///   - entries: The measured widths.
    ///   - base: The measurer of everything else.
    public convenience init(entries: [Entry], base: any TextMeasuring) {
        self.init(entries: Dictionary(grouping: entries, by: \.text), base: base, fallbacks: ThreadLock([]))
    }

    private init(entries: [String: [Entry]], base: any TextMeasuring, fallbacks: ThreadLock<Set<String>>) {
        self.entries = entries
        self.base = base
        self.fallbacks = fallbacks
    }

    /// The texts that were measured with the fonts because no measured width was listed for them, sorted.
    public var fontMeasuredTexts: [String] { fallbacks.withLock { $0.sorted() } }

    /// The measured width of `text` in `style`: the entry of that style, else the one for any style.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - style: The style it is set in.
    /// - Returns: The measured width, or `nil` when the measurement gives none.
    public func measuredWidth(of text: String, style: TextStyle) -> Double? {
        guard let candidates = entries[text] else { return nil }
        return (candidates.first { $0.style == style } ?? candidates.first { $0.style == nil })?.width
    }

    /// The measured width of `text`, or `nil` after noting that the fonts measure it.
    private func listedWidth(of text: String, style: TextStyle) -> Double? {
        if let width = measuredWidth(of: text, style: style) { return width }
        if !text.isEmpty { fallbacks.withLock { _ = $0.insert(text) } }
        return nil
    }

    public func measure(_ text: String, style: TextStyle) throws(TextMetricsError) -> TextMeasurement {
        guard let width = listedWidth(of: text, style: style) else { return try base.measure(text, style: style) }
        return TextMeasurement(
            width: width, lineMetrics: try base.lineMetrics(for: style),
            runs: [RunSummary(face: "measured", glyphCount: text.count, width: width)])
    }

    public func measure(_ text: String, style: TextStyle, widthLimit limit: Double) throws(TextMetricsError)
        -> TextMeasurement
    {
        guard measuredWidth(of: text, style: style) != nil else {
            _ = listedWidth(of: text, style: style)
            return try base.measure(text, style: style, widthLimit: limit)
        }
        return try measure(text, style: style)
    }

    public func size(of text: String, style: TextStyle) throws(TextMetricsError) -> TextSize {
        guard let width = listedWidth(of: text, style: style) else { return try base.size(of: text, style: style) }
        return TextSize(width: width, lineMetrics: try base.lineMetrics(for: style))
    }

    public func size(of text: String, style: TextStyle, widthLimit limit: Double) throws(TextMetricsError)
        -> TextSize
    {
        guard measuredWidth(of: text, style: style) != nil else {
            _ = listedWidth(of: text, style: style)
            return try base.size(of: text, style: style, widthLimit: limit)
        }
        return try size(of: text, style: style)
    }

    public func fit(_ text: String, style: TextStyle, maxWidth: Double) throws(TextMetricsError) -> FittedText? {
        guard let width = measuredWidth(of: text, style: style), width <= maxWidth else {
            // Cut texts (and texts not listed) are measured with the fonts: the device's cut is not known.
            _ = listedWidth(of: text, style: style)
            return try base.fit(text, style: style, maxWidth: maxWidth)
        }
        guard maxWidth >= 0, !maxWidth.isNaN else { throw .invalidMaxWidth(maxWidth) }
        return FittedText(text: text, width: width, truncated: false)
    }

    public func lineMetrics(for style: TextStyle) throws(TextMetricsError) -> LineMetrics {
        try base.lineMetrics(for: style)
    }

    public func withFallbackFonts(_ fonts: FallbackFonts) throws(TextMetricsError) -> any TextMeasuring {
        MeasuredWidthMeasurer(entries: entries, base: try base.withFallbackFonts(fonts), fallbacks: fallbacks)
    }
}
