import Foundation
import Testing

/// `navbar audit` on the example of `Examples/audit`: the report, exit statuses, bad input and split runs.
@Suite struct AuditCommandTests {
    /// The example's screens file and catalog.
    static let screens = Navbar.root + "/Examples/audit/screens.json"
    static let catalog = Navbar.root + "/Examples/audit/Settings.xcstrings"

    /// The JSON report of a run with `arguments` after the example's files.
    static func report(_ arguments: [String]) throws -> (NavbarRun, [String: Any]) {
        let run = try Navbar.run(["audit", screens, "--strings", catalog] + arguments)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return (run, try #require(object, "\(run)"))
    }

    @Test func findsTheRussianTitleTruncatedOnTheSE() throws {
        let (run, report) = try Self.report(["--locales", "ru,en", "--devices", "iPhone SE (3rd generation)"])
        #expect(run.status == 0)
        let findings = try #require(report["findings"] as? [[String: Any]])
        let title = try #require(
            findings.first { $0["screen"] as? String == "privacy" && $0["element"] as? String == "title" })
        #expect(title["locale"] as? String == "ru")
        #expect(title["kind"] as? String == "truncated")
        #expect(title["device"] as? String == "iPhone SE (3rd generation)")
        #expect(title["orientation"] as? String == "portrait")
        #expect(title["contentSizeCategory"] as? String == "large")
        #expect(title["text"] as? String == "Конфиденциальность и безопасность")
        #expect((title["shown"] as? String)?.hasSuffix("…") == true)
        #expect(!findings.contains { $0["locale"] as? String == "en" && $0["kind"] as? String == "truncated" })
    }

    @Test func failOnSetsTheExitStatus() throws {
        let arguments = ["--locales", "ru", "--devices", "iPhone SE (3rd generation)"]
        #expect(try Self.report(arguments).0.status == 0)
        #expect(try Self.report(arguments + ["--fail-on", "truncated"]).0.status == 1)
        #expect(try Self.report(arguments + ["--fail-on", "missingTranslation"]).0.status == 0)
    }

    @Test func unknownNamesGetSuggestions() throws {
        let device = try Navbar.run(["audit", Self.screens, "--strings", Self.catalog, "--devices", "iPhone 61"])
        #expect(device.status == 64)
        #expect(device.stderr.contains("did you mean 'iPhone 16'?"))
        let locale = try Navbar.run(["audit", Self.screens, "--strings", Self.catalog, "--locales", "dee"])
        #expect(locale.status == 64)
        #expect(locale.stderr.contains("did you mean 'de'?"))
        let size = try Navbar.run(["audit", Self.screens, "--strings", Self.catalog, "--dynamic-type", "huge"])
        #expect(size.status == 64)
        let kind = try Navbar.run(["audit", Self.screens, "--strings", Self.catalog, "--fail-on", "truncate"])
        #expect(kind.stderr.contains("did you mean 'truncated'?"))
    }

