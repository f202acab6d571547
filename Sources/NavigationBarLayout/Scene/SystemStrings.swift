import JSONFormat

/// UIKit's localized system strings for one language: the generic back title and the titles of the
/// text system items, each with its source and label (`docs/PROFILES.md`, "Labels").
///
/// From the bundled table `Locales/system-strings.json` (`SystemStrings.forLocale(_:)`). A string with
/// no source found is UIKit's English one, labelled `I`.
public struct SystemStrings: Hashable, Sendable {
    /// One string of the table.
    public struct Entry: Hashable, Sendable {
        /// The text UIKit shows.
        public var text: String
        /// `D`, `M`, `R` or `I`.
        public var label: String
        /// The key of its citation in the table's `sources`.
        public var source: String

        /// Creates a string of the table.
        ///
        /// - Parameters:
        ///   - text: The text UIKit shows.
        ///   - label: `D`, `M`, `R` or `I`.
        ///   - source: The key of its citation in the table's `sources`.
        public init(text: String, label: String, source: String) {
            self.text = text
            self.label = label
            self.source = source
        }
    }

    /// The table's language tag the locale matched (`de`, `pt-BR`, `zh-Hant`).
    public var language: String
    /// Whether the language is written right to left (Arabic, Hebrew, Persian, Urdu).
    public var isRightToLeft: Bool
    /// The generic back title (`back`).
    public var back: Entry
    /// The titles of the system items: the text items' titles, and the image items' overflow menu titles.
    public var items: [SystemItem: Entry]

    /// `profile` with this language's generic back title and system item titles, and `locale` as the
    /// language of every text style (shaped with the fonts' forms for it).
    ///
    /// - Parameters:
    ///   - profile: The profile to localize.
    ///   - locale: The scene's locale (BCP 47), handed to HarfBuzz; `nil` leaves the styles as they are.
    /// - Returns: The profile, laying out UIKit's strings in this language.
    public func applied(to profile: MetricsProfile, locale: String? = nil) -> MetricsProfile {
        var localized = locale.map { profile.withLanguage($0) } ?? profile
        localized.genericBackTitle = back.text
        localized.systemItemTitles = items.mapValues(\.text)
        return localized
    }

    /// The strings of `locale` (a BCP 47 tag): its language and script or region if the table has them
    /// (`pt-BR`, `zh-Hant`, `es-419`), else its language (`de-AT` is `de`).
    ///
    /// - Parameter locale: The tag, such as `de-DE`.
    /// - Returns: The strings.
    /// - Throws: ``LocaleTagError`` for a malformed tag, a language the table lacks or a table that
    ///   cannot be read.
    public static func forLocale(_ locale: String) throws(LocaleTagError) -> SystemStrings {
        let tag: LocaleTag
        switch LocaleTag.parse(locale) {
        case .success(let parsed): tag = parsed
        case .failure(let error): throw error
        }
        let table = try SystemStringTable.bundled.get()
        for candidate in SystemStringTable.candidates(for: tag) {
            if let strings = table.languages[candidate] { return strings }
        }
        let known = table.languages.keys.sorted()
        throw .unknownLanguage(
            locale, suggestion: Suggestion.closest(to: tag.language, among: known), known: known)
    }
}
