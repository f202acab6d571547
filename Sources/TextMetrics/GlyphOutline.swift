/// The outline of one glyph as path commands, in points, with y pointing down.
///
/// The origin is the glyph's pen position on the baseline: a glyph drawn at
/// pen position (x, baseline) has its commands translated by that point.
/// Contours are closed with `close`; fill them with the non-zero winding rule.
public struct GlyphOutline: Hashable, Sendable {
    /// One path command.
    public enum Command: Hashable, Sendable {
        /// Starts a contour at a point.
        case moveTo(x: Double, y: Double)
        /// A straight line to a point.
        case lineTo(x: Double, y: Double)
        /// A quadratic Bézier curve through a control point to a point.
        case quadTo(cx: Double, cy: Double, x: Double, y: Double)
        /// A cubic Bézier curve through two control points to a point.
        case cubicTo(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
        /// Closes the current contour.
        case close
    }

    /// The commands, contour by contour.
    public var commands: [Command]

    /// Creates an outline from commands.
    ///
    /// - Parameter commands: The path commands, in drawing order.
    public init(commands: [Command]) {
        self.commands = commands
    }

    /// Whether the glyph has no contours (a space, for example).
    public var isEmpty: Bool { commands.isEmpty }

    /// The outline scaled by `factor` about the origin.
    ///
    /// - Parameter factor: The scale factor.
    /// - Returns: The scaled outline.
    public func scaled(by factor: Double) -> GlyphOutline {
        transformed { ($0 * factor, $1 * factor) }
    }

    /// The outline moved by (`dx`, `dy`).
    ///
    /// - Parameters:
    ///   - dx: The horizontal offset.
    ///   - dy: The vertical offset.
    /// - Returns: The moved outline.
    public func translated(dx: Double, dy: Double) -> GlyphOutline {
        transformed { ($0 + dx, $1 + dy) }
    }

    /// The outline with every point passed through `map`.
    ///
    /// - Parameter map: The function applied to every point's `x` and `y`.
    /// - Returns: The transformed outline.
    public func transformed(_ map: (Double, Double) -> (Double, Double)) -> GlyphOutline {
        GlyphOutline(
            commands: commands.map { command in
                switch command {
                case .moveTo(let x, let y):
                    let p = map(x, y)
                    return .moveTo(x: p.0, y: p.1)
                case .lineTo(let x, let y):
                    let p = map(x, y)
                    return .lineTo(x: p.0, y: p.1)
                case .quadTo(let cx, let cy, let x, let y):
                    let c = map(cx, cy)
                    let p = map(x, y)
                    return .quadTo(cx: c.0, cy: c.1, x: p.0, y: p.1)
                case .cubicTo(let c1x, let c1y, let c2x, let c2y, let x, let y):
                    let c1 = map(c1x, c1y)
                    let c2 = map(c2x, c2y)
                    let p = map(x, y)
                    return .cubicTo(c1x: c1.0, c1y: c1.1, c2x: c2.0, c2y: c2.1, x: p.0, y: p.1)
                case .close:
                    return .close
                }
            })
    }

    /// The smallest rectangle holding every point and control point, as (minX, minY, maxX, maxY), or nil if empty.
    public var controlBounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        func add(_ x: Double, _ y: Double) {
            if let b = box {
                box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
            } else {
                box = (x, y, x, y)
            }
        }
        for command in commands {
            switch command {
            case .moveTo(let x, let y), .lineTo(let x, let y): add(x, y)
            case .quadTo(let cx, let cy, let x, let y):
                add(cx, cy)
                add(x, y)
            case .cubicTo(let c1x, let c1y, let c2x, let c2y, let x, let y):
                add(c1x, c1y)
                add(c2x, c2y)
                add(x, y)
            case .close: break
            }
        }
        return box
    }
}
