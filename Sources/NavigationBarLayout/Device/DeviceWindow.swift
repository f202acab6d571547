/// One of an iPad's multitasking windows: the width an app gets in Split View or Slide Over, and its size class.
///
/// The window is as tall as the screen in its orientation; its vertical size class is the device's.
public struct DeviceWindow: Hashable, Sendable {
    /// The window's name: `full`, `2/3`, `1/2`, `1/3` or `slideOver`.
    public var name: String
    /// The orientation the window is in.
    public var orientation: DeviceOrientation
    /// The window's width in points, which is the bar's width.
    public var width: Double
    /// The window's horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass

    /// The window names, largest first.
    public static let names = ["full", "2/3", "1/2", "1/3", "slideOver"]

    /// Creates a window.
    ///
    /// - Parameters:
    ///   - name: `full`, `2/3`, `1/2`, `1/3` or `slideOver`.
    ///   - orientation: The orientation the window is in.
    ///   - width: The window's width in points.
    ///   - horizontalSizeClass: The window's horizontal size class.
    public init(
        name: String, orientation: DeviceOrientation, width: Double, horizontalSizeClass: UserInterfaceSizeClass
    ) {
        self.name = name
        self.orientation = orientation
        self.width = width
        self.horizontalSizeClass = horizontalSizeClass
    }
}
