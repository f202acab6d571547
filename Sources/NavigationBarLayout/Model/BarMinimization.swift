/// How a navigation bar minimizes as its content scrolls (`UIBarMinimization`, iOS 27; L81).
public struct BarMinimization: Hashable, Sendable {
    /// When the bar minimizes (`minimizationBehavior`).
    public var behavior: MinimizationBehavior
    /// When a minimized bar is restored (`restorationBehavior`).
    public var restoration: MinimizationRestoration

    /// Creates a minimization configuration.
    ///
    /// - Parameters:
    ///   - behavior: When the bar minimizes; `automatic` lets the system decide.
    ///   - restoration: When a minimized bar is restored; `automatic` lets the system decide.
    public init(behavior: MinimizationBehavior = .automatic, restoration: MinimizationRestoration = .automatic) {
        self.behavior = behavior
        self.restoration = restoration
    }
}

/// When a bar minimizes (`UIBarMinimization.Behavior`, iOS 27).
public enum MinimizationBehavior: String, Hashable, Sendable, CaseIterable, Codable {
    /// The system decides: a bar minimizes when its search is integrated into the toolbar (L81).
    case automatic
    /// The bar never minimizes.
    case never
    /// The bar minimizes as the content scrolls down.
    case onScrollDown
    /// The bar minimizes as the content scrolls up.
    case onScrollUp
}

/// When a minimized bar is restored (`UIBarMinimization.RestorationBehavior`, iOS 27).
public enum MinimizationRestoration: String, Hashable, Sendable, CaseIterable, Codable {
    /// The system decides.
    case automatic
    /// Only when the content is back at its scroll edge.
    case atScrollEdge
}

/// Whether the bar is minimized at the scene's scroll offset, and the configuration that decided it (L81).
public struct MinimizationGeometry: Hashable, Sendable {
    /// The top item's configuration.
    public var configuration: BarMinimization
    /// Whether the bar is minimized at the scene's `scrollOffset`.
    public var minimized: Bool

    /// Creates the minimization state of a bar.
    ///
    /// - Parameters:
    ///   - configuration: The top item's configuration.
    ///   - minimized: Whether the bar is minimized.
    public init(configuration: BarMinimization, minimized: Bool) {
        self.configuration = configuration
        self.minimized = minimized
    }
}
