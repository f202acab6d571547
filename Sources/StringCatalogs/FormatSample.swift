/// Fills a string's format specifiers with sample values, so that the string can be measured as shown.
///
/// Numbers get the widest count of the locale's plural rules (CLDR, see
/// `PluralRules`): for a plural variation, the largest whole number up to
/// `largestCount` in its category (Russian `plural.few` → 9994, English
/// `plural.one` → 1); for any other string, `largestCount` itself. A
/// decimal gets that count with its precision's digits (`%.1f` → `9999.9`).
/// Text (`%@`, `%s`) gets the longest sample given for the string's key
/// (`navbar strings --sample KEY=TEXT`), else `defaultText`. `%%` becomes `%`.
public struct FormatSample: Sendable, Hashable {
    /// The text for `%@` when no sample is given for a key: eight of the widest Latin letter.
    public static let defaultText = "WWWWWWWW"

    /// String key → the sample texts given for its `%@`.
    public var samples: [String: [String]]
    /// The largest count filled in (9999 by default: four digits).
    public var largestCount: Int

    /// Samples for `samples`' keys.
    ///
    /// - Parameters:
    ///   - samples: String key → the texts given for its `%@`; the longest is used.
    ///   - largestCount: The largest count filled in.
    public init(samples: [String: [String]] = [:], largestCount: Int = 9999) {
        self.samples = samples
        self.largestCount = largestCount
    }

    /// Samples from `KEY=TEXT` arguments (`navbar strings --sample`).
    ///
    /// - Parameter arguments: Arguments like `greeting=Alexandrina`; a key may come more than once.
    /// - Returns: The samples, or nil when an argument has no `=` or an empty key.
    public init?(arguments: [String]) {
        var samples: [String: [String]] = [:]
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
            samples[String(argument[..<equals]), default: []].append(String(argument[argument.index(after: equals)...]))
        }
        self.init(samples: samples)
    }

    /// The text for `%@` in the string of `key`: the longest sample given for it (by characters), or `defaultText`.
    ///
    /// - Parameter key: A string key.
    /// - Returns: The sample text.
    public func text(forKey key: String) -> String {
        samples[key]?.max { $0.count < $1.count } ?? Self.defaultText
    }

    /// The count for a number in a string of `locale`, for the plural `category` of its variation if any.
    ///
    /// - Parameters:
    ///   - locale: The string's locale.
    ///   - category: The plural category of its variation, or nil.
    /// - Returns: The largest count up to `largestCount` in the category (or `largestCount` without one).
    public func count(locale: String, category: PluralCategory?) -> Int {
        guard let category else { return largestCount }
        return PluralRules.widestCount(in: category, locale: locale, upTo: largestCount) ?? largestCount
    }

    /// `value` with its format specifiers filled in.
    ///
    /// - Parameters:
    ///   - value: A string as in a catalog, like `%lld photos of %@`.
    ///   - key: The string's key (for its `%@` samples).
    ///   - locale: The string's locale (for its plural rules).
    ///   - category: The plural category of its variation, or nil.
    /// - Returns: The string as shown.
    public func fill(_ value: String, key: String, locale: String, category: PluralCategory? = nil) -> String {
        let specifiers = FormatSpecifier.all(in: value)
        guard !specifiers.isEmpty else { return value }
        var result = ""
        var last = value.startIndex
        for specifier in specifiers {
            result += value[last..<specifier.range.lowerBound]
            last = specifier.range.upperBound
            switch specifier.kind {
            case .percent: result += "%"
            case .text: result += text(forKey: key)
            case .integer, .substitution: result += String(count(locale: locale, category: category))
            case .decimal:
                let digits = specifier.precision ?? 6
                let whole = String(count(locale: locale, category: category))
                result += digits == 0 ? whole : whole + "." + String(repeating: "9", count: min(digits, 20))
            case .character: result += "W"
            case .pointer: result += "0x0000000000000000"
            }
        }
        result += value[last...]
        return result
    }

    /// `string` of `locale` with its format specifiers filled in, for the plural category of its variant.
    ///
    /// - Parameters:
    ///   - string: A string of a catalog entry.
    ///   - key: The entry's key.
    ///   - locale: The string's locale.
    /// - Returns: The string as shown.
    public func fill(_ string: CatalogString, key: String, locale: String) -> String {
        fill(string.value, key: key, locale: locale, category: string.pluralCategory)
    }
}
