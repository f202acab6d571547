import TextMetrics

/// The appearance shared by every navigation bar (`[UINavigationBar appearance]`, seed 001).
///
/// A bar's effective appearance is this appearance with the bar's own laid
/// over it, metrics by metrics (`NavigationBar.effectiveAppearance`). The
/// storage is behind a lock, so the proxy may be used from any thread; a
/// change is seen by every bar from then on.
///
/// Tests that change the shared proxy affect every test that reads it: run
/// them serialized and `reset()` it afterwards.
public final class AppearanceProxy: Sendable {
    /// The proxy every navigation bar reads.
    public static let shared = AppearanceProxy()

    /// The appearance, behind a lock.
    private let storage: ThreadLock<Appearance>

    /// Creates a proxy holding `appearance`; bars read only `shared`.
    init(_ appearance: Appearance = Appearance()) {
        storage = ThreadLock(appearance)
    }

    /// The shared appearance as it is now.
    public var appearance: Appearance {
        storage.withLock { $0 }
    }

    /// Changes the shared appearance in place, holding the lock while `body` runs.
    ///
    /// `body` must not use the proxy itself.
    ///
    /// - Parameter body: The change to make to the shared appearance.
    /// - Throws: What `body` throws; the appearance keeps the changes made before it threw.
    public func update<E: Error>(_ body: (inout Appearance) throws(E) -> Void) throws(E) {
        try storage.withLock { (value: inout sending Appearance) throws(E) in try body(&value) }
    }

    /// Clears every value, leaving the profiles' values in force.
    public func reset() {
        storage.withLock { $0 = Appearance() }
    }
}
