import NavigationBarLayout
import Testing
import TextMetrics

/// L70–L77: the search bar in the navigation bar, under `ios17`, measured with fixed advances.
@Suite struct SearchRuleTests {
    /// The Mail-like inbox: large title "Inbox", Edit and compose, a search row "Search".
    static func inbox(
        scrollOffset: Double = 0, search: SearchController = SearchController(), hides: Bool = true,
        placement: SearchBarPlacement = .automatic, width: Double = 390, idiom: UserInterfaceIdiom = .phone,
        direction: LayoutDirection = .leftToRight, category: ContentSizeCategory = .large, profile: String = "ios17"
    ) throws -> BarGeometry {
        var top = NavigationItem(
            title: "Inbox", leftBarButtonItems: [.text("Edit", id: "edit")],
            rightBarButtonItems: [.system(.compose, id: "compose")])
        top.searchController = search
        top.hidesSearchBarWhenScrolling = hides
        top.preferredSearchBarPlacement = placement
        let scene = Scene(
            width: width, layoutDirection: direction, items: [top], userInterfaceIdiom: idiom,
            prefersLargeTitles: true, scrollOffset: scrollOffset, contentSizeCategory: category)
        return try BarLayout.solve(
            scene, profile: try ProfileLibrary.bundled(profile), measurer: FixedAdvanceMeasurer())
    }

    /// L72: the search row is below the large-title row: 44 + 52 + 44; the field on the 16-pt margins, 8 above the
    /// bottom, the magnifier 6 in, the placeholder 5.5 after it.
    @Test func l72TheStackedRowIsBelowTheLargeTitleRow() throws {
        let g = try Self.inbox()
        #expect(g.bar.height == 140)
        let search = try #require(g.search)
        #expect(search.placement == .stacked)
        #expect(search.rowFrame == Frame(0, 96, 390, 44))
        #expect(search.field == Frame(16, 96, 358, 36))
        #expect(search.magnifier == Frame(22, 104, 20, 20))
        #expect(search.isPlaceholder && search.text.text == "Search")
        #expect(search.text.frame.x == 47.5)
        let large = try #require(g.largeTitle)
        #expect(large.line.frame.maxY <= 96 && large.alpha == 1)
        #expect(
            g.displayList.nodes.map(\.key.description).suffix(3) == [
                "searchField", "searchField.magnifier", "searchField.placeholder",
            ])
    }

    /// L73: the search row collapses first, one point per point, then the large-title row.
    @Test(arguments: [(0.0, 140.0, 44.0, 52.0), (22, 118, 22, 52), (44, 96, 0, 52), (70, 70, 0, 26), (400, 44, 0, 0)])
    func l73TheSearchRowCollapsesBeforeTheLargeTitle(offset: Double, height: Double, row: Double, large: Double)
        throws
    {
        let g = try Self.inbox(scrollOffset: offset)
        #expect(g.bar.height == height)
        let search = try #require(g.search)
        #expect(search.rowFrame.height == row)
        #expect(search.rowFrame.maxY == height)
        #expect(search.field.height <= row)
        #expect((g.largeTitle?.clipFrame.height ?? 0) == large)
    }

    /// L73: half collapsed, the field's contents have faded out; at rest they are opaque.
    @Test func l73TheFieldContentsFadeOverTheSecondHalf() throws {
        #expect(try #require(Self.inbox(scrollOffset: 22).search).contentAlpha == 0)
        #expect(try #require(Self.inbox(scrollOffset: 11).search).contentAlpha == 0.5)
        #expect(try #require(Self.inbox().search).contentAlpha == 1)
    }

    /// L73: with hidesSearchBarWhenScrolling false the row stays and the large title collapses as without search.
    @Test func l73HidesSearchBarWhenScrollingFalseKeepsTheRow() throws {
        let g = try Self.inbox(scrollOffset: 22, hides: false)
        #expect(g.bar.height == 44 + 30 + 44)
        #expect(try #require(g.search).rowFrame == Frame(0, 74, 390, 44))
    }

    /// L74: the scope bar's row below the search row, its segments equal, the selected one marked.
    @Test func l74TheScopeBarIsARowOfEqualSegments() throws {
        let search = SearchController(
            scopeButtonTitles: ["All", "Unread"], selectedScopeButtonIndex: 1, showsScopeBar: true)
        let g = try Self.inbox(search: search)
        #expect(g.bar.height == 184)
        let scope = try #require(g.search?.scopeBar)
        #expect(scope.rowFrame == Frame(0, 140, 390, 44))
        #expect(scope.frame == Frame(16, 146, 358, 32))
        #expect(scope.segments.map(\.frame.width) == [179, 179])
        #expect(scope.segments.map(\.selected) == [false, true])
    }

    /// L74: a scope bar asked for with one title, or a selected index out of range, is an error naming the field.
    @Test func l74AScopeBarWithoutTwoTitlesIsAnError() throws {
        let search = SearchController(scopeButtonTitles: ["All"], selectedScopeButtonIndex: 3, showsScopeBar: true)
        #expect(throws: LayoutError.self) { try Self.inbox(search: search) }
        var top = NavigationItem(title: "Inbox")
        top.searchController = search
        let paths = Scene(width: 390, items: [top]).problems().map(\.path)
        #expect(
            paths == [
                "items[0].searchController.scopeButtonTitles", "items[0].searchController.selectedScopeButtonIndex",
            ])
    }

    /// L75: active, the content row and large title give way; Cancel ends on the trailing margin, the field 12 before it.
    @Test func l75ActiveSearchTakesTheBar() throws {
        let search = SearchController(text: "invoice", scopeButtonTitles: ["All", "Unread"], isActive: true)
        let g = try Self.inbox(scrollOffset: 30, search: search)
        #expect(g.bar.height == 88)
        #expect(g.title == nil && g.largeTitle == nil && g.backButton == nil)
        #expect(!g.leftItems.isEmpty && (g.leftItems + g.rightItems).allSatisfy { $0.hiddenReason == .searchActive })
        let s = try #require(g.search)
        let cancel = try #require(s.cancel)
        #expect(cancel.text == "Cancel" && cancel.frame.maxX == 374)
        #expect(s.field.maxX + 12 == cancel.frame.x)
        #expect(s.field.y == 0 && !s.isPlaceholder && s.text.text == "invoice")
        #expect(s.scopeBar?.segments.count == 2)
    }

    /// L71, L76: automatic is inline on iPad: the field at the trailing margin of the content row, the items clear
    /// of it, the bar as tall as without search.
    @Test func l76AutomaticIsInlineOnPad() throws {
        let g = try Self.inbox(idiom: .pad, category: .large)
        let s = try #require(g.search)
        #expect(s.placement == .inline)
        #expect(g.bar.height == 50 + 52)
        #expect(s.field.maxX == 390 - 20 && s.field.width == 200)
        for item in g.rightItems { #expect(try #require(item.frame).maxX <= s.field.x) }
    }

    /// L13: right to left, the field and its magnifier are mirrored.
    @Test func l13TheSearchBarIsMirrored() throws {
        let g = try Self.inbox(direction: .rightToLeft)
        let s = try #require(g.search)
        #expect(s.field == Frame(16, 96, 358, 36))
        #expect(s.magnifier == Frame(390 - 22 - 20, 104, 20, 20))
        #expect(s.text.frame.maxX == 390 - 47.5)
    }

    /// L77: Dynamic Type grows the field's text, the field and its row; never below the default.
    @Test func l77DynamicTypeGrowsTheField() throws {
        let g = try Self.inbox(category: .accessibilityExtraExtraExtraLarge)
        let s = try #require(g.search)
        #expect(s.text.style.size == 21)
        #expect(s.field.height == 45)
        #expect(s.rowFrame.height == 53)
        #expect(try #require(Self.inbox(category: .extraSmall).search).field.height == 36)
    }

    /// L70: a profile without a search section ignores every search key.
    @Test func l70Ios7IgnoresSearch() throws {
        let g = try Self.inbox(profile: "ios7")
        #expect(g.search == nil)
        #expect(g.bar.height == 44)
    }
}

