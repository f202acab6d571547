/// Vertical metrics of a line of text, from the primary face of a style.
public struct LineMetrics: Hashable, Codable, Sendable {
    /// Distance from the baseline up to the top of the line, in points.
    public var ascent: Double
    /// Distance from the baseline down to the bottom of the line, in points (positive).
    public var descent: Double
    /// Ascent plus descent plus the face's line gap, in points.
    public var lineHeight: Double
    /// Height of capital letters above the baseline, in points.
    public var capHeight: Double

    /// Creates line metrics.
    ///
    /// - Parameters:
    ///   - ascent: The distance from the baseline up to the top of the line.
    ///   - descent: The distance from the baseline down to the bottom of the line.
    ///   - lineHeight: The height of a line.
    ///   - capHeight: The height of capital letters.
    public init(ascent: Double, descent: Double, lineHeight: Double, capHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
        self.capHeight = capHeight
    }

    /// The `y` of the baseline of a line set in a box `height` tall whose top is at `top` (`y` growing downwards).
    ///
    /// The ascent and descent are centred in the box, so a box exactly one
    /// line high has the baseline at its top plus half the line gap plus the
    /// ascent.
    ///
    /// - Parameters:
    ///   - top: The `y` of the box's top.
    ///   - height: The box's height.
    /// - Returns: The `y` of the baseline.
    public func baseline(top: Double, height: Double) -> Double {
        top + (height - ascent - descent) / 2 + ascent
    }
}

/// One run of a measurement: a stretch of text set in a single face.
public struct RunSummary: Hashable, Codable, Sendable {
    /// The face used, as `Family Style` (for example `Droid Sans Fallback Regular`).
    public var face: String
    /// The number of glyphs HarfBuzz produced for the run.
    public var glyphCount: Int
    /// The run's advance width in points, tracking included.
    public var width: Double

    /// Creates a run summary.
    ///
    /// - Parameters:
    ///   - face: The name of the face the run was shaped with.
    ///   - glyphCount: The number of glyphs in the run.
    ///   - width: The run's width, in points.
    public init(face: String, glyphCount: Int, width: Double) {
        self.face = face
        self.glyphCount = glyphCount
        self.width = width
    }
}

/// The size of one line of text.
public struct TextMeasurement: Hashable, Sendable {
    /// The advance width in points (shaped, kerned, tracking included); never below 0.
    public var width: Double
    /// The line metrics of the style's primary face.
    public var lineMetrics: LineMetrics
    /// The runs the text was split into, in logical order.
    public var runs: [RunSummary]
    /// Characters no face of the fallback chain has a glyph for; they are
    /// measured as the primary face's `.notdef` glyph.
    public var missingCharacters: [Character]

    /// Creates a measurement.
    ///
    /// - Parameters:
    ///   - width: The advance width, in points.
    ///   - lineMetrics: The metrics of the line.
    ///   - runs: The runs the text was shaped in.
    ///   - missingCharacters: The characters no face had.
    public init(width: Double, lineMetrics: LineMetrics, runs: [RunSummary], missingCharacters: [Character] = []) {
        self.width = width
        self.lineMetrics = lineMetrics
        self.runs = runs
        self.missingCharacters = missingCharacters
    }
}

/// The width and line metrics of one line of text: a measurement without its runs.
///
/// What the layout solver needs of a text. ``TextMeasurer`` answers it
/// from its cache without handing out any array, so a cache hit allocates
/// nothing and retains nothing.
public struct TextSize: Hashable, Sendable {
    /// The advance width in points (shaped, kerned, tracking included); never below 0.
    public var width: Double
    /// The line metrics of the style's primary face.
    public var lineMetrics: LineMetrics

    /// Creates a text size.
    ///
    /// - Parameters:
    ///   - width: The advance width, in points.
    ///   - lineMetrics: The metrics of the line.
    public init(width: Double, lineMetrics: LineMetrics) {
        self.width = width
        self.lineMetrics = lineMetrics
    }

    /// The width and line metrics of `measurement`.
    ///
    /// - Parameter measurement: A measurement.
    public init(_ measurement: TextMeasurement) {
        self.init(width: measurement.width, lineMetrics: measurement.lineMetrics)
    }
}

/// Text cut to fit a width.
public struct FittedText: Hashable, Sendable {
    /// The text shown: the whole text, or a prefix followed by "…".
    public var text: String
    /// Its advance width in points.
    public var width: Double
    /// Whether the text was cut.
    public var truncated: Bool

    /// Creates fitted text.
    ///
    /// - Parameters:
    ///   - text: The text shown, with "…" when truncated.
    ///   - width: Its width, in points.
    ///   - truncated: Whether the text was cut.
    public init(text: String, width: Double, truncated: Bool) {
        self.text = text
        self.width = width
        self.truncated = truncated
    }
}

