import Testing

@testable import StringCatalogs

/// The catalog model: locales, variants, file formats by extension, plural rules, samples and pseudo-languages.
@Suite struct StringCatalogModelTests {
    @Test func catalogListsItsLocalesSortedAndFindsEntries() {
        let catalog = StringCatalog(
            file: "Localizable.xcstrings", format: .xcstrings, sourceLanguage: "en",
            entries: [
                CatalogEntry(
                    key: "photos",
                    localizations: [
                        "ru": [
                            CatalogString(variant: "plural.one", value: "%lld фото"),
                            CatalogString(variant: "plural.few", value: "%lld фото", state: .needsReview),
                        ],
                        "en": [CatalogString(value: "%lld photos")],
                        "fr": [],
                    ]),
                CatalogEntry(key: "done", localizations: ["de": [CatalogString(value: "Fertig")]]),
            ])
        #expect(catalog.locales == ["de", "en", "ru"])
        #expect(catalog.entry(forKey: "done")?.strings(for: "de") == [CatalogString(value: "Fertig")])
        #expect(catalog.entry(forKey: "missing") == nil)
        #expect(catalog.entry(forKey: "photos")?.strings(for: "ru").map(\.pluralCategory) == [.one, .few])
        #expect(CatalogString(variant: "device.iphone.plural.many", value: "").pluralCategory == .many)
        #expect(CatalogString(variant: "device.ipad", value: "").pluralCategory == nil)
    }

    @Test func formatFollowsTheExtension() {
        #expect(CatalogFormat(path: "a/Localizable.xcstrings") == .xcstrings)
        #expect(CatalogFormat(path: "de.lproj/Localizable.strings") == .strings)
        #expect(CatalogFormat(path: "de.xliff") == .xliff)
        #expect(CatalogFormat(path: "de.XLF") == .xliff)
        #expect(CatalogFormat(path: "de.json") == nil)
        #expect(CatalogFormat(path: ".strings") == nil)
        #expect(TranslationState(rawValue: "needs_review") == .needsReview)
    }

    @Test func errorDescriptionNamesFileLineAndColumn() {
        #expect(
            CatalogError(file: "a.strings", line: 3, column: 7, message: "expected ';'").description
                == "a.strings:3:7: expected ';'")
        #expect(
            CatalogError(file: "a.xcstrings", path: "strings.done", message: "must be an object").description
                == "a.xcstrings: strings.done: must be an object")
    }
}

/// CLDR plural rules, format specifiers filled with samples, and pseudo-languages.
@Suite struct FormatSampleTests {
    @Test func pluralCategoriesFollowCLDR() {
        #expect(PluralRules.categories(locale: "ru") == [.one, .few, .many, .other])
        #expect(PluralRules.categories(locale: "ja") == [.other])
        #expect(PluralRules.categories(locale: "ar-SA") == [.zero, .one, .two, .few, .many, .other])
        #expect(
            [1, 2, 5, 11, 21, 22, 25, 111].map { PluralRules.category(of: $0, locale: "ru") }
                == [.one, .few, .many, .many, .one, .few, .many, .many])
        #expect(
            [0, 1, 2, 3, 11, 100].map { PluralRules.category(of: $0, locale: "ar") }
                == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules.category(of: 0, locale: "fr") == .one)
        #expect(PluralRules.category(of: 0, locale: "en_GB") == .other)
    }

    @Test func countsAreTheWidestOfTheirCategory() {
        let sample = FormatSample()
        #expect(sample.count(locale: "ru", category: .one) == 9991)
        #expect(sample.count(locale: "ru", category: .few) == 9994)
        #expect(sample.count(locale: "ru", category: .many) == 9999)
        #expect(sample.count(locale: "en", category: .one) == 1)
        #expect(sample.count(locale: "ar", category: .two) == 2)
        #expect(sample.count(locale: "fr", category: .many) == 1_000_000)
        #expect(sample.count(locale: "de", category: nil) == 9999)
    }

    @Test func fillsEverySpecifierKind() {
        let sample = FormatSample(samples: ["greeting": ["Ann", "Alexandrina"]])
        #expect(sample.fill("Hi %@!", key: "greeting", locale: "en") == "Hi Alexandrina!")
        #expect(sample.fill("Hi %1$@, %2$lld new", key: "other", locale: "en") == "Hi WWWWWWWW, 9999 new")
        #expect(sample.fill("%lld фото", key: "p", locale: "ru", category: .few) == "9994 фото")
        #expect(sample.fill("%.1f km · 100%% · %d%", key: "k", locale: "de") == "9999.9 km · 100% · 9999%")
        #expect(FormatSample(arguments: ["a=b=c", "a=x"])?.samples == ["a": ["b=c", "x"]])
        #expect(FormatSample(arguments: ["=x"]) == nil)
    }

    @Test func pseudoLanguagesKeepFormatSpecifiers() {
        #expect(PseudoLanguage.accented.apply(to: "Done %@") == "Ðöñé %@")
        #expect(PseudoLanguage.doubleLength.apply(to: "%lld Photos") == "%lld Photos Photos")
        #expect(PseudoLanguage.doubleLength.apply(to: "Done") == "Done Done")
        #expect(PseudoLanguage.bounded.apply(to: "Done") == "[#Done#]")
        #expect(PseudoLanguage.rightToLeft.apply(to: "Done") == "\u{200F}\u{202E}Done\u{202C}\u{200F}")
        #expect(PseudoLanguage(locale: "AR-xb") == .rightToLeft)
        #expect(PseudoLanguage.allCases.map(\.locale) == ["en-XA", "en-XL", "en-XB", "ar-XB"])
    }
}
