import NavigationBarLayout
import Testing

/// L3.1, L4.1: `backButtonTitle`, `backButtonDisplayMode` and the order of the back titles.
///
/// Every cluster is 8.5 wide: the back button is 8 + 13 + 6 + the title; on
/// a 375-wide bar "Messages" (68) keeps its width (L4) only if the back
/// button ends by 293 (375 − 8 − 68 − 6).
@Suite struct BackButtonDisplayModeTests {
    static let top = NavigationItem(title: "Messages")
    /// 34 clusters: 289 wide, too long for "Messages" to keep its width at 375.
    static let long = "All Conversations in Every Mailbox"

    func layout(_ back: NavigationItem, width: Double = 375) throws -> BackButtonGeometry {
        try #require(try SolverFixture.layout([back, Self.top], width: width).backButton)
    }

    @Test func l3_1DefaultShortBackButtonTitleWinsOverTheTitle() throws {
        let b = try layout(NavigationItem(title: Self.long, backButtonTitle: "Chats"))
        #expect(b.frame == Frame(8, 7, 61.5, 30))
        #expect(b.title?.text == "Chats" && b.title?.frame == Frame(27, 11.5, 42.5, 21))
        #expect(b.form == .full && b.source == .backButtonTitle)
    }

    @Test func l4_1DefaultLongBackButtonTitleGivesWayToAShortTitle() throws {
        let b = try layout(NavigationItem(title: "Inbox", backButtonTitle: Self.long))
        #expect(b.frame == Frame(8, 7, 61.5, 30))
        #expect(b.title?.text == "Inbox" && b.title?.frame == Frame(27, 11.5, 42.5, 21))
        #expect(b.form == .full && b.source == .backItemTitle)
    }

    @Test func l4_1DefaultLongTitlesGiveWayToTheGenericTitle() throws {
        let b = try layout(NavigationItem(title: Self.long + "!", backButtonTitle: Self.long))
        #expect(b.frame == Frame(8, 7, 53, 30))
        #expect(b.title?.text == "Back" && b.title?.frame == Frame(27, 11.5, 34, 21))
        #expect(b.form == .generic && b.source == .backButtonTitle)
    }

    @Test func l4_1DefaultLongBackButtonTitleShowsWhenTheBarIsWide() throws {
        let b = try layout(NavigationItem(title: "Inbox", backButtonTitle: Self.long), width: 768)
        #expect(b.frame == Frame(8, 7, 308, 30))
        #expect(b.title?.text == Self.long && b.title?.frame == Frame(27, 11.5, 289, 21))
        #expect(b.form == .full && b.source == .backButtonTitle)
    }

    @Test func l3_1EmptyBackButtonTitleShowsTheIndicatorOnly() throws {
        let b = try layout(NavigationItem(title: "Inbox", backButtonTitle: ""), width: 768)
        #expect(b.frame == Frame(8, 7, 13, 30) && b.title == nil)
        #expect(b.form == BackTitleForm.none && b.source == .backButtonTitle)
    }

    @Test func l3_1BackButtonTitleEqualToTheTitleIsOfferedOnce() throws {
        let b = try layout(NavigationItem(title: Self.long, backButtonTitle: Self.long))
        #expect(b.title?.text == "Back" && b.form == .generic && b.source == .backButtonTitle)
    }

    @Test func l3_1GenericShortTitleStillShowsTheGenericTitle() throws {
        let b = try layout(NavigationItem(title: "Inbox", backButtonTitle: "Chats", backButtonDisplayMode: .generic))
        #expect(b.frame == Frame(8, 7, 53, 30))
        #expect(b.title?.text == "Back" && b.title?.frame == Frame(27, 11.5, 34, 21))
        #expect(b.form == .generic && b.source == .genericTitle)
    }

