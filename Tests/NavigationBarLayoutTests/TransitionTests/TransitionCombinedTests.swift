import NavigationBarLayout
import SceneGenerators
import Testing
import TextMetrics

/// Transitions between bars that mix large titles, item groups, appearances and right to left (T7, T10–T13),
/// each checked against the two layouts solved on their own, and under curves that overshoot.
@Suite struct TransitionCombinedTests {
    typealias F = TransitionFixture

    /// A generated `ios17` scene with item groups, half of them preferring large titles with any display mode
    /// and scroll offset.
    static func modernScene(using generator: inout SplitMix64) -> Scene {
        var scene = SceneGenerator.groupScene(using: &generator)
        if Bool.random(using: &generator) {
            scene.prefersLargeTitles = true
            scene.scrollOffset = [-40, 0, 0, 30, 120].randomElement(using: &generator)!
            let mode = LargeTitleDisplayMode.allCases.randomElement(using: &generator)!
            scene.items[scene.items.count - 1].largeTitleDisplayMode = mode
        }
        return scene
    }

    /// The changes tried on `scene`: a push of a plain or large-title item, a pop, the new kinds of T13.
    static func changes(of scene: Scene, using generator: inout SplitMix64) -> [BarChange] {
        var pushed = SceneGenerator.navigationItem(using: &generator)
        pushed.largeTitleDisplayMode = LargeTitleDisplayMode.allCases.randomElement(using: &generator)!
        var changes: [BarChange] = [
            .push(pushed), .setPrefersLargeTitles(!scene.prefersLargeTitles),
            .setLargeTitleDisplayMode(LargeTitleDisplayMode.allCases.randomElement(using: &generator)!),
        ]
        if scene.items.count >= 2 { changes.append(.pop) }
        // Groups of another scene, their ids renamed so that they clash with none of this scene's.
        let renamed = CombinedTransitionPropertyTests.renamed
        let other = SceneGenerator.groupScene(using: &generator).items.last!
        changes.append(.setTrailingItemGroups(renamed(other.trailingItemGroups, "t-")))
        changes.append(.setCenterItemGroups(renamed(other.centerItemGroups, "c-")))
        changes.append(.setLeadingItemGroups(renamed(other.leadingItemGroups, "l-")))
        return changes
    }

