/// A plural category of CLDR's plural rules.
///
/// Source: Unicode CLDR 46, "Language Plural Rules"
/// (https://www.unicode.org/cldr/charts/46/supplemental/language_plural_rules.html),
/// the categories Xcode's String Catalogs use as `plural` variation keys.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// CLDR's cardinal plural rules for whole numbers, for the languages iOS ships and a few more.
///
/// Source: Unicode CLDR 46, "Language Plural Rules"
/// (https://www.unicode.org/cldr/charts/46/supplemental/language_plural_rules.html) and
/// `common/supplemental/plurals.xml`. Only the integer operands are used (a count
/// has no visible fraction digits: `v = 0`), so categories that CLDR gives to
/// decimals only (`other` in Russian, `many` in Czech) hold no whole number. A
/// language not in the table falls back to English's rule (`one` for 1).
public enum PluralRules {
    /// The category of the whole number `n` in `locale`.
    ///
    /// - Parameters:
    ///   - n: A count, 0 or more.
    ///   - locale: A BCP 47 locale, like `ru` or `pt-PT`; only the language (and Portugal's region) matters.
    /// - Returns: The category CLDR gives `n`.
    public static func category(of n: Int, locale: String) -> PluralCategory {
        rule(for: locale).category(abs(n))
    }

    /// Every category CLDR lists for `locale`, whole-number and decimal ones, in CLDR order.
    ///
    /// - Parameter locale: A BCP 47 locale.
    /// - Returns: The categories, `other` last.
    public static func categories(locale: String) -> [PluralCategory] {
        rule(for: locale).categories
    }

    /// The largest whole number from 0 to `limit` in `category` of `locale` (the one with the most digits),
    /// or nil when none is: the sample count for a plural variation.
    ///
    /// - Parameters:
    ///   - category: A plural category.
    ///   - locale: A BCP 47 locale.
    ///   - limit: The largest count considered.
    /// - Returns: The number, or nil when the category holds no whole number up to `limit`.
    public static func widestCount(in category: PluralCategory, locale: String, upTo limit: Int) -> Int? {
        let rule = rule(for: locale)
        var n = max(limit, 0)
        // Every rule repeats within each 100 (or is 0, 1, 2 … alone) below a million, so 200 steps find it.
        let lowest = max(0, n - 200)
        while n >= lowest {
            if rule.category(n) == category { return n }
            n -= 1
        }
        for n in 0..<min(lowest, 200) where rule.category(n) == category { return n }
        // French, Spanish, Italian, Catalan and Portuguese give `many` to whole millions only.
        return rule.category(1_000_000) == category ? 1_000_000 : nil
    }

    /// The rule of `locale`'s language.
    static func rule(for locale: String) -> Rule {
        let parts = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        let language = parts.first.map(String.init) ?? ""
        if language == "pt", parts.dropFirst().contains("pt") { return .portugal }
        return languages[language] ?? .oneForOne
    }

    /// Language → its rule.
    static let languages: [String: Rule] = {
        var table: [String: Rule] = [:]
        let families: [(Rule, [String])] = [
            (.otherOnly, ["ja", "zh", "ko", "th", "vi", "id", "ms", "my", "lo", "km", "yue", "jv", "bo", "dz"]),
            (
                .oneForOne,
                [
                    "en", "de", "nl", "sv", "fi", "et", "nb", "no", "nn", "da", "el", "hu", "tr", "bg", "ur", "sw",
                    "kk", "az", "uz", "ka", "ta", "te", "ml", "mr", "or", "ne", "gl", "eu", "af", "sq", "ky", "mn",
                    "ps", "so", "tk", "ug", "fy", "lb", "rm",
                ]
            ),
            (.oneForZeroAndOne, ["hi", "bn", "gu", "kn", "fa", "am", "zu", "hy", "as", "pa", "si"]),
            (.french, ["fr", "pt"]),
            (.romance, ["es", "it", "ca"]),
            (.eastSlavic, ["ru", "uk", "be"]),
            (.polish, ["pl"]),
            (.czech, ["cs", "sk"]),
            (.serboCroatian, ["hr", "sr", "bs", "sh"]),
            (.slovenian, ["sl"]),
            (.lithuanian, ["lt"]),
            (.latvian, ["lv"]),
            (.romanian, ["ro", "mo"]),
            (.arabic, ["ar"]),
            (.hebrew, ["he", "iw"]),
            (.icelandic, ["is", "mk"]),
            (.welsh, ["cy"]),
            (.irish, ["ga"]),
        ]
        for (rule, languages) in families {
            for language in languages { table[language] = rule }
        }
        return table
    }()

