import NavigationBarLayout
import Testing

/// L1–L4: the top and back items, when the back button shows, its content and its title form.
@Suite struct BackButtonRuleTests {
    @Test func l1TopItemIsShownAndBackItemIsBelowIt() throws {
        let g = try SolverFixture.layout([NavigationItem(title: "Inbox"), NavigationItem(title: "Messages")])
        #expect(g.title?.text == "Messages")
        #expect(g.backButton?.title?.text == "Inbox")
        #expect(g.backButton?.source == .backItemTitle)
    }

    @Test func l1EmptyStackShowsNothing() throws {
        let g = try SolverFixture.layout([])
        #expect(g.backButton == nil && g.title == nil && g.leftItems.isEmpty && g.bar.height == 44)
    }

    @Test func l2RootItemHasNoBackButton() throws {
        let g = try SolverFixture.layout([NavigationItem(title: "Root")])
        #expect(g.backButton == nil)
    }

    @Test func l2HidesBackButtonHidesItEvenWhenLeftItemsSupplementIt() throws {
        var top = NavigationItem(title: "Top", hidesBackButton: true, leftItemsSupplementBackButton: true)
        top.leftBarButtonItem = .text("Edit", id: "edit")
        let g = try SolverFixture.layout([NavigationItem(title: "Root"), top])
        #expect(g.backButton == nil)
        #expect(g.leftItems.first?.frame == Frame(8, 7, 34, 30))
    }

    @Test func l2LeftItemsReplaceTheBackButtonUnlessTheySupplementIt() throws {
        var top = NavigationItem(title: "Top")
        top.leftBarButtonItem = .text("Edit", id: "edit")
        let replaced = try SolverFixture.layout([NavigationItem(title: "Root"), top])
        #expect(replaced.backButton == nil)
        #expect(replaced.leftItems[0].frame?.x == 8)

        top.leftItemsSupplementBackButton = true
        let supplemented = try SolverFixture.layout([NavigationItem(title: "Root"), top])
        // Back button: 8 + 13 + 6 + "Root" (34) = 61; the left item follows after spacing 8.
        #expect(supplemented.backButton?.frame == Frame(8, 7, 53, 30))
        #expect(supplemented.leftItems[0].frame == Frame(69, 7, 34, 30))
    }

    @Test func l3BackBarButtonItemTitleWinsOverTheBackItemsTitle() throws {
        let back = NavigationItem(
            title: "Inbox",
            backBarButtonItem: BarButtonItem(title: "Mail", content: .customView(Size(width: 99, height: 9))))
        let g = try SolverFixture.layout([back, NavigationItem(title: "Messages")])
        #expect(g.backButton?.title?.text == "Mail")
        #expect(g.backButton?.source == .backBarButtonItem)
        // The custom view on a back bar button item is ignored (seed 000).
        #expect(g.backButton?.frame == Frame(8, 7, 53, 30))
    }

    @Test func l3BackItemWithoutTitleGivesTheGenericTitle() throws {
        let g = try SolverFixture.layout([NavigationItem(), NavigationItem(title: "Messages")])
        #expect(g.backButton?.title?.text == "Back")
        #expect(g.backButton?.source == .genericTitle)
        #expect(g.backButton?.form == .generic)
    }

    @Test func l3BackBarButtonItemImageIsShownAfterTheIndicator() throws {
        let back = NavigationItem(title: "Inbox", backBarButtonItem: BarButtonItem.image(Size(width: 20, height: 20)))
        let g = try SolverFixture.layout([back, NavigationItem(title: "Messages")])
        #expect(g.backButton?.image == Frame(27, 12, 20, 20))
        #expect(g.backButton?.form == BackTitleForm.none)
    }

    @Test func l4FullTitleWhenEverythingFits() throws {
        let g = try SolverFixture.layout([NavigationItem(title: "Inbox"), NavigationItem(title: "Messages")])
        #expect(g.backButton?.form == .full)
        #expect(g.backButton?.indicator.frame == Frame(8, 11.5, 13, 21))
        #expect(g.backButton?.title?.frame.x == 27)
    }

    @Test func l4GenericTitleWhenTheFullTitleWouldPushTheTitleOffItsNaturalWidth() throws {
        // 30 clusters: 255 points. Full form ends at 282; the title could start at 288 and end at 356 > 312.
        let back = NavigationItem(title: String(repeating: "x", count: 30))
        let g = try SolverFixture.layout([back, NavigationItem(title: "Messages")], width: 320)
        #expect(g.backButton?.form == .generic)
        #expect(g.backButton?.title?.text == "Back")
        #expect(g.title?.truncated == false)
        #expect(g.title?.frame == Frame(126, 11.5, 68, 21))
    }

    @Test func l4IndicatorOnlyWhenNoTitleFormLetsTheTitleFit() throws {
        let top = NavigationItem(title: String(repeating: "t", count: 41))
        let g = try SolverFixture.layout([NavigationItem(title: "Inbox"), top])
        #expect(g.backButton?.form == BackTitleForm.none)
        #expect(g.backButton?.title == nil)
        #expect(g.backButton?.frame == Frame(8, 7, 13, 30))
        #expect(g.title?.truncated == true)
    }

    @Test func l4GenericTitleWhenTheFullTitleWouldHideAnItem() throws {
        var top = NavigationItem()
        top.rightBarButtonItems = SolverFixture.items(7, prefix: "r")
        let g = try SolverFixture.layout([NavigationItem(title: "Mailboxes"), top])
        // Right items end at 367 and step 42 inward: the seventh starts at 81, so the back button may end
        // at 73: "Mailboxes" (ends at 103.5) would hide it, "Back" (ends at 61) does not.
        #expect(g.rightItems.allSatisfy { $0.displayed })
        #expect(g.backButton?.form == .generic)
    }

    @Test func l4IndicatorOnlyWhenEveryTitleWouldHideAnItem() throws {
        var top = NavigationItem()
        top.rightBarButtonItems = SolverFixture.items(8, prefix: "r")
        let g = try SolverFixture.layout([NavigationItem(title: "Mailboxes"), top])
        // The eighth item starts at 39: the back button may end at 31, which only the indicator (21) does.
        #expect(g.rightItems.allSatisfy { $0.displayed })
        #expect(g.rightItems[7].frame == Frame(39, 7, 34, 30))
        #expect(g.backButton?.form == BackTitleForm.none)
    }
}
