import FoundationEssentials
import JSONFormat

extension BarGeometry {
    /// The geometry object of `docs/FORMATS.md`: every key present, `null` where a value is absent.
    ///
    /// `largeTitle` is written only when the geometry reports large titles (`reportsLargeTitle`, L19).
    /// `itemGroups` is written only for a bar laid out with item groups (L40–L46).
    public var jsonValue: JSONValue {
        .members([
            ("schemaVersion", .number(Double(Self.schemaVersion))),
            ("bar", bar.jsonValue),
            ("prompt", prompt?.jsonValue ?? .null),
            ("backButton", backButton?.jsonValue ?? .null),
            ("leftItems", .array(leftItems.map(\.jsonValue))),
            ("rightItems", .array(rightItems.map(\.jsonValue))),
            ("title", title?.jsonValue ?? .null),
            ("largeTitle", reportsLargeTitle ? largeTitle?.jsonValue ?? .null : nil),
            ("itemGroups", itemGroups?.jsonValue),
        ])
    }

    /// The geometry as JSON text: keys sorted, numbers rounded to 4 decimal places, no trailing newline.
    ///
    /// - Parameter pretty: Whether to indent with one key a line (`true`) or write one line.
    /// - Returns: The JSON text.
    public func jsonString(pretty: Bool = true) -> String {
        JSONWriter.string(jsonValue, pretty: pretty)
    }

    /// Reads geometry written by `jsonString(pretty:)`; every key must be present.
    ///
    /// - Throws: `JSONDecodingError` with every problem found.
    /// - Parameter json: The UTF-8 bytes of a geometry document.
    public init(json: [UInt8]) throws(JSONDecodingError) {
        self = try JSONReader.read(json) { $0.barGeometry() }.get()
    }

    /// Reads geometry from UTF-8 data.
    ///
    /// - Parameter json: The UTF-8 bytes of a geometry document.
    /// - Throws: `JSONDecodingError` with every problem found.
    public init(json: Data) throws(JSONDecodingError) {
        try self.init(json: [UInt8](json))
    }

    /// Reads geometry from a string.
    ///
    /// - Parameter json: A geometry document.
    /// - Throws: `JSONDecodingError` with every problem found.
    public init(json: String) throws(JSONDecodingError) {
        try self.init(json: Array(json.utf8))
    }

    /// Reads geometry from a parsed document.
    ///
    /// - Parameter jsonValue: A parsed geometry document.
    /// - Throws: `JSONDecodingError` with every problem found.
    public init(jsonValue: JSONValue) throws(JSONDecodingError) {
        self = try JSONReader.read(jsonValue) { $0.barGeometry() }.get()
    }
}

extension BarGeometry: Codable {
    /// Decodes geometry through `JSONValue`, with the checks of `init(json:)`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` whose underlying error is the `JSONDecodingError`.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        self = try JSONReader.decode(from: decoder) { $0.barGeometry() }
    }

    /// Encodes the geometry object of `jsonValue`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try jsonValue.encode(to: encoder)
    }
}

extension BarInfo {
    /// `{"width", "height", "metrics", "layoutDirection", "scale", "profile", "contentFrame", "barStyle",
    /// "tintColor", "translucent", "bordered"}`, and `backgroundFrame` and `layoutMargin` when set (L16, L17).
    var jsonValue: JSONValue {
        let always: KeyValuePairs<String, JSONValue> = [
            "width": .number(width), "height": .number(height), "metrics": .string(metrics.rawValue),
            "layoutDirection": .string(layoutDirection.rawValue), "scale": .number(scale),
            "profile": .string(profile), "contentFrame": contentFrame.jsonValue, "barStyle": .raw(barStyle),
            "tintColor": tintColor?.jsonValue ?? .null, "translucent": .bool(translucent), "bordered": .bool(bordered),
        ]
        var members = always.map { JSONValue.Member($0.key, $0.value) }
        if let backgroundFrame { members.append(JSONValue.Member("backgroundFrame", backgroundFrame.jsonValue)) }
        if let layoutMargin { members.append(JSONValue.Member("layoutMargin", .number(layoutMargin))) }
        if let appearance { members.append(JSONValue.Member("appearance", appearance.jsonValue)) }
        return .object(members)
    }
}

