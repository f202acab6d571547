import CFreeType

/// A filled path as FreeType outline data: 26.6 fixed-point points (y up), point tags and contour ends.
///
/// Lines end in on-curve points (`FT_CURVE_TAG_ON`), a quadratic curve adds
/// its control point as `FT_CURVE_TAG_CONIC`, a cubic curve its two as
/// `FT_CURVE_TAG_CUBIC`. Every contour is closed, as FreeType's always are.
struct FreeTypeOutline {
    /// The points in 26.6 fixed point, y up.
    var points: [FT_Vector] = []
    /// One tag per point.
    var tags: [CChar] = []
    /// The index of each contour's last point.
    var contours: [Int16] = []

    /// The most points one `FT_Outline` may hold (`FT_OUTLINE_POINTS_MAX`, a `short` count).
    static let maximumPoints = Int(Int16.max)

    /// The largest distance from the origin, in pixels, a point may have (coordinates beyond are clamped).
    ///
    /// `FT_Outline_Render` refuses outlines reaching past ±2^18 pixels (its
    /// 26.6 coordinates must stay within ±2^24), so points are clamped well
    /// inside: exact for horizontal and vertical edges, approximate for
    /// slanted edges and curves that reach that far.
    static let coordinateLimit: Double = 131_072

    /// One point with its tag.
    typealias TaggedPoint = (point: FT_Vector, tag: CChar)

    /// `path` in pixels of a tile: `place` maps a point of the path (in points, y down) to FreeType's
    /// pixel space (y up); nil when a point is not finite.
    ///
    /// The outline comes in pieces of whole contours of at most
    /// `maximumPoints` points; a contour longer than that is cut into a fan
    /// of closed pieces from its first point (whose windings add up to the
    /// contour's own).
    static func pieces(of path: VectorPath, place: (Point) -> (x: Double, y: Double)) -> [FreeTypeOutline]? {
        var contours: [[TaggedPoint]] = []
        var current: [TaggedPoint] = []
        var subpathStart: TaggedPoint?
        var finite = true
        func vector(_ point: Point) -> FT_Vector {
            let placed = place(point)
            guard placed.x.isFinite, placed.y.isFinite else {
                finite = false
                return FT_Vector(x: 0, y: 0)
            }
            func fixed(_ value: Double) -> FT_Pos {
                FT_Pos((min(coordinateLimit, max(-coordinateLimit, value)) * 64).rounded(.toNearestOrEven))
            }
            return FT_Vector(x: fixed(placed.x), y: fixed(placed.y))
        }
        let on = CChar(FT_CURVE_TAG_ON)
        func finish() {
            if current.count > 1 { contours.append(current) }
            current = []
        }
        func begin(at point: Point) {
            if current.isEmpty {
                if let subpathStart { current = [subpathStart] } else { current = [(vector(point), on)] }
                subpathStart = current[0]
            }
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish()
                current = [(vector(p), on)]
                subpathStart = current[0]
            case .line(let p):
                begin(at: p)
                current.append((vector(p), on))
            case .quad(let c, let p):
                begin(at: c)
                current += [(vector(c), CChar(FT_CURVE_TAG_CONIC)), (vector(p), on)]
            case .cubic(let a, let b, let p):
                begin(at: a)
                let cubic = CChar(FT_CURVE_TAG_CUBIC)
                current += [(vector(a), cubic), (vector(b), cubic), (vector(p), on)]
            case .close:
                finish()
            }
        }
        finish()
        guard finite else { return nil }
        return packed(contours.flatMap(fan))
    }

    /// `contour` as it is, or cut into closed pieces from its first point when it has too many points.
    static func fan(_ contour: [TaggedPoint]) -> [[TaggedPoint]] {
        guard contour.count > maximumPoints else { return [contour] }
        let on = CChar(FT_CURVE_TAG_ON)
        var pieces: [[TaggedPoint]] = []
        var start = 0
        while start < contour.count - 1 {
            var end = min(contour.count - 1, start + maximumPoints - 2)
            while end > start + 1, contour[end].tag != on { end -= 1 }
            let head = start == 0 ? [] : [contour[0]]
            pieces.append(head + contour[start...end])
            start = end
        }
        return pieces
    }

    /// Contours gathered into outlines of at most `maximumPoints` points.
    static func packed(_ contours: [[TaggedPoint]]) -> [FreeTypeOutline] {
        var outlines: [FreeTypeOutline] = []
        var outline = FreeTypeOutline()
        for contour in contours {
            if outline.points.count + contour.count > maximumPoints {
                outlines.append(outline)
                outline = FreeTypeOutline()
            }
            outline.points += contour.map(\.point)
            outline.tags += contour.map(\.tag)
            outline.contours.append(Int16(outline.points.count - 1))
        }
        if !outline.points.isEmpty { outlines.append(outline) }
        return outlines
    }
}
