import JSONFormat

extension BarGeometry: JSONEncodable {
    /// The geometry object of `docs/FORMATS.md` in the default format (``GeometryFormat/standard``, format 2):
    /// every key present, `null` where a value is absent, and the display list (`nodes`).
    public var jsonValue: JSONValue { JSONValue(encoding: self) }

    /// The geometry object of `jsonValue`, with a top-level `"id"` when `id` is given (`navbar` output).
    ///
    /// - Parameters:
    ///   - id: The scene's `id` to add, or `nil`.
    ///   - format: The geometry format to write.
    /// - Returns: The object.
    public func jsonValue(id: String?, format: GeometryFormat = .standard) -> JSONValue {
        JSONValue(encoding: Identified(geometry: self, id: id, format: format))
    }

    /// The geometry as JSON text: keys sorted, numbers rounded to 4 decimal places, no trailing newline.
    ///
    /// - Parameters:
    ///   - pretty: Whether to indent with one key a line (`true`) or write one line.
    ///   - format: The geometry format to write.
    /// - Returns: The JSON text.
    public func jsonString(pretty: Bool = true, format: GeometryFormat = .standard) -> String {
        String(decoding: jsonBytes(pretty: pretty, format: format), as: UTF8.self)
    }

    /// The geometry as UTF-8 JSON text, written straight into one buffer (no `JSONValue` built): the
    /// bytes of `jsonString(pretty:format:)`, with a top-level `"id"` when `id` is given (`navbar` output).
    ///
    /// - Parameters:
    ///   - pretty: Whether to indent with one key a line (`true`) or write one line.
    ///   - id: The scene's `id` to add, or `nil`.
    ///   - format: The geometry format to write.
    /// - Returns: The JSON text's bytes.
    public func jsonBytes(pretty: Bool = true, id: String? = nil, format: GeometryFormat = .standard) -> [UInt8] {
        // A scene's compact geometry is 1–3 KB, so the scratch buffer rarely grows; the result is copied out
        // at its size, so batch output holds no spare capacity.
        JSONWriter.bytes(
            encoding: Identified(geometry: self, id: id, format: format), pretty: pretty,
            capacity: pretty ? 16384 : 8192)
    }

    /// Writes the geometry object of `jsonValue` (the default format) to `json`.
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) { encode(to: &json, id: nil) }

    /// Writes the geometry object in the default format, with a top-level `"id"` when `id` is given, to `json`.
    ///
    /// - Parameters:
    ///   - json: The sink to write to.
    ///   - id: The scene's `id`, or `nil`.
    public func encode<Sink: JSONSink>(to json: inout Sink, id: String?) {
        encode(to: &json, id: id, format: .standard)
    }

    /// Writes the geometry object in `format`, with a top-level `"id"` when `id` is given, to `json`.
    ///
    /// - Parameters:
    ///   - json: The sink to write to.
    ///   - id: The scene's `id`, or `nil`.
    ///   - format: The geometry format: 1, or 2 with every key and the display list (`nodes`).
    public func encode<Sink: JSONSink>(to json: inout Sink, id: String?, format: GeometryFormat) {
        // The parts read once from the list and report, for every key.
        let parts = parts
        if format == .version2 {
            parts.encodeVersion2(to: &json, id: id, nodes: displayList.nodes)
        } else {
            parts.encodeVersion1(to: &json, id: id)
        }
    }

    /// Reads geometry written by `jsonString(pretty:format:)`, in format 1 or 2; every key must be present.
    ///
    /// - Throws: `JSONDecodingError` with every problem found.
    /// - Parameter json: The UTF-8 bytes of a geometry document.
    public init(json: [UInt8]) throws(JSONDecodingError) {
        self = try JSONReader.read(json) { $0.barGeometry() }.get()
    }

    /// Reads geometry from UTF-8 bytes in any sequence, such as Foundation's `Data`.
    ///
    /// Generic rather than taking `Data`, so that this library does not link Foundation
    /// (docs/PERFORMANCE.md, start-up): a `Data` argument is read as before.
    ///
    /// - Parameter json: The UTF-8 bytes of a geometry document.
    /// - Throws: `JSONDecodingError` with every problem found.
    @inlinable
    public init(json: some Sequence<UInt8>) throws(JSONDecodingError) {
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

extension BarGeometry {
    /// The geometry with the scene's `id`, as one `JSONEncodable` value.
    struct Identified: JSONEncodable {
        /// The geometry.
        var geometry: BarGeometry
        /// The scene's `id`, or `nil`.
        var id: String?
        /// The geometry format to write.
        var format: GeometryFormat = .standard

        func encode<Sink: JSONSink>(to json: inout Sink) { geometry.encode(to: &json, id: id, format: format) }
    }
}

extension BarInfo: JSONEncodable {
    /// `{"width", "height", "metrics", "layoutDirection", "scale", "profile", "contentFrame", "barStyle",
    /// "tintColor", "translucent", "bordered"}`, and `backgroundFrame`, `layoutMargin` and `appearance` when
    /// set (L16, L17, L30).
    var jsonValue: JSONValue { JSONValue(encoding: self) }

    /// Writes this value as JSON to `json`.
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) { encode(to: &json, format: .version1) }

    /// Writes the bar object in `format`: format 2 writes every key (`null` where absent), the whole bar as
    /// `backgroundFrame` where format 1 leaves it out, and the resolved `colors`, `userInterfaceStyle` and
    /// `statusBar` (L35), which format 1 does not have.
    ///
    /// - Parameters:
    ///   - json: The sink to write to.
    ///   - format: The geometry format.
    func encode<Sink: JSONSink>(to json: inout Sink, format: GeometryFormat) {
        let every = format == .version2
        json.beginObject()
        if every || appearance != nil { json.member("appearance", appearance) }
        if every || format1BackgroundFrame != nil {
            json.member("backgroundFrame", format1BackgroundFrame ?? Frame(x: 0, y: 0, width: width, height: height))
        }
        json.member("barStyle", barStyle)
        json.member("bordered", bordered)
        if every { json.member("colors", colors) }
        json.member("contentFrame", contentFrame)
        json.member("height", height)
        json.member("layoutDirection", layoutDirection)
        if every || layoutMargin != nil { json.member("layoutMargin", layoutMargin) }
        json.member("metrics", metrics)
        json.member("profile", profile)
        json.member("scale", scale)
        if every { json.member("statusBar", statusBar) }
        json.member("tintColor", tintColor)
        json.member("translucent", translucent)
        if every { json.member("userInterfaceStyle", userInterfaceStyle) }
        json.member("width", width)
        json.endObject()
    }
}

