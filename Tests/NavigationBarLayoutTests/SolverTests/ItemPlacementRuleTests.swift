import NavigationBarLayout
import Testing

/// L5–L8 and L10: where items go, how big they are, which are hidden, and how spaces share room.
@Suite struct ItemPlacementRuleTests {
    @Test func l5LeftItemsRunFromTheLeadingEdgeInArrayOrder() throws {
        let top = NavigationItem(leftBarButtonItems: [.text("Edit", id: "a"), .text("Cancel", id: "b")])
        let g = try SolverFixture.layout([top])
        #expect(g.leftItems.map(\.id) == ["a", "b"])
        #expect(g.leftItems[0].frame == Frame(8, 7, 34, 30))
        #expect(g.leftItems[1].frame == Frame(50, 7, 51, 30))
    }

    @Test func l6RightItemsRunFromTheTrailingEdgeAndTheFirstIsOutermost() throws {
        let top = NavigationItem(rightBarButtonItems: [.text("Edit", id: "a"), .text("Cancel", id: "b")])
        let g = try SolverFixture.layout([top])
        #expect(g.rightItems[0].frame == Frame(333, 7, 34, 30))
        #expect(g.rightItems[0].frame?.maxX == 367)
        #expect(g.rightItems[1].frame == Frame(274, 7, 51, 30))
    }

    @Test func l7SizesAndEdgeInsetsComeFromTheProfileByKind() throws {
        let top = NavigationItem(
            leftBarButtonItems: [BarButtonItem.customView(Size(width: 40, height: 20), id: "view")],
            rightBarButtonItems: [.system(.add, id: "add"), .system(.done, id: "done")])
        let g = try SolverFixture.layout([top])
        // Custom view: inset 16, centred in the 44-pt row.
        #expect(g.leftItems[0].frame == Frame(16, 12, 40, 20))
        // Image system item: inset 5, 11 + 22 + 11 wide, its image at +11.
        #expect(g.rightItems[0].frame == Frame(326, 7, 44, 30))
        #expect(g.rightItems[0].image == Frame(337, 11, 22, 22))
        #expect(g.rightItems[0].kind == .image)
        // Text system item "Done" in the done style, spaced 8 from the image item.
        #expect(g.rightItems[1].frame == Frame(284, 7, 34, 30))
        #expect(g.rightItems[1].style == .done)
        #expect(g.rightItems[1].title?.text == "Done")
    }

    @Test func l7TitlePositionAdjustmentMovesTheTitleInsideTheItem() throws {
        let item = BarButtonItem(id: "a", title: "Edit", titlePositionAdjustment: Offset(horizontal: 3, vertical: -2))
        let g = try SolverFixture.layout([NavigationItem(rightBarButtonItems: [item])])
        #expect(g.rightItems[0].frame == Frame(333, 7, 34, 30))
        // The text's 20.4-point line, 10.4–30.8, rounds outward (L15.1).
        #expect(g.rightItems[0].title?.frame == Frame(336, 9.5, 34, 21))
    }

    @Test func l8ItemsAreDisplayedInOrderOfImportanceAlternatingSides() throws {
        let top = NavigationItem(
            leftBarButtonItems: SolverFixture.items(3, prefix: "l"),
            rightBarButtonItems: SolverFixture.items(3, prefix: "r"))
        let g = try SolverFixture.layout([top], width: 200)
        // l0 8–42, r0 158–192, l1 50–84, r1 108–142; l2 (92–126) would come within 8 of r1.
        #expect(g.leftItems.map(\.displayed) == [true, true, false])
        #expect(g.rightItems.map(\.displayed) == [true, true, false])
        #expect(g.leftItems[2].hiddenReason == .overlapsOppositeItems)
        #expect(g.rightItems[2].hiddenReason == .lowerPriority)
        #expect(g.leftItems[2].frame == nil)
    }

    @Test func l8AnItemLeavingTheBarHidesItAndEveryLaterItem() throws {
        let g = try SolverFixture.layout([NavigationItem(rightBarButtonItems: SolverFixture.items(10, prefix: "r"))])
        #expect(g.rightItems[7].frame == Frame(39, 7, 34, 30))
        #expect(g.rightItems[8].hiddenReason == .outsideBar)
        #expect(g.rightItems[9].hiddenReason == .lowerPriority)
    }

