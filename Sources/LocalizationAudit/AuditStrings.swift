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
