import NavigationBarLayout
import Testing
import TextMetrics

/// T7, T10 with L70–L77: a push between a bar with a search row and one without, and a change of `isActive`.
@Suite struct SearchTransitionTests {
    /// The inbox with its search row, large titles preferred.
    static func inbox(scrollOffset: Double = 0) throws -> Scene {
        try Scene.decode(
            json: """
                {"width": 390, "prefersLargeTitles": true, "scrollOffset": \(scrollOffset), "items": [{"title": "Inbox",
                  "leftBarButtonItem": {"id": "edit", "systemItem": "edit"},
                  "rightBarButtonItem": {"id": "compose", "systemItem": "compose"},
                  "searchController": {"scopeButtonTitles": ["All", "Unread"]}}]}
                """)
    }

    /// Pushing a message (no search bar) and popping back: the ends are the layouts, the bar's height tweens
    /// from 140 to 44, and the search nodes fade out by the middle (the profile's `search` tracks).
    @Test(arguments: [0.0, 22, 200])
    func t7APushFromASearchRowToNoneAndBack(offset: Double) throws {
        let profile = try ProfileLibrary.bundled("ios17")
        let scene = try Self.inbox(scrollOffset: offset)
        let message = NavigationItem(title: "Message", largeTitleDisplayMode: .never)
        let push = try BarTransition.make(
            from: scene, change: .push(message), profile: profile, measurer: FixedAdvanceMeasurer())
        TransitionCombinedTests.check(push, before: push.from, after: push.to)
        #expect(push.from.search != nil && push.to.search == nil)
        let middle = push.sample(at: 0.5)
        if push.from.bar.height > push.to.bar.height {
            #expect(middle.height < push.from.bar.height && middle.height > push.to.bar.height)
        }
        for node in middle.nodes where node.role == .search { #expect(node.alpha == 0, "\(node.key)") }
        let (pushed, _) = try scene.applying(.push(message))
        let pop = try BarTransition.make(from: pushed, change: .pop, profile: profile, measurer: FixedAdvanceMeasurer())
        TransitionCombinedTests.check(pop, before: pop.from, after: pop.to)
        #expect(pop.to.search != nil)
    }

    /// Activating search: the field moves to the top, Cancel and the scope bar fade in, the bar's height tweens from
    /// 140 to 88; dismissing runs back.
    @Test func t7ActivatingAndDismissingSearch() throws {
        let profile = try ProfileLibrary.bundled("ios17")
        let scene = try Self.inbox()
        let activate = try BarTransition.make(
            from: scene, change: .setSearchActive(true), profile: profile, measurer: FixedAdvanceMeasurer())
        TransitionCombinedTests.check(activate, before: activate.from, after: activate.to)
        #expect(activate.from.bar.height == 140 && activate.to.bar.height == 88)
        #expect(activate.to.search?.isActive == true && activate.to.search?.cancel != nil)
        let field = try #require(activate.sample(at: 0.5).nodes.first { $0.kind == .searchField })
        #expect(field.frame.y > 0 && field.frame.y < 96)
        let (active, _) = try scene.applying(.setSearchActive(true))
        let dismiss = try BarTransition.make(
            from: active, change: .setSearchActive(false), profile: profile, measurer: FixedAdvanceMeasurer())
        TransitionCombinedTests.check(dismiss, before: dismiss.from, after: dismiss.to)
        #expect(dismiss.to == activate.from)
    }
}
