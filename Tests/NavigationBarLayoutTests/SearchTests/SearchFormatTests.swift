import NavigationBarLayout
import Testing
import TextMetrics

/// L70: the search keys of the scene format and the `search` object of geometry format 2.
@Suite struct SearchFormatTests {
    static let scene = """
        {"width": 390, "prefersLargeTitles": true, "items": [{"title": "Inbox",
          "searchController": {"placeholder": "Search Mail", "scopeButtonTitles": ["All", "Unread"],
            "showsScopeBar": true, "showsCancelButton": true},
          "hidesSearchBarWhenScrolling": false, "preferredSearchBarPlacement": "stacked"}]}
        """

    /// The keys decode into the model and are written back.
    @Test func theSceneKeysRoundTrip() throws {
        let scene = try Scene.decode(json: Self.scene)
        let top = try #require(scene.items.last)
        let search = try #require(top.searchController)
        #expect(search.placeholder == "Search Mail" && search.showsScopeBar && search.showsCancelButton)
        #expect(!top.hidesSearchBarWhenScrolling && top.preferredSearchBarPlacement == .stacked)
        #expect(try Scene.decode(json: scene.encodeJSON()) == scene)
    }

    /// A misspelt key is named with a suggestion; a placement that is not one is named with the choices.
    @Test func badSearchKeysAreNamed() {
        let typo = #"{"width": 390, "items": [{"searchController": {"isActiv": true}}]}"#
        #expect(
            Scene.validate(json: typo).map(\.description).contains { $0.contains("isActiv") && $0.contains("isActive") }
        )
        let placement = #"{"width": 390, "items": [{"preferredSearchBarPlacement": "top"}]}"#
        #expect(
            Scene.validate(json: placement).map(\.description).contains {
                $0.contains("preferredSearchBarPlacement") && $0.contains("stacked")
            })
    }

    /// Format 2 writes `search` and its nodes, and reads them back; other bars have no `search` key.
    @Test func format2WritesAndReadsTheSearchObject() throws {
        let scene = try Scene.decode(json: Self.scene)
        let g = try BarLayout.solve(
            scene, profile: try ProfileLibrary.bundled("ios17"), measurer: FixedAdvanceMeasurer())
        let json = g.jsonString()
        #expect(json.contains("\"search\""))
        #expect(try BarGeometry(json: Array(json.utf8)).search == g.search)
        let kinds = Set(g.displayList.nodes.map(\.kind))
        #expect(
            kinds.isSuperset(of: [
                .searchField, .searchMagnifier, .searchPlaceholder, .scopeBar, .scopeSegment, .searchCancel,
            ]))
        let plain = try BarLayout.solve(
            Scene(width: 390, items: [NavigationItem(title: "Inbox")]), profile: try ProfileLibrary.bundled("ios17"),
            measurer: FixedAdvanceMeasurer())
        #expect(!plain.jsonString().contains("\"search\""))
        #expect(!g.jsonString(format: .version1).contains("search"))
    }
}
