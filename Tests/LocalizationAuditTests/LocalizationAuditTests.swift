import LocalizationAudit
import NavigationBarLayout
import Testing

/// The audit of the issue's example screens: findings per kind, element, locale and device.
@Suite struct LocalizationAuditTests {
    /// The screens of issue 26's example.
    static let screens = """
        {"screens": [
          {"id": "settings", "title": "settings.title", "prefersLargeTitles": true,
           "rightBarButtonItems": [{"systemItem": "done"}]},
          {"id": "privacy", "back": "settings", "title": "privacy.title",
           "rightBarButtonItems": [{"title": "privacy.edit"}]}
        ]}
        """

    /// A 320-pt phone (the narrowest) and a 430-pt one.
    static let phones = [
        AuditDevice(name: "Narrow", idiom: .phone, scale: 2, portrait: AuditWindow(width: 320), landscape: nil),
        AuditDevice(name: "Wide", idiom: .phone, scale: 3, portrait: AuditWindow(width: 430), landscape: nil),
    ]

    static let strings = StringTable([
        "en": ["settings.title": "Settings", "privacy.title": "Privacy", "privacy.edit": "Edit"],
        "de": [
            "settings.title": "Einstellungen",
            "privacy.title": "Datenschutz und Sicherheitseinstellungen für Ihr Konto",
            "privacy.edit": "Bearbeiten",
        ],
        "fi": ["settings.title": "Asetukset", "privacy.title": "Tietosuoja"],
    ])

    @Test func englishFitsEverywhere() throws {
        let screens = try AuditScreens.decode(json: Self.screens)
        let report = try LocalizationAudit.run(
            screens: screens, strings: Self.strings, matrix: AuditMatrix(locales: ["en"], devices: Self.phones))
        #expect(report.bars == 4)
        #expect(report.findings.isEmpty)
        #expect(report.layoutFailures.isEmpty)
    }

    @Test func longGermanTitleIsTruncatedAndTheBackTitleShortened() throws {
        let screens = try AuditScreens.decode(json: Self.screens)
        let report = try LocalizationAudit.run(
            screens: screens, strings: Self.strings, matrix: AuditMatrix(locales: ["de"], devices: Self.phones))
        let narrow = report.findings.filter { $0.screen == "privacy" && $0.device == "Narrow" }
        #expect(narrow.map(\.kind).contains(.truncated))
        let title = try #require(narrow.first { $0.element == "title" })
        #expect(title.kind == .truncated)
        #expect(title.text == "Datenschutz und Sicherheitseinstellungen für Ihr Konto")
        #expect(title.shown.hasSuffix("…"))
        #expect(title.shown.count < title.text.count)
        #expect(title.key == "privacy.title")
        let back = try #require(narrow.first { $0.element == "back" })
        #expect(back.kind == .backTitleShortened)
        #expect(back.text == "Einstellungen")
        #expect(["Zurück", ""].contains(back.shown))
    }

    @Test func missingKeyIsAFindingNotACrash() throws {
        let screens = try AuditScreens.decode(json: Self.screens)
        let report = try LocalizationAudit.run(
            screens: screens, strings: Self.strings, matrix: AuditMatrix(locales: ["fi"], devices: Self.phones))
        let missing = report.findings.filter { $0.kind == .missingTranslation }
        #expect(missing.count == 1)
        #expect(missing.first?.element == "rightBarButtonItems[0]")
        #expect(missing.first?.text == "privacy.edit")
        #expect(missing.first?.device == nil)
    }

    @Test func badScreensNameThePath() {
        let json = #"{"screens": [{"id": "a", "title": "a.title"}, {"id": "b", "back": "aa", "title": 3}]}"#
        let problems = Self.problems(json)
        #expect(problems.contains("screens[1].back: no screen 'aa'; did you mean 'a'?"))
        #expect(problems.contains { $0.hasPrefix("screens[1].title: must be a string key") })
    }

    @Test func syntaxErrorHasLineAndColumn() {
        #expect(
            Self.problems("{\"screens\": [\n  {\"id\": }\n]}") == [
                "line 2, column 10: expected a JSON value, found '}'"
            ])
    }

    /// The problems of decoding `json`, as printed.
    static func problems(_ json: String) -> [String] {
        do {
            _ = try AuditScreens.decode(json: json)
            return []
        } catch { return error.problems.map(\.description) }
    }
}
