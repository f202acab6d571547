import JSONFormat

extension Frame: JSONEncodable {
    /// `{"x", "y", "width", "height"}`.
    var jsonValue: JSONValue { JSONValue(encoding: self) }

    /// Writes this value as JSON to `json`.
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("height", height)
        json.member("width", width)
        json.member("x", x)
        json.member("y", y)
        json.endObject()
    }
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
