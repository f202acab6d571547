import NavigationBarLayout
import SceneGenerators
import Testing
import TextMetrics

/// L76: the inline field takes part in the reduction order: it gives way first, down to its minimum; the items
/// reduce given that minimum; the field takes what they leave, up to its preferred width.
@Suite struct SearchInlineTests {
    /// A phone bar `width` wide with `count` text items on the right and an inline search field.
    static func crowded(count: Int, width: Double = 360, active: Bool = false) throws -> BarGeometry {
        var top = NavigationItem(title: "Files")
        top.rightBarButtonItems = (0..<count).map { .text("Item\($0)", id: "i\($0)") }
        top.searchController = SearchController(text: active ? "invoice" : nil, isActive: active)
        top.preferredSearchBarPlacement = .inline
        let scene = Scene(width: width, items: [top], userInterfaceIdiom: .phone)
        return try BarLayout.solve(
            scene, profile: try ProfileLibrary.bundled("ios17"), measurer: FixedAdvanceMeasurer())
    }

    /// With room to spare the field is `inlineWidth` (200) wide, at the trailing margin.
    @Test func l76WithRoomTheFieldHasItsPreferredWidth() throws {
        let g = try Self.crowded(count: 1)
        let s = try #require(g.search)
        #expect(s.field.width == 200 && s.field.maxX == 360 - 16)
        #expect(g.rightItems.allSatisfy { $0.frame.map { $0.maxX <= s.field.x } ?? false })
    }

