import NavigationBarLayout
import Testing

/// L11, L12, L13, L15: the prompt, metrics fallback, right-to-left and the pixel grid.
@Suite struct MetricsRuleTests {
    @Test func l11PromptSelectsThePromptMetricsAndSitsInTheBandAbove() throws {
        let top = NavigationItem(title: "Messages", prompt: "Prompt", rightBarButtonItems: [.text("Edit", id: "e")])
        let g = try SolverFixture.layout([top])
        #expect(g.bar.metrics == .defaultPrompt)
        #expect(g.bar.height == 74)
        #expect(g.bar.contentFrame == Frame(0, 30, 375, 44))
        // "Prompt": 6 × 6.5 = 39 wide, 15.6 tall, centred in the 30-pt band.
        #expect(g.prompt?.frame == Frame(168, 7, 39, 16))
        #expect(g.rightItems[0].frame == Frame(333, 37, 34, 30))
    }

    @Test func l11CompactPromptHeight() throws {
        let g = try SolverFixture.layout([NavigationItem(title: "T", prompt: "P")], metrics: .compact)
        #expect(g.bar.metrics == .compactPrompt)
        #expect(g.bar.height == 54)
        #expect(g.bar.contentFrame == Frame(0, 22, 375, 32))
    }

    @Test func l11PromptIsCutToTheBarLessTheEdgeInsets() throws {
        let g = try SolverFixture.layout([NavigationItem(prompt: String(repeating: "p", count: 80))], width: 200)
        // 184 points hold 28 clusters of 6.5 (182): 27 letters and the ellipsis.
        #expect(g.prompt?.text == String(repeating: "p", count: 27) + "…")
        #expect(g.prompt?.truncated == true)
    }

    @Test func l12CompactHeightAndDefaultOnlyValuesServeEveryMetrics() throws {
        let appearance = Appearance(titleVerticalPositionAdjustment: PerMetrics([.default: 2]))
        let g = try SolverFixture.layout([NavigationItem(title: "Messages")], metrics: .compact, appearance: appearance)
        #expect(g.bar.height == 32)
        // Centred in 32: (32 − 20.4) / 2 = 5.8, plus 2 = 7.8, rounded down to 7.5 (text, L15.1).
        #expect(g.title?.frame?.y == 7.5)
    }

    @Test func l12CompactPromptFallsBackToCompactBeforeDefault() throws {
        let appearance = Appearance(titleVerticalPositionAdjustment: PerMetrics([.default: 2, .compact: -4]))
        let g = try SolverFixture.layout(
            [NavigationItem(title: "M", prompt: "P")], metrics: .compact, appearance: appearance)
        // Row 22–54: (32 − 20.4) / 2 + 22 − 4 = 23.8 → 23.5 (text rounds outward, L15.1).
        #expect(g.title?.frame?.y == 23.5)
    }

    @Test func l13RightToLeftMirrorsTheBarAndFlipsTheIndicator() throws {
        let top = NavigationItem(title: "Messages", rightBarButtonItems: [.text("Edit", id: "e")])
        let g = try SolverFixture.layout([NavigationItem(title: "Inbox"), top], direction: .rightToLeft)
        #expect(g.bar.layoutDirection == .rightToLeft)
        #expect(g.backButton?.indicator.frame == Frame(354, 11.5, 13, 21))
        #expect(g.backButton?.indicator.flipped == true)
        #expect(g.backButton?.title?.frame.maxX == 348)
        #expect(g.rightItems[0].frame == Frame(8, 7, 34, 30))
    }

    @Test func l15FramesAreRoundedToThePixelGridOfTheScale() throws {
        let top = NavigationItem(title: "Message")  // 59.5 wide: centred at 157.75.
        let two = try SolverFixture.layout([top], scale: 2)
        // Text rounds outward (L15.1): 157.75 down to 157.5, 59.5 is 119 pixels and kept; 11.8–32.2 to 11.5–32.5.
        #expect(two.title?.frame == Frame(157.5, 11.5, 59.5, 21))
        let three = try SolverFixture.layout([top], scale: 3)
        let frame = try #require(three.title?.frame)
        #expect(frame.x * 3 == (157.75 * 3).rounded(.down))
        #expect((frame.maxX * 3).rounded() == frame.maxX * 3)
        let one = try SolverFixture.layout([top], scale: 1)
        // At scale 1, 157.75–217.25 rounds outward to 157–218.
        #expect(one.title?.frame == Frame(157, 11, 61, 22))
    }

    @Test func l15AdjacentEdgesStayAligned() throws {
        let top = NavigationItem(leftBarButtonItems: [.fixed(10.3, id: "a"), .fixed(0.0, id: "b")])
        var profile = SolverFixture.ios7
        profile.itemSpacing = PerMetrics(all: 0)
        let g = try SolverFixture.layout([top], profile: profile)
        #expect(g.leftItems[0].frame?.maxX == g.leftItems[1].frame?.minX)
        #expect(g.leftItems[0].frame == Frame(8, 7, 10.5, 30))
    }
}
