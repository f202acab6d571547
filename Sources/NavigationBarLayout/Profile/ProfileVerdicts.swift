import Synchronization
import TextMetrics

/// The rule checks a profile's values passed, and the values it resolved to, remembered so a solve with the same
/// profile skips them.
///
/// `MetricsProfile` keeps one, shared by its copies; setting any of the profile's values resets it (`reset()`),
/// so a changed profile is checked and resolved again while its unchanged copies keep what they passed. Only a
/// check that found no problem is remembered: a profile with problems is checked on every use and reports the
/// same problems, in the same order, each time. Likewise only a resolution that succeeded is kept
/// (`ResolvedMetrics`, with no appearance over it). It takes no part in a profile's equality or hash.
struct ProfileVerdicts: Hashable, Sendable {
    /// A check of `MetricsProfile+Problems.swift`.
    enum Check: UInt8 {
        /// `layoutProblems()`: every section but `transitions`.
        case layout = 1
        /// `transitionProblems()`: the `transitions` section.
        case transitions = 2
    }

    /// The checks passed, one bit each, and the resolutions kept, shared by the copies of a profile.
    private final class Box: Sendable {
        let passed = Atomic<UInt8>(0)
        /// The resolutions kept, the oldest first; at most `ProfileVerdicts.resolutionLimit`.
        let resolutions = ThreadLock<[ResolvedMetrics]>([])
    }

    private var box = Box()

    /// The most resolutions kept: a batch of bars of a few metrics, idioms and categories finds theirs, and
    /// one of every kind keeps the newest.
    static var resolutionLimit: Int { 8 }

    /// Whether `check` found no problem since the profile's values were last set.
    func passed(_ check: Check) -> Bool {
        box.passed.load(ordering: .acquiring) & check.rawValue != 0
    }

    /// Remembers that `check` found no problem.
    func remember(_ check: Check) {
        box.passed.bitwiseOr(check.rawValue, ordering: .releasing)
    }

    /// The resolution kept for `key`, if any.
    func resolution(for key: ProfileResolution.Key) -> ResolvedMetrics? {
        box.resolutions.withLock { kept in
            for resolution in kept where resolution.base.key == key { return resolution }
            return nil
        }
    }

    /// Keeps `resolution`, in place of the oldest one when `resolutionLimit` are kept.
    func keep(_ resolution: ResolvedMetrics) {
        box.resolutions.withLock { kept in
            guard !kept.contains(where: { $0.base.key == resolution.base.key }) else { return }
            if kept.count >= Self.resolutionLimit { kept.removeFirst() }
            kept.append(resolution)
        }
    }

    /// How many resolutions are kept (for tests).
    var resolutionCount: Int { box.resolutions.withLock { $0.count } }

    /// Forgets every check and resolution, for a profile whose values were just set: its copies keep theirs.
    mutating func reset() {
        if isKnownUniquelyReferenced(&box) {
            box.passed.store(0, ordering: .releasing)
            box.resolutions.withLock { $0.removeAll() }
        } else {
            box = Box()
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
