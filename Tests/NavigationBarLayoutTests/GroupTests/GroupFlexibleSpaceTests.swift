import Testing
import TextMetrics

@testable import NavigationBarLayout

/// L10 in item groups with exact values: the `ios17` profile (item spacing 8, title gap 6, image items 44 wide at
/// the trailing edge inset 5) and fixed-advance text.
@Suite struct GroupFlexibleSpaceTests {
    typealias Rules = GroupLayoutRuleTests

    /// The frame of the item `id` of `geometry`'s groups.
    static func frame(_ id: String, in geometry: BarGeometry) -> Frame? {
        geometry.itemGroups?.groups.flatMap(\.items).first { $0.id == id }?.frame
    }

    @Test func l10AFlexibleSpaceInATrailingGroupTakesTheRoomUpToTheTitle() throws {
        var item = NavigationItem(title: "Notes")
        item.trailingItemGroups = [
            BarButtonItemGroup(items: [Rules.image("a"), .flexible(id: "flex"), Rules.image("b")])
        ]
        let geometry = try Rules.layout([item])
        let title = try #require(geometry.title?.frame)
        // "Notes" 40.45 wide, centred at 174.775 (rounded to the 2× grid last, L15).
        #expect(title == Frame(174.5, 11.5, 41, 21))
        // a at 390 − 5 − 44; the space from a's minX less the item spacing to b, b the title gap (6) after the
        // title: 215.225 + 6 = 221.225 before rounding.
        #expect(Self.frame("a", in: geometry) == Frame(341, 7, 44, 30))
        #expect(Self.frame("flex", in: geometry) == Frame(273, 7, 60, 30))
        #expect(Self.frame("b", in: geometry) == Frame(221, 7, 44, 30))
        #expect(geometry.itemGroups?.groups.first?.frame == Frame(221, 7, 164, 30))
    }

    @Test func l10LeadingAndTrailingGroupsShareTheRoomWithoutATitle() throws {
        var item = NavigationItem()
        item.leadingItemGroups = [BarButtonItemGroup(items: [.flexible(id: "left"), Rules.image("a")])]
        item.trailingItemGroups = [
            BarButtonItemGroup(items: [Rules.image("b")]), BarButtonItemGroup(items: [.flexible(id: "right")]),
        ]
        let geometry = try Rules.layout([item])
        // Before: left at 16 (0 wide), a at 24, b at 341, right at 333 (0 wide): 333 − 68 − 8 = 257 to share.
        #expect(Self.frame("left", in: geometry) == Frame(16, 7, 128.5, 30))
        #expect(Self.frame("a", in: geometry) == Frame(152.5, 7, 44, 30))
        #expect(Self.frame("b", in: geometry) == Frame(341, 7, 44, 30))
        #expect(Self.frame("right", in: geometry) == Frame(204.5, 7, 128.5, 30))
        let a = try #require(Self.frame("a", in: geometry))
        let right = try #require(Self.frame("right", in: geometry))
        #expect(a.maxX + 8 == right.minX)
    }

    @Test func l10ABrowserBarClosesUpBehindItsLeadingTitle() throws {
        var item = NavigationItem(title: "Notes")
        item.style = .browser
        item.leadingItemGroups = [BarButtonItemGroup(items: [Rules.image("a"), .flexible(id: "lead")])]
        item.centerItemGroups = [BarButtonItemGroup(items: [Rules.image("c"), .flexible(id: "middle")])]
        item.trailingItemGroups = [BarButtonItemGroup(items: [Rules.image("t")])]
        let geometry = try Rules.layout([item])
        // The title starts at 5 + 44 + 8 + 0 + 6 = 63 and is 40.45 wide; the spare room runs from 63 + 40.45 + 6
        // to 341 − 6 (before t), less the centre content (44 + 8 + 0): 173.55, 86.775 to each space.
        #expect(Self.frame("a", in: geometry) == Frame(5, 7, 44, 30))
        #expect(Self.frame("lead", in: geometry) == Frame(57, 7, 87, 30))
        #expect(geometry.title?.frame?.x == 149.5)
        #expect(Self.frame("c", in: geometry) == Frame(196, 7, 44, 30))
        #expect(Self.frame("middle", in: geometry) == Frame(248, 7, 87, 30))
        #expect(Self.frame("t", in: geometry) == Frame(341, 7, 44, 30))
    }

    @Test func l10MirroredRightToLeft() throws {
        var item = NavigationItem(title: "Notes")
        item.trailingItemGroups = [
            BarButtonItemGroup(items: [Rules.image("a"), .flexible(id: "flex"), Rules.image("b")])
        ]
        let ltr = try Rules.layout([item])
        let rtl = try Rules.layout([item], direction: .rightToLeft)
        let flex = try #require(Self.frame("flex", in: ltr))
        #expect(Self.frame("flex", in: rtl) == Frame(390 - flex.maxX, flex.y, flex.width, flex.height))
    }

    @Test func l10SpacesBesideAnInlineLargeTitleKeepTheirWidth() throws {
        var item = NavigationItem(title: "Notes", largeTitleDisplayMode: .inline)
        item.trailingItemGroups = [
            BarButtonItemGroup(items: [Rules.image("a"), .flexible(id: "flex"), Rules.image("b")])
        ]
        let geometry = try SolverFixture.large([item], width: 390, profile: Rules.ios17)
        #expect(geometry.largeTitle?.inline == true)
        #expect(Self.frame("flex", in: geometry) == Frame(333, 7, 0, 30))
    }

    /// Under a profile without an overflow menu (L8's policy) the same holds: the right items' flexible space
    /// keeps its width beside an inline large title instead of growing over it (one placer for both policies).
    @Test func l10SpacesBesideAnInlineLargeTitleKeepTheirWidthWithoutAMenu() throws {
        var profile = Rules.ios17
        profile.itemGroups = nil
        let item = NavigationItem(
            title: "Notes", rightBarButtonItems: [Rules.image("a"), .flexible(id: "flex"), Rules.image("b")],
            largeTitleDisplayMode: .inline)
        let geometry = try SolverFixture.large([item], width: 390, profile: profile)
        #expect(geometry.largeTitle?.inline == true)
        #expect(geometry.itemGroups == nil)
        #expect(
            geometry.rightItems.map(\.frame) == [Frame(341, 7, 44, 30), Frame(333, 7, 0, 30), Frame(281, 7, 44, 30)])
    }
}
