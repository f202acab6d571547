import NavigationBarLayout

/// Simple vector icons for system bar button items, drawn in a unit square and fitted to an image frame.
///
/// Line icons in the iOS 7 manner (strokes about a tenth of the icon
/// wide); an image item that is not a system item, and any system item
/// without an icon here, is a rounded square.
enum SystemIcons {
    /// The icon for `item` (nil for a plain image) centred in `box`, mirrored horizontally when `mirrored`.
    static func path(_ item: SystemItem?, in box: Frame, mirrored: Bool) -> VectorPath {
        let side = min(box.width, box.height)
        guard side > 0 else { return VectorPath() }
        let ox = box.midX - side / 2
        let oy = box.midY - side / 2
        let unit = unitPath(item)
        return unit.mapped { p in
            Point(mirrored ? ox + (1 - p.x) * side : ox + p.x * side, oy + p.y * side)
        }
    }

    /// L46: the overflow button's "ellipsis.circle" centred in `box`: a ring with three dots.
    static func ellipsisCircle(in box: Frame) -> VectorPath {
        let side = min(box.width, box.height)
        guard side > 0 else { return VectorPath() }
        var unit = ring(0.5, 0.5, 0.44)
        for x in [0.28, 0.5, 0.72] { unit.append(.circle(Point(x, 0.5), 0.065)) }
        let ox = box.midX - side / 2
        let oy = box.midY - side / 2
        return unit.mapped { Point(ox + $0.x * side, oy + $0.y * side) }
    }

    /// The stroke width in the unit square.
    private static let line = 0.09

    /// A stroke through unit points.
    private static func s(_ points: [(Double, Double)], closed: Bool = false) -> VectorPath {
        .stroke(points.map { Point($0.0, $0.1) }, width: line, closed: closed)
    }

    /// A filled polygon through unit points.
    private static func f(_ points: [(Double, Double)]) -> VectorPath {
        .polygon(points.map { Point($0.0, $0.1) })
    }

    /// A ring (stroked circle) in unit coordinates.
    private static func ring(_ x: Double, _ y: Double, _ r: Double, from: Double = 0, to: Double = 2 * Double.pi)
        -> VectorPath
    {
        .arcStroke(Point(x, y), radius: r, from: from, to: to, width: line)
    }

    /// The icon in the unit square.
    private static func unitPath(_ item: SystemItem?) -> VectorPath {
        var p = VectorPath()
        switch item {
        case .add:
            p.append(s([(0.5, 0.1), (0.5, 0.9)]))
            p.append(s([(0.1, 0.5), (0.9, 0.5)]))
        case .compose:
            p.append(s([(0.55, 0.15), (0.1, 0.15), (0.1, 0.9), (0.85, 0.9), (0.85, 0.45)]))
            p.append(s([(0.4, 0.6), (0.9, 0.1)]))
            p.append(f([(0.33, 0.67), (0.36, 0.55), (0.45, 0.64)]))
        case .reply:
            p.append(s([(0.4, 0.2), (0.1, 0.45), (0.4, 0.7)]))
            p.append(s([(0.1, 0.45), (0.55, 0.45), (0.75, 0.52), (0.87, 0.65), (0.9, 0.85)]))
        case .action:
            p.append(s([(0.35, 0.35), (0.15, 0.35), (0.15, 0.95), (0.85, 0.95), (0.85, 0.35), (0.65, 0.35)]))
            p.append(s([(0.5, 0.05), (0.5, 0.65)]))
            p.append(s([(0.3, 0.25), (0.5, 0.05), (0.7, 0.25)]))
        case .organize:
            p.append(s([(0.08, 0.2), (0.38, 0.2), (0.46, 0.3), (0.92, 0.3), (0.92, 0.85), (0.08, 0.85)], closed: true))
            p.append(s([(0.08, 0.42), (0.92, 0.42)]))
        case .bookmarks:
            p.append(s([(0.5, 0.25), (0.3, 0.15), (0.05, 0.15), (0.05, 0.8), (0.3, 0.8), (0.5, 0.9)]))
            p.append(s([(0.5, 0.25), (0.7, 0.15), (0.95, 0.15), (0.95, 0.8), (0.7, 0.8), (0.5, 0.9)]))
            p.append(s([(0.5, 0.25), (0.5, 0.9)]))
        case .search:
            p.append(ring(0.42, 0.42, 0.3))
            p.append(s([(0.64, 0.64), (0.92, 0.92)]))
        case .refresh:
            p.append(ring(0.5, 0.55, 0.35, from: -Double.pi / 2 + 0.5, to: 1.5 * Double.pi))
            p.append(f([(0.42, 0.03), (0.68, 0.2), (0.42, 0.37)]))
        case .stop:
            p.append(s([(0.15, 0.15), (0.85, 0.85)]))
            p.append(s([(0.85, 0.15), (0.15, 0.85)]))
        case .camera:
            p.append(
                s(
                    [
                        (0.05, 0.3), (0.3, 0.3), (0.38, 0.15), (0.62, 0.15), (0.7, 0.3), (0.95, 0.3), (0.95, 0.85),
                        (0.05, 0.85),
                    ], closed: true))
            p.append(ring(0.5, 0.56, 0.17))
        case .trash:
            p.append(s([(0.08, 0.2), (0.92, 0.2)]))
            p.append(s([(0.36, 0.2), (0.38, 0.08), (0.62, 0.08), (0.64, 0.2)]))
            p.append(s([(0.18, 0.2), (0.24, 0.93), (0.76, 0.93), (0.82, 0.2)]))
            p.append(s([(0.4, 0.35), (0.41, 0.8)]))
            p.append(s([(0.6, 0.35), (0.59, 0.8)]))
        case .play:
            p.append(f([(0.2, 0.1), (0.9, 0.5), (0.2, 0.9)]))
        case .pause:
            p.append(.rect(Frame(x: 0.22, y: 0.12, width: 0.18, height: 0.76)))
            p.append(.rect(Frame(x: 0.6, y: 0.12, width: 0.18, height: 0.76)))
        case .rewind:
            p.append(f([(0.5, 0.2), (0.05, 0.5), (0.5, 0.8)]))
            p.append(f([(0.95, 0.2), (0.5, 0.5), (0.95, 0.8)]))
        case .fastForward:
            p.append(f([(0.05, 0.2), (0.5, 0.5), (0.05, 0.8)]))
            p.append(f([(0.5, 0.2), (0.95, 0.5), (0.5, 0.8)]))
        default:
            p.append(.roundedRect(Frame(x: 0.1, y: 0.1, width: 0.8, height: 0.8), radius: 0.18))
        }
        return p
    }
}