    /// Crowded, the field gives way first: it is narrower than its preferred width but not than its minimum,
    /// the items shown are clear of it, and the items that go are those that go beside the minimum field.
    @Test func l76TheFieldGivesWayFirst() throws {
        let g = try Self.crowded(count: 6)
        let s = try #require(g.search)
        #expect(s.field.width >= 120 && s.field.width < 200)
        let items = g.itemGroups?.groups.flatMap(\.items) ?? g.rightItems
        let shown = items.compactMap(\.frame)
        #expect(!shown.isEmpty && shown.count < 6)
        for frame in shown { #expect(frame.maxX <= s.field.x) }
    }

    /// The field takes the room the items leave: between its minimum and preferred widths on a crowded bar, and
    /// as the bar widens point by point the items shown never fewer (the items reduce given the field's minimum).
    @Test func l76TheFieldTakesWhatTheItemsLeave() throws {
        var shownBefore = 0
        var between = 0
        for width in stride(from: 300.0, through: 413, by: 1) {
            let bar = try Self.crowded(count: 3, width: width)
            let field = try #require(bar.search).field.width
            #expect(field >= 120 && field <= 200)
            if field > 120 && field < 200 { between += 1 }
            let shown = (bar.itemGroups?.groups.flatMap(\.items) ?? bar.rightItems).count { $0.frame != nil }
            #expect(shown >= shownBefore, "at \(width) \(shown) items show, one point narrower \(shownBefore)")
            shownBefore = shown
        }
        #expect(between > 0)
    }

    /// L75, L76: active, an inline search keeps the content row: the items, title and back button stay as they
    /// are inactive, nothing is hidden for `searchActive`, the field shows the text and no Cancel.
    @Test func l76ActiveInlineKeepsTheItems() throws {
        let inactive = try Self.crowded(count: 2)
        let active = try Self.crowded(count: 2, active: true)
        let s = try #require(active.search)
        #expect(s.isActive && s.placement == .inline && s.cancel == nil && s.text.text == "invoice")
        #expect(active.title != nil && active.title?.text == inactive.title?.text)
        #expect(active.rightItems.map(\.state) == inactive.rightItems.map(\.state))
        #expect(active.rightItems.allSatisfy { $0.hiddenReason != .searchActive && $0.frame != nil })
        #expect(active.bar.height == inactive.bar.height)
    }

    /// The scene of seed 25017451 of the combined generator (its leading group and title, safe areas 47/47,
    /// compact metrics, an active inline search): 398 wide it shows `l1` and `l2`, so 419 wide (across the
    /// 414-pt margin step) it must too. Beside a field that took half the content it collapsed them.
    static let seed25017451 = """
        {
          "appearance": {
            "backIndicatorSize": {
              "default": {
                "height": 18,
                "width": 10
              }
            },
            "titleTextAttributes": {
              "default": {
                "size": 20,
                "tracking": 0.5
              }
            },
            "titleVerticalPositionAdjustment": {
              "compact": -1.5,
              "defaultPrompt": 2
            }
          },
          "barStyle": "default",
          "items": [
            {
              "largeTitleDisplayMode": "always",
              "leadingItemGroups": [
                {
                  "items": [
                    {
                      "id": "l1",
                      "title": "Édition"
                    },
                    {
                      "id": "l2",
                      "style": "bordered",
                      "title": "עריכה"
                    }
                  ],
                  "representativeItem": {
                    "id": "lrep3",
                    "style": "done",
                    "title": "Inbox"
                  }
                }
              ],
              "preferredSearchBarPlacement": "inline",
              "searchController": {
                "isActive": true,
                "placeholder": "全部邮件",
                "text": "Inbox"
              },
              "title": "W",
              "trailingItemGroups": []
            }
          ],
          "layoutDirection": "leftToRight",
          "metrics": "compact",
          "safeAreaInsets": {
            "left": 47,
            "right": 47
          },
          "scale": 1,
          "translucent": true,
          "width": 398
        }
        """

    /// Regression: widening across the margin step never collapses the leading group beside an inline field.
    @Test func l76WideningAcrossTheMarginStepKeepsTheGroup() throws {
        let narrow = try Scene.decode(json: Self.seed25017451)
        var wide = narrow
        wide.width = 419
        let before = try PropertyCheck.solve(narrow)
        let after = try PropertyCheck.solve(wide)
        #expect(BarProperties.wideningNeverHides(narrow: before, wide: after) == [])
        let groups = try #require(after.itemGroups).groups
        #expect(groups.flatMap(\.items).allSatisfy { (item: ItemGeometry) in item.state == ItemState.displayed })
    }

    /// Widening never hides beside an inline field: generated scenes, each given an inline search, widened
    /// across the `ios17` phone margin step (by at least the step's extra margins and spacing, the field's
    /// margin included) and within it.
    @Test func l76WideningNeverHidesBesideAnInlineField() {
        PropertyCheck.check(first: 76_000_000, count: 600) { seed, generated in
            var scene = generated
            scene.profile = "ios17"
            scene.userInterfaceIdiom = .phone
            var rng = SplitMix64(state: seed)
            guard var top = scene.items.popLast() else { return [] }
            if top.searchController == nil || Bool.random(using: &rng) {
                top.searchController = SearchController(
                    text: Bool.random(using: &rng) ? "Inbox" : nil, isActive: Bool.random(using: &rng))
            }
            top.preferredSearchBarPlacement = .inline
            scene.items.append(top)
            scene.width = Double(Int.random(in: 320...413, using: &rng))
            guard scene.problems().isEmpty else { return [] }
            let narrow = try PropertyCheck.solve(scene)
            var failures: [String] = []
            // Within the step any widening; across it, at least both margins', the field's margin's and
            // every part's spacing's growth (4, 4 and 2 points for `ios17` at 414).
            let across = max(414, scene.width + 12 + 2 * Double(CombinedPropertyTests.parts(of: scene)))
            for width in [min(413.99, scene.width + 1), across + Double(Int.random(in: 0...4, using: &rng))] {
                var wide = scene
                wide.width = width
                let wider = try PropertyCheck.solve(wide)
                failures += BarProperties.wideningNeverHides(narrow: narrow, wide: wider).map {
                    "widening to \(wide.width): \($0)"
                }
            }
            return failures
        }
    }
}
