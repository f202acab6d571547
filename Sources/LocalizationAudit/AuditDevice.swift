import NavigationBarLayout

/// A device as the audit lays bars out on it: its name, idiom and scale, and its bar in each orientation.
///
/// `navbar audit` makes them from the bundled device catalog (`--devices`); a test may make its own.
public struct AuditDevice: Hashable, Sendable {
    /// The device's name, as findings report it (`iPhone 15 Pro`).
    public var name: String
    /// The idiom, which selects the profile's per-idiom values.
    public var idiom: UserInterfaceIdiom
    /// Pixels per point.
    public var scale: Double
    /// The bar in portrait.
    public var portrait: AuditWindow
    /// The bar in landscape, or `nil` when the device has no landscape bar to audit.
    public var landscape: AuditWindow?

    /// Creates a device.
    ///
    /// - Parameters:
    ///   - name: The device's name.
    ///   - idiom: The idiom.
    ///   - scale: Pixels per point.
    ///   - portrait: The bar in portrait.
    ///   - landscape: The bar in landscape, if the device has one to audit.
    public init(
        name: String, idiom: UserInterfaceIdiom, scale: Double, portrait: AuditWindow, landscape: AuditWindow?
    ) {
        self.name = name
        self.idiom = idiom
        self.scale = scale
        self.portrait = portrait
        self.landscape = landscape
    }

    /// The bar in `orientation`, or `nil` when the device has none.
    ///
    /// - Parameter orientation: The orientation.
    /// - Returns: The window, if any.
    public func window(_ orientation: AuditOrientation) -> AuditWindow? {
        orientation == .portrait ? portrait : landscape
    }
}

/// The bar of a device in one orientation (or one iPad multitasking window).
public struct AuditWindow: Hashable, Sendable {
    /// The bar's width in points, safe area included.
    public var width: Double
    /// The safe area's left and right insets.
    public var safeAreaInsets: SafeAreaInsets
    /// The bar metrics: `compact` for the 32-pt landscape bar of the smaller phones.
    public var metrics: BarMetrics
    /// Whether large titles show: not under a compact vertical size class (phones in landscape).
    public var showsLargeTitles: Bool

    /// Creates a window.
    ///
    /// - Parameters:
    ///   - width: The bar's width in points.
    ///   - safeAreaInsets: The safe area's left and right insets.
    ///   - metrics: The bar metrics.
    ///   - showsLargeTitles: Whether large titles show.
    public init(
        width: Double, safeAreaInsets: SafeAreaInsets = .zero, metrics: BarMetrics = .default,
        showsLargeTitles: Bool = true
    ) {
        self.width = width
        self.safeAreaInsets = safeAreaInsets
        self.metrics = metrics
        self.showsLargeTitles = showsLargeTitles
    }
}

/// A device orientation.
public enum AuditOrientation: String, Hashable, Sendable, CaseIterable {
    /// Portrait.
    case portrait
    /// Landscape.
    case landscape
}
