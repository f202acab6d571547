import NavigationBarLayout
import Testing
import TextMetrics

extension SolverFixture {
    /// The `ios17` test profile with the large title of `ios17` untracked, so with fixed-advance measuring every
    /// character of it is 17 points wide and its line 40.8 tall (L19–L21).
    static let ios17Large: MetricsProfile = {
        var profile = ios17
        profile.name = "test-ios17-large"
        let large = LargeTitleMetrics(
            rowHeight: 52, style: TextStyle(size: 34, weight: .bold), bottomInset: 8, collapseThreshold: 10,
            magnification: LargeTitleMagnification(rate: 0.03, distance: 44, maximum: 1.1))
        profile.largeTitle = large
        profile.idioms[.pad]?.largeTitle = large
        return profile
    }()

    /// Lays out `items` with large titles preferred (unless `prefers` is false) at `scrollOffset`.
    static func large(
        _ items: [NavigationItem], width: Double = 375, metrics: BarMetrics = .default,
        direction: LayoutDirection = .leftToRight, scale: Double = 2, insets: SafeAreaInsets = .zero,
        idiom: UserInterfaceIdiom = .phone, offset: Double = 0, prefers: Bool = true,
        profile: MetricsProfile = ios17Large, measurer: some TextMeasuring = FixedAdvanceMeasurer()
    ) throws -> BarGeometry {
        let scene = Scene(
            width: width, metrics: metrics, layoutDirection: direction, scale: scale, items: items,
            userInterfaceIdiom: idiom, safeAreaInsets: insets, prefersLargeTitles: prefers, scrollOffset: offset)
        return try BarLayout.solve(scene, profile: profile, measurer: measurer)
    }
}

/// L19 large titles, L20 their collapse, L21 over-scroll, with exact numbers.
@Suite struct LargeTitleRuleTests {
    static let inbox = NavigationItem(title: "Inbox", rightBarButtonItems: [.text("Edit", id: "edit")])

    @Test func l19AlwaysPutsTheLargeTitleInARowBelowTheContentRow() throws {
        let g = try SolverFixture.large([NavigationItem(title: "Inbox", largeTitleDisplayMode: .always)])
        #expect(g.bar.height == 96)
        #expect(g.bar.contentFrame == Frame(0, 0, 375, 44))
        #expect(g.bar.backgroundFrame == Frame(0, 0, 375, 96))
        let large = try #require(g.largeTitle)
        // 5 × 17 wide on the 16-pt margin; the 40.8-pt line box ends 8 above the bottom (88), so it starts at
        // 47.2, rounded outward to 47 … 88.
        #expect(large.line.frame == Frame(16, 47, 85, 41))
        #expect(large.line.text == "Inbox" && !large.line.truncated && !large.inline)
        #expect(large.clipFrame == Frame(0, 44, 375, 52))
        #expect(large.alpha == 1 && g.title?.alpha == 0)
        // L15.2: the baseline is placed in the final frame: 47 + (41 − 34) / 2 + 27.2.
        #expect(abs(large.line.baseline - 77.7) < 1e-9)
    }

    @Test func l19ModesAndInheritance() throws {
        func shows(_ modes: [LargeTitleDisplayMode], prefers: Bool = true) throws -> Bool {
            let items = modes.enumerated().map { NavigationItem(title: "T\($0)", largeTitleDisplayMode: $1) }
            return try SolverFixture.large(items, prefers: prefers).largeTitle != nil
        }
        #expect(try shows([.automatic]))
        #expect(try shows([.automatic, .automatic, .automatic]))
        #expect(try !shows([.never]))
        #expect(try !shows([.never, .automatic]))  // inherits never from the item below
        #expect(try !shows([.always, .never, .automatic, .automatic]))  // the nearest explicit mode decides
        #expect(try shows([.never, .always, .automatic]))
        #expect(try shows([.inline, .automatic]))  // an inline item below counts as always
        #expect(try shows([.always, .never]) == false)
        #expect(try !shows([.always], prefers: false))
        #expect(try !shows([.inline], prefers: false))
    }

    @Test func l19WithoutPrefersLargeTitlesNothingIsReported() throws {
        let g = try SolverFixture.large(
            [NavigationItem(title: "Inbox", largeTitleDisplayMode: .always)], prefers: false)
        #expect(!g.reportsLargeTitle && g.largeTitle == nil && g.title?.alpha == nil && g.bar.height == 44)
    }

    @Test func l19NeverUnderCompactMetrics() throws {
        let g = try SolverFixture.large(
            [NavigationItem(title: "Inbox", largeTitleDisplayMode: .always)], width: 667, metrics: .compact)
        #expect(g.reportsLargeTitle && g.largeTitle == nil)
        #expect(g.bar.height == 32 && g.title?.alpha == 1)
    }