    @Test func badScreensFileNamesFileLineAndColumn() throws {
        let folder = try Navbar.temporaryFolder()
        let broken = folder + "/screens.json"
        try "{\"screens\": [\n  {\"id\": \"a\",, }\n]}".write(toFile: broken, atomically: true, encoding: .utf8)
        let run = try Navbar.run(["audit", broken, "--strings", Self.catalog, "-o", folder + "/report.json"])
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("Error: \(broken):2:14: "))
        // Nothing is written when the input is bad.
        #expect(!FileManager.default.fileExists(atPath: folder + "/report.json"))
    }

    @Test func splitRunGivesTheSameFindings() throws {
        let folder = try Navbar.temporaryFolder()
        let matrix = [
            "--locales", "de,ja", "--devices", "iPhone 16,iPad (A16)", "--orientations", "portrait,landscape",
        ]
        let emit = try Navbar.run(
            ["audit", Self.screens, "--strings", Self.catalog, "--emit-scenes", "-o", folder + "/scenes.jsonl"] + matrix
        )
        #expect(emit.status == 0)
        let scenes = try String(contentsOfFile: folder + "/scenes.jsonl", encoding: .utf8)
        // Six screens in two locales on two devices in two orientations, and the German `account.devices`'s
        // iPhone and iPad variations, each on its own device in two orientations.
        #expect(scenes.split(separator: "\n").count == 6 * 2 * 2 * 2 + 2 * 2)
        #expect(scenes.contains(#""id":"account|de|iPad (A16)|portrait|large|variant=device.ipad""#))
        #expect(scenes.contains(#""id":"privacy|de|iPhone 16|landscape|large""#))
        let batch = try Navbar.run(
            ["batch", "--geometry-format", "2", folder + "/scenes.jsonl", "-o", folder + "/geometry.jsonl"])
        #expect(batch.status == 0, "\(batch)")
        let split = try Self.report(["--from-geometry", folder + "/geometry.jsonl"] + matrix).1
        let whole = try Self.report(matrix).1
        #expect(split["findings"] as? [[String: AnyHashable]] == whole["findings"] as? [[String: AnyHashable]])
        #expect((whole["findings"] as? [Any])?.isEmpty == false)
    }

    @Test func screensAndReportMatchTheirSchemas() throws {
        let folder = try Navbar.temporaryFolder()
        let run = try Navbar.run(
            ["audit", Self.screens, "--strings", Self.catalog, "--locales", "de,ar", "-o", folder + "/report.json"])
        #expect(run.status == 0)
        for (schema, file) in [("screens", Self.screens), ("audit-report", folder + "/report.json")] {
            let check = try CommandTableOutputsTests.shell(
                "/usr/bin/python3",
                [Navbar.root + "/schemas/validate.py", Navbar.root + "/schemas/\(schema).schema.json", file])
            #expect(check.status == 0 && check.stdout == "ok: 1 file\n", "\(check)")
        }
    }

    @Test func budgetsGoIntoACopyOfTheCatalogOnce() throws {
        let folder = try Navbar.temporaryFolder()
        let devices = ["--devices", "iPhone SE (3rd generation)", "--locales", "de,ja"]
        let json = try Self.report(["--budgets"] + devices).1
        let budgets = try #require(json["budgets"] as? [[String: Any]])
        let title = try #require(
            budgets.first { $0["key"] as? String == "privacy.title" && $0["element"] as? String == "title" })
        let characters = try #require(title["characters"] as? [String: Int])
        #expect(Set(characters.keys) == ["de", "ja"])
        #expect((characters["de"] ?? 0) > "Datenschutz & Sicherheit".count)
        #expect((title["width"] as? Double ?? 0) > 100)
        let first = folder + "/first.xcstrings"
        let second = folder + "/second.xcstrings"
        #expect(
            try Navbar.run(["audit", Self.screens, "--strings", Self.catalog, "--budgets", "-o", first] + devices)
                .status == 0)
        #expect(
            try Navbar.run(["audit", Self.screens, "--strings", first, "--budgets", "-o", second] + devices).status == 0
        )
        let catalog = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: second))) as? [String: Any])
        let entry = try #require((catalog["strings"] as? [String: Any])?["privacy.title"] as? [String: Any])
        let comment = try #require(entry["comment"] as? String)
        #expect(comment.hasPrefix("Navigation bar text\n[navbar audit budget] "))
        #expect(comment.components(separatedBy: "[navbar audit budget]").count == 2)
        #expect(comment.contains("characters that fit: de "))
    }
}

extension AuditCommandTests {
    /// The example's German strings as Xcode exports them to XLIFF 1.2.
    static let germanXLIFF = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Settings.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <trans-unit id="settings.title" xml:space="preserve">
                <source>Settings</source>
                <target state="translated">Einstellungen</target>
                <note>Title of the Settings screen</note>
              </trans-unit>
              <trans-unit id="privacy.title" xml:space="preserve">
                <source>Privacy &amp; Security</source>
                <target state="translated">Datenschutz &amp; Sicherheit</target>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """

    @Test func budgetsGoIntoACopyOfTheXLIFFAsMaxWidth() throws {
        let folder = try Navbar.temporaryFolder()
        let source = folder + "/de.xliff"
        try Self.germanXLIFF.write(toFile: source, atomically: true, encoding: .utf8)
        let device = ["--devices", "iPhone SE (3rd generation)"]
        let json = try Navbar.run(["audit", Self.screens, "--strings", source, "--budgets"] + device)
        #expect(json.status == 0, "\(json)")
        let budgets =
            try #require(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])["budgets"]
            as? [[String: Any]]
        let title = try #require(budgets?.first { $0["key"] as? String == "privacy.title" })
        let characters = try #require((title["characters"] as? [String: Int])?["de"])
        let width = try #require(title["width"] as? Double)
        for (unit, value) in [("char", characters), ("pixel", Int(width.rounded(.down)))] {
            let copy = folder + "/de-\(unit).xliff"
            let run = try Navbar.run(
                ["audit", Self.screens, "--strings", source, "--budgets", "--budget-unit", unit, "-o", copy] + device)
            #expect(run.status == 0, "\(run)")
            let written = try String(contentsOfFile: copy, encoding: .utf8)
            #expect(
                written.contains(
                    #"<trans-unit id="privacy.title" xml:space="preserve" maxwidth="\#(value)" size-unit="\#(unit)">"#))
            #expect(written.contains("<target state=\"translated\">Datenschutz &amp; Sicherheit</target>"))
        }
        #expect(try String(contentsOfFile: source, encoding: .utf8) == Self.germanXLIFF)
        let inPlace = try Navbar.run(["audit", Self.screens, "--strings", source, "--budgets", "-o", source] + device)
        #expect(inPlace.status == 64)
        #expect(try String(contentsOfFile: source, encoding: .utf8) == Self.germanXLIFF)
    }
}
