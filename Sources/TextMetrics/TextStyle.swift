/// The weight of a text style.
///
/// Resolved through the `wght` axis of a variable font, or by picking the
/// static face of the family whose weight class is nearest.
public enum FontWeight: String, Codable, Sendable, CaseIterable, Hashable {
    /// Regular, weight class 400.
    case regular
    /// Medium, weight class 500.
    case medium
    /// Semibold, weight class 600 (bar titles and done buttons).
    case semibold
    /// Bold, weight class 700.
    case bold
    /// Heavy, weight class 800 (what the Bold Text setting turns semibold into).
    case heavy
    /// Black, weight class 900 (what the Bold Text setting turns bold into).
    case black

    /// The OpenType weight class (`wght` axis value) of this weight.
    public var weightClass: Double {
        switch self {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

/// What text is set in: a family, a point size, a weight and tracking.
public struct TextStyle: Hashable, Codable, Sendable {
    /// The family name of the primary face, for example `Inter`.
    public var family: String
    /// The point size; must be finite and in `0...TextStyle.maximumSize`.
    public var size: Double
    /// The weight.
    public var weight: FontWeight
    /// Extra space in points added after every grapheme cluster, as UIKit's
    /// `NSKernAttributeName` does (the last cluster included).
    public var tracking: Double
    /// The language the text is in, a BCP 47 tag (`ja`, `zh-Hant`, `sr`, `tr`), handed to HarfBuzz
    /// so the fonts' language-specific forms (`locl`) apply; `nil` shapes with no language (`und`).
    public var language: String? {
        get { ShapingLanguage.tag(at: languageIndex) }
        set { languageIndex = ShapingLanguage.index(of: newValue) }
    }
    /// The language's index in `ShapingLanguage`'s table (0: none): stored instead of the tag, so a
    /// style stays as cheap to copy as it was, and the caches' tags are made without a lookup.
    private(set) var languageIndex: Int = 0

    /// The largest point size accepted.
    public static let maximumSize: Double = 10_000

    /// The largest tracking accepted either way, in points; tracking must be
    /// in `-maximumTracking...maximumTracking`.
    public static let maximumTracking: Double = 1_000

    /// Creates a text style.
    ///
    /// - Parameters:
    ///   - family: The font family; fallback fonts cover characters it lacks.
    ///   - size: The size in points.
    ///   - weight: The weight.
    ///   - tracking: Extra space after every grapheme cluster, in points.
    ///   - language: The language of the text (BCP 47), for language-specific forms; `nil` for none.
    public init(
        family: String = "Inter", size: Double, weight: FontWeight = .regular, tracking: Double = 0,
        language: String? = nil
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.tracking = tracking
        self.language = language
    }
}

extension TextStyle {
    /// The keys of the Codable form: the stored index is written as its tag.
    private enum CodingKeys: String, CodingKey {
        case family, size, weight, tracking, language
    }

    /// Decodes a style; `language` is optional.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: As the decoder does.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            family: try container.decode(String.self, forKey: .family),
            size: try container.decode(Double.self, forKey: .size),
            weight: try container.decode(FontWeight.self, forKey: .weight),
            tracking: try container.decode(Double.self, forKey: .tracking),
            language: try container.decodeIfPresent(String.self, forKey: .language))
    }

    /// Encodes the style; `language` only when set.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: As the encoder does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(family, forKey: .family)
        try container.encode(size, forKey: .size)
        try container.encode(weight, forKey: .weight)
        try container.encode(tracking, forKey: .tracking)
        try container.encodeIfPresent(language, forKey: .language)
    }
}

extension TextStyle {
    /// Checks the numbers of the style: a finite size in `0...maximumSize`, tracking in
    /// `-maximumTracking...maximumTracking`, so that every width measured is finite.
    ///
    /// Inlined: every measuring call starts with it, and the checks are a few comparisons.
    @inline(__always)
    func validate() throws(TextMetricsError) {
        guard size.isFinite, size >= 0, size <= TextStyle.maximumSize else { throw .invalidSize(size) }
        guard tracking.isFinite, abs(tracking) <= TextStyle.maximumTracking else { throw .invalidTracking(tracking) }
    }
}
