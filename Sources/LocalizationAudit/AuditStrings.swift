import NavigationBarLayout

/// The translated strings an audit looks a screen's keys up in: one or more string catalogs.
///
/// `StringTable` holds them in memory; `navbar audit` fills one from the catalogs its `--strings`
/// options name.
public protocol AuditStrings: Sendable {
    /// The locales the strings are translated into (BCP 47 tags), in the order to audit them.
    var locales: [String] { get }
    /// The text of `key` in `locale`, or `nil` when the key has no translation there.
    ///
    /// - Parameters:
    ///   - key: The string key, as a screen names it.
    ///   - locale: A locale of `locales`.
    /// - Returns: The translated text, format specifiers already filled with samples.
    func text(forKey key: String, locale: String) -> String?
    /// Each variation of `key` in `locale` (plural, device), as its own text; one with a `nil` variant for a
    /// key without variations, none when the key has no translation there.
    ///
    /// - Parameters:
    ///   - key: The string key, as a screen names it.
    ///   - locale: A locale of `locales`.
    /// - Returns: The variations, format specifiers filled with samples, in catalog order.
    func variants(forKey key: String, locale: String) -> [AuditText]
}

/// One variation of a string key's translation.
public struct AuditText: Hashable, Sendable {
    /// The variant key (`plural.few`, `device.ipad`), `nil` for a string without variations.
    public var variant: String?
    /// The text, format specifiers filled.
    public var text: String

    /// Creates a variation.
    ///
    /// - Parameters:
    ///   - variant: The variant key, `nil` for a string without variations.
    ///   - text: The text.
    public init(variant: String?, text: String) {
        self.variant = variant
        self.text = text
    }

    /// The idiom a device variation applies to (`device.iphone`, `device.ipad`); `nil` for every device.
    var idiom: UserInterfaceIdiom? {
        guard let variant else { return nil }
        if variant.hasPrefix("device.iphone") { return .phone }
        if variant.hasPrefix("device.ipad") { return .pad }
        return nil
    }
}

extension AuditStrings {
    /// The one text of `key` in `locale` (``text(forKey:locale:)``), as a variation with a `nil` variant.
    ///
    /// - Parameters:
    ///   - key: The string key.
    ///   - locale: The locale (BCP 47).
    /// - Returns: The text as its only variation, or none when `key` has no text in `locale`.
    public func variants(forKey key: String, locale: String) -> [AuditText] {
        text(forKey: key, locale: locale).map { [AuditText(variant: nil, text: $0)] } ?? []
    }
}

/// Translated strings held in memory: a text per key per locale.
///
/// ```swift
/// let strings = StringTable(["de": ["settings.title": "Einstellungen"]])
/// ```
public struct StringTable: AuditStrings, Hashable {
    /// The texts, by locale and then by key.
    public var texts: [String: [String: String]]
    /// The locales, in the order they are audited.
    public var locales: [String]

    /// A table of `texts`, by locale and then by key; its locales are audited in `locales`' order, by
    /// default sorted.
    ///
    /// - Parameters:
    ///   - texts: The texts, by locale and then by key.
    ///   - locales: The order to audit the locales in; `nil` for `texts`' locales sorted.
    public init(_ texts: [String: [String: String]], locales: [String]? = nil) {
        self.texts = texts
        self.locales = locales ?? texts.keys.sorted()
    }

    /// The text of `key` in `locale`, or `nil` when it has none.
    ///
    /// - Parameters:
    ///   - key: The string key.
    ///   - locale: The locale.
    /// - Returns: The text, if any.
    public func text(forKey key: String, locale: String) -> String? {
        texts[locale]?[key]
    }
}
