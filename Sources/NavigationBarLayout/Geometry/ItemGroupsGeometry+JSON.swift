import JSONFormat

extension ItemGroupsGeometry: JSONEncodable {
    /// `{"style", "groups", "overflowButton", "overflowMenu"}`, every key present.
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("groups", groups)
        json.member("overflowButton", overflowButton)
        json.member("overflowMenu", overflowMenu)
        json.member("style", style)
        json.endObject()
    }
}

extension ItemGroupGeometry: JSONEncodable {
    /// `{"position", "index", "state", "isFixed", "frame", "representativeItem", "items"}`; each item with its `state`.
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("frame", frame)
        json.member("index", Double(index))
        json.member("isFixed", isFixed)
        json.member("items", items.lazy.map { ItemGeometry.Encoded(item: $0, withState: true) })
        json.member("position", position)
        json.member("representativeItem", representativeItem.map { ItemGeometry.Encoded(item: $0, withState: true) })
        json.member("state", state)
        json.endObject()
    }
}

extension OverflowButtonGeometry: JSONEncodable {
    /// `{"frame", "image", "symbol"}`.
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("frame", frame)
        json.member("image", image)
        json.member("symbol", symbol)
        json.endObject()
    }
}

extension OverflowMenuEntry: JSONEncodable {
    /// `{"id", "title", "systemItem", "source"}`.
    ///
    /// - Parameter json: The sink to write to.
    public func encode<Sink: JSONSink>(to json: inout Sink) {
        json.beginObject()
        json.member("id", id)
        json.member("source", source)
        json.member("systemItem", systemItem)
        json.member("title", title)
        json.endObject()
    }
}

extension JSONField {
    /// The groups' geometry: every key required.
    func itemGroupsGeometry() -> ItemGroupsGeometry? {
        guard let object = object(keys: ["style", "groups", "overflowButton", "overflowMenu"]) else { return nil }
        var button: OverflowButtonGeometry?
        if let field = object.nullable("overflowButton"), let fields = field.object(keys: ["frame", "image", "symbol"])
        {
            let zero = Frame(x: 0, y: 0, width: 0, height: 0)
            button = OverflowButtonGeometry(
                frame: fields.required("frame")?.frame() ?? zero, image: fields.required("image")?.frame() ?? zero,
                symbol: fields.required("symbol")?.nonEmptyString() ?? "")
        }
        let menu = object.required("overflowMenu")?.array()?.compactMap { field -> OverflowMenuEntry? in
            guard let entry = field.object(keys: ["id", "title", "systemItem", "source"]) else { return nil }
            return OverflowMenuEntry(
                id: entry.nullable("id")?.string(), title: entry.nullable("title")?.string(),
                systemItem: entry.nullable("systemItem")?.choice(SystemItem.self),
                source: entry.required("source")?.choice(OverflowEntrySource.self) ?? .layout)
        }
        return ItemGroupsGeometry(
            style: object.required("style")?.choice(NavigationItemStyle.self) ?? .navigator,
            groups: object.required("groups")?.array()?.compactMap { $0.itemGroupGeometry() } ?? [],
            overflowButton: button, overflowMenu: menu ?? [])
    }

    /// One group: every key required; its items each with a `state` that agrees with `displayed` and `hiddenReason`.
    func itemGroupGeometry() -> ItemGroupGeometry? {
        let keys = ["position", "index", "state", "isFixed", "frame", "representativeItem", "items"]
        guard let object = object(keys: keys) else { return nil }
        return ItemGroupGeometry(
            position: object.required("position")?.choice(ItemGroupPosition.self) ?? .leading,
            index: Int(object.required("index")?.number(.length) ?? 0),
            state: object.required("state")?.choice(ItemGroupState.self) ?? .expanded,
            isFixed: object.required("isFixed")?.bool() ?? false, frame: object.nullable("frame")?.frame(),
            representativeItem: object.nullable("representativeItem")?.itemGeometry(withState: true),
            items: object.required("items")?.array()?.compactMap { $0.itemGeometry(withState: true) } ?? [])
    }
}
