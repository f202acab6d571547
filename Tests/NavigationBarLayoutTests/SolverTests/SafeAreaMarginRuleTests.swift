import SceneGenerators
import Testing
import TextMetrics

@testable import NavigationBarLayout

extension SolverFixture {
    /// The `ios7` test profile with the `ios17` rules: layout margins 16 / 8 below 414 points and 20 / 10 from
    /// 414 (L17), and the pad idiom's 50-pt bar with a 20 / 10 margin (L18).
    static let ios17: MetricsProfile = {
        var profile = ios7
        profile.name = "test-ios17"
        profile.layoutMargins = [
            LayoutMarginStep(minWidth: 0, margin: 16, itemSpacing: 8),
            LayoutMarginStep(minWidth: 414, margin: 20, itemSpacing: 10),
        ]
        profile.idioms = [
            .pad: IdiomMetrics(
                height: PerMetrics([.default: 50, .compact: 50, .defaultPrompt: 80, .compactPrompt: 80]),
                layoutMargins: [LayoutMarginStep(minWidth: 0, margin: 20, itemSpacing: 10)])
        ]
        return profile
    }()

    /// Lays out `items` with the `ios17` test profile, safe-area insets and an idiom.
    static func modern(
        _ items: [NavigationItem], width: Double = 375, metrics: BarMetrics = .default,
        direction: LayoutDirection = .leftToRight, scale: Double = 2, insets: SafeAreaInsets = .zero,
        idiom: UserInterfaceIdiom = .phone, measurer: some TextMeasuring = FixedAdvanceMeasurer()
    ) throws -> BarGeometry {
        let scene = Scene(
            width: width, metrics: metrics, layoutDirection: direction, scale: scale, items: items,
            userInterfaceIdiom: idiom, safeAreaInsets: insets)
        return try BarLayout.solve(scene, profile: ios17, measurer: measurer)
    }
}

/// L16 safe-area insets, L17 layout margins, L18 idioms.
@Suite struct SafeAreaMarginRuleTests {
    static let message = NavigationItem(title: "Message", rightBarButtonItems: [.text("Edit", id: "edit")])

    @Test func l17TextSitsOnTheSixteenPointMarginBelow414() throws {
        let g = try SolverFixture.modern([NavigationItem(title: "Inbox"), Self.message])
        #expect(g.bar.layoutMargin == 16)
        #expect(g.rightItems[0].frame == Frame(325, 7, 34, 30))  // 375 − 16 − 34
        // The back button keeps its own 8-pt edge inset: it is not on the margin.
        #expect(g.backButton?.frame.x == 8)
        #expect(g.backButton?.indicator.frame.x == 8)
    }

    @Test func l17From414TheMarginIs20AndItemsAre10Apart() throws {
        let top = NavigationItem(title: "T", rightBarButtonItems: [.text("Edit", id: "a"), .text("Item", id: "b")])
        let g = try SolverFixture.modern([top], width: 414)
        #expect(g.bar.layoutMargin == 20)
        #expect(g.rightItems.map(\.frame) == [Frame(360, 7, 34, 30), Frame(316, 7, 34, 30)])
        let narrower = try SolverFixture.modern([top], width: 413)
        #expect(narrower.rightItems.map(\.frame) == [Frame(363, 7, 34, 30), Frame(321, 7, 34, 30)])
    }

    @Test func l17AnImageButtonsImageAndACustomViewSitOnTheMargin() throws {
        let top = NavigationItem(
            title: "T", leftBarButtonItems: [.customView(Size(width: 40, height: 30), id: "view")],
            rightBarButtonItems: [.system(.add, id: "add")])
        let g = try SolverFixture.modern([top])
        // The 44-wide image button's frame at 375 − (16 − 11) − 44 = 326, its image ending on 375 − 16.
        #expect(g.rightItems[0].frame == Frame(326, 7, 44, 30))
        #expect(g.rightItems[0].image == Frame(337, 11, 22, 22))
        #expect(g.leftItems[0].frame?.x == 16)
    }

    @Test func l17WithoutARuleTheEdgeInsetsApplyAndNoNewKeysAreWritten() throws {
        let g = try SolverFixture.layout([NavigationItem(title: "Inbox"), Self.message])
        #expect(g.rightItems[0].frame == Frame(333, 7, 34, 30))  // ios7: 375 − 8 − 34
        #expect(g.bar.layoutMargin == nil)
        #expect(g.bar.format1BackgroundFrame == nil)
        #expect(!g.jsonString(format: .version1).contains("backgroundFrame"))
        #expect(!g.jsonString(format: .version1).contains("layoutMargin"))
    }

