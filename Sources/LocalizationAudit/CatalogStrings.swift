import StringCatalogs

/// The strings of one or more string catalogs (`.xcstrings`, `.strings`, XLIFF), format specifiers filled
/// with samples, and pseudo-languages made from the source language.
public struct CatalogStrings: AuditStrings {
    /// The catalogs, searched in order for each key.
    public var catalogs: [StringCatalog]
    /// The samples format specifiers are filled with.
    public var samples: FormatSample
    /// The pseudo-languages audited besides the catalogs' locales.
    public var pseudoLanguages: [PseudoLanguage]
    /// Every locale of the catalogs, sorted, then the pseudo-languages' locales.
    public var locales: [String]

    /// The strings of `catalogs`.
    ///
    /// - Parameters:
    ///   - catalogs: The catalogs, searched in order for each key.
    ///   - samples: The samples format specifiers are filled with.
    ///   - pseudoLanguages: The pseudo-languages audited besides the catalogs' locales.
    public init(
        catalogs: [StringCatalog], samples: FormatSample = FormatSample(), pseudoLanguages: [PseudoLanguage] = []
    ) {
        self.catalogs = catalogs
        self.samples = samples
        self.pseudoLanguages = pseudoLanguages
        locales = Set(catalogs.flatMap(\.locales)).sorted() + pseudoLanguages.map(\.locale)
    }

    /// The text of `key` in `locale`: the widest of its variations (plural, device), specifiers filled; in a
    /// pseudo-language, the source language's text made over.
    ///
    /// - Parameters:
    ///   - key: The string key.
    ///   - locale: The locale.
    /// - Returns: The text, or `nil` when no catalog translates the key into the locale.
    public func text(forKey key: String, locale: String) -> String? {
        if let pseudo = PseudoLanguage(locale: locale) {
            for catalog in catalogs {
                guard let entry = catalog.entry(forKey: key) else { continue }
                let source = widest(entry, key: key, locale: catalog.sourceLanguage) ?? key
                return pseudo.apply(to: source)
            }
            return nil
        }
        for catalog in catalogs {
            guard let entry = catalog.entry(forKey: key), let text = widest(entry, key: key, locale: locale) else {
                continue
            }
            return text
        }
        return nil
    }

    /// Each non-empty variation of `key` in `locale`, specifiers filled; in a pseudo-language, the source
    /// language's made over. A string without variations is one variation with a `nil` variant.
    ///
    /// - Parameters:
    ///   - key: The string key.
    ///   - locale: The locale.
    /// - Returns: The variations, in catalog order; none when no catalog translates the key into the locale.
    public func variants(forKey key: String, locale: String) -> [AuditText] {
        let pseudo = PseudoLanguage(locale: locale)
        for catalog in catalogs {
            guard let entry = catalog.entry(forKey: key) else { continue }
            let language = pseudo == nil ? locale : catalog.sourceLanguage
            let texts = entry.strings(for: language).filter { !$0.value.isEmpty }.map { string in
                let filled = samples.fill(string, key: key, locale: language)
                return AuditText(variant: string.variant, text: pseudo?.apply(to: filled) ?? filled)
            }
            if !texts.isEmpty || pseudo != nil { return texts }
        }
        return []
    }

    /// The longest (in characters) of `entry`'s non-empty strings in `locale`, filled.
    private func widest(_ entry: CatalogEntry, key: String, locale: String) -> String? {
        entry.strings(for: locale).filter { !$0.value.isEmpty }.map { samples.fill($0, key: key, locale: locale) }
            .max { $0.count < $1.count }
    }
}
