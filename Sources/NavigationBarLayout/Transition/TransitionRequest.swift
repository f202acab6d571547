import TextMetrics

/// A transition to compute: the bar before, the change, and the moments to sample.
///
/// Its JSON form is the transition request format of `docs/FORMATS.md`
/// (`schemas/transition-request.schema.json`); `navbar transition` reads it.
///
/// ```swift
/// let request = try TransitionRequest.decode(json: #"""
///     {"from": {"width": 320, "items": [{"title": "Inbox"}]},
///      "change": {"kind": "push", "item": {"title": "Message"}}, "frames": 3}
///     """#)
/// let transition = try request.transition(measurer: FixedAdvanceMeasurer())
/// let frames = request.samples(of: transition)   // t = 0, 0.5, 1
/// ```
public struct TransitionRequest: Hashable, Sendable {
    /// Which moments of the transition to give.
    public enum Sampling: Hashable, Sendable {
        /// One sample at this progress, in [0, 1].
        case progress(Double)
        /// This many samples (at least 2), evenly spaced from 0 to 1, both included.
        case frames(Int)
    }

    /// The request format's version: the only value `schemaVersion` may have.
    public static let currentSchemaVersion = 1
    /// The samples given when a request names neither `progress` nor `frames`.
    public static let defaultSampling = Sampling.frames(5)
    /// The most samples a request may ask for.
    public static let maximumFrameCount = 10_000

    /// The bar before the change, as a scene (`layoutDirection` as written; see `rightToLeft`).
    public var from: Scene
    /// The change.
    public var change: BarChange
    /// The moments to sample; `nil` gives `defaultSampling`.
    public var sampling: Sampling?
    /// Whether to lay the bar out right to left, whatever `from` says (`"rtl": true`).
    public var rightToLeft: Bool
    /// The `schemaVersion` written in the document, if any.
    public var schemaVersion: Int?
    /// A description of the request, for people.
    public var summary: String?
    /// The rules and features a fixture request exercises (`T4`, `L19`), for the coverage tests.
    public var covers: [String] = []

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - from: The bar before the change.
    ///   - change: The change.
    ///   - sampling: The moments to sample; `nil` gives `defaultSampling`.
    ///   - rightToLeft: Whether to lay the bar out right to left, whatever `from` says.
    ///   - schemaVersion: The format version to write, if any.
    ///   - summary: A description, for people.
    public init(
        from: Scene, change: BarChange, sampling: Sampling? = nil, rightToLeft: Bool = false,
        schemaVersion: Int? = nil, summary: String? = nil
    ) {
        self.from = from
        self.change = change
        self.sampling = sampling
        self.rightToLeft = rightToLeft
        self.schemaVersion = schemaVersion
        self.summary = summary
    }

    /// The scene laid out before the change: `from`, right to left when `rightToLeft`.
    public var scene: Scene {
        var scene = from
        if rightToLeft { scene.layoutDirection = .rightToLeft }
        return scene
    }

    /// The progress values sampled, in order: one for `progress`, `frames` evenly spaced ones otherwise.
    public var progressValues: [Double] {
        switch sampling ?? Self.defaultSampling {
        case .progress(let t): [t]
        case .frames(let count): BarTransition.progressValues(count: count)
        }
    }

    /// Solves the bar before and after the change with `profile` and builds the transition.
    ///
    /// - Throws: `BarTransitionError.change` when the change is impossible
    ///   (seed 001: a push of an item already on the stack, a pop of the only
    ///   item), `.layout` when the solver rejects either scene.
    ///
    /// - Parameters:
    ///   - profile: The metrics profile, with its transitions.
    ///   - measurer: What measures text.
    /// - Returns: The transition, ready to sample.
    public func transition(
        profile: MetricsProfile, measurer: some TextMeasuring
    ) throws(BarTransitionError) -> BarTransition {
        try BarTransition.make(from: scene, change: change, profile: profile, measurer: measurer)
    }

    /// Solves the bar before and after the change with `layouter` and builds the transition.
    ///
    /// - Parameters:
    ///   - layouter: The layouter of the metrics profile, with its transitions.
    ///   - measurer: What measures text.
    /// - Returns: The transition, ready to sample.
    /// - Throws: As ``transition(profile:measurer:)``.
    public func transition(
        layouter: BarLayouter, measurer: some TextMeasuring
    ) throws(BarTransitionError) -> BarTransition {
        try BarTransition.make(from: scene, change: change, layouter: layouter, measurer: measurer)
    }

    /// The same with the profile the scene names (`ProfileReference.default` when it names none), found by `ProfileLibrary`.
    ///
    /// - Parameter measurer: What measures text.
    /// - Returns: The transition, ready to sample.
    /// - Throws: As ``transition(profile:measurer:)``, and `.layout` when the profile cannot be loaded.
    public func transition(measurer: some TextMeasuring) throws(BarTransitionError) -> BarTransition {
        try BarTransition.make(from: scene, change: change, measurer: measurer)
    }

    /// The samples the request asks for, of `transition`.
    ///
    /// - Parameter transition: The transition, usually from ``transition(profile:measurer:)``.
    /// - Returns: One sample per progress value of ``progressValues``.
    public func samples(of transition: BarTransition) -> [TransitionSample] {
        progressValues.map { transition.sample(at: $0) }
    }
}

extension BarTransition {
    /// `count` progress values evenly spaced from 0 to 1, both included, the last exactly 1 (`count` ≥ 2).
    ///
    /// - Parameter count: How many values.
    /// - Returns: The values, in order.
    public static func progressValues(count: Int) -> [Double] {
        let n = max(count, 2)
        return (0..<n).map { $0 == n - 1 ? 1 : Double($0) / Double(n - 1) }
    }
}