extension BarAppearanceGeometry {
    /// `{"requested", "used", "source", "background", "backgroundColor", "shadowColor", "backgroundEffect",
    /// "titleTextAttributes", "largeTitleTextAttributes"}`, every key present.
    var jsonValue: JSONValue {
        let title: JSONValue = .object([
            "family": .string(titleTextAttributes.style.family), "size": .number(titleTextAttributes.style.size),
            "weight": .string(titleTextAttributes.style.weight.rawValue),
            "tracking": .number(titleTextAttributes.style.tracking),
            "color": titleTextAttributes.color?.jsonValue ?? .null,
        ])
        let members: KeyValuePairs<String, JSONValue> = [
            "requested": .string(requested.rawValue), "used": .string(used.rawValue),
            "source": .string(source.rawValue), "background": .string(background.rawValue),
            "backgroundColor": barBackground.color?.jsonValue ?? .null,
            "shadowColor": barBackground.shadowColor?.jsonValue ?? .null,
            "backgroundEffect": .string(barBackground.effect.rawValue), "titleTextAttributes": title,
            "largeTitleTextAttributes": largeTitleTextAttributes.jsonValueWithNulls,
        ]
        return .object(members)
    }
}

extension TextAttributes {
    /// `{"family", "size", "weight", "tracking", "color"}`, every key present, `null` where not set.
    var jsonValueWithNulls: JSONValue {
        let family: JSONValue = family.map { .string($0) } ?? .null
        let size: JSONValue = size.map { .number($0) } ?? .null
        let weight: JSONValue = weight.map { .string($0.rawValue) } ?? .null
        let tracking: JSONValue = tracking.map { .number($0) } ?? .null
        let color: JSONValue = color?.jsonValue ?? .null
        return .object(["family": family, "size": size, "weight": weight, "tracking": tracking, "color": color])
    }
}

extension TextGeometry {
    /// `{"text", "truncated", "frame", "style", "baseline", "color"}`.
    var jsonValue: JSONValue {
        .object([
            "text": .string(text), "truncated": .bool(truncated), "frame": frame.jsonValue, "style": style.jsonValue,
            "baseline": .number(baseline), "color": color?.jsonValue ?? .null,
        ])
    }
}

extension BackButtonGeometry {
    /// `{"frame", "indicator", "form", "title", "image", "source", "bordered"}`.
    var jsonValue: JSONValue {
        .object([
            "frame": frame.jsonValue,
            "indicator": .object(["frame": indicator.frame.jsonValue, "flipped": .bool(indicator.flipped)]),
            "form": .string(form.rawValue), "title": title?.jsonValue ?? .null, "image": image.jsonValue,
            "source": .string(source.rawValue), "bordered": .bool(bordered),
        ])
    }
}

extension ItemGeometry {
    /// `{"id", "kind", "style", "systemItem", "displayed", "hiddenReason", "frame", "title", "image", "bordered"}`.
    var jsonValue: JSONValue {
        .object([
            "id": .string(id), "kind": .string(kind.rawValue), "style": .raw(style),
            "systemItem": .raw(systemItem), "displayed": .bool(displayed), "hiddenReason": .raw(hiddenReason),
            "frame": frame.jsonValue, "title": title?.jsonValue ?? .null, "image": image.jsonValue,
            "bordered": .bool(bordered),
        ])
    }
}

extension TitleGeometry {
    /// `{"kind", "text", "truncated", "displayed", "frame", "style", "baseline", "color"}`, and `alpha` when set
    /// (L20).
    var jsonValue: JSONValue {
        .members([
            ("kind", .string(kind.rawValue)), ("text", .string(text)), ("truncated", .bool(truncated)),
            ("displayed", .bool(displayed)), ("frame", frame.jsonValue), ("style", style?.jsonValue ?? .null),
            ("baseline", baseline.map(JSONValue.number) ?? .null), ("color", color?.jsonValue ?? .null),
            ("alpha", alpha.map(JSONValue.number)),
        ])
    }
}

extension LargeTitleGeometry {
    /// A text's keys (`text`, `truncated`, `frame`, `style`, `baseline`, `color`) and `alpha`, `clipFrame`,
    /// `inline` (L19–L21).
    var jsonValue: JSONValue {
        .object([
            "text": .string(line.text), "truncated": .bool(line.truncated), "frame": line.frame.jsonValue,
            "style": line.style.jsonValue, "baseline": .number(line.baseline), "color": line.color?.jsonValue ?? .null,
            "alpha": .number(alpha), "clipFrame": clipFrame.jsonValue, "inline": .bool(inline),
        ])
    }
}
