import LocalizationAudit
import NavigationBarLayout
import StringCatalogs
import Testing
import TextMetrics

/// Each plural and device variation of a catalog string is audited as its own text, with its variant key.
@Suite struct AuditVariationsTests {
    static let screens = """
        {"screens": [{"id": "inbox", "title": "inbox.title", "rightBarButtonItems": [{"title": "inbox.edit"}]}]}
        """

    /// A phone and an iPad, both 320 pt wide, so that only the texts decide.
    static let devices = [
        AuditDevice(name: "Phone", idiom: .phone, scale: 2, portrait: AuditWindow(width: 320), landscape: nil),
        AuditDevice(name: "Pad", idiom: .pad, scale: 2, portrait: AuditWindow(width: 320), landscape: nil),
    ]

    /// Russian: the title's `few` form is long, its `one` form short; the edit button's iPad form is long.
    static let strings = CatalogStrings(catalogs: [
        StringCatalog(
            file: "Inbox.xcstrings", format: .xcstrings, sourceLanguage: "en",
            entries: [
                entry(
                    "inbox.title", ("plural.one", "Письмо"),
                    ("plural.few", "Непрочитанные письма во входящих за последнюю неделю")),
                entry(
                    "inbox.edit", ("device.iphone", "Правка"),
                    ("device.ipad", "Редактировать все выбранные письма и папки сразу")),
            ])
    ])

    /// A Russian entry with two variations, each a variant key and its text.
    static func entry(_ key: String, _ variations: (String, String)...) -> CatalogEntry {
        CatalogEntry(key: key, localizations: ["ru": variations.map { CatalogString(variant: $0.0, value: $0.1) }])
    }

    static func report() throws -> AuditReport {
        try LocalizationAudit.run(
            screens: AuditScreens.decode(json: screens), strings: strings,
            matrix: AuditMatrix(locales: ["ru"], devices: devices))
    }

    @Test func eachPluralFormIsItsOwnText() throws {
        let titles = try Self.report().findings.filter { $0.element == "title" }
        #expect(titles.map(\.variant) == ["plural.few", "plural.few"])
        #expect(titles.allSatisfy { $0.kind == .truncated && $0.text.hasPrefix("Непрочитанные") })
        #expect(titles.map(\.device) == ["Phone", "Pad"])
    }

    @Test func deviceVariationAppliesToItsKindOnly() throws {
        let report = try Self.report()
        let edits = report.findings.filter { $0.element == "rightBarButtonItems[0]" }
        #expect(!edits.isEmpty)
        #expect(edits.allSatisfy { $0.variant == "device.ipad" && $0.device == "Pad" })
        // Main plan on both devices, one plural form each on both, one device form each on its own device.
        #expect(report.bars == 2 + 2 * 2 + 2 * 1)
    }

    @Test func variantIsInTheJSONFinding() throws {
        let finding = try #require(try Self.report().findings.first { $0.variant == "plural.few" })
        #expect(finding.jsonValue["variant"] == .string("plural.few"))
        let plain = AuditFinding(
            screen: "s", element: "title", locale: "de", device: nil, orientation: nil, contentSizeCategory: nil,
            kind: .missingTranslation, text: "t", shown: "t")
        #expect(plain.jsonValue["variant"] == nil)
    }
}

extension AuditVariationsTests {
    @Test func splitRunNamesEachVariationsBars() throws {
        let screens = try AuditScreens.decode(json: Self.screens)
        let matrix = AuditMatrix(locales: ["ru"], devices: Self.devices)
        let measurer = TextMeasurer()
        var geometries: [(id: String, geometry: BarGeometry)] = []
        try LocalizationAudit.scenes(screens: screens, strings: Self.strings, matrix: matrix) { scene in
            geometries.append((try #require(scene.id), try BarLayout.solve(scene, measurer: measurer)))
        }
        #expect(Set(geometries.map(\.id)).count == 8)
        #expect(geometries.contains { $0.id == "inbox|ru|Pad|portrait|large|variant=device.ipad" })
        #expect(!geometries.contains { $0.id == "inbox|ru|Phone|portrait|large|variant=device.ipad" })
        let split = try LocalizationAudit.report(
            screens: screens, strings: Self.strings, matrix: matrix, geometries: geometries)
        #expect(split.findings == (try Self.report().findings))
    }
}

extension AuditVariationsTests {
    /// The screen above the inbox: its back title is the inbox title, whose `few` form is long.
    static let screensWithBack = """
        {"screens": [{"id": "inbox", "title": "inbox.title"}, {"id": "message", "back": "inbox", "title": {"text": "Re"}}]}
        """

    @Test func eachVariationOfTheBackTitleIsItsOwnBackTitle() throws {
        let report = try LocalizationAudit.run(
            screens: AuditScreens.decode(json: Self.screensWithBack), strings: Self.strings,
            matrix: AuditMatrix(locales: ["ru"], devices: Self.devices))
        let backs = report.findings.filter { $0.screen == "message" && $0.element == "back" }
        // The long `few` form is shortened on both devices; the short `one` form fits, and no finding is left
        // without its variant key.
        #expect(backs.map(\.variant) == ["plural.few", "plural.few"])
        #expect(backs.map(\.device) == ["Phone", "Pad"])
        #expect(backs.allSatisfy { $0.kind == .backTitleShortened && $0.text.hasPrefix("Непрочитанные") })
        #expect(backs.allSatisfy { $0.key == "inbox.title" })
    }
}
