import NavigationBarLayout
import TextMetrics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A path of straight lines and Bézier curves, in points, y down; filled with the non-zero winding rule.
public struct VectorPath: Hashable, Sendable {
    /// One path element.
    public enum Element: Hashable, Sendable {
        /// Starts a subpath.
        case move(Point)
        /// A straight line.
        case line(Point)
        /// A quadratic Bézier curve: control point, end point.
        case quad(Point, Point)
        /// A cubic Bézier curve: two control points, end point.
        case cubic(Point, Point, Point)
        /// Closes the subpath.
        case close
    }

    /// The elements in order.
    public var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a subpath at (`x`, `y`).
    ///
    /// - Parameters:
    ///   - x: The horizontal position.
    ///   - y: The vertical position.
    public mutating func move(_ x: Double, _ y: Double) { elements.append(.move(Point(x, y))) }
    /// Adds a line to (`x`, `y`).
    ///
    /// - Parameters:
    ///   - x: The horizontal position of the end.
    ///   - y: The vertical position of the end.
    public mutating func line(_ x: Double, _ y: Double) { elements.append(.line(Point(x, y))) }
    /// Adds a quadratic curve.
    ///
    /// - Parameters:
    ///   - cx: The horizontal position of the control point.
    ///   - cy: The vertical position of the control point.
    ///   - x: The horizontal position of the end.
    ///   - y: The vertical position of the end.
    public mutating func quad(_ cx: Double, _ cy: Double, _ x: Double, _ y: Double) {
        elements.append(.quad(Point(cx, cy), Point(x, y)))
    }
    /// Adds a cubic curve.
    ///
    /// - Parameters:
    ///   - c1: The first control point.
    ///   - c2: The second control point.
    ///   - to: The end point.
    public mutating func cubic(_ c1: Point, _ c2: Point, _ to: Point) { elements.append(.cubic(c1, c2, to)) }
    /// Closes the current subpath.
    public mutating func close() { elements.append(.close) }

    /// Appends every element of `other`.
    ///
    /// - Parameter other: The path to add.
    public mutating func append(_ other: VectorPath) { elements += other.elements }

    /// Appends a glyph outline.
    ///
    /// - Parameter outline: The outline, in points.
    public mutating func append(_ outline: GlyphOutline) {
        for command in outline.commands {
            switch command {
            case .moveTo(let x, let y): move(x, y)
            case .lineTo(let x, let y): line(x, y)
            case .quadTo(let cx, let cy, let x, let y): quad(cx, cy, x, y)
            case .cubicTo(let c1x, let c1y, let c2x, let c2y, let x, let y):
                cubic(Point(c1x, c1y), Point(c2x, c2y), Point(x, y))
            case .close: close()
            }
        }
    }

    /// The path with every point passed through `map`.
    ///
    /// - Parameter map: The function applied to every point and control point.
    /// - Returns: The mapped path.
    public func mapped(_ map: (Point) -> Point) -> VectorPath {
        var result = VectorPath()
        result.elements = elements.map { element in
            switch element {
            case .move(let p): .move(map(p))
            case .line(let p): .line(map(p))
            case .quad(let c, let p): .quad(map(c), map(p))
            case .cubic(let a, let b, let p): .cubic(map(a), map(b), map(p))
            case .close: .close
            }
        }
        return result
    }

    /// The path moved by (`dx`, `dy`).
    ///
    /// - Parameters:
    ///   - dx: The horizontal offset.
    ///   - dy: The vertical offset.
    /// - Returns: The moved path.
    public func translated(_ dx: Double, _ dy: Double) -> VectorPath {
        mapped { Point($0.x + dx, $0.y + dy) }
    }

    /// The bounding box of every point and control point, or nil for an empty path.
    public var controlBounds: Frame? {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for element in elements {
            let points: [Point]
            switch element {
            case .move(let p), .line(let p): points = [p]
            case .quad(let c, let p): points = [c, p]
            case .cubic(let a, let b, let p): points = [a, b, p]
            case .close: points = []
            }
            for p in points {
                minX = min(minX, p.x)
                minY = min(minY, p.y)
                maxX = max(maxX, p.x)
                maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX else { return nil }
        return Frame(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A point in points, y down.
public struct Point: Hashable, Sendable {
    /// Horizontal position.
    public var x: Double
    /// Vertical position (down is positive).
    public var y: Double

    /// Creates a point.
    ///
    /// - Parameters:
    ///   - x: The horizontal position.
    ///   - y: The vertical position (down is positive).
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The distance to `other`.
    func distance(to other: Point) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }
}
