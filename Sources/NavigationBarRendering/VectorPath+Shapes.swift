import NavigationBarLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension VectorPath {
    /// A rectangle, clockwise on screen.
    ///
    /// - Parameter r: The rectangle.
    /// - Returns: A closed path of four lines.
    public static func rect(_ r: Frame) -> VectorPath {
        var path = VectorPath()
        path.move(r.x, r.y)
        path.line(r.maxX, r.y)
        path.line(r.maxX, r.maxY)
        path.line(r.x, r.maxY)
        path.close()
        return path
    }

    /// A rectangle with corners rounded by `radius` (clamped to half the shorter side), clockwise.
    ///
    /// - Parameters:
    ///   - r: The rectangle.
    ///   - radius: The corner radius.
    /// - Returns: A closed path.
    public static func roundedRect(_ r: Frame, radius: Double) -> VectorPath {
        let k = 0.552_284_749_8
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        guard rad > 0 else { return rect(r) }
        let c = rad * k
        var path = VectorPath()
        path.move(r.x + rad, r.y)
        path.line(r.maxX - rad, r.y)
        path.cubic(Point(r.maxX - rad + c, r.y), Point(r.maxX, r.y + rad - c), Point(r.maxX, r.y + rad))
        path.line(r.maxX, r.maxY - rad)
        path.cubic(Point(r.maxX, r.maxY - rad + c), Point(r.maxX - rad + c, r.maxY), Point(r.maxX - rad, r.maxY))
        path.line(r.x + rad, r.maxY)
        path.cubic(Point(r.x + rad - c, r.maxY), Point(r.x, r.maxY - rad + c), Point(r.x, r.maxY - rad))
        path.line(r.x, r.y + rad)
        path.cubic(Point(r.x, r.y + rad - c), Point(r.x + rad - c, r.y), Point(r.x + rad, r.y))
        path.close()
        return path
    }

    /// An ellipse filling `r`, clockwise.
    ///
    /// - Parameter r: The rectangle the ellipse fills.
    /// - Returns: A closed path of four cubic curves.
    public static func ellipse(_ r: Frame) -> VectorPath {
        let k = 0.552_284_749_8
        let rx = r.width / 2
        let ry = r.height / 2
        let cx = r.midX
        let cy = r.midY
        var path = VectorPath()
        path.move(cx, r.y)
        path.cubic(Point(cx + rx * k, r.y), Point(r.maxX, cy - ry * k), Point(r.maxX, cy))
        path.cubic(Point(r.maxX, cy + ry * k), Point(cx + rx * k, r.maxY), Point(cx, r.maxY))
        path.cubic(Point(cx - rx * k, r.maxY), Point(r.x, cy + ry * k), Point(r.x, cy))
        path.cubic(Point(r.x, cy - ry * k), Point(cx - rx * k, r.y), Point(cx, r.y))
        path.close()
        return path
    }

    /// A circle of `radius` about `centre`, clockwise.
    ///
    /// - Parameters:
    ///   - centre: The centre.
    ///   - radius: The radius.
    /// - Returns: A closed path.
    public static func circle(_ centre: Point, _ radius: Double) -> VectorPath {
        ellipse(Frame(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A closed polygon through `points`, made clockwise on screen.
    ///
    /// - Parameter points: The corners, in either order.
    /// - Returns: A closed path.
    public static func polygon(_ points: [Point]) -> VectorPath {
        var path = VectorPath()
        guard points.count > 2 else { return path }
        let ordered = signedArea(points) < 0 ? points.reversed() : points
        for (index, p) in ordered.enumerated() {
            if index == 0 { path.move(p.x, p.y) } else { path.line(p.x, p.y) }
        }
        path.close()
        return path
    }

    /// A stroke of `width` along the polyline `points`, with round joins and caps.
    ///
    /// Every piece is wound the same way, so the non-zero rule unites them.
    ///
    /// - Parameters:
    ///   - points: The polyline's points.
    ///   - width: The stroke width.
    ///   - closed: Whether the last point joins the first.
    /// - Returns: The filled outline of the stroke.
    public static func stroke(_ points: [Point], width: Double, closed: Bool = false) -> VectorPath {
        var path = VectorPath()
        let half = width / 2
        let all = closed && points.count > 2 ? points + [points[0]] : points
        for index in all.indices.dropLast() {
            let a = all[index]
            let b = all[index + 1]
            let length = a.distance(to: b)
            guard length > 0 else { continue }
            let nx = -(b.y - a.y) / length * half
            let ny = (b.x - a.x) / length * half
            path.append(
                polygon([
                    Point(a.x + nx, a.y + ny), Point(b.x + nx, b.y + ny), Point(b.x - nx, b.y - ny),
                    Point(a.x - nx, a.y - ny),
                ]))
        }
        for p in all { path.append(circle(p, half)) }
        return path
    }

    /// A circular arc stroke about `centre` from `start` to `end` radians (clockwise on screen when end > start).
    ///
    /// - Parameters:
    ///   - centre: The centre of the arc.
    ///   - radius: The radius of the arc's middle line.
    ///   - start: The start angle, in radians.
    ///   - end: The end angle, in radians.
    ///   - width: The stroke width.
    /// - Returns: The filled outline of the stroke.
    public static func arcStroke(_ centre: Point, radius: Double, from start: Double, to end: Double, width: Double)
        -> VectorPath
    {
        let steps = max(4, Int(abs(end - start) / (Double.pi / 16)))
        let points = (0...steps).map { step -> Point in
            let angle = start + (end - start) * Double(step) / Double(steps)
            return Point(centre.x + radius * cos(angle), centre.y + radius * sin(angle))
        }
        return stroke(points, width: width)
    }

    /// The outline of `r` as a ring `width` wide inside it (for frame outlines).
    ///
    /// - Parameters:
    ///   - r: The frame to outline.
    ///   - width: The width of the ring.
    /// - Returns: Four rectangles along the edges, inside `r`.
    public static func frameOutline(_ r: Frame, width: Double) -> VectorPath {
        var path = VectorPath()
        let w = min(width, r.width / 2, r.height / 2)
        guard w > 0 else { return rect(r) }
        path.append(rect(Frame(x: r.x, y: r.y, width: r.width, height: w)))
        path.append(rect(Frame(x: r.x, y: r.maxY - w, width: r.width, height: w)))
        path.append(rect(Frame(x: r.x, y: r.y + w, width: w, height: r.height - 2 * w)))
        path.append(rect(Frame(x: r.maxX - w, y: r.y + w, width: w, height: r.height - 2 * w)))
        return path
    }

    /// Twice the signed area of a polygon (positive when clockwise on screen).
    static func signedArea(_ points: [Point]) -> Double {
        var sum = 0.0
        for index in points.indices {
            let a = points[index]
            let b = points[(index + 1) % points.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }
}
