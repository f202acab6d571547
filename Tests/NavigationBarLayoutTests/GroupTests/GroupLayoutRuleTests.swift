import Testing
import TextMetrics

@testable import NavigationBarLayout

/// L40–L46 with exact values: the `ios17` profile and fixed-advance text.
@Suite struct GroupLayoutRuleTests {
    static let ios17: MetricsProfile = {
        do { return try ProfileLibrary.bundled("ios17") } catch { fatalError("\(error)") }
    }()

    /// An image item 44 wide (11 + 22 + 11).
    static func image(_ id: String, side: Double = 22) -> BarButtonItem {
        .image(Size(width: side, height: side), title: id.capitalized, id: id)
    }

    /// Lays out `items` with `ios17` on a phone (or `idiom`) `width` wide.
    static func layout(
        _ items: [NavigationItem], width: Double = 390, idiom: UserInterfaceIdiom = .phone,
        direction: LayoutDirection = .leftToRight, profile: MetricsProfile = ios17
    ) throws -> BarGeometry {
        let scene = Scene(
            width: width, layoutDirection: direction, items: items, userInterfaceIdiom: idiom)
        return try BarLayout.solve(scene, profile: profile, measurer: FixedAdvanceMeasurer())
    }

    /// A leading custom view 250 wide, and trailing groups [a, b] (representative `r`, 32 wide) and [c].
    static var crowded: NavigationItem {
        var item = NavigationItem()
        item.leadingItemGroups = [BarButtonItemGroup(items: [.customView(Size(width: 250, height: 30), id: "wide")])]
        item.trailingItemGroups = [
            BarButtonItemGroup(items: [image("a"), image("b")], representativeItem: image("r", side: 10)),
            BarButtonItemGroup(items: [image("c")]),
        ]
        return item
    }

    @Test func l41GroupsFromTheTrailingEdgeInwardWithTheirSpacing() throws {
        var item = Self.crowded
        item.leadingItemGroups = []
        let geometry = try Self.layout([item])
        let groups = try #require(geometry.itemGroups).groups
        #expect(groups.map(\.state) == [.expanded, .expanded])
        #expect(groups[0].items.map(\.frame?.x) == [341, 289])
        #expect(groups[1].items.map(\.frame?.x) == [237])
        #expect(groups[0].frame == Frame(289, 7, 96, 30))
        #expect(geometry.rightItems.map(\.id) == ["a", "b", "c"])
        #expect(geometry.itemGroups?.overflowButton == nil)
    }

    @Test func l42ARepresentativeCollapsesBeforeAnythingMovesIntoTheMenu() throws {
        let geometry = try Self.layout([Self.crowded])
        let groups = try #require(geometry.itemGroups).groups
        #expect(groups.map(\.state) == [.expanded, .collapsed, .expanded])
        #expect(groups[1].representativeItem?.frame == Frame(353, 7, 32, 30))
        #expect(groups[1].items.map(\.state) == [.collapsed, .collapsed])
        #expect(groups[2].items.first?.frame?.x == 301)
        #expect(geometry.rightItems.map(\.hiddenReason) == [.collapsed, .collapsed, nil])
        #expect(geometry.itemGroups?.overflowMenu == [])
    }

    @Test func l43ThenItemsMoveIntoTheMenuLeastImportantFirst() throws {
        let geometry = try Self.layout([Self.crowded], width: 340)
        let groups = try #require(geometry.itemGroups)
        #expect(groups.groups.map(\.state) == [.expanded, .inOverflow, .inOverflow])
        #expect(groups.overflowMenu.map(\.id) == ["a", "b", "c"])
        #expect(groups.overflowMenu.map(\.title) == ["A", "B", "C"])
        #expect(groups.overflowMenu.allSatisfy { $0.source == .layout })
        // L46: the button at the trailing margin: 340 − 5 − 44.
        #expect(groups.overflowButton?.frame == Frame(291, 7, 44, 30))
        #expect(groups.overflowButton?.image == Frame(302, 11, 22, 22))
        #expect(groups.overflowButton?.symbol == "ellipsis.circle")
        // The collapsed layout needs 363 points; moving `c` alone saves nothing (the button takes its place).
        let fits = try Self.layout([Self.crowded], width: 363)
        #expect(fits.itemGroups?.groups.map(\.state) == [.expanded, .collapsed, .expanded])
        let narrower = try Self.layout([Self.crowded], width: 362)
        #expect(narrower.itemGroups?.groups.map(\.state) == [.expanded, .inOverflow, .inOverflow])
    }

    @Test func l43AdditionalItemsComeLastAndShowTheButton() throws {
        var item = NavigationItem(title: "Doc")
        item.trailingItemGroups = [BarButtonItemGroup(items: [Self.image("a")])]
        item.additionalOverflowItems = [.text("Print", id: "print"), .fixed(10, id: "space")]
        let groups = try #require(try Self.layout([item]).itemGroups)
        #expect(groups.overflowMenu == [OverflowMenuEntry(id: "print", title: "Print", source: .additional)])
        #expect(groups.overflowButton?.frame.x == 341)
        #expect(groups.groups[0].items.first?.frame?.x == 289)
    }

