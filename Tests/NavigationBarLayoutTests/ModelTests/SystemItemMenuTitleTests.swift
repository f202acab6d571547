import NavigationBarLayout
import Testing
import TextMetrics

/// Image system items (Add, Compose, Trash, …) in the overflow menu are listed with their localized titles.
@Suite struct SystemItemMenuTitleTests {
    /// A bar whose overflow menu lists the Add and Trash items, in `locale`.
    static func menu(locale: String?) throws -> (titles: [String?], geometry: BarGeometry) {
        let locale = locale.map { #""locale": "\#($0)", "# } ?? ""
        let scene = try Scene.decode(
            json: #"""
                {"width": 390, "profile": "ios17", \#(locale)"items": [{"title": "Notiz",
                  "additionalOverflowItems": [{"systemItem": "add"}, {"systemItem": "trash"}]}]}
                """#)
        let geometry = try BarLayout.solve(scene, measurer: FixedAdvanceMeasurer())
        return (geometry.itemGroups?.overflowMenu.map(\.title) ?? [], geometry)
    }

    @Test func imageItemsHaveTheirLocalizedTitleInTheMenu() throws {
        #expect(try Self.menu(locale: "de").titles == ["Hinzufügen", "Löschen"])
        #expect(try Self.menu(locale: "ja").titles == ["追加", "削除"])
        #expect(try Self.menu(locale: nil).titles == ["Add", "Delete"])
    }

    @Test func imageItemTitlesAreSourcedWhereTheGlossariesCoverTheLanguage() throws {
        let german = try SystemStrings.forLocale("de")
        for item in SystemItem.allCases {
            let entry = try #require(german.entry(for: item), "\(item)")
            #expect(entry.label == "R" && entry.source == "keyboardkit", "\(item)")
        }
    }

    @Test func anUnsourcedImageItemTitleIsEnglishAndReportedInTheMenu() throws {
        let (titles, geometry) = try Self.menu(locale: "bn")
        #expect(titles == ["Add", "Delete"])
        let unverified = try SystemStrings.forLocale("bn").unverifiedTexts(in: geometry)
        #expect(unverified.map(\.element) == ["itemGroups.overflowMenu[0]", "itemGroups.overflowMenu[1]"])
        #expect(unverified.map(\.systemItem) == [.add, .trash])
    }
}
