extension TransitionChoreography {
    /// The `transitions` object of a profile (`docs/PROFILES.md`, "Transitions"); curves are written inline.
    var jsonValue: JSONValue {
        .object(["push": push.jsonValue, "crossFade": crossFade.jsonValue])
    }
}

extension TransitionTimeline {
    /// `{"duration", "curve", "tracks"}`.
    var jsonValue: JSONValue {
        .object(["duration": .number(duration), "curve": curve.jsonValue, "tracks": .array(tracks.map(\.jsonValue))])
    }
}

extension TransitionTrack {
    /// `{"role", "change", "into"?, "offset"?, "fade"?, "fadeIn"?, "curve"?}`.
    var jsonValue: JSONValue {
        var members: [JSONValue.Member] = [
            JSONValue.Member("role", .string(role.rawValue)), JSONValue.Member("change", .string(change.rawValue)),
        ]
        if let into { members.append(JSONValue.Member("into", .string(into.rawValue))) }
        switch offset {
        case .slide(0, 0): break
        case .slide(let widths, let points):
            members.append(
                JSONValue.Member("offset", .object(["barWidths": .number(widths), "points": .number(points)])))
        case .centreAt(let widths):
            members.append(JSONValue.Member("offset", .object(["centreAt": .number(widths)])))
        }
        for (key, window) in [("fade", fade), ("fadeIn", fadeIn)] {
            if let window {
                members.append(JSONValue.Member(key, .array([.number(window.start), .number(window.end)])))
            }
        }
        if let curve { members.append(JSONValue.Member("curve", curve.jsonValue)) }
        return .object(members)
    }
}

extension TimingCurve {
    /// A built-in curve's name, or the curve's definition object.
    var jsonValue: JSONValue {
        if let name = TimingCurve.builtIn.first(where: { $0.value == self })?.key { return .string(name) }
        switch self {
        case .linear:
            return .string("linear")
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return .object(["cubicBezier": .array([x1, y1, x2, y2].map { .number($0) })])
        case .threePointCubic(let a1, let b1, let m, let a2, let b2):
            return .object([
                "threePointCubic": .array([a1, b1, m, a2, b2].map { .array([.number($0.x), .number($0.y)]) })
            ])
        case .spring(let mass, let stiffness, let damping, let duration):
            return .object([
                "spring": .object([
                    "mass": .number(mass), "stiffness": .number(stiffness), "damping": .number(damping),
                    "duration": .number(duration),
                ])
            ])
        }
    }
}

extension JSONField {
    /// A profile's `transitions`: named `curves`, then the `push` and `crossFade` timelines (both required).
    func transitionChoreography() -> TransitionChoreography? {
        guard let object = object(keys: ["curves", "push", "crossFade"]) else { return nil }
        var named = TimingCurve.builtIn
        if let curves = object.optional("curves")?.anyObject() {
            for member in curves.members {
                if let curve = curves.required(member.key)?.curveDefinition() { named[member.key] = curve }
            }
        }
        let push = object.required("push")?.transitionTimeline(curves: named)
        let crossFade = object.required("crossFade")?.transitionTimeline(curves: named)
        guard let push, let crossFade else { return nil }
        return TransitionChoreography(push: push, crossFade: crossFade)
    }

    /// `{"duration", "curve", "tracks"}`: `duration` (seconds, > 0) and `tracks` required, `curve` `linear` when absent.
    func transitionTimeline(curves: [String: TimingCurve]) -> TransitionTimeline? {
        guard let object = object(keys: ["duration", "curve", "tracks"]) else { return nil }
        let tracks = object.required("tracks")?.array()?.compactMap { $0.transitionTrack(curves: curves) } ?? []
        return TransitionTimeline(
            duration: object.required("duration")?.number(SceneRule.duration) ?? 1,
            curve: object.optional("curve")?.curve(named: curves) ?? .linear, tracks: tracks)
    }

