/// How a device is held: `portrait` (its natural orientation) or `landscape` (its width and height swapped).
public enum DeviceOrientation: String, Codable, Sendable, CaseIterable, Hashable {
    /// The device's natural orientation: its portrait width across.
    case portrait
    /// Turned a quarter: its portrait height across.
    case landscape
}

/// A size class (`UIUserInterfaceSizeClass`): UIKit's coarse description of the room along one axis.
public enum UserInterfaceSizeClass: String, Codable, Sendable, CaseIterable, Hashable {
    /// Constrained room: an iPhone's width, or its height in landscape.
    case compact
    /// Expansive room: an iPad's width and height, or a Plus or Max iPhone's width in landscape.
    case regular
}

/// A horizontal and a vertical size class (`UITraitCollection`'s pair).
public struct SizeClasses: Hashable, Sendable {
    /// The horizontal size class.
    public var horizontal: UserInterfaceSizeClass
    /// The vertical size class.
    public var vertical: UserInterfaceSizeClass

    /// Creates a pair of size classes.
    ///
    /// - Parameters:
    ///   - horizontal: The horizontal size class.
    ///   - vertical: The vertical size class.
    public init(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// One value for each orientation.
public struct PerOrientation<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value in portrait.
    public var portrait: Value
    /// The value in landscape.
    public var landscape: Value

    /// Creates the pair.
    ///
    /// - Parameters:
    ///   - portrait: The value in portrait.
    ///   - landscape: The value in landscape.
    public init(portrait: Value, landscape: Value) {
        self.portrait = portrait
        self.landscape = landscape
    }

    /// The value for `orientation`.
    ///
    /// - Parameter orientation: Portrait or landscape.
    public subscript(orientation: DeviceOrientation) -> Value {
        switch orientation {
        case .portrait: portrait
        case .landscape: landscape
        }
    }
}