/// Measures and fits single lines of text.
///
/// The layout solver sizes every title and label through this protocol and
/// never touches fonts. `TextMeasurer` implements it with FreeType and
/// HarfBuzz; `FixedAdvanceMeasurer` with one advance per grapheme cluster,
/// for tests that need exact numbers.
public protocol TextMeasuring: Sendable {
    /// Measures `text` set in `style` on one line.
    ///
    /// - Parameters:
    ///   - text: The text to measure.
    ///   - style: The style to set it in.
    /// - Returns: The width and line metrics of the text.
    /// - Throws: ``TextMetricsError`` for a style that is not valid or a family that is unknown.
    func measure(_ text: String, style: TextStyle) throws(TextMetricsError) -> TextMeasurement

    /// Measures `text` in `style`; exact when the text is at most `limit` wide, and otherwise
    /// some measurement wider than `limit` (perhaps of only part of the text).
    ///
    /// The solver asks this for titles, which need no more than a bar's worth of shaping to
    /// be found too wide. The default measures the whole text.
    ///
    /// - Parameters:
    ///   - text: The text to measure.
    ///   - style: The style to set it in.
    ///   - limit: The width beyond which the exact width does not matter.
    /// - Returns: The measurement of the text, or of part of it when that is wider than `limit`.
    /// - Throws: ``TextMetricsError`` for a style that is not valid or a family that is unknown.
    func measure(_ text: String, style: TextStyle, widthLimit limit: Double) throws(TextMetricsError)
        -> TextMeasurement

    /// The width and line metrics of `text` set in `style` on one line: `measure` without the runs.
    ///
    /// The default takes them from ``measure(_:style:)``.
    ///
    /// - Parameters:
    ///   - text: The text to measure.
    ///   - style: The style to set it in.
    /// - Returns: The width and line metrics, as `measure(_:style:)` gives them.
    /// - Throws: As ``measure(_:style:)``.
    func size(of text: String, style: TextStyle) throws(TextMetricsError) -> TextSize

    /// The width and line metrics of `text` in `style`; the width is exact when the text is at most
    /// `limit` wide, and otherwise some width beyond `limit` (see ``measure(_:style:widthLimit:)``).
    ///
    /// The default takes them from ``measure(_:style:widthLimit:)``.
    ///
    /// - Parameters:
    ///   - text: The text to measure.
    ///   - style: The style to set it in.
    ///   - limit: The width beyond which the exact width does not matter.
    /// - Returns: The width and line metrics, as `measure(_:style:widthLimit:)` gives them.
    /// - Throws: As ``measure(_:style:)``.
    func size(of text: String, style: TextStyle, widthLimit limit: Double) throws(TextMetricsError) -> TextSize

    /// The longest prefix of `text` that fits `maxWidth` with a tail ellipsis.
    ///
    /// Returns the whole text when it fits; otherwise the longest prefix,
    /// cut at a grapheme-cluster boundary with trailing white space removed,
    /// followed by "…"; `nil` when not even "…" fits.
    ///
    /// - Parameters:
    ///   - text: The text to fit.
    ///   - style: The style to measure it in.
    ///   - maxWidth: The width the text must fit, in points.
    /// - Returns: The fitted text, or `nil` when not even "…" fits.
    /// - Throws: ``TextMetricsError/invalidMaxWidth(_:)``, and as ``measure(_:style:)``.
    func fit(_ text: String, style: TextStyle, maxWidth: Double) throws(TextMetricsError) -> FittedText?

    /// The line metrics (ascent, descent, line height) of `style`'s primary face, without measuring any text.
    ///
    /// - Parameter style: The style.
    /// - Returns: The line metrics at the style's size.
    /// - Throws: ``TextMetricsError`` for a style that is not valid or a family that is unknown.
    func lineMetrics(for style: TextStyle) throws(TextMetricsError) -> LineMetrics

    /// A measurer whose fallback chains add the font files `fonts` (a scene's or profile's `fonts`); by default
    /// this measurer itself, for measurers without fonts (`FixedAdvanceMeasurer`).
    ///
    /// - Parameter fonts: The font files, by path.
    /// - Returns: The measurer to measure with.
    /// - Throws: ``TextMetricsError/fontFileUnreadable(path:reason:)`` or
    ///   ``TextMetricsError/fontFileInvalid(path:reason:)`` for a file that cannot be used.
    func withFallbackFonts(_ fonts: FallbackFonts) throws(TextMetricsError) -> any TextMeasuring
}

extension TextMeasuring {
    /// This measurer: one without fonts measures every scene alike, whatever its `fonts`.
    ///
    /// - Parameter fonts: The font files, ignored.
    /// - Returns: This measurer.
    /// - Throws: Nothing: this measurer reads no font files.
    public func withFallbackFonts(_ fonts: FallbackFonts) throws(TextMetricsError) -> any TextMeasuring { self }
}
