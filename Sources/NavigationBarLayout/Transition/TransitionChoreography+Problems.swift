extension SceneRuleChecker {
    /// A profile's `transitions`: durations, fade windows and curves, with the rules its reader uses.
    mutating func check(_ choreography: TransitionChoreography, at path: String) {
        check(choreography.push, at: "\(path).push")
        check(choreography.crossFade, at: "\(path).crossFade")
    }

    /// A timeline: its duration more than 0, its curve and every track's fades and curve.
    mutating func check(_ timeline: TransitionTimeline, at path: String) {
        check(timeline.duration, .duration, at: "\(path).duration")
        check(timeline.curve, at: "\(path).curve")
        for (index, track) in timeline.tracks.enumerated() {
            let trackPath = "\(path).tracks[\(index)]"
            if let fade = track.fade { check(fade, at: "\(trackPath).fade") }
            if let fadeIn = track.fadeIn { check(fadeIn, at: "\(trackPath).fadeIn") }
            if let curve = track.curve { check(curve, at: "\(trackPath).curve") }
        }
    }

    /// A fade window: both ends from 0 to 1, the start not after the end.
    mutating func check(_ window: FadeWindow, at path: String) {
        let before = problems.count
        check(window.start, .progress, at: "\(path)[0]")
        check(window.end, .progress, at: "\(path)[1]")
        if problems.count == before, window.start > window.end { report(.fadeOrder, at: path) }
    }

    /// A curve's definition, as the profile reader checks it (`docs/PROFILES.md`, "Transitions").
    mutating func check(_ curve: TimingCurve, at path: String) {
        switch curve {
        case .linear:
            break
        case .cubicBezier(let x1, let y1, let x2, let y2):
            if ![x1, y1, x2, y2].allSatisfy(\.isFinite) {
                report(.curve(reason: TimingCurve.finiteReason), at: path)
            } else if !(0...1).contains(x1) || !(0...1).contains(x2) {
                report(.curve(reason: TimingCurve.bezierReason), at: path)
            }
        case .threePointCubic(let a1, let b1, let m, let a2, let b2):
            if ![a1, b1, m, a2, b2].allSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
                report(.curve(reason: TimingCurve.finiteReason), at: path)
            } else if !(m.x > 0 && m.x < 1 && m.y != 0 && m.y != 1) {
                report(.curve(reason: TimingCurve.midpointReason), at: path)
            }
        case .spring(let mass, let stiffness, let damping, let duration):
            for (key, value) in [
                ("mass", mass), ("stiffness", stiffness), ("damping", damping), ("duration", duration),
            ] {
                check(value, .springValue, at: "\(path).spring.\(key)")
            }
        }
    }
}

extension TimingCurve {
    /// Why a cubic Bézier is refused: its control points' times must stay in [0, 1].
    static let bezierReason = "x1 and x2 must be from 0 to 1"
    /// Why a three-point cubic is refused: its midpoint must be inside the unit square.
    static let midpointReason = "the midpoint must lie strictly inside the unit square"
    /// Why a curve with a non-finite number is refused.
    static let finiteReason = "every number must be finite"
}
