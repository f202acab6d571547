/// A pseudo-language: a made-up translation that shows, without translators, where a UI breaks.
///
/// As Xcode's scheme options (Accented, Double-Length, Bounded String and
/// Right-to-Left pseudolanguages) and Android's pseudolocales (`en-XA`,
/// `ar-XB`) do it. Each has a locale id in the private-use regions `XA`–`XZ`
/// of ISO 3166-1, Android's where Android has one. Format specifiers
/// (`%@`, `%1$lld`, `%%`, `%#@name@`) are kept as they are, so the string
/// still formats.
public enum PseudoLanguage: String, Sendable, Hashable, CaseIterable {
    /// Every ASCII letter replaced by an accented one (`Done` → `Ðöñé`): accents above and below the line.
    case accented
    /// Each run of text between format specifiers written twice (`Done` → `Done Done`): room for long languages.
    case doubleLength = "double-length"
    /// The string between `[#` and `#]` (`[#Done#]`): shows where text is cut off.
    case bounded
    /// The string forced right to left (between U+202E RIGHT-TO-LEFT OVERRIDE and U+202C POP DIRECTIONAL
    /// FORMATTING, each side marked with U+200F RIGHT-TO-LEFT MARK), in a right-to-left locale.
    case rightToLeft = "right-to-left"

    /// The locale id it is measured and reported as: `en-XA`, `en-XL`, `en-XB`, `ar-XB`.
    ///
    /// `en-XA` (accented) and `ar-XB` (right to left) are Android's; the
    /// others are this project's, in the same private-use range.
    public var locale: String {
        switch self {
        case .accented: "en-XA"
        case .doubleLength: "en-XL"
        case .bounded: "en-XB"
        case .rightToLeft: "ar-XB"
        }
    }

    /// Whether the language is written right to left (the bar is laid out mirrored).
    public var isRightToLeft: Bool { self == .rightToLeft }

    /// The pseudo-language whose locale id is `locale`, or nil.
    ///
    /// - Parameter locale: A locale id, like `en-XA` (case does not matter).
    public init?(locale: String) {
        guard let found = Self.allCases.first(where: { $0.locale.lowercased() == locale.lowercased() }) else {
            return nil
        }
        self = found
    }

    /// `text` in this pseudo-language, format specifiers kept.
    ///
    /// - Parameter text: A source-language string, like `%lld Photos`.
    /// - Returns: The pseudo-translation.
    public func apply(to text: String) -> String {
        switch self {
        case .accented:
            return Self.mapText(text) { run in
                String(String.UnicodeScalarView(run.unicodeScalars.map { Self.accents[$0] ?? $0 }))
            }
        case .doubleLength:
            return Self.mapText(text) { run in
                run.allSatisfy(\.isWhitespace) ? run : run + " " + run.trimmingLeadingSpaces()
            }
        case .bounded:
            return "[#" + text + "#]"
        case .rightToLeft:
            return "\u{200F}\u{202E}" + text + "\u{202C}\u{200F}"
        }
    }

    /// `text` with each run between format specifiers changed by `transform`.
    private static func mapText(_ text: String, _ transform: (String) -> String) -> String {
        var result = ""
        var last = text.startIndex
        for specifier in FormatSpecifier.all(in: text) {
            if last < specifier.range.lowerBound {
                result += transform(String(text[last..<specifier.range.lowerBound]))
            }
            result += text[specifier.range]
            last = specifier.range.upperBound
        }
        if last < text.endIndex { result += transform(String(text[last...])) }
        return result
    }

    /// The accented letter for each ASCII letter, after Android's `PseudoMethodAccent`
    /// (frameworks/base/tools/aapt2/compile/Pseudolocalizer.cpp).
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        let accented = "ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽåƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, accented.unicodeScalars))
    }()
}

extension String {
    /// The string without its leading spaces.
    fileprivate func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " })
    }
}