    @Test func l44FixedGroupsNeverMoveAndAreHiddenLast() throws {
        var item = Self.crowded
        item.trailingItemGroups[1].isFixed = true
        let geometry = try Self.layout([item], width: 340)
        let groups = try #require(geometry.itemGroups)
        // Every item that may move does so (the leading one, most important, last) before `c` would be hidden.
        #expect(groups.groups.map(\.state) == [.inOverflow, .inOverflow, .expanded])
        #expect(groups.groups[2].items.first?.frame?.x == 239)
        #expect(groups.overflowMenu.map(\.id) == ["wide", "a", "b"])
        var crowded = Self.crowded
        crowded.trailingItemGroups = [
            BarButtonItemGroup(items: [.customView(Size(width: 500, height: 30), id: "huge")], isFixed: true)
        ]
        let hidden = try #require(try Self.layout([crowded]).itemGroups)
        #expect(hidden.groups.map(\.state) == [.inOverflow, .hidden])
        #expect(hidden.groups[1].items.first?.hiddenReason == .noRoom)
        #expect(hidden.overflowMenu.map(\.id) == ["wide"])
    }

    @Test func l44ThePinnedGroupIsOutsideTheButtonAndNeverInTheMenu() throws {
        var item = Self.crowded
        item.pinnedTrailingGroup = BarButtonItemGroup(items: [Self.image("done")])
        let groups = try #require(try Self.layout([item]).itemGroups)
        let pinned = try #require(groups.groups.last)
        #expect(pinned.position == .pinnedTrailing)
        #expect(pinned.items.first?.frame?.x == 341)
        #expect(groups.overflowButton?.frame.x == 289)
        #expect(!groups.overflowMenu.contains { $0.id == "done" })
    }

    @Test func l45BrowserPutsTheTitleLeadingAndTheCentreBetween() throws {
        var item = NavigationItem(title: "Doc", leftItemsSupplementBackButton: true)
        item.style = .browser
        item.leadingItemGroups = [BarButtonItemGroup(items: [Self.image("side")])]
        item.centerItemGroups = [BarButtonItemGroup(items: [Self.image("bold"), Self.image("italic")])]
        let geometry = try Self.layout([NavigationItem(title: "Files"), item], width: 1024, idiom: .pad)
        let back = try #require(geometry.backButton)
        let side = try #require(geometry.leftItems.first?.frame)
        #expect(side.x == back.frame.maxX + 10)
        let title = try #require(geometry.title?.frame)
        #expect(side.maxX == 121.5)
        #expect(title.x == 127)  // 121.5 + 6, its near edge rounded down (L15.1)
        let centre = try #require(geometry.itemGroups?.groups.first { $0.position == .center }?.frame)
        #expect(centre == Frame(463, 10, 98, 30))  // 44 + 10 + 44 centred on 1024
    }

    @Test func l45EditorShowsTheIndicatorOnlyAndNavigatorMovesTheCentreToTheMenu() throws {
        var item = NavigationItem(title: "Doc")
        item.style = .editor
        item.centerItemGroups = [BarButtonItemGroup(items: [Self.image("bold")])]
        let editor = try Self.layout([NavigationItem(title: "Files"), item], width: 1024, idiom: .pad)
        #expect(editor.backButton?.form == BackTitleForm.none)
        item.style = .navigator
        let navigator = try Self.layout([NavigationItem(title: "Files"), item], width: 1024, idiom: .pad)
        #expect(navigator.backButton?.form == .full)
        let groups = try #require(navigator.itemGroups)
        #expect(groups.groups.first?.state == .inOverflow)
        #expect(groups.overflowMenu == [OverflowMenuEntry(id: "bold", title: "Bold", source: .center)])
        // L46 on a pad: margin 20, so the image button's edge inset is 9.
        #expect(groups.overflowButton?.frame.x == 971)
        let title = try #require(navigator.title?.frame)
        #expect(abs(title.midX - 512) < 1)
    }

    @Test func l40OldProfilesAndOldKeysKeepL8() throws {
        let ios7 = try ProfileLibrary.bundled("ios7")
        var item = Self.crowded
        item.centerItemGroups = [BarButtonItemGroup(items: [Self.image("bold")])]
        let old = try Self.layout([item], width: 340, profile: ios7)
        #expect(old.itemGroups == nil)
        #expect(old.rightItems.map(\.id) == ["a", "b", "c"])
        let arrays = NavigationItem(rightBarButtonItems: [Self.image("a")])
        #expect(try Self.layout([arrays]).itemGroups == nil)
    }

    @Test func l46RightToLeftMirrorsTheButtonAndTheGroups() throws {
        let ltr = try Self.layout([Self.crowded], width: 340)
        let rtl = try Self.layout([Self.crowded], width: 340, direction: .rightToLeft)
        #expect(rtl.itemGroups?.overflowButton?.frame == Frame(5, 7, 44, 30))
        #expect(rtl.itemGroups?.overflowMenu == ltr.itemGroups?.overflowMenu)
        #expect(rtl.leftItems.first?.frame?.maxX == 324)
    }
}
