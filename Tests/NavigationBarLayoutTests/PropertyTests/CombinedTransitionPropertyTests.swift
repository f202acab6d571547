import NavigationBarLayout
import SceneGenerators
import Testing

/// The transition properties over 2,000 generated changes of scenes that combine every feature
/// (`SceneGenerator.combinedScene(seed:)`, times `NAVBAR_PROPERTY_SCALE`), each animated with a generated
/// choreography; every failure printed with its seed and scene (`PropertyCheck`).
///
/// From each scene's seed: one change (a push of a new item with any large-title mode, a pop, a `setItems`, a
/// change of large titles or of item groups) and a choreography the profile format accepts, with overshooting
/// Bézier curves, very short springs and zero-length fade windows. The properties (T7, T11):
/// - the transition can be made: the generated change applies and both ends lay out;
/// - ends: at t = 0 and t = 1 the sample's nodes are those of the layouts of the two scenes solved on their own,
///   node for node;
/// - ranges: at every sampled moment every frame is finite with non-negative sizes, and every alpha is in 0…1.
@Suite struct CombinedTransitionPropertyTests {
    /// The transitions checked, before `NAVBAR_PROPERTY_SCALE`.
    static let count = 2_000
    /// The chunks the seeds are split into.
    static let chunks = 4
    /// The first seed.
    static let first: UInt64 = 26_000_000
    /// The moments sampled between the ends (t = 0 and 1 included).
    static let moments = 13

    @Test(arguments: 0..<chunks) func generatedTransitionsHaveEveryProperty(chunk: Int) {
        let size = Self.count / Self.chunks
        PropertyCheck.check(first: Self.first + UInt64(chunk * size), count: size) { seed, scene in
            var rng = SplitMix64(state: seed ^ 0x5452_414E_5349_5431)
            let change = Self.change(of: scene, &rng)
            var profile = try ProfileLibrary.resolve(scene.profile)
            profile.transitions = Self.choreography(from: profile.transitions ?? .fallback, &rng)
            let transition: BarTransition
            do {
                transition = try BarTransition.make(
                    from: scene, change: change, layouter: BarLayouter(profile: profile),
                    measurer: PropertyCheck.measurer)
            } catch {
                return ["made: \(change) failed: \(error)"]
            }
            let (after, _) = try scene.applying(change)
            let before = try PropertyCheck.solve(scene)
            var failures = Self.ends(transition, before: before, after: try PropertyCheck.solve(after))
            for k in 0..<Self.moments {
                failures += Self.ranges(transition.sample(at: Double(k) / Double(Self.moments - 1)))
            }
            return failures.map { "\(change): \($0)" }
        }
    }

    /// T7: the ends of `transition` are the display lists of `before` and `after`, solved on their own.
    static func ends(_ transition: BarTransition, before: BarGeometry, after: BarGeometry) -> [String] {
        var failures: [String] = []
        for (t, layout) in [(0.0, before), (1.0, after)] {
            let sample = transition.sample(at: t).nodes
            let expected = layout.displayList.nodes
            guard sample != expected else { continue }
            let differing = zip(sample, expected).first { $0 != $1 }.map { "\($0.0.key) is \($0.0), not \($0.1)" }
            failures.append(
                "ends: at t = \(t) the sample's \(sample.count) nodes differ from the layout's \(expected.count): "
                    + (differing ?? "keys \(sample.map(\.key)) vs \(expected.map(\.key))"))
        }
        return failures
    }

    /// T11: every frame of `sample` finite with non-negative sizes, every alpha in 0…1, every text size finite.
    static func ranges(_ sample: TransitionSample) -> [String] {
        var failures: [String] = []
        if !(sample.height.isFinite && sample.height >= 0) {
            failures.append("ranges: height \(sample.height) at \(sample.progress)")
        }
        for node in sample.nodes {
            let frames = [node.frame, node.textFrame, node.imageFrame, node.clip].compactMap { $0 }
            let finite = frames.allSatisfy {
                $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite
                    && $0.width >= 0 && $0.height >= 0
            }
            if !finite { failures.append("ranges: \(node.key) at \(sample.progress): \(frames)") }
            if !(0...1).contains(node.alpha) {
                failures.append("ranges: \(node.key) at \(sample.progress): alpha \(node.alpha)")
            }
            if let size = node.text?.style?.size, !(size.isFinite && size >= 0) {
                failures.append("ranges: \(node.key) at \(sample.progress): text size \(size)")
            }
        }
        return failures
    }

