import NavigationBarLayout
import Testing

/// L9 and L14: the title and the title view.
@Suite struct TitleRuleTests {
    @Test func l9TitleIsCentredOnTheWholeBarWhenItHasRoom() throws {
        let top = NavigationItem(title: "Messages", rightBarButtonItems: [.text("Edit", id: "edit")])
        let g = try SolverFixture.layout([NavigationItem(title: "Inbox"), top])
        // The 20.4-point line, 11.8–32.2, rounds outward to 11.5–32.5 (L15.1).
        #expect(g.title?.frame == Frame(153.5, 11.5, 68, 21))
        #expect(g.title?.frame?.midX == 187.5)
    }

    @Test func l9TitleShiftsAwayFromASideItWouldComeTooCloseTo() throws {
        let top = NavigationItem(
            title: "Messages", rightBarButtonItems: [.text(String(repeating: "x", count: 18), id: "a")])
        let g = try SolverFixture.layout([top])
        // The item spans 214–367; the title must end by 208: it starts at 140 instead of 153.5.
        #expect(g.title?.frame == Frame(140, 11.5, 68, 21))
        #expect(g.title?.truncated == false)
    }

    @Test func l9TitleIsCutWithAnEllipsisWhenItCannotShiftFurther() throws {
        let top = NavigationItem(
            title: String(repeating: "a", count: 40), rightBarButtonItems: [.text("Edit", id: "e")])
        let g = try SolverFixture.layout([top])
        // Room from 8 to 327: 319 points holds 37 clusters: 36 letters and the ellipsis (314.5).
        #expect(g.title?.text == String(repeating: "a", count: 36) + "…")
        #expect(g.title?.truncated == true)
        #expect(g.title?.frame?.width == 314.5)
        #expect(g.title?.frame?.x == 12.5)
    }

    @Test func l9TitleIsNotDisplayedWhenNotEvenTheEllipsisFits() throws {
        let top = NavigationItem(
            title: "Messages", leftBarButtonItems: [.text(String(repeating: "x", count: 19), id: "l")],
            rightBarButtonItems: [.text(String(repeating: "x", count: 19), id: "r")])
        let g = try SolverFixture.layout([top], width: 350)
        // l: 8–169.5, r: 180.5–342: 11 apart, less two gaps of 6.
        #expect(g.title?.displayed == false)
        #expect(g.title?.frame == nil)
    }

    @Test func l9ResizableTitleViewShrinksDownToItsMinimumWidth() throws {
        let view = TitleView(width: 340, height: 30, minimumWidth: 100, resizable: true)
        let top = NavigationItem(rightBarButtonItems: [.text("Edit", id: "e")], titleView: view)
        let g = try SolverFixture.layout([top])
        // Room from 8 to 327.
        #expect(g.title?.kind == .view)
        #expect(g.title?.frame == Frame(8, 7, 319, 30))
        #expect(g.title?.truncated == true)
    }

    @Test func l9FixedTitleViewThatDoesNotFitIsNotDisplayed() throws {
        // The back button is never hidden: even with the indicator only (ending at 21) the room is 27–367.
        let top = NavigationItem(titleView: TitleView(width: 350, height: 30))
        let g = try SolverFixture.layout([NavigationItem(title: "Inbox"), top])
        #expect(g.backButton?.form == BackTitleForm.none)
        #expect(g.title?.displayed == false)
    }

    @Test func l9VerticalPositionAdjustmentMovesTheTitle() throws {
        let appearance = Appearance(titleVerticalPositionAdjustment: PerMetrics([.default: 3]))
        let g = try SolverFixture.layout([NavigationItem(title: "Messages")], appearance: appearance)
        #expect(g.title?.frame == Frame(153.5, 14.5, 68, 21))
    }

    @Test func l9TitleTextAttributesResizeTheTitle() throws {
        let appearance = Appearance(titleTextAttributes: PerMetrics([.default: TextAttributes(size: 20)]))
        let g = try SolverFixture.layout([NavigationItem(title: "Messages")], appearance: appearance)
        // 8 × 10 = 80 wide, 24 tall.
        #expect(g.title?.frame == Frame(147.5, 10, 80, 24))
    }

    @Test func l14TitleViewIsShownBesideALeftItemByDefault() throws {
        var top = NavigationItem(title: "Messages", titleView: TitleView(width: 100, height: 30))
        top.leftBarButtonItem = .text("Edit", id: "e")
        let g = try SolverFixture.layout([top])
        #expect(g.title?.kind == .view)
    }

    @Test func l14QuirkIgnoresTheTitleViewBesideALeftItem() throws {
        var profile = SolverFixture.ios7
        profile.quirks.titleViewIgnoredWithLeftItem = true
        var top = NavigationItem(title: "Messages", titleView: TitleView(width: 100, height: 30))
        top.leftBarButtonItem = .text("Edit", id: "e")
        let g = try SolverFixture.layout([top], profile: profile)
        #expect(g.title?.kind == .text)
        #expect(g.title?.text == "Messages")
        top.leftBarButtonItem = nil
        #expect(try SolverFixture.layout([top], profile: profile).title?.kind == .view)
    }
}
