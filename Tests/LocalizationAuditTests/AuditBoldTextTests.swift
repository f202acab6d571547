import LocalizationAudit
import NavigationBarLayout
import Testing

/// `--bold-text`: the matrix's Bold Text setting lays every bar out with the profile's heavier weights (L63).
@Suite struct AuditBoldTextTests {
    /// A title that fits a 320-pt bar between Cancel and Save in regular text, and not in bold text.
    static let screens = """
        {"screens": [
          {"id": "shortcuts", "title": "shortcuts.title",
           "leftBarButtonItems": [{"systemItem": "cancel"}], "rightBarButtonItems": [{"systemItem": "save"}]}
        ]}
        """

    static let strings = StringTable(["en": ["shortcuts.title": "Accessibility Shortcuts"]])

    /// The findings of the screens on the narrow phone, with Bold Text on or off.
    static func findings(boldText: Bool) throws -> [AuditFinding] {
        let matrix = AuditMatrix(
            locales: ["en"], devices: [LocalizationAuditTests.phones[0]], boldText: boldText)
        return try LocalizationAudit.run(
            screens: try AuditScreens.decode(json: screens), strings: strings, matrix: matrix
        ).findings
    }

    @Test func boldTextTruncatesATitleThatFitsInRegular() throws {
        #expect(try Self.findings(boldText: false).isEmpty)
        let bold = try Self.findings(boldText: true)
        let title = try #require(bold.first { $0.element == "title" })
        #expect(title.kind == .truncated)
        #expect(title.boldText)
        #expect(title.text == "Accessibility Shortcuts")
        #expect(title.shown.hasSuffix("…"))
    }

    @Test func theMatrixSetsTheSceneKey() throws {
        var scenes: [Scene] = []
        let matrix = AuditMatrix(locales: ["en"], devices: [LocalizationAuditTests.phones[0]], boldText: true)
        try LocalizationAudit.scenes(
            screens: try AuditScreens.decode(json: Self.screens), strings: Self.strings, matrix: matrix
        ) { scenes.append($0) }
        #expect(scenes.count == 1)
        #expect(scenes.allSatisfy { $0.boldText })
    }
}
