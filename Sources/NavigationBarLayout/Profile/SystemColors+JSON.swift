import JSONFormat

extension SystemColors {
    /// The keys of `systemColors`, in the order written.
    static let jsonKeys = ["label", "secondaryLabel", "tint", "barMaterial", "separator", "background"]

    /// The colours by key, in `jsonKeys` order.
    var byKey: [DynamicColor] { [label, secondaryLabel, tint, barMaterial, separator, background] }

    /// `{"label", "secondaryLabel", "tint", "barMaterial", "separator", "background"}`, each `{"light", "dark"}`.
    var jsonValue: JSONValue {
        .members(
            zip(Self.jsonKeys, byKey).map { key, color in (key, color.jsonValue) })
    }
}

extension DynamicColor {
    /// `{"light", "dark"}`.
    var jsonValue: JSONValue { .object(["light": light.jsonValue, "dark": dark.jsonValue]) }
}

extension JSONField {
    /// A profile's `systemColors`: every colour required, each `{"light", "dark"}` colours.
    func systemColors() -> SystemColors? {
        guard let object = object(keys: SystemColors.jsonKeys) else { return nil }
        func dynamic(_ key: String) -> DynamicColor {
            let black = Color(red: 0, green: 0, blue: 0)
            return object.required(key)?.dynamicColor() ?? DynamicColor(light: black, dark: black)
        }
        return SystemColors(
            label: dynamic("label"), secondaryLabel: dynamic("secondaryLabel"), tint: dynamic("tint"),
            barMaterial: dynamic("barMaterial"), separator: dynamic("separator"), background: dynamic("background"))
    }
}
