import JSONFormat

extension GlassItemOptions {
    /// The item keys of iOS 26 and 27 (L64, L67–L69, L78).
    static let jsonKeys = [
        "sharesBackground", "hidesSharedBackground", "badge", "visibilityPriority", "isPaddingRemoved",
    ]

    /// The members set, defaults left out.
    var jsonMembers: [(String, JSONValue?)] {
        [
            ("sharesBackground", sharesBackground ? nil : .bool(false)),
            ("hidesSharedBackground", hidesSharedBackground ? .bool(true) : nil),
            ("badge", badge?.jsonValue),
            ("visibilityPriority", visibilityPriority == .standard ? nil : visibilityPriority.jsonValue),
            ("isPaddingRemoved", isPaddingRemoved ? .bool(true) : nil),
        ]
    }

    /// The scene keys of ``GlassMetrics/knownSceneKeys`` these options set.
    var sceneKeysUsed: [String] {
        var keys: [String] = []
        if !sharesBackground { keys.append("sharesBackground") }
        if hidesSharedBackground { keys.append("hidesSharedBackground") }
        if badge != nil { keys.append("badge") }
        if visibilityPriority != .standard { keys.append("visibilityPriority") }
        if isPaddingRemoved { keys.append("isPaddingRemoved") }
        return keys
    }
}

extension BarButtonItemBadge {
    /// `{"count": N}`, `{"string": "…"}` or `{"indicator": true}`.
    var jsonValue: JSONValue {
        switch self {
        case .count(let count): .object(["count": .number(Double(count))])
        case .string(let text): .object(["string": .string(text)])
        case .indicator: .object(["indicator": .bool(true)])
        }
    }
}

extension VisibilityPriority {
    /// `"high"`, `"standard"`, `"low"`, `{"higherThan": name}` or `{"lowerThan": name}`.
    var jsonValue: JSONValue {
        switch self {
        case .high: .string("high")
        case .standard: .string("standard")
        case .low: .string("low")
        case .higherThan(let name): .object(["higherThan": .string(name)])
        case .lowerThan(let name): .object(["lowerThan": .string(name)])
        }
    }
}

extension JSONObjectReader {
    /// The iOS 26 and 27 keys of a bar button item object, or `nil` when it sets none of them (most items: their
    /// absence is a test of the object's key bits, and no options are built, compared or boxed).
    func glassItemOptions() -> GlassItemOptions? {
        let shares = member("sharesBackground")
        let hides = member("hidesSharedBackground")
        let badge = member("badge")
        let priority = member("visibilityPriority")
        let padding = member("isPaddingRemoved")
        guard shares != nil || hides != nil || badge != nil || priority != nil || padding != nil else { return nil }
        var options = GlassItemOptions()
        options.sharesBackground = bool("sharesBackground") ?? true
        options.hidesSharedBackground = bool("hidesSharedBackground") ?? false
        options.badge = optional("badge")?.barButtonItemBadge()
        options.visibilityPriority = optional("visibilityPriority")?.visibilityPriority() ?? .standard
        options.isPaddingRemoved = bool("isPaddingRemoved") ?? false
        return options
    }
}

extension JSONField {
    /// A badge: `{"count": whole number ≥ 0}`, `{"string": non-empty text}` or `{"indicator": true}`, one key.
    func barButtonItemBadge() -> BarButtonItemBadge? {
        guard let object = object(keys: ["count", "string", "indicator"]) else { return nil }
        guard object.members.count == 1 else {
            return fail("must have one key: count, string or indicator")
        }
        if let field = object.optional("count") {
            guard let number = field.number(.range(0...1_000_000)) else { return nil }
            guard number == number.rounded() else { return field.fail("must be a whole number") }
            return .count(Int(number))
        }
        if let field = object.optional("string") { return field.nonEmptyString().map { .string($0) } }
        guard let field = object.optional("indicator"), let flag = field.bool() else { return nil }
        return flag ? .indicator : field.fail("must be true (leave the badge out for none)")
    }

    /// A visibility priority: a level name, or `{"higherThan": name}` / `{"lowerThan": name}` naming a level or an
    /// item's `id` (checked against the bar's items by `Scene.problems()`).
    func visibilityPriority() -> VisibilityPriority? {
        if stringValue != nil {
            return choice([VisibilityPriority.high, .standard, .low].map(VisibilityLevelName.init))?.priority
        }
        guard let object = object(keys: ["higherThan", "lowerThan"]) else { return nil }
        guard object.members.count == 1 else { return fail("must have one key: higherThan or lowerThan") }
        if let name = object.optional("higherThan")?.nonEmptyString() { return .higherThan(name) }
        if let name = object.optional("lowerThan")?.nonEmptyString() { return .lowerThan(name) }
        return nil
    }
}

/// A level of ``VisibilityPriority`` as a choice of the scene format.
struct VisibilityLevelName: RawRepresentable {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    init(_ priority: VisibilityPriority) {
        rawValue = priority == .high ? "high" : priority == .low ? "low" : "standard"
    }
    /// The level.
    var priority: VisibilityPriority { rawValue == "high" ? .high : rawValue == "low" ? .low : .standard }
}