    @Test func l3_1GenericLongTitleShowsTheGenericTitle() throws {
        let b = try layout(NavigationItem(title: Self.long, backButtonDisplayMode: .generic))
        #expect(b.frame == Frame(8, 7, 53, 30) && b.title?.text == "Back")
    }

    @Test func l4GenericFallsBackToTheIndicatorWhenCrowded() throws {
        // At 120 "Messages" (68) keeps its width only if the back button ends by 38; "Back" would end at 61.
        let b = try layout(NavigationItem(title: "Inbox", backButtonDisplayMode: .generic), width: 120)
        #expect(b.frame == Frame(8, 7, 13, 30) && b.title == nil)
        #expect(b.form == BackTitleForm.none && b.source == .genericTitle)
    }

    @Test(arguments: ["Inbox", BackButtonDisplayModeTests.long])
    func l3_1MinimalShowsTheIndicatorOnlyWhateverTheRoom(title: String) throws {
        let back = NavigationItem(title: title, backButtonTitle: "Chats", backButtonDisplayMode: .minimal)
        let b = try layout(back, width: 1024)
        #expect(b.frame == Frame(8, 7, 13, 30) && b.indicator.frame == Frame(8, 11.5, 13, 21))
        #expect(b.title == nil && b.form == BackTitleForm.none && b.source == .minimalDisplayMode)
    }

    @Test(arguments: BackButtonDisplayMode.allCases)
    func l3_1BackBarButtonItemTitleShowsInEveryMode(mode: BackButtonDisplayMode) throws {
        let back = NavigationItem(
            title: "Inbox", backBarButtonItem: .text("Mail"), backButtonTitle: "Chats", backButtonDisplayMode: mode)
        let b = try layout(back)
        #expect(b.frame == Frame(8, 7, 53, 30))
        #expect(b.title?.text == "Mail" && b.form == .full && b.source == .backBarButtonItem)
    }

    @Test func l3_1TheModeIsReadFromTheBackItemNotTheTopItem() throws {
        var top = Self.top
        top.backButtonDisplayMode = .minimal
        top.backButtonTitle = "Ignored"
        let g = try SolverFixture.layout([NavigationItem(title: "Inbox"), top])
        #expect(g.backButton?.title?.text == "Inbox" && g.backButton?.source == .backItemTitle)
    }

    @Test func l3_1KeysLeftAtTheirDefaultsLayOutAsBefore() throws {
        let before = try SolverFixture.layout([NavigationItem(title: Self.long), Self.top], width: 320)
        let after = try SolverFixture.layout(
            [NavigationItem(title: Self.long, backButtonDisplayMode: .default), Self.top], width: 320)
        #expect(before == after)
    }

    @Test func l3_1MinimalMirrorsRightToLeft() throws {
        let back = NavigationItem(title: "Inbox", backButtonDisplayMode: .minimal)
        let g = try SolverFixture.layout([back, Self.top], direction: .rightToLeft)
        #expect(g.backButton?.frame == Frame(354, 7, 13, 30) && g.backButton?.indicator.flipped == true)
    }

    @Test(arguments: ["ios6", "ios7"])
    func l3_1ModesApplyUnderEveryBundledProfile(name: String) throws {
        let profile = try ProfileLibrary.bundled(name)
        func back(_ item: NavigationItem) throws -> BackButtonGeometry {
            try #require(try SolverFixture.layout([item, Self.top], profile: profile).backButton)
        }
        let minimal = try back(NavigationItem(title: "Inbox", backButtonDisplayMode: .minimal))
        #expect(minimal.form == BackTitleForm.none && minimal.source == .minimalDisplayMode)
        let generic = try back(NavigationItem(title: "Inbox", backButtonDisplayMode: .generic))
        #expect(generic.title?.text == "Back" && generic.source == .genericTitle)
        let titled = try back(NavigationItem(title: "Inbox", backButtonTitle: "Chats"))
        #expect(titled.title?.text == "Chats" && titled.source == .backButtonTitle)
    }
}