    @Test func l16ContentIsInsetTheBackgroundSpansTheWholeBar() throws {
        let g = try SolverFixture.modern(
            [NavigationItem(title: "Inbox"), Self.message], width: 844, metrics: .compact,
            insets: SafeAreaInsets(left: 47, right: 47))
        #expect(g.bar.format1BackgroundFrame == Frame(0, 0, 844, 32))
        #expect(g.bar.contentFrame == Frame(47, 0, 750, 32))
        #expect(g.backButton?.frame.x == 55)  // 47 + 8
        #expect(g.rightItems[0].frame == Frame(743, 1, 34, 30))  // 844 − 47 − 20 − 34
        // "Message" (59.5) centred on the full width: (844 − 59.5) / 2 = 392.25, rounded outward.
        #expect(g.title?.frame?.x == 392)
    }

    @Test func l16TheTitleCentresOnTheFullWidthAndIsKeptClearOfAnInset() throws {
        let top = NavigationItem(title: "Titles")  // 51 wide
        let centred = try SolverFixture.modern([top], width: 400, insets: SafeAreaInsets(left: 10, right: 10))
        #expect(centred.title?.frame?.x == 174.5)  // (400 − 51) / 2
        let pushed = try SolverFixture.modern([top], width: 400, insets: SafeAreaInsets(left: 200, right: 0))
        #expect(pushed.title?.frame?.x == 216)  // kept 16 clear of the 200-pt inset
    }

    @Test func l16InsetsAsWideAsTheBarAreRefusedNamingTheField() throws {
        let both = Scene(width: 400, items: [], safeAreaInsets: SafeAreaInsets(left: 200, right: 200))
        #expect(
            both.problems().map(\.description) == [
                "safeAreaInsets.right: left + right must be less than the bar's width (400), leaving its content room"
            ])
        let left = Scene(width: 400, items: [], safeAreaInsets: SafeAreaInsets(left: 500, right: 0))
        #expect(left.problems().map(\.path) == ["safeAreaInsets.left"])
        #expect(throws: LayoutError.self) {
            try BarLayout.solve(left, profile: SolverFixture.ios17, measurer: FixedAdvanceMeasurer())
        }
        let json = #"{"width": 320, "items": [], "safeAreaInsets": {"left": -1, "right": 400}}"#
        #expect(
            Scene.validate(json: json).map(\.description) == [
                "safeAreaInsets.left: must be a number from 0 to 100000",
                "safeAreaInsets.right: left + right must be less than the bar's width (320), leaving its content room",
            ])
    }

    @Test func l16SceneKeysRoundTripAndAreWrittenOnlyWhenSet() throws {
        let scene = try Scene.decode(
            json: #"{"width": 844, "items": [], "userInterfaceIdiom": "pad", "safeAreaInsets": {"left": 47}}"#)
        #expect(scene.userInterfaceIdiom == .pad)
        #expect(scene.safeAreaInsets == SafeAreaInsets(left: 47, right: 0))
        #expect(try Scene.decode(json: scene.encodeJSON()) == scene)
        let plain = Scene(width: 320, items: [])
        #expect(!plain.encodeJSON().contains("safeAreaInsets"))
        #expect(!plain.encodeJSON().contains("userInterfaceIdiom"))
        #expect(
            Scene.validate(json: #"{"width": 320, "items": [], "userInterfaceIdiom": "ipad"}"#).map(\.description)
                == ["userInterfaceIdiom: 'ipad' is not one of: phone, pad; did you mean 'pad'?"])
    }

    @Test func l18ThePadIdiomUsesItsOwnHeightAndMargin() throws {
        let g = try SolverFixture.modern([Self.message], width: 1024, idiom: .pad)
        #expect(g.bar.height == 50)
        #expect(g.bar.contentFrame == Frame(0, 0, 1024, 50))
        #expect(g.rightItems[0].frame == Frame(970, 10, 34, 30))  // 1024 − 20 − 34, centred in 50
        let compact = try SolverFixture.modern([Self.message], width: 1024, metrics: .compact, idiom: .pad)
        #expect(compact.bar.height == 50)
        let phone = try SolverFixture.modern([Self.message], width: 1024)
        #expect(phone.bar.height == 44)
    }

    @Test func l18AProfileWithoutIdiomsLaysEveryIdiomOutAlike() throws {
        let scene = Scene(width: 375, items: [Self.message], userInterfaceIdiom: .pad)
        let pad = try BarLayout.solve(scene, profile: SolverFixture.ios7, measurer: FixedAdvanceMeasurer())
        let phone = try SolverFixture.layout([Self.message])
        #expect(pad.rightItems == phone.rightItems)
        #expect(pad.bar.height == 44)
        #expect(pad.bar.format1BackgroundFrame == Frame(0, 0, 375, 44))
    }
}
