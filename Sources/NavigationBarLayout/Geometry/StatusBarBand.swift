/// The status-bar band a picture draws above the bar, so that it reads as the top of a screen.
///
/// Its frames are in band coordinates: the band's top left is the origin and
/// the bar sits below it. It is not part of the bar: the bar's frames and
/// display nodes stay the bar's own, and only pictures draw the band (and
/// geometry format 2 reports it as `bar.statusBar`).
public struct StatusBarBand: Hashable, Sendable {
    /// The band's height: the device's status-bar height, or 20 without a device.
    public var height: Double
    /// The time's box: the time ("9:41") is drawn centred in it, in the label colour.
    public var timeFrame: Frame
    /// The Dynamic Island, a black capsule, on devices that have one; `nil` otherwise.
    public var island: Frame?
    /// The time shown, "9:41" as in Apple's product pictures.
    public var time: String

    /// The status bar's height on a home-button iPhone, and without a device, in points.
    public static let classicHeight: Double = 20
    /// The Dynamic Island's size in points.
    public static let islandSize = Size(width: 126, height: 37.33)
    /// The Dynamic Island's distance from the top of the screen in points.
    public static let islandTop: Double = 11
    /// The width in the middle of a notched screen that the time stays clear of, in points.
    public static let notchWidth: Double = 162

    /// Creates a band.
    ///
    /// - Parameters:
    ///   - height: The band's height.
    ///   - timeFrame: The time's box.
    ///   - island: The Dynamic Island, if any.
    ///   - time: The time shown.
    public init(height: Double, timeFrame: Frame, island: Frame? = nil, time: String = "9:41") {
        self.height = height
        self.timeFrame = timeFrame
        self.island = island
        self.time = time
    }

    /// The band `scene` asks for, or `nil`: shown when `statusBar` is `true`, or when it is unset and the scene
    /// names a device; then as high as the device's status bar in the scene's orientation, with the time placed for it.
    ///
    /// - Parameter scene: The scene.
    public init?(scene: borrowing Scene) {
        guard case .scene(let device, let orientation)? = StatusBarSource(scene: scene) else { return nil }
        self.init(
            device: device, orientation: orientation, width: scene.width, scale: scene.scale,
            layoutDirection: scene.layoutDirection)
    }

    /// The band of `device` held in `orientation`, or `nil`: as high as the device's status bar in that
    /// orientation (none when that is 0, as in an iPhone's landscape) on the scale's pixel grid. On a Dynamic
    /// Island or notched device the time sits centred in the leading ear beside the cutout; otherwise centred
    /// across the band. Right to left, the time is on the right.
    ///
    /// - Parameters:
    ///   - device: The device's name in the catalog, or `nil` for the classic 20-point band.
    ///   - orientation: How the device is held; `nil` is portrait.
    ///   - width: The band's width: the bar's.
    ///   - scale: Pixels per point.
    ///   - layoutDirection: The bar's layout direction.
    init?(
        device name: String?, orientation: DeviceOrientation?, width: Double, scale: Double,
        layoutDirection: LayoutDirection
    ) {
        let device = name.flatMap { try? DeviceCatalog.bundled.device(named: $0) }
        let orientation = orientation ?? .portrait
        let grid = PixelGrid(scale: scale)
        let height = grid.nearest(device.map { $0.statusBarHeight[orientation] } ?? Self.classicHeight)
        guard height > 0 else { return nil }
        var island: Frame? = nil
        var time: Frame
        if let device, device.hasDynamicIsland || device.hasNotch {
            let cutout = device.hasDynamicIsland ? Self.islandSize.width : Self.notchWidth
            let ear = max(0, (width - cutout) / 2)
            if device.hasDynamicIsland {
                let size = Self.islandSize
                island = Frame(x: (width - size.width) / 2, y: Self.islandTop, width: size.width, height: size.height)
            }
            let line = island.map { ($0.y, $0.height) } ?? (0, height)
            time = Frame(x: 0, y: line.0, width: ear, height: line.1)
        } else {
            time = Frame(x: 0, y: 0, width: width, height: height)
        }
        if layoutDirection == .rightToLeft { time.x = width - time.maxX }
        self.init(height: height, timeFrame: time, island: island)
    }
}
