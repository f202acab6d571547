import JSONFormat

extension BarParts {
    /// Writes the geometry object of format 2: every key present, `null` where a value is absent, the bar's
    /// `backgroundFrame` and the title's `alpha` always given, and the display list as `nodes`.
    ///
    /// - Parameters:
    ///   - json: The sink to write to.
    ///   - id: The scene's `id`, or `nil` (written as `null`).
    ///   - nodes: The display list's nodes.
    func encodeVersion2<Sink: JSONSink>(to json: inout Sink, id: String?, nodes: [DisplayNode]) {
        json.beginObject()
        json.member("backButton", backButton)
        json.member("bar", BarInfo.Version2(bar: bar))
        json.member("id", id)
        json.member("itemGroups", itemGroups)
        json.member("largeTitle", largeTitle)
        json.member("leftItems", leftItems.lazy.map { ItemGeometry.Encoded(item: $0, withState: false) })
        // L81: `null` unless the top item sets `navigationBarMinimization` under a profile that follows it.
        json.member("minimization", minimization)
        json.member("nodes", nodes)
        json.member("prompt", prompt)
        json.member("rightItems", rightItems.lazy.map { ItemGeometry.Encoded(item: $0, withState: false) })
        json.member("schemaVersion", Double(GeometryFormat.version2.schemaVersion))
        // L70: `null` when the bar shows no search bar.
        json.member("search", search)
        json.member("title", title.map { TitleGeometry.Version2(title: $0) })
        json.endObject()
    }
}

extension BarInfo {
    /// The bar object of format 2, as one `JSONEncodable` value.
    struct Version2: JSONEncodable {
        /// The bar.
        var bar: BarInfo

        func encode<Sink: JSONSink>(to json: inout Sink) { bar.encode(to: &json, format: .version2) }
    }
}

extension TitleGeometry {
    /// The title object of format 2, as one `JSONEncodable` value.
    struct Version2: JSONEncodable {
        /// The title.
        var title: TitleGeometry

        func encode<Sink: JSONSink>(to json: inout Sink) { title.encode(to: &json, format: .version2) }
    }
}
