/// Devices in scenes: what a device sets, and the size classes a scene has.
extension Scene {
    /// The scene keys a device sets, unless the scene sets them itself.
    public static let deviceKeys = [
        "width", "scale", "safeAreaInsets", "userInterfaceIdiom", "metrics", "horizontalSizeClass", "verticalSizeClass",
    ]

    /// The scene keys a device sets under a profile older than iOS 11 (`ios6`, `ios7`): these profiles have no
    /// safe area, size classes or per-device metrics.
    public static let legacyDeviceKeys = ["width", "scale", "userInterfaceIdiom"]

    /// The bundled profiles under which a device sets only `legacyDeviceKeys`.
    static let legacyProfiles: Set<String> = ["ios6", "ios7"]

    /// Whether the scene's profile (the default when it names none) is one under which a device sets only
    /// `legacyDeviceKeys`.
    public var deviceSetsOnlyLegacyKeys: Bool {
        guard case .bundled(let name) = profile else { return false }
        return Self.legacyProfiles.contains(name)
    }

    /// Takes `device`'s values for `orientation` (and `window`): the keys of `deviceKeys` the scene does not
    /// set itself (`keeping`), or only `legacyDeviceKeys` under an `ios6` or `ios7` profile; records the
    /// device, orientation and window.
    ///
    /// - Throws: `DeviceError.unknownWindow` when the device has no such window in that orientation.
    /// - Parameters:
    ///   - device: The device.
    ///   - orientation: How it is held.
    ///   - window: A multitasking window's name, or `nil` for the full screen.
    ///   - keeping: The scene keys set explicitly, which the device leaves alone.
    public mutating func applyDevice(
        _ device: Device, orientation: DeviceOrientation = .portrait, window: String? = nil,
        keeping: Set<String> = []
    ) throws(DeviceError) {
        var width = device.size(in: orientation).width
        var sizeClasses = device.sizeClasses[orientation]
        var insets = device.safeArea[orientation].horizontal
        if let window, window != "full" {
            guard let found = device.window(named: window, in: orientation) else {
                let names = device.windows.filter { $0.orientation == orientation }.map(\.name)
                throw .unknownWindow(device: device.name, name: window, orientation: orientation, windows: names)
            }
            width = found.width
            sizeClasses.horizontal = found.horizontalSizeClass
            insets = .zero
        }
        self.device = device.name
        self.orientation = orientation
        self.window = window
        let settable = Set(deviceSetsOnlyLegacyKeys ? Self.legacyDeviceKeys : Self.deviceKeys).subtracting(keeping)
        if settable.contains("width") { self.width = width }
        if settable.contains("scale") { scale = device.scale }
        if settable.contains("userInterfaceIdiom") { userInterfaceIdiom = device.idiom }
        if settable.contains("safeAreaInsets") { safeAreaInsets = insets }
        if settable.contains("metrics") { metrics = device.barMetrics[orientation] }
        if settable.contains("horizontalSizeClass") { horizontalSizeClass = sizeClasses.horizontal }
        if settable.contains("verticalSizeClass") { verticalSizeClass = sizeClasses.vertical }
    }

    /// The vertical size class the bar is laid out under: `verticalSizeClass` when set; otherwise regular on an
    /// iPad, and on an iPhone compact when the bar has compact metrics or is wider than any iPhone held in
    /// portrait (500 points), else regular.
    public var effectiveVerticalSizeClass: UserInterfaceSizeClass {
        if let verticalSizeClass { return verticalSizeClass }
        if userInterfaceIdiom == .pad { return .regular }
        return metrics == .compact || width > Self.widestPortraitPhone ? .compact : .regular
    }

    /// Wider than any iPhone held in portrait (440 points), narrower than any held in landscape (667).
    static let widestPortraitPhone: Double = 500
}
