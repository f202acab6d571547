/// A width and a height in points.
public struct Size: Hashable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - width: The width in points.
    ///   - height: The height in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A horizontal and vertical offset in points.
public struct Offset: Hashable, Sendable {
    /// Positive moves toward the trailing edge (mirrored in right-to-left).
    public var horizontal: Double
    /// Positive moves down.
    public var vertical: Double

    /// Creates an offset.
    ///
    /// - Parameters:
    ///   - horizontal: Positive moves toward the trailing edge (mirrored in right-to-left).
    ///   - vertical: Positive moves down.
    public init(horizontal: Double = 0, vertical: Double = 0) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = Offset()

    /// The two offsets one after the other.
    static func + (lhs: Offset, rhs: Offset) -> Offset {
        Offset(horizontal: lhs.horizontal + rhs.horizontal, vertical: lhs.vertical + rhs.vertical)
    }
}

/// Insets from the four edges of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: Double
    /// From the leading edge (left in left-to-right layout).
    public var leading: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the trailing edge.
    public var trailing: Double

    /// Creates insets.
    ///
    /// - Parameters:
    ///   - top: From the top edge.
    ///   - leading: From the leading edge (left in left-to-right layout).
    ///   - bottom: From the bottom edge.
    ///   - trailing: From the trailing edge.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = EdgeInsets()
}