/// L72 on narrow bars: the field's magnifier and text never leave the field, under every profile with search,
/// in every placement, active or not, left to right and right to left.
@Suite struct SearchFieldContentsTests {
    @Test(arguments: ["ios17", "ios26", "ios27"])
    func l72TheMagnifierAndTextStayInsideTheField(profile: String) throws {
        var outside: [String] = []
        for width in stride(from: 20.0, through: 420, by: 10) {
            for placement in [SearchBarPlacement.stacked, .inline, .integrated] {
                for active in [false, true] {
                    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                        var search = SearchController(text: "invoices from last quarter")
                        search.isActive = active
                        let g = try SearchRuleTests.inbox(
                            search: search, placement: placement, width: width, idiom: .pad, direction: direction,
                            profile: profile)
                        guard let s = g.search, s.isInBar else { continue }
                        let tolerance = 1e-9
                        for (name, frame) in [("magnifier", s.magnifier), ("text", s.text.frame)]
                        where frame.minX < s.field.minX - tolerance || frame.maxX > s.field.maxX + tolerance {
                            let bar = "\(width) \(placement) \(active ? "active" : "inactive") \(direction)"
                            outside.append("\(bar): \(name) \(frame) in \(s.field)")
                        }
                    }
                }
            }
        }
        let count = outside.count
        #expect(count == 0, "\(outside.prefix(3))")
    }
}
