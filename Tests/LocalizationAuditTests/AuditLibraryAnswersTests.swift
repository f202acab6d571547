import LocalizationAudit
import NavigationBarLayout
import Testing
import TextMetrics

/// The findings the audit takes from the library's answers: the locale table's unsourced strings and the
/// missing characters a format-2 geometry reports.
@Suite struct AuditLibraryAnswersTests {
    /// Urdu: its generic back title and its Done have no source (label `I`).
    static let strings = StringTable([
        "ur": [
            "settings.title": "ترتیبات", "privacy.title": "رازداری", "privacy.edit": "ترمیم",
            "long.title": "رازداری اور حفاظت کی ترتیبات",
        ]
    ])

    static func screens(title: String) throws -> AuditScreens {
        try AuditScreens.decode(
            json: """
                {"screens": [
                  {"id": "settings", "title": "settings.title", "rightBarButtonItems": [{"systemItem": "done"}]},
                  {"id": "privacy", "back": "settings", "title": "\(title)",
                   "rightBarButtonItems": [{"title": "privacy.edit"}]}
                ]}
                """)
    }

    @Test func unsourcedSystemItemIsReportedOncePerScreenAndLocale() throws {
        let report = try LocalizationAudit.run(
            screens: Self.screens(title: "privacy.title"), strings: Self.strings,
            matrix: AuditMatrix(locales: ["ur"], devices: LocalizationAuditTests.phones))
        let unverified = report.findings.filter { $0.kind == .systemStringUnverified }
        #expect(unverified.map(\.element) == ["rightBarButtonItems[0]"])
        #expect(unverified.first?.screen == "settings")
        #expect(unverified.first?.text == "Done")
        #expect(unverified.first?.device == nil)
    }

    @Test func genericBackTitleIsUnverifiedOnlyWhereShown() throws {
        let longBack = StringTable([
            "ur": [
                "settings.title": "ترتیبات اور دوسری چیزیں جو آپ کے اکاؤنٹ کی ہیں", "privacy.title": "رازداری",
                "privacy.edit": "ترمیم",
            ]
        ])
        let report = try LocalizationAudit.run(
            screens: Self.screens(title: "privacy.title"), strings: longBack,
            matrix: AuditMatrix(locales: ["ur"], devices: LocalizationAuditTests.phones))
        let back = report.findings.filter { $0.kind == .systemStringUnverified && $0.element == "back" }
        let shortened = report.findings.filter { $0.kind == .backTitleShortened && $0.shown == "Back" }
        #expect(!shortened.isEmpty)
        #expect(back.map(\.device) == shortened.map(\.device))
        #expect(back.allSatisfy { $0.text == "Back" && $0.detail == "generic back title" })
        let fits = try LocalizationAudit.run(
            screens: Self.screens(title: "privacy.title"), strings: Self.strings,
            matrix: AuditMatrix(locales: ["ur"], devices: LocalizationAuditTests.phones))
        #expect(!fits.findings.contains { $0.element == "back" })
    }

    @Test func geometryMissingCharactersReplaceWidthFindings() throws {
        let screens = try Self.screens(title: "long.title")
        let matrix = AuditMatrix(locales: ["ur"], devices: [LocalizationAuditTests.phones[0]])
        var geometries: [(id: String, geometry: BarGeometry)] = []
        let measurer = TextMeasurer()
        try LocalizationAudit.scenes(screens: screens, strings: Self.strings, matrix: matrix) { scene in
            var geometry = try BarLayout.solve(scene, measurer: measurer).attachingFonts(measurer: measurer)
            if var title = geometry.title, var fonts = title.fonts {
                fonts.missingCharacters = ["\u{0915}"]
                title.fonts = fonts
                geometry.title = title
            }
            geometries.append((try #require(scene.id), geometry))
        }
        let report = try LocalizationAudit.report(
            screens: screens, strings: Self.strings, matrix: matrix, geometries: geometries)
        let titles = report.findings.filter { $0.screen == "privacy" && $0.element == "title" }
        #expect(titles.map(\.kind) == [.missingCharacters])
        #expect(titles.first?.detail == "no font has U+0915")
        #expect(titles.first?.device == "Narrow")
        #expect(titles.first?.key == "long.title")
    }
}

extension AuditLibraryAnswersTests {
    @Test func unsourcedImageItemTitleIsReportedWhereTheOverflowMenuListsIt() throws {
        let screens = try AuditScreens.decode(
            json: """
                {"screens": [{"id": "note", "title": "privacy.title", "profile": "ios17",
                  "additionalOverflowItems": [{"systemItem": "add"}]}]}
                """)
        let strings = StringTable(["ur": ["privacy.title": "رازداری"], "de": ["privacy.title": "Datenschutz"]])
        let report = try LocalizationAudit.run(
            screens: screens, strings: strings,
            matrix: AuditMatrix(locales: ["ur", "de"], devices: LocalizationAuditTests.phones))
        let unverified = report.findings.filter { $0.kind == .systemStringUnverified }
        // Urdu has no source for the Add item's title: English stands in, on every bar; German has one.
        #expect(unverified.map(\.device) == ["Narrow", "Wide"])
        #expect(unverified.allSatisfy { $0.locale == "ur" && $0.text == "Add" })
        #expect(unverified.allSatisfy { $0.element == "additionalOverflowItems[0]" })
    }
}
