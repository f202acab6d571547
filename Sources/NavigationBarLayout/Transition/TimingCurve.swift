#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a track's progress follows time: a map from [0, 1] onto itself that keeps both ends exactly.
///
/// Every curve gives exactly 0 at `t = 0` and exactly 1 at `t = 1` (T7), so
/// a transition starts and ends on the two solved geometries.
public enum TimingCurve: Hashable, Sendable {
    /// Progress equals time.
    case linear
    /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2), as `CAMediaTimingFunction`.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// Two cubic Béziers joined at `midpoint`, as Flutter's `ThreePointCubic`.
    case threePointCubic(a1: Point, b1: Point, midpoint: Point, a2: Point, b2: Point)
    /// A damped spring released from rest at 0 towards 1, its time scaled so that it ends at 1 when `t = 1`.
    ///
    /// `duration` is the spring's time in seconds that `t = 1` stands for; the
    /// value is divided by the spring's value at that time, so the curve ends
    /// exactly at 1 even when the spring has not settled (T7).
    case spring(mass: Double, stiffness: Double, damping: Double, duration: Double)

    /// A point of a curve's control polygon.
    public struct Point: Hashable, Sendable {
        /// Time.
        public var x: Double
        /// Progress.
        public var y: Double

        /// Creates a point.
        ///
        /// - Parameters:
        ///   - x: Time.
        ///   - y: Progress.
        public init(_ x: Double, _ y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// `CAMediaTimingFunction`'s `easeIn`: (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// `CAMediaTimingFunction`'s `easeOut`: (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve.cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// `CAMediaTimingFunction`'s `easeInEaseOut`: (0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Flutter's `Curves.fastEaseInToSlowEaseOut`, fitted to frames of native iOS 16.3 page transitions.
    public static let fastEaseInToSlowEaseOut = TimingCurve.threePointCubic(
        a1: Point(0.056, 0.024), b1: Point(0.108, 0.3085), midpoint: Point(0.198, 0.541),
        a2: Point(0.3655, 1.0), b2: Point(0.5465, 0.989))

    /// The curves every profile can name without defining them.
    public static let builtIn: [String: TimingCurve] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
        "fastEaseInToSlowEaseOut": .fastEaseInToSlowEaseOut,
    ]

    /// The progress at time `t`; `t` is clamped to [0, 1], and the ends are exact.
    ///
    /// - Parameter t: The time, from 0 to 1.
    /// - Returns: The progress at that time.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        switch self {
        case .linear:
            return t
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return Self.bezier(x1, y1, x2, y2, at: t)
        case .threePointCubic(let a1, let b1, let m, let a2, let b2):
            // Flutter's ThreePointCubic.transformInternal: each half scaled into the unit square.
            if t < m.x {
                let sx = m.x
                let sy = m.y
                return Self.bezier(a1.x / sx, a1.y / sy, b1.x / sx, b1.y / sy, at: t / sx) * sy
            }
            let sx = 1 - m.x
            let sy = 1 - m.y
            let u = (t - m.x) / sx
            return Self.bezier(
                (a2.x - m.x) / sx, (a2.y - m.y) / sy, (b2.x - m.x) / sx, (b2.y - m.y) / sy, at: u) * sy + m.y
        case .spring(let mass, let stiffness, let damping, let duration):
            let end = Self.springDisplacement(mass: mass, stiffness: stiffness, damping: damping, time: duration)
            let now = Self.springDisplacement(mass: mass, stiffness: stiffness, damping: damping, time: t * duration)
            return (1 - now) / (1 - end)
        }
    }

    /// The y of the unit cubic Bézier whose x is `x`: Newton's method, then bisection if it stalls.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = x
        for _ in 0..<8 {
            let error = coordinate(x1, x2, s) - x
            if abs(error) < 1e-12 { return coordinate(y1, y2, s) }
            let d = slope(x1, x2, s)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<60 {
            let value = coordinate(x1, x2, s)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(y1, y2, s)
    }

    /// The displacement from 1 (released at rest, target 0) of a damped spring after `time` seconds.
    static func springDisplacement(mass: Double, stiffness: Double, damping: Double, time: Double) -> Double {
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * time)
            return envelope * (cos(omegaD * time) + zeta * omega / omegaD * sin(omegaD * time))
        }
        if zeta == 1 {
            return exp(-omega * time) * (1 + omega * time)
        }
        let root = omega * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * omega + root
        let r2 = -zeta * omega - root
        // x(0) = 1, x'(0) = 0: c1 + c2 = 1, r1 c1 + r2 c2 = 0.
        let c1 = -r2 / (r1 - r2)
        let c2 = r1 / (r1 - r2)
        return c1 * exp(r1 * time) + c2 * exp(r2 * time)
    }
}
