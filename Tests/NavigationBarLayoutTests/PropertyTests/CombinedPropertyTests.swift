import NavigationBarLayout
import SceneGenerators
import Testing

/// The layout properties over 20,000 scenes that combine every feature (`SceneGenerator.combinedScene(seed:)`,
/// times `NAVBAR_PROPERTY_SCALE`), every failure printed with its property, seed and scene.
///
/// Each scene is solved three times (as given, the other way round, wider) and every property is checked on
/// those solves; the seeds are split into chunks that run in parallel.
@Suite struct CombinedPropertyTests {
    /// The scenes checked, before `NAVBAR_PROPERTY_SCALE`.
    static let count = 20_000
    /// The chunks the seeds are split into.
    static let chunks = 8
    /// The first seed.
    static let first: UInt64 = 25_000_000

    /// The properties, each failure prefixed with its property's name:
    /// - the generated scene is valid and the solve never throws;
    /// - no overlap: `BarProperties.noOverlapInARow`;
    /// - inside the bar: `BarProperties.insideTheBar`;
    /// - one state per item: `BarProperties.oneStatePerItem`;
    /// - mirror: right to left is the exact mirror of left to right, `BarProperties.exactMirror`;
    /// - widening: `BarProperties.wideningNeverHides`, widths as `widened(_:)` draws them.
    @Test(arguments: 0..<chunks) func combinedScenesHaveEveryProperty(chunk: Int) {
        let size = Self.count / Self.chunks
        PropertyCheck.check(first: Self.first + UInt64(chunk * size), count: size) { scene in
            let problems = scene.problems()
            guard problems.isEmpty else { return problems.map { "valid: the generator made an invalid scene: \($0)" } }
            let geometry = try PropertyCheck.solve(scene)
            var failures = label("no overlap", BarProperties.noOverlapInARow(geometry))
            failures += label("inside the bar", BarProperties.insideTheBar(geometry, scene: scene))
            failures += label("one state per item", BarProperties.oneStatePerItem(geometry, scene: scene))
            let other = try PropertyCheck.solve(BarProperties.mirrored(scene))
            let leftToRight = scene.layoutDirection == .leftToRight
            failures += label(
                "mirror",
                BarProperties.exactMirror(ltr: leftToRight ? geometry : other, rtl: leftToRight ? other : geometry))
            if let wide = try Self.widened(scene) {
                let wider = BarProperties.wideningNeverHides(narrow: geometry, wide: try PropertyCheck.solve(wide))
                failures += label("widening to \(wide.width)", wider)
            }
            return failures
        }
    }

    /// `failures` each prefixed with `property`.
    func label(_ property: String, _ failures: [String]) -> [String] {
        failures.map { "\(property): \($0)" }
    }

    /// The scene made wider, the same way on every run; `nil` when it cannot widen.
    ///
    /// Within one layout-margin step (L17) any widening holds: the wider width is below the profile's next
    /// `minWidth` for the scene's idiom (`ios17`: 414 on a phone; an iPad and `ios6`/`ios7` have one step, so
    /// up to 1366). Half the pairs are at most 4 points apart, to find the smallest widenings that hide.
    /// Across a step the margins and spacing grow, and L17 lets an item go unless the bar gains at least the
    /// step's extra margins and spacing: half the scenes below a step are widened across it by that much,
    /// counted generously (8 points for `ios17` at 414, 4 more beside a search field that may be inline, plus 2
    /// per item, group, back and overflow button).
    static func widened(_ scene: Scene) throws -> Scene? {
        let profile = try ProfileLibrary.resolve(scene.profile)
        let steps = (profile.layoutMargins(for: scene.userInterfaceIdiom) ?? []).sorted { $0.minWidth < $1.minWidth }
        var rng = SplitMix64(state: UInt64(scene.width * 100))
        var wide = scene
        // A wider window of the same device: the size class stays (past 500 points a phone would turn compact-height, L61).
        wide.verticalSizeClass = scene.effectiveVerticalSizeClass
        if let next = steps.firstIndex(where: { $0.minWidth > scene.width }), next > 0, Bool.random(using: &rng) {
            let (below, above) = (steps[next - 1], steps[next])
            let spacing = (above.itemSpacing ?? 0) - (below.itemSpacing ?? 0)
            // An inline search field keeps its own trailing margin (L76): one more margin's growth.
            let margins = scene.items.last?.searchController == nil ? 2.0 : 3.0
            let gain = margins * (above.margin - below.margin) + spacing * Double(parts(of: scene))
            wide.width = max(above.minWidth, scene.width + gain) + Double(Int.random(in: 0...4, using: &rng))
            return wide.width <= 1_366 ? wide : nil
        }
        let limit = min(steps.map(\.minWidth).filter { $0 > scene.width }.min() ?? 1_366, 1_366) - 0.01
        guard limit > scene.width else { return nil }
        let room = limit - scene.width
        let step = Bool.random(using: &rng) ? min(room, 4) : room
        let gain = max(0.01, (Double.random(in: 0...step, using: &rng) * 100).rounded() / 100)
        wide.width = min(limit, scene.width + gain)
        return wide
    }

    /// An upper bound on the gaps between the top item's laid-out parts: its items, representatives and groups,
    /// the back button and the overflow button.
    static func parts(of scene: Scene) -> Int {
        guard let top = scene.items.last else { return 0 }
        let groups =
            top.leadingItemGroups + top.trailingItemGroups + top.centerItemGroups
            + (top.pinnedTrailingGroup.map { [$0] } ?? [])
        let items = groups.reduce(0) { $0 + $1.items.count + ($1.representativeItem == nil ? 0 : 1) }
        return items + groups.count + 2
    }
}
