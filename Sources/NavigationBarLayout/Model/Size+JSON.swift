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
    /// A size: `width` and `height` required, non-negative.
    func size() -> Size? {
        guard let object = object(keys: ["width", "height"]) else { return nil }
        let width = object.required("width")?.number(.nonNegative)
        let height = object.required("height")?.number(.nonNegative)
        return Size(width: width ?? 0, height: height ?? 0)
    }

    /// An offset: `horizontal` and `vertical`, each 0 when absent.
    func offset() -> Offset? {
        guard let object = object(keys: ["horizontal", "vertical"]) else { return nil }
        return Offset(horizontal: object.number("horizontal") ?? 0, vertical: object.number("vertical") ?? 0)
    }

    /// Edge insets: `top`, `leading`, `bottom` and `trailing`, each 0 when absent.
    func edgeInsets() -> EdgeInsets? {
        guard let object = object(keys: ["top", "leading", "bottom", "trailing"]) else { return nil }
        return EdgeInsets(
            top: object.number("top") ?? 0, leading: object.number("leading") ?? 0,
            bottom: object.number("bottom") ?? 0, trailing: object.number("trailing") ?? 0)
    }
}