    @Test func l19ATitleTooLongIsCutToTheRoomBetweenTheMargins() throws {
        let g = try SolverFixture.large([NavigationItem(title: String(repeating: "m", count: 40))])
        let large = try #require(g.largeTitle)
        #expect(large.line.truncated && large.line.text.hasSuffix("…"))
        #expect(large.line.frame.x == 16 && large.line.frame.maxX <= 375 - 16)
        // 20 characters (19 and the ellipsis) are 340 wide: the most that fits in 343.
        #expect(large.line.frame.width == 340)
    }

    @Test func l19TheLargeTitleStartsOnTheMarginInsideTheSafeArea() throws {
        // 428 wide: a phone in portrait (wider than 500 it would be in landscape, with no large title: L61).
        let g = try SolverFixture.large([Self.inbox], width: 428, insets: SafeAreaInsets(left: 44, right: 44))
        #expect(g.largeTitle?.line.frame.x == 64)  // 44 + the 20-pt margin
        #expect(g.largeTitle?.clipFrame == Frame(0, 44, 428, 52))  // the row spans the whole bar
    }

    @Test func l19ThePadBarIs102() throws {
        let g = try SolverFixture.large([Self.inbox], width: 1024, idiom: .pad)
        #expect(g.bar.height == 102 && g.largeTitle?.line.frame.x == 20)
        #expect(g.largeTitle?.clipFrame == Frame(0, 50, 1024, 52))
    }

    @Test func l19InlineTakesTheContentRowAndTheLeadingItemsMakeWay() throws {
        let item = NavigationItem(
            title: "Library", leftBarButtonItems: [.text("Edit", id: "edit")],
            rightBarButtonItems: [.text("Add", id: "add")], largeTitleDisplayMode: .inline)
        let g = try SolverFixture.large([item])
        #expect(g.bar.height == 44)
        #expect(g.leftItems.map(\.hiddenReason) == [.inlineLargeTitle])
        let large = try #require(g.largeTitle)
        #expect(large.inline && large.clipFrame == Frame(0, 0, 375, 44))
        // Centred in the 44-pt row: 1.6 … 42.4, rounded outward.
        #expect(large.line.frame == Frame(16, 1.5, 119, 41))
        #expect(g.title?.alpha == 0)
        // Cut before the trailing item less the title gap: "Add" is 25.5 wide at 375 − 16.
        let long = NavigationItem(
            title: String(repeating: "m", count: 30), rightBarButtonItems: [.text("Add", id: "add")],
            largeTitleDisplayMode: .inline)
        let cut = try #require(try SolverFixture.large([long]).largeTitle)
        #expect(cut.line.truncated && cut.line.frame.maxX <= 375 - 16 - 25.5 - 6)
    }

    @Test func l19InlineWithABackButtonIsAlways() throws {
        let g = try SolverFixture.large([
            NavigationItem(title: "Albums"), NavigationItem(title: "Recents", largeTitleDisplayMode: .inline),
        ])
        #expect(g.bar.height == 96 && g.largeTitle?.inline == false && g.backButton != nil)
        let hidden = try SolverFixture.large([
            NavigationItem(title: "Albums"),
            NavigationItem(title: "Recents", hidesBackButton: true, largeTitleDisplayMode: .inline),
        ])
        #expect(hidden.bar.height == 44 && hidden.largeTitle?.inline == true)
    }

    @Test(arguments: [
        (0.0, 96.0, 1.0), (10, 86, 1), (26, 70, 1), (41, 55, 1), (42, 54, 0), (52, 44, 0), (80, 44, 0),
    ])
    func l20TheRowCollapsesWithTheScrollOffset(offset: Double, height: Double, alpha: Double) throws {
        let g = try SolverFixture.large([NavigationItem(title: "Inbox")], offset: offset)
        #expect(g.bar.height == height && g.bar.backgroundFrame?.height == height)
        #expect(g.bar.contentFrame == Frame(0, 0, 375, 44))
        let large = try #require(g.largeTitle)
        #expect(large.alpha == alpha && g.title?.alpha == 1 - alpha)
        #expect(large.clipFrame == Frame(0, 44, 375, height - 44))
        // The line box keeps its place above the bar's bottom edge: it moves up with the row.
        #expect(large.line.frame.maxY == height - 8 || abs(large.line.frame.maxY - (height - 8)) <= 0.5)
    }

