import JSONFormat

extension BarBackground {
    /// `{"backgroundColor", "shadowColor", "backgroundEffect"}`, every key present (`null` for no colour).
    var jsonValue: JSONValue {
        .object([
            "backgroundColor": color?.jsonValue ?? .null, "shadowColor": shadowColor?.jsonValue ?? .null,
            "backgroundEffect": .string(effect.rawValue),
        ])
    }
}

extension AppearanceBackgrounds {
    /// `{"default", "opaque", "transparent"}`, each a background.
    var jsonValue: JSONValue {
        .object(["default": self.default.jsonValue, "opaque": opaque.jsonValue, "transparent": transparent.jsonValue])
    }
}

extension JSONField {
    /// A background: `backgroundColor` and `shadowColor` colours (none when absent or `null`), `backgroundEffect`
    /// (`none` when absent).
    func barBackground() -> BarBackground? {
        guard let object = object(keys: ["backgroundColor", "shadowColor", "backgroundEffect"]) else { return nil }
        return BarBackground(
            color: object.optional("backgroundColor")?.color(),
            shadowColor: object.optional("shadowColor")?.color(),
            effect: object.choice("backgroundEffect", BackgroundEffect.self) ?? .none)
    }

    /// A profile's `appearanceBackgrounds`: `default`, `opaque` and `transparent`, each required.
    func appearanceBackgrounds() -> AppearanceBackgrounds? {
        guard let object = object(keys: ["default", "opaque", "transparent"]) else { return nil }
        let empty = BarBackground()
        return AppearanceBackgrounds(
            default: object.required("default")?.barBackground() ?? empty,
            opaque: object.required("opaque")?.barBackground() ?? empty,
            transparent: object.required("transparent")?.barBackground() ?? empty)
    }
}
