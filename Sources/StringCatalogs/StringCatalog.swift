/// The strings of one localization file, in every locale it holds.
///
/// Read from an Xcode String Catalog (`.xcstrings`), a `.strings` file or an
/// XLIFF 1.2 export by `CatalogReading`. Each plural and device variation is
/// its own `CatalogString`, named by its variant key, so that each can be
/// measured as a text of its own.
public struct StringCatalog: Sendable, Hashable {
    /// The file the catalog was read from, as given.
    public var file: String
    /// The format the file is in.
    public var format: CatalogFormat
    /// The locale the strings were written in (the catalog's `sourceLanguage`), like `en`.
    public var sourceLanguage: String
    /// The entries, in file order.
    public var entries: [CatalogEntry]
    /// Every locale with at least one string, sorted.
    public var locales: [String]

    /// A catalog of `entries`; its `locales` are those the entries have strings in.
    ///
    /// - Parameters:
    ///   - file: The file it was read from, as given.
    ///   - format: The file's format.
    ///   - sourceLanguage: The locale the strings were written in.
    ///   - entries: The entries, in file order.
    public init(file: String, format: CatalogFormat, sourceLanguage: String, entries: [CatalogEntry]) {
        self.file = file
        self.format = format
        self.sourceLanguage = sourceLanguage
        self.entries = entries
        var locales = Set<String>()
        for entry in entries {
            for (locale, strings) in entry.localizations where !strings.isEmpty { locales.insert(locale) }
        }
        self.locales = locales.sorted()
    }

    /// The entry whose key is `key`, or nil.
    ///
    /// - Parameter key: The string key, like `settings.title`.
    /// - Returns: The first entry with that key.
    public func entry(forKey key: String) -> CatalogEntry? {
        entries.first { $0.key == key }
    }
}

/// One string key of a catalog, with its strings in each locale.
public struct CatalogEntry: Sendable, Hashable {
    /// The key the app looks the string up by, like `settings.title`.
    public var key: String
    /// The comment for translators, if any.
    public var comment: String?
    /// Whether the string is to be translated (`shouldTranslate` of a String Catalog); true elsewhere.
    public var shouldTranslate: Bool
    /// Locale → its strings, one per variant: the plain string, or one per plural or device variation.
    public var localizations: [String: [CatalogString]]

    /// An entry for `key`.
    ///
    /// - Parameters:
    ///   - key: The string key.
    ///   - comment: The comment for translators.
    ///   - shouldTranslate: Whether the string is to be translated.
    ///   - localizations: Locale → its strings, one per variant.
    public init(
        key: String, comment: String? = nil, shouldTranslate: Bool = true,
        localizations: [String: [CatalogString]] = [:]
    ) {
        self.key = key
        self.comment = comment
        self.shouldTranslate = shouldTranslate
        self.localizations = localizations
    }

    /// The strings of `locale`, or an empty array when it has none.
    ///
    /// - Parameter locale: A locale of the catalog, like `de`.
    /// - Returns: Its strings, one per variant, in file order.
    public func strings(for locale: String) -> [CatalogString] {
        localizations[locale] ?? []
    }
}

/// One string of one locale: the plain string of a key or one of its variations.
public struct CatalogString: Sendable, Hashable {
    /// The path through Xcode's variations, like `plural.one`, `device.ipad` or
    /// `device.iphone.plural.few`; `substitutions.NAME.plural.one` for a
    /// substitution's variation; nil for the plain string.
    public var variant: String?
    /// The text as in the file, format specifiers included (`%@`, `%lld`, `%1$@`).
    public var value: String
    /// How far the translation has come.
    public var state: TranslationState

    /// A string of a locale.
    ///
    /// - Parameters:
    ///   - variant: The path through the variations; nil for the plain string.
    ///   - value: The text, format specifiers included.
    ///   - state: How far the translation has come.
    public init(variant: String? = nil, value: String, state: TranslationState = .translated) {
        self.variant = variant
        self.value = value
        self.state = state
    }

    /// The plural category the string is for (the category after the last `plural.` of its variant), or nil.
    public var pluralCategory: PluralCategory? {
        guard let variant else { return nil }
        let parts = variant.split(separator: ".")
        guard let index = parts.lastIndex(of: "plural"), index + 1 < parts.count else { return nil }
        return PluralCategory(rawValue: String(parts[index + 1]))
    }
}

/// How far a translation has come, as String Catalogs and XLIFF record it.
public enum TranslationState: String, Sendable, Hashable, CaseIterable {
    /// Translated and reviewed.
    case translated
    /// Translated; a reviewer is to look at it again.
    case needsReview = "needs_review"
    /// Not translated yet.
    case new
    /// The source string is gone or changed since it was translated.
    case stale
}

/// A localization file format that `CatalogReading` reads.
public enum CatalogFormat: String, Sendable, Hashable, CaseIterable {
    /// Xcode's String Catalog, JSON (`.xcstrings`).
    case xcstrings
    /// A `.strings` file of one locale (UTF-8 or UTF-16 with a byte order mark).
    case strings
    /// XLIFF 1.2 as Xcode exports it (`.xliff`, `.xlf`); read by a reader the `navbar` tool registers.
    case xliff

    /// The format of a file named `path`, by its extension; nil for any other extension.
    ///
    /// - Parameter path: A file name or path, like `Localizable.xcstrings`.
    /// - Returns: `.xcstrings`, `.strings` or `.xliff` (for `.xliff` and `.xlf`).
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "xcstrings": self = .xcstrings
        case "strings": self = .strings
        case "xliff", "xlf": self = .xliff
        default: return nil
        }
    }
}
