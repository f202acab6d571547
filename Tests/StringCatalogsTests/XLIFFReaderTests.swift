import Testing

@testable import StringCatalogs
@testable import XLIFFReading

/// Reading XLIFF 1.2 as Xcode exports it, through libxml2: units, variants, states, notes, errors, no XXE.
@Suite struct XLIFFReaderTests {
    init() { XLIFFReader.register() }

    @Test func readsUnitsOfEveryFileAsEntries() throws {
        let catalog = try CatalogFiles.read("de.xliff")
        #expect(catalog.format == .xliff)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.locales == ["de", "en"])
        #expect(
            catalog.entries.map(\.key) == [
                "Edit", "photos.count", "settings.title", "privacy.edit", "privacy.title", "CFBundleDisplayName",
            ])
        let photos = try #require(catalog.entry(forKey: "photos.count"))
        #expect(photos.comment == "Title of the album screen: the number of photos")
        #expect(
            photos.strings(for: "de") == [
                CatalogString(variant: "plural.one", value: "%lld Foto"),
                CatalogString(variant: "plural.other", value: "%lld Fotos", state: .needsReview),
            ])
        #expect(photos.strings(for: "en").map(\.value) == ["%lld Photo", "%lld Photos"])
        #expect(
            catalog.entry(forKey: "settings.title")?.strings(for: "de").map(\.value) == ["Einstellungen & Datenschutz"])
        #expect(catalog.entry(forKey: "privacy.edit")?.strings(for: "de").map(\.state) == [.new])
        #expect(catalog.entry(forKey: "privacy.edit")?.comment == nil, "Xcode's placeholder note is no comment")
        #expect(catalog.entry(forKey: "privacy.title")?.strings(for: "de") == [], "no target: no translation")
        #expect(catalog.entry(forKey: "CFBundleDisplayName")?.strings(for: "de").map(\.value) == ["Fotos"])
    }

    @Test func stringsdictUnitsArePluralVariants() throws {
        let photos = try #require(try CatalogFiles.read("ru.xliff").entry(forKey: "photos.count"))
        #expect(
            photos.strings(for: "ru") == [
                CatalogString(variant: "NSStringLocalizedFormatKey", value: "%#@photos@"),
                CatalogString(variant: "plural.one", value: "%lld фотография"),
                CatalogString(variant: "plural.few", value: "%lld фотографии"),
            ])
    }

    @Test func malformedDocumentNamesLibxml2sLineAndColumn() {
        let error = CatalogFiles.error("Malformed.xliff")
        #expect(error?.line == 7)
        #expect(error?.column == 55)
        #expect(
            CatalogFiles.shortDescription(error)
                == "Malformed.xliff:7:55: Opening and ending tag mismatch: target line 7 and source")
    }

    @Test func externalEntitiesAreRefused() {
        #expect(
            CatalogFiles.shortDescription(CatalogFiles.error("ExternalEntity.xliff"))
                == "ExternalEntity.xliff:2: a document type declaration is not allowed "
                + "(XLIFF has none; it could define entities)")
    }

    @Test(arguments: [
        ("<strings/>", "1: not an XLIFF document: the root must be <xliff>"),
        ("<xliff version=\"2.0\"/>", "1: XLIFF 2.0 is not read: only XLIFF 1.2, as Xcode exports it"),
        ("<xliff version=\"1.2\">\n<file><body/></file></xliff>", "2: <file> has no source-language"),
        (
            "<xliff><file source-language=\"en\"><body>\n<trans-unit id=\"a\"><target>x</target></trans-unit>"
                + "</body></file></xliff>", "2: <trans-unit id=\"a\"> has no <source>"
        ),
        (
            "<xliff><file source-language=\"en\" target-language=\"de\"><body><trans-unit id=\"a\"><source>a</source>"
                + "\n<target state=\"done\">x</target></trans-unit></body></file></xliff>",
            "2: 'done' is not an XLIFF 1.2 state: new, needs-translation, needs-adaptation, needs-l10n, "
                + "needs-review-translation, needs-review-adaptation, needs-review-l10n, translated, final, signed-off"
        ),
        ("", "1:1: Document is empty"),
    ])
    func documentsThatAreNotXcodesXLIFFAreErrors(text: String, expected: String) {
        #expect(CatalogFiles.error(reading: text, as: .xliff)?.description == "x.xliff:" + expected)
    }
}