    /// Checks every sample property of T7 and T11 on `transition` at `moments` progresses.
    static func check(_ transition: BarTransition, before: BarGeometry, after: BarGeometry, moments: Int = 9) {
        // T7: the ends are the layouts solved on their own, node for node.
        #expect(transition.sample(at: 0).nodes == before.displayList.nodes)
        #expect(transition.sample(at: 1).nodes == after.displayList.nodes)
        for k in 0..<moments {
            let sample = transition.sample(at: Double(k) / Double(moments - 1))
            #expect(sample.height.isFinite && sample.height >= 0)
            for node in sample.nodes {
                let frames = [node.frame, node.textFrame, node.imageFrame, node.clip].compactMap { $0 }
                #expect(
                    frames.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.width >= 0 && $0.height >= 0 },
                    "\(node.key) at \(sample.progress): \(frames)")
                #expect((0...1).contains(node.alpha), "\(node.key) at \(sample.progress): alpha \(node.alpha)")
                if let size = node.text?.style?.size { #expect(size.isFinite && size >= 0) }
            }
            // No node vanishes: every node of either end is drawn at every moment in between, as a lane.
            if k > 0 && k < moments - 1 {
                let keys = Set(sample.nodes.map(\.key))
                for node in before.displayList.nodes + after.displayList.nodes {
                    #expect(keys.contains(node.key), "\(node.key) vanished at \(sample.progress)")
                }
            }
        }
    }

    /// Solves `scene` before and after `change` on their own, and checks the transition between them with
    /// `choreography` (``check(_:before:after:moments:)``).
    static func checkChange(
        _ change: BarChange, of scene: Scene, profile: MetricsProfile, choreography: TransitionChoreography,
        moments: Int = 9
    ) throws {
        let (after, kind) = try scene.applying(change)
        let before = try BarLayout.solve(scene, profile: profile, measurer: F.measurer)
        let end = try BarLayout.solve(after, profile: profile, measurer: F.measurer)
        let transition = BarTransition(from: before, to: end, kind: kind, choreography: choreography)
        check(transition, before: before, after: end, moments: moments)
    }

    @Test func t7GeneratedModernPairsStartAndEndOnTheirLayouts() throws {
        var generator = SplitMix64(state: 2025)
        let profile = try F.profile("ios17")
        var pairs = 0
        for _ in 0..<120 {
            let scene = Self.modernScene(using: &generator)
            for change in Self.changes(of: scene, using: &generator) {
                try Self.checkChange(change, of: scene, profile: profile, choreography: #require(profile.transitions))
                pairs += 1
            }
        }
        #expect(pairs >= 720)  // Six changes a scene, and a pop where the stack has two items.
    }

    @Test func t7SizesAndAlphasStayInRangeUnderCurvesThatOvershoot() throws {
        // A Bézier curve far outside [0, 1], a very short spring, zero-length fade windows at both ends.
        let curves: [TimingCurve] = [
            .cubicBezier(x1: 0.3, y1: -2.5, x2: 0.7, y2: 3.5),
            .spring(mass: 1, stiffness: 2000, damping: 5, duration: 0.05),
        ]
        var generator = SplitMix64(state: 77)
        let profile = try F.profile("ios17")
        let base = try #require(profile.transitions)
        for curve in curves {
            var choreography = base
            choreography.push.curve = curve
            choreography.push.tracks = choreography.push.tracks.map { track in
                var track = track
                track.curve = curve
                if track.change == .leaves { track.fade = FadeWindow(0, 0) }
                if track.change == .enters { track.fade = FadeWindow(1, 1) }
                return track
            }
            choreography.crossFade.curve = curve
            for _ in 0..<40 {
                let scene = Self.modernScene(using: &generator)
                for change in Self.changes(of: scene, using: &generator) {
                    try Self.checkChange(change, of: scene, profile: profile, choreography: choreography, moments: 17)
                }
            }
        }
    }

    @Test func t12ThePushFromALargeTitleBarMorphsTheLargeTitleIntoTheBackTitle() throws {
        var scene = Scene(
            width: 390, profile: "ios17",
            items: [NavigationItem(title: "Mailboxes")])
        scene.prefersLargeTitles = true
        let transition = try F.transition(scene, .push(NavigationItem(title: "Inbox")), profile: "ios17")
        let middle = transition.sample(at: 0.3)
        let old = try #require(F.element(middle, "from:largeTitle"))
        #expect(old.partner == "to:back.title")
        // The inline title under the large title stays invisible all along (T11).
        for k in 0...10 {
            #expect(F.element(transition.sample(at: Double(k) / 10), "from:title")?.alpha == 0)
        }
        // Leaving its row, the old large title is not clipped in between; the new one enters from the trailing
        // edge, clipped to its row.
        #expect(old.clip == nil)
        let new = try #require(F.element(middle, "to:largeTitle"))
        let end = try #require(transition.to.largeTitle?.line.frame)
        #expect(new.frame.x > end.x && new.clip == transition.to.largeTitle?.clipFrame)
        // The pop back is the push reversed (T5).
        var inbox = scene
        inbox.items.append(NavigationItem(title: "Inbox"))
        let pop = try F.transition(inbox, .pop, profile: "ios17")
        #expect(pop.sample(at: 0.7).nodes.map(\.frame) == transition.sample(at: 0.3).nodes.map(\.frame))
    }

    @Test func t12ACollapsedLargeTitleDoesNotMorphTheInlineTitleDoes() throws {
        var scene = Scene(width: 390, profile: "ios17", items: [NavigationItem(title: "Mailboxes")])
        scene.prefersLargeTitles = true
        scene.scrollOffset = 200
        let transition = try F.transition(scene, .push(NavigationItem(title: "Inbox")), profile: "ios17")
        #expect(F.element(transition.sample(at: 0.3), "from:title")?.partner == "to:back.title")
        #expect(F.element(transition.sample(at: 0.3), "from:largeTitle")?.partner == nil)
    }

    @Test func t10TheBackgroundCrossFadesWhenItsLookChanges() throws {
        var transparent = NavigationItem(title: "Mailboxes")
        transparent.appearances.scrollEdge = BarAppearance(background: .transparent)
        var scene = Scene(width: 390, profile: "ios17", items: [transparent])
        scene.prefersLargeTitles = true
        var inbox = NavigationItem(title: "Inbox")
        inbox.appearances.scrollEdge = BarAppearance(background: .opaque)
        let transition = try F.transition(scene, .push(inbox), profile: "ios17")
        let middle = transition.sample(at: 0.5).nodes.filter { $0.kind == .background }
        #expect(middle.count == 2)
        #expect(abs(middle.map(\.alpha).reduce(0, +) - 1) < 1e-9)
        #expect(transition.sample(at: 0).nodes.filter { $0.kind == .background }.count == 1)
    }

    @Test func t7ANaNProgressIsTheStartAndNoFrameIsNaN() throws {
        var scene = Scene(width: 390, profile: "ios17", items: [NavigationItem(title: "Mailboxes")])
        scene.prefersLargeTitles = true
        let transition = try F.transition(scene, .push(NavigationItem(title: "Inbox")), profile: "ios17")
        let sample = transition.sample(at: .nan)
        #expect(sample.progress == 0)
        #expect(sample.nodes == transition.from.displayList.nodes)
        #expect(transition.sample(at: .infinity).nodes == transition.to.displayList.nodes)
    }
}
