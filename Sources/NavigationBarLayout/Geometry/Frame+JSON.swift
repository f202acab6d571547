import JSONFormat

extension Frame {
    /// `{"x", "y", "width", "height"}`.
    var jsonValue: JSONValue {
        .object(["x": .number(x), "y": .number(y), "width": .number(width), "height": .number(height)])
    }
}

extension Optional where Wrapped == Frame {
    /// The frame's object, or `null`.
    var jsonValue: JSONValue { self?.jsonValue ?? .null }
}

extension JSONField {
    /// A frame: `x`, `y`, `width` and `height`, all required and finite, the sizes non-negative.
    func frame() -> Frame? {
        guard let object = object(keys: ["x", "y", "width", "height"]) else { return nil }
        return Frame(
            x: object.required("x")?.number() ?? 0, y: object.required("y")?.number() ?? 0,
            width: object.required("width")?.number(.nonNegative) ?? 0,
            height: object.required("height")?.number(.nonNegative) ?? 0)
    }
}
