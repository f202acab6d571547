import FuzzSupport
import StringCatalogs

/// What every catalog reader promises about a catalog it read, checked by the catalog fuzz targets.
public enum CatalogFuzzCheck {
    /// Reads `bytes` as `format`; a catalog that reads must keep the model's promises, and an error must name
    /// the file.
    public static func check(_ bytes: [UInt8], format: CatalogFormat) {
        let catalog: StringCatalog
        do {
            catalog = try CatalogReading.read(bytes: bytes, file: "input", format: format)
        } catch {
            FuzzCheck.require(error.file == "input", "an error names another file: \(error)")
            FuzzCheck.require(error.line.map { $0 >= 1 } ?? true, "an error's line is below 1: \(error)")
            FuzzCheck.require(error.column.map { $0 >= 1 } ?? true, "an error's column is below 1: \(error)")
            return
        }
        FuzzCheck.require(catalog.locales == catalog.locales.sorted(), "the locales are not sorted")
        let sample = FormatSample()
        for entry in catalog.entries {
            FuzzCheck.require(catalog.entry(forKey: entry.key) != nil, "entry(forKey:) misses '\(entry.key)'")
            for (locale, strings) in entry.localizations {
                FuzzCheck.require(strings.isEmpty || catalog.locales.contains(locale), "locale \(locale) not listed")
                for string in strings { checkString(string, key: entry.key, locale: locale, sample: sample) }
            }
        }
    }

    /// The sample filling and the pseudo-languages keep a string's format specifiers.
    static func checkString(_ string: CatalogString, key: String, locale: String, sample: FormatSample) {
        _ = sample.fill(string, key: key, locale: locale)
        let kinds = FormatSpecifier.all(in: string.value).map(\.kind)
        for pseudo in PseudoLanguage.allCases where pseudo != .doubleLength {
            let pseudoKinds = FormatSpecifier.all(in: pseudo.apply(to: string.value)).map(\.kind)
            FuzzCheck.require(
                pseudoKinds == kinds,
                "\(pseudo.rawValue) changes the format specifiers of \(string.value.debugDescription)")
        }
    }
}
