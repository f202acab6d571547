import Testing

@testable import StringCatalogs

/// Reading `.strings` files: UTF-16 in both byte orders and UTF-8, comments, escapes, bare words, errors.
@Suite struct StringsFileReaderTests {
    @Test func readsUTF16LittleEndianWithCommentsAndEscapes() throws {
        let catalog = try CatalogFiles.read("de.lproj/Localizable.strings")
        #expect(catalog.format == .strings)
        #expect(catalog.sourceLanguage == "de")
        #expect(catalog.locales == ["de"])
        let pairs = catalog.entries.map { ($0.key, $0.strings(for: "de").map(\.value)) }
        #expect(
            pairs.map(\.0) == [
                "settings.title", "Xy1-aB-c2d.title", "album.share", "photos.count.quoted", "emoji", "backslash",
                "done", "Cancel",
            ])
        #expect(
            pairs.map(\.1) == [
                ["Einstellungen"], ["Bearbeiten"], ["Teilen …"], ["\"%lld\" Fotos\n\tausgewählt"], ["Fertig 😀"],
                ["a\\b"], ["Fertig"], ["Cancel"],
            ])
        #expect(catalog.entries[0].strings(for: "de") == [CatalogString(value: "Einstellungen", state: .translated)])
    }

    @Test func readsUTF16BigEndianAndUTF8WithAByteOrderMark() throws {
        let japanese = try CatalogFiles.read("ja.lproj/Localizable.strings")
        #expect(japanese.entry(forKey: "settings.title")?.strings(for: "ja").map(\.value) == ["設定"])
        #expect(japanese.entry(forKey: "Edit")?.strings(for: "ja").map(\.value) == ["編集"])
        let arabic = try CatalogFiles.read("ar.lproj/Localizable.strings")
        #expect(arabic.entry(forKey: "settings.title")?.strings(for: "ar").map(\.value) == ["الإعدادات"])
    }

    @Test func localeComesFromTheFolderOrTheName() {
        #expect(StringsFileReader.locale(ofFile: "App/pt-BR.lproj/Localizable.strings") == "pt-BR")
        #expect(StringsFileReader.locale(ofFile: "Base.lproj/Main.strings") == "und")
        #expect(StringsFileReader.locale(ofFile: "fr.strings") == "fr")
        #expect(StringsFileReader.locale(ofFile: "Localizable.strings") == "und")
    }

    @Test func missingSemicolonNamesFileLineAndColumn() {
        #expect(
            CatalogFiles.shortDescription(CatalogFiles.error("Malformed.strings"))
                == "Malformed.strings:4:1: expected ';' after the value, found '\"'")
        #expect(
            CatalogFiles.shortDescription(CatalogFiles.error("Unterminated.strings"))
                == "Unterminated.strings:2:7: unterminated string")
    }

    @Test(arguments: [
        ("\"a\" = ", "1:7: expected a value, found the end of the file"),
        ("/* open", "1:1: unterminated comment"),
        ("\"a\" \"b\";", "1:5: expected '=' or ';' after the key, found '\"'"),
        ("\"a\" = = ;", "1:7: expected a value (a quoted string), found '='"),
        ("\"a\" = \"\\UD800\";", "1:8: \\U escape of a surrogate, U+D800"),
        ("\"a\" = \"\\Uzz\";", "1:8: expected hexadecimal digits after \\U"),
        (
            "<?xml version=\"1.0\"?>",
            "1:1: an XML or binary property list: only the text form of .strings files is read"
        ),
    ])
    func malformedTextIsAnError(text: String, expected: String) {
        #expect(CatalogFiles.error(reading: text, as: .strings)?.description == "x.strings:" + expected)
    }

    @Test func invalidEncodingIsAnError() {
        #expect(throws: CatalogError(file: "x.strings", line: 1, column: 8, message: "invalid UTF-8")) {
            try CatalogReading.read(bytes: Array("\"a\" = \"".utf8) + [0xFF], file: "x.strings", format: .strings)
        }
        #expect(throws: CatalogError(file: "x.strings", message: "UTF-16 text with an odd number of bytes")) {
            try CatalogReading.read(bytes: [0xFF, 0xFE, 0x41], file: "x.strings", format: .strings)
        }
    }

    @Test func aKeyGivenTwiceKeepsItsLastValueInItsFirstPlace() throws {
        let catalog = try CatalogReading.read(
            bytes: Array("a = 1; b = 2; a = 3;".utf8), file: "de.strings", format: .strings)
        #expect(catalog.entries.map(\.key) == ["a", "b"])
        #expect(catalog.entry(forKey: "a")?.strings(for: "de").map(\.value) == ["3"])
    }
}
