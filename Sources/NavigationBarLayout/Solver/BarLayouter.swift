import TextMetrics

/// A metrics profile compiled for laying out bars: checked once, its values resolved once per kind of bar.
///
/// Build one per profile and lay out every scene of that profile with it; it is thread-safe, so every thread
/// may share it. Making one checks the profile's rules (`MetricsProfile.problems()`) once; each solve then
/// resolves the profile's values for the bar's metrics, idiom, content size category and layout-margin step
/// (L7, L12, L17, L18, L50) only the first time it meets them. A ``MetricsProfile`` is a plain value: changing
/// it changes nothing in a layouter made from it before.
///
/// ```swift
/// let layouter = BarLayouter(profile: try ProfileLibrary.bundled("ios17"))
/// let measurer = TextMeasurer()
/// for scene in scenes {
///     let geometry = try layouter.solve(scene, measurer: measurer)
/// }
/// ```
///
/// `BarLayout.solve(_:profile:measurer:)` makes a layouter for one solve; `BarLayout.solve(_:measurer:)` uses
/// the one ``ProfileLibrary`` keeps for each bundled profile.
public final class BarLayouter: Sendable {
    /// The profile.
    public let profile: MetricsProfile
    /// The problems of the sections the solver reads (all but `transitions`): every solve throws them.
    let layoutProblems: [SceneProblem]
    /// The problems of the profile's `transitions`: every transition made with this layouter throws them.
    let transitionProblems: [SceneProblem]
    /// The profile's system colours (L35), shared by every bar laid out with it, or `nil` when it has none.
    let systemColors: Shared<SystemColors>?
    /// The profile's values resolved so far, the oldest first; at most `resolutionLimit`.
    private let resolutions = ThreadLock<[ResolvedMetrics]>([])
    /// The layouters of this profile with a locale's system strings (`SystemStrings.applied(to:)`), by locale.
    private let localized = ThreadLock<[String: BarLayouter]>([:])

    /// The most resolutions kept: a batch of bars of a few metrics, idioms and categories finds theirs, and
    /// one of every kind keeps the newest.
    static var resolutionLimit: Int { 8 }

    /// The most localized layouters kept; beyond it, a locale's layouter is made for each solve.
    static var localizedLimit: Int { 16 }

    /// Compiles `profile`: checks its rules once; its values are resolved as bars need them.
    ///
    /// A profile with problems can still be made into a layouter: each solve throws them
    /// (``LayoutError/invalidProfile(name:_:)``), as does each transition for problems in `transitions`.
    ///
    /// - Parameter profile: The metrics profile.
    public init(profile: MetricsProfile) {
        self.profile = profile
        layoutProblems = profile.layoutProblems()
        transitionProblems = profile.transitionProblems()
        systemColors = profile.systemColors.map { Shared($0) }
    }

    /// Lays out `scene` with the profile; the geometry is in points in bar coordinates.
    ///
    /// - Parameters:
    ///   - scene: The scene to lay out; its own `profile` is ignored.
    ///   - measurer: What measures text: `TextMeasurer` for real fonts, `FixedAdvanceMeasurer` for exact numbers.
    /// - Returns: The geometry: every element's frame in points, origin at the bar's top left.
    /// - Throws: As ``BarLayout/solve(_:profile:measurer:)``.
    public func solve(_ scene: Scene, measurer: some TextMeasuring) throws(LayoutError) -> BarGeometry {
        try BarLayout.solve(scene, layouter: self, measurer: measurer)
    }

    /// The profile's values for `key`, with no appearance over them: the ones resolved before, or resolved
    /// now and kept. Only a resolution that succeeded is kept: a profile lacking a value throws the same error
    /// on every use.
    func resolution(for key: ResolvedMetrics.Key) throws(LayoutError) -> ResolvedMetrics {
        if let kept = resolutions.withLock({ kept in kept.first { $0.key == key } }) { return kept }
        let resolution = try ResolvedMetrics(profile: profile, key: key)
        resolutions.withLock { kept in
            guard !kept.contains(where: { $0.key == key }) else { return }
            if kept.count >= Self.resolutionLimit { kept.removeFirst() }
            kept.append(resolution)
        }
        return resolution
    }

    /// How many resolutions are kept (for tests).
    var resolutionCount: Int { resolutions.withLock { $0.count } }

    /// The layouter of this profile with `strings`, the system strings of `locale`, in place of its English ones.
    func localized(_ strings: SystemStrings, locale: String) -> BarLayouter {
        if let kept = localized.withLock({ $0[locale] }) { return kept }
        let layouter = BarLayouter(profile: strings.applied(to: profile, locale: locale))
        localized.withLock { kept in
            if kept.count < Self.localizedLimit { kept[locale] = layouter }
        }
        return layouter
    }
}
