import JSONFormat

extension Size {
    /// `{"width", "height"}`.
    var jsonValue: JSONValue {
        .object(["width": .number(width), "height": .number(height)])
    }
}

extension Offset {
    /// `{"horizontal", "vertical"}`.
    var jsonValue: JSONValue {
        .object(["horizontal": .number(horizontal), "vertical": .number(vertical)])
    }
}

extension EdgeInsets {
    /// `{"top", "leading", "bottom", "trailing"}`.
    var jsonValue: JSONValue {
        .object([
            "top": .number(top), "leading": .number(leading), "bottom": .number(bottom),
            "trailing": .number(trailing),
        ])
    }
}

extension JSONField {
    /// A size: `width` and `height` required, each a length (`SceneRule.length`).
    func size() -> Size? {
        guard let object = object(keys: ["width", "height"]) else { return nil }
        let width = object.required("width")?.number(.length)
        let height = object.required("height")?.number(.length)
        return Size(width: width ?? 0, height: height ?? 0)
    }

    /// An offset: `horizontal` and `vertical`, each 0 when absent (`SceneRule.offset`).
    func offset() -> Offset? {
        guard let object = object(keys: ["horizontal", "vertical"]) else { return nil }
        return Offset(
            horizontal: object.number("horizontal", .offset) ?? 0, vertical: object.number("vertical", .offset) ?? 0)
    }

    /// Edge insets: `top`, `leading`, `bottom` and `trailing`, each 0 when absent (`SceneRule.offset`).
    func edgeInsets() -> EdgeInsets? {
        guard let object = object(keys: ["top", "leading", "bottom", "trailing"]) else { return nil }
        return EdgeInsets(
            top: object.number("top", .offset) ?? 0, leading: object.number("leading", .offset) ?? 0,
            bottom: object.number("bottom", .offset) ?? 0, trailing: object.number("trailing", .offset) ?? 0)
    }
}
