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

    /// The scene made wider within its layout-margin step (L17), the same way on every run; `nil` at the step's
    /// top.
    ///
    /// The wider width is below the profile's next `minWidth` for the scene's idiom (`ios17`: 414 on a phone; an
    /// iPad and `ios6`/`ios7` have one step, so up to 1366). Across a step the margins and spacing grow, and L17
    /// lets an item go unless the bar gains at least the extra margins and spacing; such pairs are not drawn.
    /// Half the pairs are at most 4 points apart, to find the smallest widenings that hide.
    static func widened(_ scene: Scene) throws -> Scene? {
        let profile = try ProfileLibrary.resolve(scene.profile)
        let steps = profile.layoutMargins(for: scene.userInterfaceIdiom) ?? []
        let limit = min(steps.map(\.minWidth).filter { $0 > scene.width }.min() ?? 1_366, 1_366) - 0.01
        guard limit > scene.width else { return nil }
        var rng = SplitMix64(state: UInt64(scene.width * 100))
        let room = limit - scene.width
        let step = Bool.random(using: &rng) ? min(room, 4) : room
        var wide = scene
        wide.width = min(
            limit, scene.width + max(0.01, (Double.random(in: 0...step, using: &rng) * 100).rounded() / 100))
        return wide
    }
}