    @Test func l8AnItemMeetingSeveralConditionsTakesTheFirstReasonInTheListingOrder() throws {
        // r0, 300 wide from 184 inward (−116…184), would enter the title view's span, come within 8 of
        // l0 (8–42) and leave the bar: it is hidden for the first of these; r1 after it for lowerPriority.
        let wide = BarButtonItem.customView(Size(width: 300, height: 20), id: "r0")
        var top = NavigationItem(
            leftBarButtonItems: [.text("Item", id: "l0")], rightBarButtonItems: [wide, .text("Item", id: "r1")],
            titleView: TitleView(width: 40, height: 30, minimumWidth: 20, resizable: false))
        let withView = try SolverFixture.layout([top], width: 200)
        #expect(withView.leftItems[0].displayed)
        #expect(withView.rightItems.map(\.hiddenReason) == [.overlapsTitleView, .lowerPriority])
        top.titleView = nil
        let withoutView = try SolverFixture.layout([top], width: 200)
        #expect(withoutView.rightItems.map(\.hiddenReason) == [.overlapsOppositeItems, .lowerPriority])
    }

    @Test func l8ItemsKeepClearOfTheTitleViewsReservedSpan() throws {
        let top = NavigationItem(
            rightBarButtonItems: SolverFixture.items(4, prefix: "r"),
            titleView: TitleView(width: 160, height: 30, minimumWidth: 100, resizable: true))
        let g = try SolverFixture.layout([top])
        // Reserved: 137.5–237.5, plus the gap 6: 131.5–243.5. r2 starts at 249; r3 (207) would enter it.
        #expect(g.rightItems.map(\.displayed) == [true, true, true, false])
        #expect(g.rightItems[3].hiddenReason == .overlapsTitleView)
        // The view keeps its 160 points, shifted away from r2 to end at 249 − 6.
        #expect(g.title?.frame == Frame(83, 7, 160, 30))
        #expect(g.title?.truncated == false)
    }

    @Test func l8TitleTextNeverHidesAnItem() throws {
        let top = NavigationItem(
            title: String(repeating: "w", count: 60), rightBarButtonItems: SolverFixture.items(2, prefix: "r"))
        let g = try SolverFixture.layout([top])
        #expect(g.rightItems.allSatisfy { $0.displayed })
        #expect(g.title?.truncated == true)
    }

    @Test func l8TheBackButtonIsNeverHidden() throws {
        let top = NavigationItem(rightBarButtonItems: SolverFixture.items(12, prefix: "r"))
        let g = try SolverFixture.layout([NavigationItem(title: "Inbox"), top], width: 120)
        #expect(g.backButton?.frame == Frame(8, 7, 13, 30))
        // r0 ends at 112 and starts at 78; r1 would start at 36, 15 from the indicator's end at 21: fits; r2 does not.
        #expect(g.rightItems.map(\.displayed).prefix(3) == [true, true, false])
        #expect(g.rightItems[2].hiddenReason == .overlapsOppositeItems)
    }

    @Test func l10FixedSpaceTakesItsWidth() throws {
        let top = NavigationItem(leftBarButtonItems: [.fixed(20, id: "gap"), .text("Item", id: "a")])
        let g = try SolverFixture.layout([top])
        #expect(g.leftItems[0].frame == Frame(8, 7, 20, 30))
        #expect(g.leftItems[1].frame == Frame(36, 7, 34, 30))
    }

    @Test func l10FlexibleSpaceTakesTheRoomUpToTheTitle() throws {
        let top = NavigationItem(
            title: "Messages", leftBarButtonItems: [.flexible(id: "flex"), .text("Item", id: "a")])
        let g = try SolverFixture.layout([top])
        // Title 153.5–221.5; the item moves up to the title less the gap: 147.5.
        #expect(g.title?.frame == Frame(153.5, 11.5, 68, 21))
        #expect(g.leftItems[0].frame == Frame(8, 7, 97.5, 30))
        #expect(g.leftItems[1].frame == Frame(113.5, 7, 34, 30))
    }

    @Test func l10FlexibleSpacesShareTheRoomEqually() throws {
        let top = NavigationItem(rightBarButtonItems: [
            .flexible(id: "f1"), .text("Item", id: "a"), .flexible(id: "f2"),
        ])
        let g = try SolverFixture.layout([top], width: 200)
        // No title: the room from 8 to the item's far side, 200 − 8 − 8 − 34 − 8 − 8 = 134, split in two.
        #expect(g.rightItems[0].frame == Frame(125, 7, 67, 30))
        #expect(g.rightItems[1].frame == Frame(83, 7, 34, 30))
        #expect(g.rightItems[2].frame == Frame(8, 7, 67, 30))
    }
}
