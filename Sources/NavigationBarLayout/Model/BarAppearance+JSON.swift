import JSONFormat

extension BarAppearance {
    /// The keys of an iOS 13 appearance object.
    static let jsonKeys = [
        "background", "backgroundColor", "shadowColor", "backgroundEffect", "titleTextAttributes",
        "largeTitleTextAttributes", "titlePositionAdjustment", "buttonAppearance", "doneButtonAppearance",
        "backButtonAppearance",
    ]

    /// The appearance object of the scene format; values left at their defaults are left out.
    public var jsonValue: JSONValue {
        .members([
            ("background", background == .default ? nil : .string(background.rawValue)),
            ("backgroundColor", backgroundColor?.jsonValue), ("shadowColor", shadowColor?.jsonValue),
            ("backgroundEffect", backgroundEffect.map { .string($0.rawValue) }),
            ("titleTextAttributes", titleTextAttributes.nonEmptyJSON),
            ("largeTitleTextAttributes", largeTitleTextAttributes.nonEmptyJSON),
            ("titlePositionAdjustment", titlePositionAdjustment == .zero ? nil : titlePositionAdjustment.jsonValue),
            ("buttonAppearance", buttonAppearance.nonEmptyJSON),
            ("doneButtonAppearance", doneButtonAppearance.nonEmptyJSON),
            ("backButtonAppearance", backButtonAppearance.nonEmptyJSON),
        ])
    }
}

extension BarButtonItemAppearance {
    /// `{"titleTextAttributes", "titlePositionAdjustment"}`, or `nil` when neither is set.
    var nonEmptyJSON: JSONValue? {
        let members: [(String, JSONValue?)] = [
            ("titleTextAttributes", titleTextAttributes.nonEmptyJSON),
            ("titlePositionAdjustment", titlePositionAdjustment == .zero ? nil : titlePositionAdjustment.jsonValue),
        ]
        return members.allSatisfy { $0.1 == nil } ? nil : .members(members)
    }
}

extension TextAttributes {
    /// The attributes object, or `nil` when no attribute is set.
    var nonEmptyJSON: JSONValue? {
        self == TextAttributes() ? nil : jsonValue
    }
}

extension BarAppearanceSlots {
    /// The four slots as members of a scene or navigation item object (`standardAppearance`, …), set ones only.
    var jsonMembers: [(String, JSONValue?)] {
        AppearanceSlot.allCases.map { ($0.key, self[$0]?.jsonValue) }
    }
}

extension JSONObjectReader {
    /// The appearance slots (`standardAppearance`, …) of a scene or navigation item object.
    func appearanceSlots() -> BarAppearanceSlots {
        var slots = BarAppearanceSlots()
        for slot in AppearanceSlot.allCases {
            if let field = optional(slot.key) { slots[slot] = field.barAppearance() }
        }
        return slots
    }
}

extension JSONField {
    /// An iOS 13 appearance: every key optional.
    func barAppearance() -> BarAppearance? {
        guard let object = object(keys: BarAppearance.jsonKeys) else { return nil }
        return BarAppearance(
            background: object.choice("background", BarBackgroundConfiguration.self) ?? .default,
            backgroundColor: object.optional("backgroundColor")?.color(),
            shadowColor: object.optional("shadowColor")?.color(),
            backgroundEffect: object.choice("backgroundEffect", BackgroundEffect.self),
            titleTextAttributes: object.optional("titleTextAttributes")?.textAttributes() ?? TextAttributes(),
            largeTitleTextAttributes: object.optional("largeTitleTextAttributes")?.textAttributes()
                ?? TextAttributes(),
            titlePositionAdjustment: object.optional("titlePositionAdjustment")?.offset() ?? .zero,
            buttonAppearance: object.optional("buttonAppearance")?.barButtonItemAppearance()
                ?? BarButtonItemAppearance(),
            doneButtonAppearance: object.optional("doneButtonAppearance")?.barButtonItemAppearance()
                ?? BarButtonItemAppearance(),
            backButtonAppearance: object.optional("backButtonAppearance")?.barButtonItemAppearance()
                ?? BarButtonItemAppearance())
    }

    /// A bar button item appearance: `titleTextAttributes` and `titlePositionAdjustment`, both optional.
    func barButtonItemAppearance() -> BarButtonItemAppearance? {
        guard let object = object(keys: ["titleTextAttributes", "titlePositionAdjustment"]) else { return nil }
        return BarButtonItemAppearance(
            titleTextAttributes: object.optional("titleTextAttributes")?.textAttributes() ?? TextAttributes(),
            titlePositionAdjustment: object.optional("titlePositionAdjustment")?.offset() ?? .zero)
    }
}
