import Foundation
import Testing

@Suite struct MeasureCommandTests {
    @Test func printsTheMeasurementAsSortedPrettyJSON() throws {
        let result = try Navbar.run(["measure", "Hello, World"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                {
                  "lineMetrics": {
                    "ascent": 16.4688,
                    "capHeight": 12.3636,
                    "descent": 4.1051,
                    "lineHeight": 20.5739
                  },
                  "missingCharacters": [],
                  "runs": [
                    {
                      "face": "Inter Regular",
                      "glyphCount": 12,
                      "width": 96.5426
                    }
                  ],
                  "style": {
                    "family": "Inter",
                    "size": 17,
                    "tracking": 0,
                    "weight": "regular"
                  },
                  "text": "Hello, World",
                  "width": 96.5426
                }

                """)
    }

    @Test func optionsShapeTheStyle() throws {
        let json = try Navbar.measureJSON([
            "Done 完成", "--weight", "semibold", "--size=20", "--tracking", "-0.5", "--family", "inter",
        ])
        let style = try #require(json["style"] as? [String: Any])
        #expect(style["family"] as? String == "inter")
        #expect(style["size"] as? Double == 20)
        #expect(style["weight"] as? String == "semibold")
        #expect(style["tracking"] as? Double == -0.5)
        let runs = try #require(json["runs"] as? [[String: Any]])
        #expect(runs.map { $0["face"] as? String } == ["Inter Semi Bold", "Droid Sans Fallback Regular"])
        #expect(runs.map { $0["glyphCount"] as? Int } == [5, 2])
        #expect(json["fitted"] == nil)
    }

    @Test func maxWidthAddsTheFittedText() throws {
        let json = try Navbar.measureJSON(["Hello, World", "--max-width", "50"])
        let fitted = try #require(json["fitted"] as? [String: Any])
        #expect(fitted["text"] as? String == "Hell…")
        #expect(fitted["truncated"] as? Bool == true)
        #expect(fitted["width"] as? Double == 44.5043)
        let whole = try #require(try Navbar.measureJSON(["Edit", "--max-width", "100"])["fitted"] as? [String: Any])
        #expect(whole["text"] as? String == "Edit" && whole["truncated"] as? Bool == false)
        let none = try Navbar.measureJSON(["Edit", "--max-width", "1"])
        #expect(none["fitted"] is NSNull)
    }

    @Test func missingCharactersAreListed() throws {
        let json = try Navbar.measureJSON(["AᏣ"])
        #expect(json["missingCharacters"] as? [String] == ["Ꮳ"])
    }

    @Test func textAfterDoubleDashMayStartWithADash() throws {
        let json = try Navbar.measureJSON(["--", "-5"])
        #expect(json["text"] as? String == "-5")
    }

    @Test func helpPrintsUsage() throws {
        let result = try Navbar.run(["measure", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: Measure a line of text"))
        #expect(result.stdout.contains("--max-width <points>"))
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [
        (["x", "--bogus"], "unknown option '--bogus'; see 'navbar measure --help'"),
        (["x", "--size"], "missing value for '--size'"),
        (["x", "--size", "big"], "the value of '--size' must be a number, got 'big'"),
        (["x", "--max-width", "wide"], "the value of '--max-width' must be a number, got 'wide'"),
        (
            ["x", "--weight", "ultra"],
            "the value of '--weight' must be one of 'regular', 'medium', 'semibold', 'bold', 'heavy', 'black', got 'ultra'"
        ),
        // Issue 8 and issue 12: bad values exited 1; '--size=-5' was not read as a value.
        (["x", "--size", "-1"], "the value of '--size' must be a number from 0 to 10000, got '-1'"),
        (["x", "--size=-5"], "the value of '--size' must be a number from 0 to 10000, got '-5'"),
        (["x", "--size", "nan"], "the value of '--size' must be a number, got 'nan'"),
        (["x", "--size", "1e9"], "the value of '--size' must be a number from 0 to 10000, got '1000000000'"),
        (["x", "--size", "0x10"], "the value of '--size' must be a number, got '0x10'"),
        (["x", "--max-width", "-1"], "the value of '--max-width' must be a number of at least 0, got '-1'"),
        (["x", "--sise", "12"], "unknown option '--sise'; did you mean '--size'?"),
        ([], "missing TEXT; see 'navbar measure --help'"),
        (["a", "b"], "unexpected argument 'b'; TEXT must be one argument (quote it)"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let result = try Navbar.run(["measure"] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: \(message)\n")
    }

    @Test func invalidUTF8TextIsAUsageError() throws {
        let result = try Navbar.run(raw: [Array("measure".utf8), [0x41, 0xFF, 0xFE]])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: TEXT is not valid UTF-8\n")
    }

    @Test func unknownFamilyIsAUsageErrorAndListsFamilies() throws {
        let result = try Navbar.run(["measure", "Edit", "--family", "Nope Sans"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: --family: unknown font family 'Nope Sans'; known families: "))
        for family in ["DejaVu Sans", "Droid Sans Fallback", "Inter"] {
            #expect(result.stderr.contains(family))
        }
    }

    @Test func corruptFontFileExits65() throws {
        let path = NSTemporaryDirectory() + "navbar-corrupt-\(UUID().uuidString).ttf"
        try Data((0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try Navbar.run(["measure", "Edit", "--font-file", path])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: '"))
        #expect(result.stderr.hasSuffix("' is not a usable font file: unknown file format\n"))
    }

    @Test func missingFontFileExits66() throws {
        let result = try Navbar.run(["measure", "Edit", "--font-file", "/no/such/font.ttf"])
        #expect(result.status == 66)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: cannot read font file '/no/such/font.ttf': No such file or directory\n")
    }

    @Test func fontFileAddsItsFamily() throws {
        let json = try Navbar.measureJSON([
            "Edit", "--font-file", Navbar.root + "/Fonts/DejaVuSans-Bold.ttf", "--family", "DejaVu Sans", "--weight",
            "bold",
        ])
        let runs = try #require(json["runs"] as? [[String: Any]])
        #expect(runs.first?["face"] as? String == "DejaVu Sans Bold")
    }

    @Test(arguments: [
        ("nan", "the value of '--size' must be a number, got 'nan'"),
        ("-3", "the value of '--size' must be a number from 0 to 10000, got '-3'"),
        ("1e9", "the value of '--size' must be a number from 0 to 10000, got '1000000000'"),
    ])
    func invalidSizesAreUsageErrors(size: String, message: String) throws {
        let result = try Navbar.run(["measure", "Edit", "--size", size])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: \(message)\n"))
    }

    @Test func negativeMaxWidthIsAUsageError() throws {
        let result = try Navbar.run(["measure", "Edit", "--max-width", "-1"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: the value of '--max-width' must be a number of at least 0, got '-1'\n"))
    }

    @Test(arguments: ["1e308", "-1e308", "1000.5"])
    func trackingBeyondTheLimitIsAnErrorNotANullWidth(tracking: String) throws {
        let result = try Navbar.run(["measure", "Edit", "--tracking", tracking])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: tracking must be a finite number from -1000 to 1000, got "))
    }
}
