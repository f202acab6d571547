import NavigationBarLayout
import SceneGenerators
import Testing
import TextMetrics

/// T7: at progress 0 and 1 a transition is exactly the two solved geometries.
@Suite struct TransitionEndpointTests {
    /// Every change this test makes of `scene`, with a fresh item to push.
    static func changes(of scene: Scene, using generator: inout SplitMix64) -> [BarChange] {
        var changes: [BarChange] = [.push(SceneGenerator.navigationItem(using: &generator))]
        guard let top = scene.items.last else { return changes }
        if scene.items.count >= 2 {
            changes.append(.pop)
            changes.append(.setItems(Array(scene.items.dropLast())))
        }
        changes.append(.setItems([SceneGenerator.navigationItem(using: &generator)]))
        changes.append(.setRightBarButtonItems([SceneGenerator.barButtonItem(using: &generator)]))
        changes.append(.setLeftBarButtonItems(Array(top.leftBarButtonItems.dropFirst())))
        changes.append(.setHidesBackButton(!top.hidesBackButton))
        changes.append(.setPrompt(top.prompt == nil ? "Choose a folder" : nil))
        changes.append(.setTitle(SceneGenerator.titles.randomElement(using: &generator)!))
        return changes
    }

    @Test func t7ProgressZeroAndOneAreTheSolvedGeometriesForGeneratedPairs() throws {
        var generator = SplitMix64(state: 11)
        var pairs = 0
        for scene in GeneratedScenes.scenes(count: 300) {
            let profile = try ProfileLibrary.resolve(scene.profile)
            for change in Self.changes(of: scene, using: &generator) {
                let transition = try BarTransition.make(
                    from: scene, change: change, profile: profile, measurer: TransitionFixture.measurer)
                let start = transition.sample(at: 0)
                let end = transition.sample(at: 1)
                // T7: the lanes' nodes at the ends are the layouts' display lists, node for node, in order.
                #expect(start.nodes == transition.from.displayList.nodes)
                #expect(end.nodes == transition.to.displayList.nodes)
                #expect(start.lanes.allSatisfy { $0.alpha == 0 || $0.alpha == 1 })
                #expect(end.lanes.allSatisfy { $0.alpha == 0 || $0.alpha == 1 })
                #expect(start.height == transition.from.bar.height && end.height == transition.to.bar.height)
                #expect(end.contentFrame == transition.to.bar.contentFrame)
                pairs += 1
            }
        }
        #expect(pairs >= 1000)
    }

    @Test func t7InboxToMessageStartsAndEndsOnTheSolvedBars() throws {
        let (scene, message) = TransitionFixture.inbox()
        let transition = try TransitionFixture.transition(scene, .push(message))
        #expect(transition.kind == .push)
        #expect(transition.duration == 0.5)
        let start = transition.sample(at: 0).nodes
        let end = transition.sample(at: 1).nodes
        #expect(start.map(\.key.description) == ["background", "shadow", "item.right.compose", "title"])
        #expect(
            end.map(\.key.description) == [
                "background", "shadow", "back", "back.indicator", "back.title", "item.right.reply", "title",
            ])
        #expect(end.first { $0.kind == .backTitle }?.text?.text == "Inbox")
    }
}

/// The model's record of its last change gives the same transition as the change itself.
@Suite struct NavigationBarTransitionRecordTests {
    @Test func aBarsLastPushAndPopAreTransitions() throws {
        let profile = try TransitionFixture.profile()
        let bar = NavigationBar()
        #expect(
            try BarTransition.make(
                lastTransitionOf: bar, width: 375, profile: profile, measurer: TransitionFixture.measurer) == nil)
        let (scene, message) = TransitionFixture.inbox()
        try bar.setItems(scene.items, animated: false)
        try bar.push(message, animated: true)
        let pushed = try #require(
            try BarTransition.make(
                lastTransitionOf: bar, width: 375, profile: profile, measurer: TransitionFixture.measurer))
        let direct = try TransitionFixture.transition(scene, .push(message))
        #expect(pushed.kind == .push)
        #expect(pushed.sample(at: 0.4).lanes == direct.sample(at: 0.4).lanes)
        bar.pop(animated: true)
        let popped = try #require(
            try BarTransition.make(
                lastTransitionOf: bar, width: 375, profile: profile, measurer: TransitionFixture.measurer))
        #expect(popped.kind == .pop)
        // T5: the pop at t is the push at 1 − t.
        let frames = popped.sample(at: 0.6).lanes.map(\.frame)
        #expect(frames == pushed.sample(at: 0.4).lanes.map(\.frame))
        #expect(bar.itemsBeforeLastTransition.count == 2)
    }
}
