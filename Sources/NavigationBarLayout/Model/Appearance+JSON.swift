import JSONFormat
import TextMetrics

extension Appearance {
    /// The keys of an appearance object.
    static let jsonKeys = [
        "titleTextAttributes", "titleVerticalPositionAdjustment", "backButtonTitlePositionAdjustment",
        "backButtonBackgroundInsets", "backIndicatorSize",
    ]

    /// Whether no value is set for any metrics.
    var isEmpty: Bool {
        titleTextAttributes.isEmpty && titleVerticalPositionAdjustment.isEmpty
            && backButtonTitlePositionAdjustment.isEmpty && backButtonBackgroundInsets.isEmpty
            && backIndicatorSize.isEmpty
    }

    /// The appearance object of the scene format; fields with no values are left out.
    public var jsonValue: JSONValue {
        .members([
            ("titleTextAttributes", nonEmpty(titleTextAttributes) { $0.jsonValue }),
            ("titleVerticalPositionAdjustment", nonEmpty(titleVerticalPositionAdjustment) { .number($0) }),
            ("backButtonTitlePositionAdjustment", nonEmpty(backButtonTitlePositionAdjustment) { $0.jsonValue }),
            ("backButtonBackgroundInsets", nonEmpty(backButtonBackgroundInsets) { $0.jsonValue }),
            ("backIndicatorSize", nonEmpty(backIndicatorSize) { $0.jsonValue }),
        ])
    }

    /// The per-metrics object of `values`, or `nil` when there are none.
    private func nonEmpty<V>(_ values: PerMetrics<V>, _ encode: (V) -> JSONValue) -> JSONValue? {
        values.isEmpty ? nil : values.jsonValue(encode)
    }
}

extension TextAttributes {
    /// `{"family", "size", "weight", "tracking", "color"}`, the fields set only.
    var jsonValue: JSONValue {
        .members([
            ("family", family.map { .string($0) }), ("size", size.map { .number($0) }),
            ("weight", weight.map { .string($0.rawValue) }), ("tracking", tracking.map { .number($0) }),
            ("color", color?.jsonValue),
        ])
    }
}

extension Color: JSONEncodable {
    /// `{"red", "green", "blue", "alpha"}`.
    var jsonValue: JSONValue { JSONValue(encoding: self) }

    /// Writes this value as JSON to `json`.
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("alpha", alpha)
        json.member("blue", blue)
        json.member("green", green)
        json.member("red", red)
        json.endObject()
    }
}

extension JSONField {
    /// An appearance: every field optional, each an object keyed by metrics names.
    func appearance() -> Appearance? {
        guard let object = object(keys: Appearance.jsonKeys) else { return nil }
        var appearance = Appearance()
        if let values = object.optional("titleTextAttributes")?.perMetrics({ $0.textAttributes() }) {
            appearance.titleTextAttributes = values
        }
        if let values = object.optional("titleVerticalPositionAdjustment")?.perMetrics({ $0.number(.offset) }) {
            appearance.titleVerticalPositionAdjustment = values
        }
        if let values = object.optional("backButtonTitlePositionAdjustment")?.perMetrics({ $0.offset() }) {
            appearance.backButtonTitlePositionAdjustment = values
        }
        if let values = object.optional("backButtonBackgroundInsets")?.perMetrics({ $0.edgeInsets() }) {
            appearance.backButtonBackgroundInsets = values
        }
        if let values = object.optional("backIndicatorSize")?.perMetrics({ $0.size() }) {
            appearance.backIndicatorSize = values
        }
        return appearance
    }

    /// Text attributes: `family`, `size`, `weight`, `tracking` and `color`, all optional.
    func textAttributes() -> TextAttributes? {
        guard let object = object(keys: ["family", "size", "weight", "tracking", "color"]) else { return nil }
        return TextAttributes(
            family: object.optional("family")?.nonEmptyString(),
            size: object.number("size", .fontSize), weight: object.choice("weight", FontWeight.self),
            tracking: object.number("tracking", .tracking),
            color: object.optional("color")?.color())
    }

    /// A colour: `red`, `green` and `blue` required, `alpha` 1 when absent; each in 0...1.
    func color() -> Color? {
        guard let object = object(keys: ["red", "green", "blue", "alpha"]) else { return nil }
        let unit = SceneRule.colorComponent
        return Color(
            red: object.required("red")?.number(unit) ?? 0, green: object.required("green")?.number(unit) ?? 0,
            blue: object.required("blue")?.number(unit) ?? 0, alpha: object.number("alpha", unit) ?? 1)
    }
}