    @Test func l21OverScrollStretchesTheRowAndMagnifiesTheTitle() throws {
        let g = try SolverFixture.large([NavigationItem(title: "Inbox")], offset: -20)
        #expect(g.bar.height == 116)
        let large = try #require(g.largeTitle)
        let scale = 1 + 0.03 * 20 / 44
        #expect(abs(large.line.style.size - 34 * scale) < 1e-9)
        #expect(large.line.frame.x == 16)  // anchored at the leading edge …
        #expect(abs(large.line.frame.maxY - 108) <= 0.5)  // … and at the bottom
        let far = try #require(try SolverFixture.large([NavigationItem(title: "Inbox")], offset: -100_000).largeTitle)
        #expect(abs(far.line.style.size - 37.4) < 1e-9)  // at most 1.1
        // No wider than the room: a title that nearly fills it is not magnified past it.
        let wide = try #require(
            try SolverFixture.large([NavigationItem(title: String(repeating: "m", count: 20))], offset: -400)
                .largeTitle)
        #expect(!wide.line.truncated && wide.line.frame.maxX <= 375 - 16)
    }

    /// With real fonts widths do not grow exactly with the size: a magnification of room over natural width came
    /// out 0.004 points too wide and cut "Wallet & Apple Pay" at −300. A title that fits unscaled is never cut.
    @Test func l21ATitleThatFitsUnscaledIsNeverCutByItsMagnification() throws {
        let ios17 = try ProfileLibrary.bundled("ios17")
        let measurer = TextMeasurer()
        let g = try SolverFixture.large(
            [NavigationItem(title: "Wallet & Apple Pay")], offset: -300, profile: ios17, measurer: measurer)
        let large = try #require(g.largeTitle)
        #expect(large.line.text == "Wallet & Apple Pay" && !large.line.truncated)
        #expect(large.line.style.size > 34)
        for title in ["Wallet & Apple Pay", "Notifications", "Screen Time", "Accessibility", "Mailboxes and more"] {
            for width in stride(from: 320.0, through: 430, by: 7) {
                for offset in [-20.0, -60, -147, -300, -1_000] {
                    let unscaled = try SolverFixture.large(
                        [NavigationItem(title: title)], width: width, profile: ios17, measurer: measurer)
                    guard let fits = unscaled.largeTitle, !fits.line.truncated else { continue }
                    let over = try SolverFixture.large(
                        [NavigationItem(title: title)], width: width, offset: offset, profile: ios17,
                        measurer: measurer)
                    let line = try #require(over.largeTitle?.line)
                    #expect(!line.truncated, "\(title) at width \(width), offset \(offset)")
                }
            }
        }
    }

    /// Magnified tracking stays within ±`TextStyle.maximumTracking`: tracking −1000 at −20 lays out unmagnified,
    /// where −1013.6 was refused.
    @Test func l21MagnifiedTrackingStaysWithinTheLimits() throws {
        var profile = SolverFixture.ios17Large
        profile.largeTitle?.style.tracking = -1_000
        let g = try SolverFixture.large([NavigationItem(title: "Inbox")], offset: -20, profile: profile)
        let style = try #require(g.largeTitle?.line.style)
        #expect(style.tracking == -1_000 && style.size == 34)
        // −500 × 1.1 stays within the limit and is magnified as usual; −999 × 1.1 would not: it stops at −1000.
        profile.largeTitle?.style.tracking = -500
        let half = try #require(
            try SolverFixture.large([NavigationItem(title: "Inbox")], offset: -100_000, profile: profile).largeTitle)
        #expect(abs(half.line.style.tracking + 550) < 1e-9 && abs(half.line.style.size - 37.4) < 1e-9)
        profile.largeTitle?.style.tracking = -999
        let most = try #require(
            try SolverFixture.large([NavigationItem(title: "Inbox")], offset: -100_000, profile: profile).largeTitle)
        #expect(abs(most.line.style.tracking + 1_000) < 1e-9 && most.line.style.size > 34)
    }

    @Test func l21WithoutMagnificationOverScrollClamps() throws {
        var profile = SolverFixture.ios17Large
        profile.largeTitle?.magnification = nil
        let g = try SolverFixture.large([NavigationItem(title: "Inbox")], offset: -50, profile: profile)
        #expect(g.bar.height == 96 && g.largeTitle?.line.style.size == 34)
    }

    @Test func l13RightToLeftMirrorsTheLargeTitle() throws {
        let ltr = try SolverFixture.large([NavigationItem(title: "Mail"), Self.inbox], offset: 20)
        let rtl = try SolverFixture.large(
            [NavigationItem(title: "Mail"), Self.inbox], direction: .rightToLeft, offset: 20)
        let a = try #require(ltr.largeTitle)
        let b = try #require(rtl.largeTitle)
        #expect(b.line.frame == Frame(375 - a.line.frame.maxX, a.line.frame.y, a.line.frame.width, a.line.frame.height))
        #expect(b.clipFrame == a.clipFrame && b.alpha == a.alpha && b.line.baseline == a.line.baseline)
    }

    @Test func theLayoutTextHasALargeTitleLine() throws {
        let g = try SolverFixture.large([NavigationItem(title: "Inbox")], offset: 26)
        #expect(
            g.layoutText.split(separator: "\n").suffix(2) == [
                "title     text        \"Inbox\"        x=166 y=11.5 w=42.5 h=21  alpha=0",
                "large     row         \"Inbox\"        x=16 y=21 w=85 h=41       clip x=0 y=44 w=375 h=26  size=34  alpha=1",
            ])
    }
}