    /// A family of languages sharing one plural rule (for whole numbers).
    enum Rule: Sendable {
        case otherOnly, oneForOne, oneForZeroAndOne, french, romance, portugal, eastSlavic, polish, czech
        case serboCroatian, slovenian, lithuanian, latvian, romanian, arabic, hebrew, icelandic, welsh, irish

        /// The categories CLDR lists, whole-number and decimal ones.
        var categories: [PluralCategory] {
            switch self {
            case .otherOnly: [.other]
            case .oneForOne, .oneForZeroAndOne, .serboCroatian, .icelandic: [.one, .other]
            case .french, .romance, .portugal: [.one, .many, .other]
            case .eastSlavic, .polish, .czech, .lithuanian: [.one, .few, .many, .other]
            case .slovenian: [.one, .two, .few, .other]
            case .latvian: [.zero, .one, .other]
            case .romanian: [.one, .few, .other]
            case .arabic, .welsh: [.zero, .one, .two, .few, .many, .other]
            case .hebrew: [.one, .two, .other]
            case .irish: [.one, .two, .few, .many, .other]
            }
        }

        /// The category of the whole number `n` (0 or more).
        func category(_ n: Int) -> PluralCategory {
            let mod10 = n % 10
            let mod100 = n % 100
            switch self {
            case .otherOnly:
                return .other
            case .oneForOne:
                return n == 1 ? .one : .other
            case .oneForZeroAndOne:
                return n <= 1 ? .one : .other
            case .french:
                if n <= 1 { return .one }
                return n % 1_000_000 == 0 ? .many : .other
            case .romance, .portugal:
                if n == 1 { return .one }
                return n != 0 && n % 1_000_000 == 0 ? .many : .other
            case .eastSlavic:
                if mod10 == 1 && mod100 != 11 { return .one }
                if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
                return .many
            case .polish:
                if n == 1 { return .one }
                if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
                return .many
            case .czech:
                if n == 1 { return .one }
                return (2...4).contains(n) ? .few : .other
            case .serboCroatian:
                if mod10 == 1 && mod100 != 11 { return .one }
                if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
                return .other
            case .slovenian:
                switch mod100 {
                case 1: return .one
                case 2: return .two
                case 3, 4: return .few
                default: return .other
                }
            case .lithuanian:
                if (11...19).contains(mod100) { return .other }
                if mod10 == 1 { return .one }
                return mod10 >= 2 ? .few : .other
            case .latvian:
                if mod10 == 0 || (11...19).contains(mod100) { return .zero }
                return mod10 == 1 ? .one : .other
            case .romanian:
                if n == 1 { return .one }
                return n == 0 || (1...19).contains(mod100) ? .few : .other
            case .arabic:
                switch n {
                case 0: return .zero
                case 1: return .one
                case 2: return .two
                default:
                    if (3...10).contains(mod100) { return .few }
                    return (11...99).contains(mod100) ? .many : .other
                }
            case .hebrew:
                return n == 1 ? .one : n == 2 ? .two : .other
            case .icelandic:
                return mod10 == 1 && mod100 != 11 ? .one : .other
            case .welsh:
                switch n {
                case 0: return .zero
                case 1: return .one
                case 2: return .two
                case 3: return .few
                case 6: return .many
                default: return .other
                }
            case .irish:
                switch n {
                case 1: return .one
                case 2: return .two
                case 3...6: return .few
                case 7...10: return .many
                default: return .other
                }
            }
        }
    }
}
