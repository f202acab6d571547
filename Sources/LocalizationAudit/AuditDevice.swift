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
    /// The bar in portrait, or `nil` when the device has no portrait bar to audit (a multitasking window only
    /// landscape has).
    public var portrait: AuditWindow?
    /// The bar in landscape, or `nil` when the device has no landscape bar to audit.
    public var landscape: AuditWindow?

    /// Creates a device.
    ///
    /// - Parameters:
    ///   - name: The device's name.
    ///   - idiom: The idiom.
    ///   - scale: Pixels per point.
    ///   - portrait: The bar in portrait, if the device has one to audit.
    ///   - landscape: The bar in landscape, if the device has one to audit.
    public init(
        name: String, idiom: UserInterfaceIdiom, scale: Double, portrait: AuditWindow?, landscape: AuditWindow?
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
    /// The horizontal size class, when the device gives one (the scene's `horizontalSizeClass`).
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// The vertical size class, when the device gives one (the scene's `verticalSizeClass`).
    public var verticalSizeClass: UserInterfaceSizeClass?

    /// Creates a window.
    ///
    /// - Parameters:
    ///   - width: The bar's width in points.
    ///   - safeAreaInsets: The safe area's left and right insets.
    ///   - metrics: The bar metrics.
    ///   - showsLargeTitles: Whether large titles show.
    ///   - sizeClasses: The size classes, when the device gives them.
    public init(
        width: Double, safeAreaInsets: SafeAreaInsets = .zero, metrics: BarMetrics = .default,
        showsLargeTitles: Bool = true, sizeClasses: SizeClasses? = nil
    ) {
        horizontalSizeClass = sizeClasses?.horizontal
        verticalSizeClass = sizeClasses?.vertical
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

extension AuditDevice {
    /// `device` of the device catalog (`DeviceCatalog.bundled`) as the audit lays bars out on it: its screen's
    /// width, scale, idiom, horizontal safe-area insets, bar metrics and size classes in each orientation, or
    /// those of its multitasking window `window` (`1/3`, `slideOver`, …), named `DEVICE, WINDOW`.
    ///
    /// - Parameters:
    ///   - device: A device of the catalog.
    ///   - window: A multitasking window's name, or `nil` for the full screen.
    /// - Returns: The device, or `nil` when it has no such window in either orientation.
    public static func from(_ device: Device, window: String? = nil) -> AuditDevice? {
        func bar(_ orientation: DeviceOrientation) -> AuditWindow? {
            let classes = orientation == .portrait ? device.sizeClasses.portrait : device.sizeClasses.landscape
            let insets = orientation == .portrait ? device.safeArea.portrait : device.safeArea.landscape
            let metrics = orientation == .portrait ? device.barMetrics.portrait : device.barMetrics.landscape
            var width = device.size(in: orientation).width
            var sizeClasses = classes
            if let window {
                guard let found = device.window(named: window, in: orientation) else { return nil }
                width = found.width
                sizeClasses.horizontal = found.horizontalSizeClass
            }
            return AuditWindow(
                width: width, safeAreaInsets: window == nil ? insets.horizontal : .zero, metrics: metrics,
                showsLargeTitles: classes.vertical != .compact, sizeClasses: sizeClasses)
        }
        let portrait = bar(.portrait)
        let landscape = bar(.landscape)
        guard portrait != nil || landscape != nil else { return nil }
        return AuditDevice(
            name: window.map { "\(device.name), \($0)" } ?? device.name, idiom: device.idiom, scale: device.scale,
            portrait: portrait, landscape: landscape)
    }
}
