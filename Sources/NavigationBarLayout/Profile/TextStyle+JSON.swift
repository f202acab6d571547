import JSONFormat
import TextMetrics

extension TextStyle: JSONEncodable {
    /// `{"family", "size", "weight", "tracking"}`.
    var jsonValue: JSONValue { JSONValue(encoding: self) }

    /// Writes this value as JSON to `json`.
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("family", family)
        json.member("size", size)
        json.member("tracking", tracking)
        json.member("weight", weight)
        json.endObject()
    }
}

extension ButtonMetrics {
    /// `{"edgeInset", "paddingLeading", "paddingTrailing", "height"}`.
    var jsonValue: JSONValue {
        .object([
            "edgeInset": .number(edgeInset), "paddingLeading": .number(paddingLeading),
            "paddingTrailing": .number(paddingTrailing), "height": .number(height),
        ])
    }
}

extension BackButtonMetrics {
    /// `{"edgeInset", "paddingLeading", "paddingTrailing", "height", "indicator", "indicatorGap", "bordered"}`.
    var jsonValue: JSONValue {
        .object([
            "edgeInset": .number(edgeInset), "paddingLeading": .number(paddingLeading),
            "paddingTrailing": .number(paddingTrailing), "height": .number(height), "indicator": indicator.jsonValue,
            "indicatorGap": .number(indicatorGap), "bordered": .bool(bordered),
        ])
    }
}

extension ProfileQuirks {
    /// `{"titleViewIgnoredWithLeftItem", "bordersTextButtons"}`.
    var jsonValue: JSONValue {
        .object([
            "titleViewIgnoredWithLeftItem": .bool(titleViewIgnoredWithLeftItem),
            "bordersTextButtons": .bool(bordersTextButtons),
        ])
    }
}

extension JSONField {
    /// A text style: `size` required; `family` defaults to `Inter`, `weight` to `regular`, `tracking` to 0.
    func textStyle() -> TextStyle? {
        guard let object = object(keys: ["family", "size", "weight", "tracking"]) else { return nil }
        return TextStyle(
            family: object.optional("family")?.nonEmptyString() ?? "Inter",
            size: object.required("size")?.number(.fontSize) ?? 0,
            weight: object.choice("weight", FontWeight.self) ?? .regular,
            tracking: object.number("tracking", .tracking) ?? 0)
    }

    /// Button metrics: `edgeInset` and `height` required, the paddings 0 when absent; all lengths (`SceneRule.length`).
    func buttonMetrics() -> ButtonMetrics? {
        guard let object = object(keys: ["edgeInset", "paddingLeading", "paddingTrailing", "height"]) else {
            return nil
        }
        return ButtonMetrics(
            edgeInset: object.required("edgeInset")?.number(.length) ?? 0,
            paddingLeading: object.number("paddingLeading", .length) ?? 0,
            paddingTrailing: object.number("paddingTrailing", .length) ?? 0,
            height: object.required("height")?.number(.length) ?? 0)
    }

    /// Back button metrics: the paddings 0 and `bordered` false when absent, the rest required.
    func backButtonMetrics() -> BackButtonMetrics? {
        let keys = [
            "edgeInset", "paddingLeading", "paddingTrailing", "height", "indicator", "indicatorGap", "bordered",
        ]
        guard let object = object(keys: keys) else { return nil }
        return BackButtonMetrics(
            edgeInset: object.required("edgeInset")?.number(.length) ?? 0,
            paddingLeading: object.number("paddingLeading", .length) ?? 0,
            paddingTrailing: object.number("paddingTrailing", .length) ?? 0,
            height: object.required("height")?.number(.length) ?? 0,
            indicator: object.required("indicator")?.size() ?? Size(width: 0, height: 0),
            indicatorGap: object.required("indicatorGap")?.number(.length) ?? 0,
            bordered: object.bool("bordered") ?? false)
    }

    /// Quirks: each false when absent.
    func profileQuirks() -> ProfileQuirks? {
        guard let object = object(keys: ["titleViewIgnoredWithLeftItem", "bordersTextButtons"]) else { return nil }
        return ProfileQuirks(
            titleViewIgnoredWithLeftItem: object.bool("titleViewIgnoredWithLeftItem") ?? false,
            bordersTextButtons: object.bool("bordersTextButtons") ?? false)
    }
}
