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

    /// The defects found so far: none open.
    static let all: [KnownDefect] = []
}
