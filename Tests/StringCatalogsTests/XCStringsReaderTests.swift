import Testing

@testable import StringCatalogs

/// Reading String Catalogs as Xcode writes them: states, plural and device variations, substitutions, errors.
@Suite struct XCStringsReaderTests {
    @Test func readsEntriesInFileOrderWithTheirLocales() throws {
        let catalog = try CatalogFiles.read("Localizable.xcstrings")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.format == .xcstrings)
        #expect(
            catalog.entries.map(\.key)
                == ["", "Edit", "photos.count", "settings.title", "inbox.unread", "album.summary", "Done"])
        #expect(catalog.locales == ["ar", "de", "en", "ja", "ru"])
        let edit = try #require(catalog.entry(forKey: "Edit"))
        #expect(edit.strings(for: "ja") == [CatalogString(value: "編集", state: .needsReview)])
        #expect(edit.strings(for: "ar") == [CatalogString(value: "تعديل")])
        #expect(edit.strings(for: "en") == [CatalogString(value: "Edit")], "the key is the source string")
        #expect(edit.comment == nil)
        let done = try #require(catalog.entry(forKey: "Done"))
        #expect(!done.shouldTranslate)
        #expect(done.localizations == ["en": [CatalogString(value: "Done")]])
    }

    @Test func eachPluralVariationIsAStringOfItsOwn() throws {
        let photos = try #require(try CatalogFiles.read("Localizable.xcstrings").entry(forKey: "photos.count"))
        #expect(photos.comment == "Title of the album screen: the number of photos")
        #expect(
            photos.strings(for: "ru") == [
                CatalogString(variant: "plural.few", value: "%lld фотографии"),
                CatalogString(variant: "plural.many", value: "%lld фотографий"),
                CatalogString(variant: "plural.one", value: "%lld фотография"),
                CatalogString(variant: "plural.other", value: "%lld фотографии", state: .new),
            ])
        let shown = photos.strings(for: "ru").map { FormatSample().fill($0, key: photos.key, locale: "ru") }
        #expect(shown == ["9994 фотографии", "9999 фотографий", "9991 фотография", "9999 фотографии"])
    }

    @Test func deviceVariationsNestPluralOnes() throws {
        let catalog = try CatalogFiles.read("Localizable.xcstrings")
        let settings = try #require(catalog.entry(forKey: "settings.title"))
        #expect(settings.strings(for: "en").map(\.variant) == ["device.ipad", "device.other"])
        #expect(settings.strings(for: "ru") == [CatalogString(value: "Настройки", state: .stale)])
        let unread = try #require(catalog.entry(forKey: "inbox.unread"))
        #expect(
            unread.strings(for: "en") == [
                CatalogString(variant: "device.iphone.plural.one", value: "%lld Unread"),
                CatalogString(variant: "device.iphone.plural.other", value: "%lld Unread"),
                CatalogString(variant: "device.other", value: "%lld Unread Messages"),
            ])
    }

    @Test func substitutionsAreWrittenIntoTheString() throws {
        let summary = try #require(try CatalogFiles.read("Localizable.xcstrings").entry(forKey: "album.summary"))
        #expect(
            summary.strings(for: "en") == [
                CatalogString(variant: "substitutions.photos.plural.one", value: "%1$lld photo in %@"),
                CatalogString(variant: "substitutions.photos.plural.other", value: "%1$lld photos in %@"),
            ])
    }

    @Test func syntaxErrorNamesFileLineAndColumn() {
        #expect(
            CatalogFiles.shortDescription(CatalogFiles.error("Malformed.xcstrings"))
                == "Malformed.xcstrings:12:7: expected a string key in object, found '}'")
    }

    @Test func wrongValueNamesItsLineColumnAndField() {
        let error = CatalogFiles.error("BadState.xcstrings")
        #expect(error?.line == 8)
        #expect(error?.column == 23)
        #expect(
            CatalogFiles.shortDescription(error)
                == "BadState.xcstrings:8:23: strings.Done.localizations.de.stringUnit.state: "
                + "'reviewed' is not a translation state: translated, needs_review, new, stale")
    }

    @Test(arguments: [
        (#"[]"#, "1:1: the document must be a JSON object"),
        (#"{"strings": {}}"#, "1:1: sourceLanguage: missing"),
        (
            #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"de": {"stringUnit": {"state": "new"}}}}}}"#,
            "1:83: strings.a.localizations.de.stringUnit.value: missing"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"de": {"variations": {"gender": {}}}}}}}"#,
            "1:94: strings.a.localizations.de.variations.gender: unknown variation; expected plural or device"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"de": {"variations": {"plural": {"lots": {}}}}}}}}"#,
            "1:103: strings.a.localizations.de.variations.plural.lots: "
                + "'lots' is not a plural category: zero, one, two, few, many, other"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"a": {"shouldTranslate": "no"}}}"#,
            "1:63: strings.a.shouldTranslate: must be true or false"
        ),
    ])
    func valuesThatDoNotFitAreErrors(document: String, expected: String) {
        do {
            _ = try CatalogReading.read(bytes: Array(document.utf8), file: "x.xcstrings", format: .xcstrings)
            Issue.record("read without an error")
        } catch {
            #expect(error.description == "x.xcstrings:" + expected)
            #expect(error.reason == .invalid)
        }
    }

    @Test func missingFileAndUnknownExtensionAreTyped() {
        #expect(CatalogFiles.error("Absent.xcstrings")?.reason == .notFound)
        #expect(CatalogFiles.error("Localizable.json")?.reason == .unsupported)
    }
}
