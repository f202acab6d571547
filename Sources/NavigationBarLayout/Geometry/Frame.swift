/// A rectangle in bar coordinates: points, origin at the bar's top left.
public struct Frame: Hashable, Codable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The width.
    ///   - height: The height.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The left edge.
    public var minX: Double { x }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The top edge.
    public var minY: Double { y }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }

    /// Whether the two frames share any area (touching edges do not count).
    ///
    /// - Parameter other: Another frame.
    /// - Returns: `true` when the interiors overlap.
    public func intersects(_ other: Frame) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// This frame moved by `dx`, `dy`.
    ///
    /// - Parameters:
    ///   - dx: The horizontal offset.
    ///   - dy: The vertical offset.
    /// - Returns: The moved frame, of the same size.
    public func offsetBy(dx: Double, dy: Double) -> Frame {
        Frame(x: x + dx, y: y + dy, width: width, height: height)
    }
}