extension BarAppearanceGeometry: JSONEncodable {
    /// `{"requested", "used", "source", "background", "backgroundColor", "shadowColor", "backgroundEffect",
    /// "titleTextAttributes", "largeTitleTextAttributes"}`, every key present.
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("background", background)
        json.member("backgroundColor", barBackground.color)
        json.member("backgroundEffect", barBackground.effect)
        json.member("largeTitleTextAttributes", TextAttributes.WithNulls(attributes: largeTitleTextAttributes))
        json.member("requested", requested)
        json.member("shadowColor", barBackground.shadowColor)
        json.member("source", source)
        json.member("titleTextAttributes", titleTextAttributes)
        json.member("used", used)
        json.endObject()
    }
}

extension ResolvedTextAttributes: JSONEncodable {
    /// `{"family", "size", "weight", "tracking", "color"}`: the style's keys and the colour (or `null`).
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("color", color)
        json.member("family", style.family)
        json.member("size", style.size)
        json.member("tracking", style.tracking)
        json.member("weight", style.weight)
        json.endObject()
    }
}

extension TextAttributes {
    /// `{"family", "size", "weight", "tracking", "color"}`, every key present, `null` where not set.
    struct WithNulls: JSONEncodable {
        /// The attributes.
        var attributes: TextAttributes

        func encode<Sink: JSONSink>(to json: inout Sink) {
            json.beginObject()
            json.member("color", attributes.color)
            json.member("family", attributes.family)
            json.member("size", attributes.size)
            json.member("tracking", attributes.tracking)
            json.member("weight", attributes.weight)
            json.endObject()
        }
    }
}

extension TextGeometry: JSONEncodable {
    /// `{"text", "truncated", "frame", "style", "baseline", "color"}`.
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("baseline", baseline)
        json.member("color", color)
        if let fonts { json.member("fontFamily", fonts.fontFamily) }
        json.member("frame", frame)
        if let fonts { json.member("missingCharacters", fonts.codePointValues) }
        json.member("style", style)
        json.member("text", text)
        json.member("truncated", truncated)
        json.endObject()
    }
}

