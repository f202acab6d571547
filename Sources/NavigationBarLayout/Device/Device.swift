/// An iPhone or iPad model: its screen in points, safe area, status bar, size classes and bar metrics.
///
/// Devices come from the bundled catalog (`DeviceCatalog.bundled`, `Devices/devices.json`), each value
/// with its source; a scene names one (`"device": "iPhone 15 Pro"`) to take its width, scale, safe area,
/// idiom, size classes and bar metrics for an orientation.
public struct Device: Hashable, Sendable {
    /// The kind of device: selects the idiom.
    public enum Family: String, Hashable, Sendable, CaseIterable {
        /// An iPhone (idiom `phone`).
        case iphone
        /// An iPad (idiom `pad`).
        case ipad

        /// The user-interface idiom of the family.
        public var idiom: UserInterfaceIdiom {
            switch self {
            case .iphone: .phone
            case .ipad: .pad
            }
        }
    }

    /// Apple's name for the model, like `iPhone 15 Pro` or `iPad Air 11-inch (M2)`.
    public var name: String
    /// iPhone or iPad.
    public var family: Family
    /// The screen in points, held in portrait (the width the narrower side).
    public var portraitSize: Size
    /// Pixels per point (`UIScreen.scale`): 2 or 3.
    public var scale: Double
    /// The safe-area insets of a full-screen window in each orientation.
    public var safeArea: PerOrientation<ScreenInsets>
    /// The status bar's height in each orientation; 0 where it is hidden (iPhones in landscape).
    public var statusBarHeight: PerOrientation<Double>
    /// Whether the screen has a Dynamic Island.
    public var hasDynamicIsland: Bool
    /// Whether the screen has a notch (the sensor housing of iPhone X to iPhone 14).
    public var hasNotch: Bool
    /// Whether the device has a Home button (and so no home indicator).
    public var hasHomeButton: Bool
    /// The size classes of a full-screen window in each orientation.
    public var sizeClasses: PerOrientation<SizeClasses>
    /// The bar metrics UIKit uses for a full-screen window in each orientation (`compact`: the 32-pt bar).
    public var barMetrics: PerOrientation<BarMetrics>
    /// An iPad's multitasking windows (full, 2/3, 1/2, 1/3, Slide Over) in each orientation; empty on an iPhone.
    public var windows: [DeviceWindow]
    /// The iOS or iPadOS versions of the catalog that support the device, like `["26", "27"]`.
    public var systems: [String]
    /// Where each value comes from, by field name (`portraitSize`, `scale`, `safeArea.landscape`, …).
    public var sources: [String: DeviceValueSource]

    /// Creates a device.
    ///
    /// - Parameters:
    ///   - name: Apple's name for the model.
    ///   - family: iPhone or iPad.
    ///   - portraitSize: The screen in points, held in portrait.
    ///   - scale: Pixels per point.
    ///   - safeArea: The safe-area insets in each orientation.
    ///   - statusBarHeight: The status bar's height in each orientation.
    ///   - hasDynamicIsland: Whether the screen has a Dynamic Island.
    ///   - hasNotch: Whether the screen has a notch.
    ///   - hasHomeButton: Whether the device has a Home button.
    ///   - sizeClasses: The size classes in each orientation.
    ///   - barMetrics: The bar metrics in each orientation.
    ///   - windows: An iPad's multitasking windows.
    ///   - systems: The iOS versions of the catalog that support the device.
    ///   - sources: Where each value comes from, by field name.
    public init(
        name: String, family: Family, portraitSize: Size, scale: Double, safeArea: PerOrientation<ScreenInsets>,
        statusBarHeight: PerOrientation<Double>, hasDynamicIsland: Bool, hasNotch: Bool, hasHomeButton: Bool,
        sizeClasses: PerOrientation<SizeClasses>, barMetrics: PerOrientation<BarMetrics>,
        windows: [DeviceWindow] = [], systems: [String] = [], sources: [String: DeviceValueSource] = [:]
    ) {
        self.name = name
        self.family = family
        self.portraitSize = portraitSize
        self.scale = scale
        self.safeArea = safeArea
        self.statusBarHeight = statusBarHeight
        self.hasDynamicIsland = hasDynamicIsland
        self.hasNotch = hasNotch
        self.hasHomeButton = hasHomeButton
        self.sizeClasses = sizeClasses
        self.barMetrics = barMetrics
        self.windows = windows
        self.systems = systems
        self.sources = sources
    }

    /// The device's idiom.
    public var idiom: UserInterfaceIdiom { family.idiom }

    /// The screen in points in `orientation`: the portrait size, swapped in landscape.
    ///
    /// - Parameter orientation: How the device is held.
    /// - Returns: The width and height across and down.
    public func size(in orientation: DeviceOrientation) -> Size {
        switch orientation {
        case .portrait: portraitSize
        case .landscape: Size(width: portraitSize.height, height: portraitSize.width)
        }
    }

    /// The multitasking window named `name` in `orientation`, or `nil` when the device has none by that name.
    ///
    /// - Parameters:
    ///   - name: A window name, like `1/3` or `slideOver`.
    ///   - orientation: How the device is held.
    /// - Returns: The window.
    public func window(named name: String, in orientation: DeviceOrientation) -> DeviceWindow? {
        windows.first { $0.name == name && $0.orientation == orientation }
    }
}
