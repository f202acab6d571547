extension JSONField {
    /// Geometry: every key required, `null` allowed where the format allows it.
    func barGeometry() -> BarGeometry? {
        let keys = ["schemaVersion", "bar", "prompt", "backButton", "leftItems", "rightItems", "title"]
        guard let object = object(keys: keys) else { return nil }
        if let version = object.required("schemaVersion")?.number(), version != Double(BarGeometry.schemaVersion) {
            reader.report(
                "unsupported schema version \(JSONWriter.format(version)); expected \(BarGeometry.schemaVersion)",
                at: path.appending("schemaVersion"))
        }
        let bar = object.required("bar")?.barInfo()
        return BarGeometry(
            bar: bar
                ?? BarInfo(
                    width: 0, height: 0, metrics: .default, layoutDirection: .leftToRight, scale: 1, profile: "",
                    contentFrame: Frame(x: 0, y: 0, width: 0, height: 0)),
            prompt: object.nullable("prompt")?.textGeometry(),
            backButton: object.nullable("backButton")?.backButtonGeometry(),
            leftItems: object.required("leftItems")?.array()?.compactMap { $0.itemGeometry() } ?? [],
            rightItems: object.required("rightItems")?.array()?.compactMap { $0.itemGeometry() } ?? [],
            title: object.nullable("title")?.titleGeometry())
    }

    /// The bar's info.
    func barInfo() -> BarInfo? {
        let keys = ["width", "height", "metrics", "layoutDirection", "scale", "profile", "contentFrame"]
        guard let object = object(keys: keys) else { return nil }
        return BarInfo(
            width: object.required("width")?.number(.nonNegative) ?? 0,
            height: object.required("height")?.number(.nonNegative) ?? 0,
            metrics: object.required("metrics")?.choice(BarMetrics.self) ?? .default,
            layoutDirection: object.required("layoutDirection")?.choice(LayoutDirection.self) ?? .leftToRight,
            scale: object.required("scale")?.number(.nonNegative) ?? 1,
            profile: object.required("profile")?.string() ?? "",
            contentFrame: object.required("contentFrame")?.frame() ?? Frame(x: 0, y: 0, width: 0, height: 0))
    }

    /// A line of text: `text`, `truncated` and `frame`.
    func textGeometry() -> TextGeometry? {
        guard let object = object(keys: ["text", "truncated", "frame"]) else { return nil }
        return TextGeometry(
            text: object.required("text")?.string() ?? "", truncated: object.required("truncated")?.bool() ?? false,
            frame: object.required("frame")?.frame() ?? Frame(x: 0, y: 0, width: 0, height: 0))
    }

    /// The back button.
    func backButtonGeometry() -> BackButtonGeometry? {
        let keys = ["frame", "indicator", "form", "title", "image", "source", "bordered"]
        guard let object = object(keys: keys) else { return nil }
        let zero = Frame(x: 0, y: 0, width: 0, height: 0)
        var indicator = IndicatorGeometry(frame: zero, flipped: false)
        if let indicatorObject = object.required("indicator")?.object(keys: ["frame", "flipped"]) {
            indicator.frame = indicatorObject.required("frame")?.frame() ?? zero
            indicator.flipped = indicatorObject.required("flipped")?.bool() ?? false
        }
        return BackButtonGeometry(
            frame: object.required("frame")?.frame() ?? zero, indicator: indicator,
            form: object.required("form")?.choice(BackTitleForm.self) ?? .none,
            title: object.nullable("title")?.textGeometry(), image: object.nullable("image")?.frame(),
            source: object.required("source")?.choice(BackButtonSource.self) ?? .genericTitle,
            bordered: object.required("bordered")?.bool() ?? false)
    }

    /// A left or right item.
    func itemGeometry() -> ItemGeometry? {
        let keys = [
            "id", "kind", "style", "systemItem", "displayed", "hiddenReason", "frame", "title", "image", "bordered",
        ]
        guard let object = object(keys: keys) else { return nil }
        return ItemGeometry(
            id: object.nullable("id")?.string(), kind: object.required("kind")?.choice(ItemKindName.self) ?? .text,
            style: object.nullable("style")?.choice(BarButtonItemStyle.self),
            systemItem: object.nullable("systemItem")?.choice(SystemItem.self),
            displayed: object.required("displayed")?.bool() ?? false,
            hiddenReason: object.nullable("hiddenReason")?.choice(HiddenReason.self),
            frame: object.nullable("frame")?.frame(), title: object.nullable("title")?.textGeometry(),
            image: object.nullable("image")?.frame(), bordered: object.required("bordered")?.bool() ?? false)
    }

    /// The title or title view.
    func titleGeometry() -> TitleGeometry? {
        guard let object = object(keys: ["kind", "text", "truncated", "displayed", "frame"]) else { return nil }
        return TitleGeometry(
            kind: object.required("kind")?.choice(TitleKind.self) ?? .text, text: object.nullable("text")?.string(),
            truncated: object.required("truncated")?.bool() ?? false,
            displayed: object.required("displayed")?.bool() ?? false, frame: object.nullable("frame")?.frame())
    }
}