    /// One track; `role` and `change` required, `into` required for `becomes`.
    func transitionTrack(curves: [String: TimingCurve]) -> TransitionTrack? {
        let keys = ["role", "change", "into", "offset", "fade", "fadeIn", "curve"]
        guard let object = object(keys: keys) else { return nil }
        let role = object.required("role")?.choice(TransitionRole.self)
        let change = object.required("change")?.choice(TransitionChange.self)
        let into =
            change == .becomes
            ? object.required("into")?.choice(TransitionRole.self) : object.choice("into", TransitionRole.self)
        let track = TransitionTrack(
            role: role ?? .title, change: change ?? .leaves, into: into,
            offset: object.optional("offset")?.transitionOffset() ?? .none, fade: object.optional("fade")?.fadeWindow(),
            fadeIn: object.optional("fadeIn")?.fadeWindow(), curve: object.optional("curve")?.curve(named: curves))
        return role == nil || change == nil ? nil : track
    }

    /// `{"barWidths", "points"}` (each 0 when absent) or `{"centreAt"}`.
    func transitionOffset() -> TransitionOffset? {
        guard let object = object(keys: ["barWidths", "points", "centreAt"]) else { return nil }
        if let centre = object.number("centreAt") {
            if object.contains("barWidths") || object.contains("points") {
                reader.report("'centreAt' cannot be combined with 'barWidths' or 'points'", at: path)
            }
            return .centreAt(barWidths: centre)
        }
        return .slide(barWidths: object.number("barWidths") ?? 0, points: object.number("points") ?? 0)
    }

    /// `[start, end]` with 0 ≤ start ≤ end ≤ 1.
    func fadeWindow() -> FadeWindow? {
        guard let elements = array() else { return nil }
        guard elements.count == 2 else { return fail("must be an array of two numbers [start, end]") }
        guard let start = elements[0].number(SceneRule.progress), let end = elements[1].number(SceneRule.progress)
        else {
            return nil
        }
        guard start <= end else { return fail(SceneRule.fadeOrder.message) }
        return FadeWindow(start, end)
    }

    /// A curve's name (built in or defined in `curves`) or its definition object.
    func curve(named curves: [String: TimingCurve]) -> TimingCurve? {
        if case .string(let name) = value {
            if let curve = curves[name] { return curve }
            let names = curves.keys.sorted()
            let hint = Suggestion.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
            return fail("unknown curve '\(name)'\(hint); curves: \(names.joined(separator: ", "))")
        }
        return curveDefinition()
    }

    /// `{"cubicBezier": [x1, y1, x2, y2]}`, `{"threePointCubic": [a1, b1, midpoint, a2, b2]}` (points `[x, y]`),
    /// or `{"spring": {"mass", "stiffness", "damping", "duration"}}`.
    func curveDefinition() -> TimingCurve? {
        guard let object = object(keys: ["cubicBezier", "threePointCubic", "spring"]) else { return nil }
        guard object.members.count == 1, let member = object.members.first else {
            return fail("must have exactly one of: cubicBezier, threePointCubic, spring")
        }
        guard let field = object.required(member.key) else { return nil }
        switch member.key {
        case "cubicBezier":
            guard let numbers = field.numbers(count: 4) else { return nil }
            guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
                return field.fail(TimingCurve.bezierReason)
            }
            return .cubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
        case "threePointCubic":
            guard let points = field.array(), points.count == 5 else {
                return field.fail("must be an array of five points [x, y]")
            }
            let values = points.compactMap { $0.numbers(count: 2).map { TimingCurve.Point($0[0], $0[1]) } }
            guard values.count == 5 else { return nil }
            guard values[2].x > 0, values[2].x < 1, values[2].y != 0, values[2].y != 1 else {
                return field.fail(TimingCurve.midpointReason)
            }
            return .threePointCubic(a1: values[0], b1: values[1], midpoint: values[2], a2: values[3], b2: values[4])
        default:
            guard let spring = field.object(keys: ["mass", "stiffness", "damping", "duration"]) else { return nil }
            let positive = SceneRule.springValue
            return .spring(
                mass: spring.required("mass")?.number(positive) ?? 1,
                stiffness: spring.required("stiffness")?.number(positive) ?? 1,
                damping: spring.required("damping")?.number(positive) ?? 1,
                duration: spring.required("duration")?.number(positive) ?? 1)
        }
    }

    /// An array of exactly `count` finite numbers.
    func numbers(count: Int) -> [Double]? {
        guard let elements = array() else { return nil }
        guard elements.count == count else { return fail("must be an array of \(count) numbers") }
        let numbers = elements.compactMap { $0.number() }
        return numbers.count == count ? numbers : nil
    }
}
