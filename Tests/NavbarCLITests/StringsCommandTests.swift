import Foundation
import Testing

/// `navbar strings`: the catalogs' strings as JSON Lines, pseudo-languages, samples, and errors with file:line:column.
@Suite struct StringsCommandTests {
    /// The test catalogs of StringCatalogsTests.
    static let catalogs = Navbar.root + "/Tests/StringCatalogsTests/Catalogs"

    @Test func listsEachStringOfALocaleWithItsVariantStateAndShownText() throws {
        let run = try Navbar.run(["strings", "Localizable.xcstrings", "--locale", "ru"], in: Self.catalogs)
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                #"{"file":"Localizable.xcstrings","key":"photos.count","locale":"ru","shown":"9994 фотографии","#
                    + #""state":"translated","value":"%lld фотографии","variant":"plural.few"}"#,
                #"{"file":"Localizable.xcstrings","key":"photos.count","locale":"ru","shown":"9999 фотографий","#
                    + #""state":"translated","value":"%lld фотографий","variant":"plural.many"}"#,
                #"{"file":"Localizable.xcstrings","key":"photos.count","locale":"ru","shown":"9991 фотография","#
                    + #""state":"translated","value":"%lld фотография","variant":"plural.one"}"#,
                #"{"file":"Localizable.xcstrings","key":"photos.count","locale":"ru","shown":"9999 фотографии","#
                    + #""state":"new","value":"%lld фотографии","variant":"plural.other"}"#,
                #"{"file":"Localizable.xcstrings","key":"settings.title","locale":"ru","shown":"Настройки","#
                    + #""state":"stale","value":"Настройки","variant":null}"#,
            ])
        #expect(run.stderr.isEmpty)
    }

    @Test func addsPseudoLanguagesAndSamplesAndReadsEveryFormat() throws {
        let run = try Navbar.run(
            [
                "strings", "Localizable.xcstrings", "de.xliff", "ja.lproj/Localizable.strings", "--locale", "ja",
                "--pseudo", "bounded", "--sample", "album.summary=Summer in Lisbon", "--sample", "album.summary=Rome",
            ], in: Self.catalogs)
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n")
        #expect(
            lines.contains(
                #"{"file":"Localizable.xcstrings","key":"album.summary","locale":"en-XB","#
                    + #""shown":"[#9999 photos in Summer in Lisbon#]","state":"translated","#
                    + #""value":"[#%1$lld photos in %@#]","variant":"substitutions.photos.plural.other"}"#))
        #expect(
            lines.contains(
                #"{"file":"de.xliff","key":"Edit","locale":"en-XB","shown":"[#Edit#]","state":"translated","#
                    + #""value":"[#Edit#]","variant":null}"#))
        #expect(lines.filter { $0.contains(#""locale":"ja""#) }.count == 4, "two of the catalog, two of the .strings")
    }

    /// Arguments after `strings`, the exit status and standard error.
    static let badInputs: [(arguments: [String], status: Int32, message: String)] = [
        (
            ["Malformed.xliff"], 65,
            "Error: Malformed.xliff:7:55: Opening and ending tag mismatch: target line 7 and source"
        ),
        (
            ["BadState.xcstrings"], 65,
            "Error: BadState.xcstrings:8:23: strings.Done.localizations.de.stringUnit.state: 'reviewed' is not a "
                + "translation state: translated, needs_review, new, stale"
        ),
        (
            ["Localizable.xcstrings", "Malformed.strings"], 65,
            "Error: Malformed.strings:4:1: expected ';' after the value, found '\"'"
        ),
        (["Absent.strings"], 66, "Error: Absent.strings: no such file"),
        (["de.xliff", "--locale", "dee"], 64, "Error: no string in locale 'dee'; did you mean 'de'?"),
        (
            ["de.xliff", "--pseudo", "acented"], 64,
            "Error: the value of '--pseudo' must be one of 'accented', 'double-length', 'bounded', 'right-to-left', "
                + "got 'acented'; did you mean 'accented'?"
        ),
        (["de.xliff", "--sample", "nokey"], 64, "Error: the value of '--sample' must be KEY=TEXT, got 'nokey'"),
        ([], 64, "Error: missing catalog file; see 'navbar strings --help'"),
    ]

    @Test(arguments: 0..<badInputs.count)
    func badInputIsAnErrorAndWritesNothing(index: Int) throws {
        let (arguments, status, message) = Self.badInputs[index]
        let run = try Navbar.run(["strings"] + arguments, in: Self.catalogs)
        #expect(run.status == status, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == message + "\n")
    }
}
