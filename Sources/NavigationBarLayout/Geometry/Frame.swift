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

    /// The part of this frame inside `other`: an empty frame (width or height 0) where they do not overlap.
    ///
    /// - Parameter other: The other frame.
    /// - Returns: The overlap; exactly `self` when `other` holds it.
    public func intersection(_ other: Frame) -> Frame {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        return Frame(
            x: x0, y: y0, width: max(0, min(maxX, other.maxX) - x0), height: max(0, min(maxY, other.maxY) - y0))
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