extension BackButtonGeometry: JSONEncodable {
    /// `{"frame", "indicator", "form", "title", "image", "source", "bordered"}`.
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("bordered", bordered)
        json.member("form", form)
        json.member("frame", frame)
        json.member("image", image)
        json.member("indicator", indicator)
        json.member("source", source)
        json.member("title", title)
        json.endObject()
    }
}

extension IndicatorGeometry: JSONEncodable {
    /// `{"frame", "flipped"}`.
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("flipped", flipped)
        json.member("frame", frame)
        json.endObject()
    }
}

extension ItemGeometry {
    /// An item's object: `{"id", "kind", "style", "systemItem", "displayed", "hiddenReason", "frame", "title",
    /// "image", "bordered"}`, and its `state` inside item groups (L42–L44).
    struct Encoded: JSONEncodable {
        /// The item.
        var item: ItemGeometry
        /// Whether to write the item's `state`.
        var withState: Bool

        func encode<Sink: JSONSink>(to json: inout Sink) {
            json.beginObject()
            json.member("bordered", item.bordered)
            json.member("displayed", item.displayed)
            json.member("frame", item.frame)
            json.member("hiddenReason", item.hiddenReason)
            json.member("id", item.id)
            json.member("image", item.image)
            json.member("kind", item.kind)
            if withState { json.member("state", item.state) }
            json.member("style", item.style)
            json.member("systemItem", item.systemItem)
            json.member("title", item.title)
            json.endObject()
        }
    }
}

extension TitleGeometry: JSONEncodable {
    /// `{"kind", "text", "truncated", "displayed", "frame", "style", "baseline", "color"}`, and `alpha` when set
    /// (L20).
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) { encode(to: &json, format: .version1) }

    /// Writes the title object in `format`: format 2 always writes `alpha` (1 where format 1 leaves it out).
    ///
    /// - Parameters:
    ///   - json: The sink to write to.
    ///   - format: The geometry format.
    func encode<Sink: JSONSink>(to json: inout Sink, format: GeometryFormat) {
        json.beginObject()
        if format == .version2 || format1Alpha != nil { json.member("alpha", format1Alpha ?? 1) }
        json.member("baseline", baseline)
        json.member("color", color)
        json.member("displayed", displayed)
        if let fonts { json.member("fontFamily", fonts.fontFamily) }
        json.member("frame", frame)
        json.member("kind", kind)
        if let fonts { json.member("missingCharacters", fonts.codePointValues) }
        json.member("style", style)
        json.member("text", text)
        json.member("truncated", truncated)
        json.endObject()
    }
}

extension LargeTitleGeometry: JSONEncodable {
    /// A text's keys (`text`, `truncated`, `frame`, `style`, `baseline`, `color`) and `alpha`, `clipFrame`,
    /// `inline` (L19–L21).
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("alpha", alpha)
        json.member("baseline", line.baseline)
        json.member("clipFrame", clipFrame)
        json.member("color", line.color)
        if let fonts = line.fonts { json.member("fontFamily", fonts.fontFamily) }
        json.member("frame", line.frame)
        json.member("inline", inline)
        if let fonts = line.fonts { json.member("missingCharacters", fonts.codePointValues) }
        json.member("style", line.style)
        json.member("text", line.text)
        json.member("truncated", line.truncated)
        json.endObject()
    }
}

extension BarParts {
    /// Writes the geometry object of format 1, with a top-level `"id"` when `id` is given, to `json`.
    ///
    /// - Parameters:
    ///   - json: The sink to write to.
    ///   - id: The scene's `id`, or `nil`.
    func encodeVersion1<Sink: JSONSink>(to json: inout Sink, id: String?) {
        // Format 1 has no fonts of texts (format 2's `fontFamily` and `missingCharacters`).
        if hasAttachedFonts {
            withoutFonts.encodeVersion1(to: &json, id: id)
            return
        }
        json.beginObject()
        json.member("backButton", backButton)
        json.member("bar", bar)
        if let id { json.member("id", id) }
        if let itemGroups { json.member("itemGroups", itemGroups) }
        if writesLargeTitleKey { json.member("largeTitle", largeTitle) }
        json.member("leftItems", leftItems.lazy.map { ItemGeometry.Encoded(item: $0, withState: false) })
        json.member("prompt", prompt)
        json.member("rightItems", rightItems.lazy.map { ItemGeometry.Encoded(item: $0, withState: false) })
        json.member("schemaVersion", Double(GeometryFormat.version1.schemaVersion))
        json.member("title", title)
        json.endObject()
    }
}
