import NavigationBarLayout

/// A metrics profile held by reference, so the scenes of a batch can carry it without copying it.
///
/// `MetricsProfile` is a struct of some forty strings, arrays, dictionaries and tables: each copy retains every
/// one of them and each destruction releases them. A batch worker carried each scene's profile through three
/// copies; with two workers, both kept writing the reference counts of the same shared storage, and a core
/// that writes a count the other core wrote last waits for it. The profile cache and the batch pass this
/// reference instead (one retain of one object), and the solver borrows `profile` from it.
final class SharedProfile: Sendable {
    /// The profile.
    let profile: MetricsProfile

    /// A reference to `profile`.
    init(_ profile: MetricsProfile) {
        self.profile = profile
    }
}
