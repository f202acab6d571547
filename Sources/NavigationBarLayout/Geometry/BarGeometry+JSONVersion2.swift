import JSONFormat

extension BarGeometry {
    /// Writes the geometry object of format 2: every key present, `null` where a value is absent, the bar's
    /// `backgroundFrame` and the title's `alpha` always given, and the display list as `nodes`.
    ///
    /// - Parameters:
    ///   - json: The sink to write to.
    ///   - id: The scene's `id`, or `nil` (written as `null`).
    func encodeVersion2<Sink: JSONSink>(to json: inout Sink, id: String?) {
        json.beginObject()
        json.member("backButton", backButton)
        json.member("bar", BarInfo.Version2(bar: bar))
        json.member("id", id)
        json.member("itemGroups", itemGroups)
        json.member("largeTitle", largeTitle)
        json.member("leftItems", leftItems.lazy.map { ItemGeometry.Encoded(item: $0, withState: false) })
        json.member("nodes", displayList.nodes)
        json.member("prompt", prompt)
        json.member("rightItems", rightItems.lazy.map { ItemGeometry.Encoded(item: $0, withState: false) })
        json.member("schemaVersion", Double(GeometryFormat.version2.rawValue))
        json.member("title", title.map { TitleGeometry.Version2(title: $0) })
        json.endObject()
    }
}

extension BarInfo {
    /// The bar object of format 2: every key present; `backgroundFrame` the whole bar where format 1 leaves it out.
    struct Version2: JSONEncodable {
        /// The bar.
        var bar: BarInfo

        func encode<Sink: JSONSink>(to json: inout Sink) {
            json.beginObject()
            json.member("appearance", bar.appearance)
            json.member(
                "backgroundFrame", bar.backgroundFrame ?? Frame(x: 0, y: 0, width: bar.width, height: bar.height))
            json.member("barStyle", bar.barStyle)
            json.member("bordered", bar.bordered)
            json.member("contentFrame", bar.contentFrame)
            json.member("height", bar.height)
            json.member("layoutDirection", bar.layoutDirection)
            json.member("layoutMargin", bar.layoutMargin)
            json.member("metrics", bar.metrics)
            json.member("profile", bar.profile)
            json.member("scale", bar.scale)
            json.member("tintColor", bar.tintColor)
            json.member("translucent", bar.translucent)
            json.member("width", bar.width)
            json.endObject()
        }
    }
}

extension TitleGeometry {
    /// The title object of format 2: `alpha` always given (1 where format 1 leaves it out).
    struct Version2: JSONEncodable {
        /// The title.
        var title: TitleGeometry

        func encode<Sink: JSONSink>(to json: inout Sink) {
            json.beginObject()
            json.member("alpha", title.alpha ?? 1)
            json.member("baseline", title.baseline)
            json.member("color", title.color)
            json.member("displayed", title.displayed)
            json.member("frame", title.frame)
            json.member("kind", title.kind)
            json.member("style", title.style)
            json.member("text", title.text)
            json.member("truncated", title.truncated)
            json.endObject()
        }
    }
}
