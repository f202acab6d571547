import Synchronization

/// The rule checks a profile's values passed, remembered so a solve with the same profile skips them.
///
/// `MetricsProfile` keeps one, shared by its copies; setting any of the profile's values resets it (`reset()`),
/// so a changed profile is checked again while its unchanged copies keep what they passed. Only a check that found no
/// problem is remembered: a profile with problems is checked on every use and reports the same problems,
/// in the same order, each time. It takes no part in a profile's equality or hash.
struct ProfileVerdicts: Hashable, Sendable {
    /// A check of `MetricsProfile+Problems.swift`.
    enum Check: UInt8 {
        /// `layoutProblems()`: every section but `transitions`.
        case layout = 1
        /// `transitionProblems()`: the `transitions` section.
        case transitions = 2
    }

    /// The checks passed, one bit each, shared by the copies of a profile.
    private final class Box: Sendable {
        let passed = Atomic<UInt8>(0)
    }

    private var box = Box()

    /// Whether `check` found no problem since the profile's values were last set.
    func passed(_ check: Check) -> Bool {
        box.passed.load(ordering: .acquiring) & check.rawValue != 0
    }

    /// Remembers that `check` found no problem.
    func remember(_ check: Check) {
        box.passed.bitwiseOr(check.rawValue, ordering: .releasing)
    }

    /// Forgets every check, for a profile whose values were just set: its copies keep what they passed.
    mutating func reset() {
        if isKnownUniquelyReferenced(&box) {
            box.passed.store(0, ordering: .releasing)
        } else {
            box = Box()
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
