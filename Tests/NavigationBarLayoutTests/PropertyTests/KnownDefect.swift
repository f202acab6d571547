import NavigationBarLayout

/// A defect the property tests found and that is not fixed yet: a name, and which failures it explains.
///
/// A generated scene whose every failure a known defect explains is recorded as a known issue
/// (`withKnownIssue`), so the property keeps running on every scene and any other failure still fails the test;
/// each defect has a regression test on its minimal scene in `KnownDefectTests`. Remove the entry with its fix.
struct KnownDefect: Sendable {
    /// What is wrong, as the known issue's comment.
    var name: String
    /// Whether the defect explains the failure (its message) of a property on the scene.
    var explains: @Sendable (Scene, String) -> Bool

    /// The defect explaining `failure` of `scene`, if one does.
    static func explaining(_ failure: String, of scene: Scene) -> KnownDefect? {
        all.first { $0.explains(scene, failure) }
    }

    /// The defects found so far.
    static let all: [KnownDefect] = [
        groupCollapsesAcrossTheMarginStep
    ]

    /// Widened across `ios17`'s 414 layout-margin step by more than L17's extra margins and spacing, a bar can
    /// collapse a group it showed expanded: at the wider item spacing (10) the group's representative becomes
    /// narrower than its items, so the group starts to collapse (L42), and the reduction list is not the same
    /// on both sides of the step. L17 says widening holds across a step with that gain.
    static let groupCollapsesAcrossTheMarginStep = KnownDefect(
        name: "widening across the layout-margin step collapses a group (L17, L42)",
        explains: { scene, failure in
            guard failure.hasPrefix("widening to "), scene.width < 414,
                let wide = Double(failure.dropFirst("widening to ".count).prefix { $0 != ":" })
            else { return false }
            return wide >= 414
        })
}