    /// One change of `scene` drawn from `rng`, always one that applies: a push (of an item with any large-title
    /// mode), a pop or a `setItems` back to the root when the stack has two items, a change of large titles, or
    /// new item groups on one side of the top item (ids renamed so they clash with none of the scene's).
    static func change(of scene: Scene, _ rng: inout SplitMix64) -> BarChange {
        var pushed = SceneGenerator.navigationItem(using: &rng)
        pushed.largeTitleDisplayMode = LargeTitleDisplayMode.allCases.randomElement(using: &rng)!
        let push = BarChange.push(pushed)
        guard !scene.items.isEmpty else { return Bool.random(using: &rng) ? push : .setPrefersLargeTitles(true) }
        let other = SceneGenerator.combinedScene(using: &rng).items.last
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1, 2: return push
        case 3, 4, 5: return scene.items.count >= 2 ? .pop : push
        case 6: return scene.items.count >= 2 ? .setItems([scene.items[0]]) : .setItems(scene.items + [pushed])
        case 7:
            return Bool.random(using: &rng)
                ? .setPrefersLargeTitles(!scene.prefersLargeTitles)
                : .setLargeTitleDisplayMode(LargeTitleDisplayMode.allCases.randomElement(using: &rng)!)
        case 8: return .setTrailingItemGroups(renamed(other?.trailingItemGroups ?? [], "t-"))
        default:
            return Bool.random(using: &rng)
                ? .setLeadingItemGroups(renamed(other?.leadingItemGroups ?? [], "l-"))
                : .setCenterItemGroups(renamed(other?.centerItemGroups ?? [], "c-"))
        }
    }

    /// `groups` with every item's and representative's id prefixed by `prefix`.
    static func renamed(_ groups: [BarButtonItemGroup], _ prefix: String) -> [BarButtonItemGroup] {
        groups.map { group in
            var group = group
            group.items = group.items.map { item in
                var item = item
                item.id = item.id.map { prefix + $0 }
                return item
            }
            if let id = group.representativeItem?.id { group.representativeItem?.id = prefix + id }
            return group
        }
    }

    /// `base` with curves and fade windows drawn from `rng`: each timeline's curve and, for half the tracks,
    /// the track's curve replaced (overshooting Béziers, very short springs, the built-in curves), and a
    /// quarter of the fade windows made zero-length at a random moment.
    static func choreography(from base: TransitionChoreography, _ rng: inout SplitMix64) -> TransitionChoreography {
        func timeline(_ timeline: TransitionTimeline) -> TransitionTimeline {
            var timeline = timeline
            timeline.curve = curve(&rng)
            timeline.tracks = timeline.tracks.map { track in
                var track = track
                if Bool.random(using: &rng) { track.curve = curve(&rng) }
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    let at = Double(Int.random(in: 0...4, using: &rng)) / 4
                    if track.fade != nil { track.fade = FadeWindow(at, at) }
                    if track.fadeIn != nil { track.fadeIn = FadeWindow(at, at) }
                }
                return track
            }
            return timeline
        }
        return TransitionChoreography(push: timeline(base.push), crossFade: timeline(base.crossFade))
    }

    /// A curve the profile format accepts: a Bézier overshooting far on both sides, a very short stiff spring,
    /// a slow under-damped one, or a built-in curve.
    static func curve(_ rng: inout SplitMix64) -> TimingCurve {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
            .cubicBezier(
                x1: Double.random(in: 0...1, using: &rng), y1: Double.random(in: -4...4, using: &rng),
                x2: Double.random(in: 0...1, using: &rng), y2: Double.random(in: -4...4, using: &rng))
        case 1:
            .spring(
                mass: Double.random(in: 0.01...2, using: &rng), stiffness: Double.random(in: 500...5000, using: &rng),
                damping: Double.random(in: 0.5...10, using: &rng),
                duration: Double.random(in: 0.001...0.05, using: &rng))
        case 2:
            .spring(mass: 1, stiffness: 100, damping: Double.random(in: 1...5, using: &rng), duration: 0.5)
        case 3: .fastEaseInToSlowEaseOut
        default: [TimingCurve.linear, .easeIn, .easeOut, .easeInOut].randomElement(using: &rng)!
        }
    }
}
