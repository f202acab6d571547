extension BarButtonItem {
    /// The keys of a bar button item object.
    static let jsonKeys = [
        "id", "title", "style", "systemItem", "image", "customView", "fixedSpace", "flexibleSpace",
        "titlePositionAdjustment",
    ]

    /// The keys that each make an item of a different kind; an item sets at most one.
    static let kindKeys = ["systemItem", "image", "customView", "fixedSpace", "flexibleSpace"]

    /// The item object of the scene format: the properties set, defaults left out.
    public var jsonValue: JSONValue {
        .members([
            ("id", id.map { .string($0) }),
            ("title", title.map { .string($0) }),
            ("style", style == .plain ? nil : .string(style.rawValue)),
            ("systemItem", systemItem.map { .string($0.rawValue) }),
            ("image", image?.jsonValue),
            ("customView", customView?.jsonValue),
            ("fixedSpace", fixedSpace.map { .number($0) }),
            ("flexibleSpace", flexibleSpace ? .bool(true) : nil),
            ("titlePositionAdjustment", titlePositionAdjustment == .zero ? nil : titlePositionAdjustment.jsonValue),
        ])
    }
}

extension JSONField {
    /// A bar button item; items with the same `id` must be the same and share one identity.
    func barButtonItem() -> BarButtonItem? {
        guard let object = object(keys: BarButtonItem.jsonKeys) else { return nil }
        let id = object.string("id")
        let item = BarButtonItem(
            id: id, title: object.string("title"), style: object.choice("style", BarButtonItemStyle.self) ?? .plain,
            systemItem: object.choice("systemItem", SystemItem.self), image: object.optional("image")?.size(),
            customView: object.optional("customView")?.size(),
            fixedSpace: object.number("fixedSpace", .nonNegative),
            flexibleSpace: object.bool("flexibleSpace") ?? false,
            titlePositionAdjustment: object.optional("titlePositionAdjustment")?.offset() ?? .zero)
        let kinds = BarButtonItem.kindKeys.filter { key in
            key == "flexibleSpace" ? item.flexibleSpace : object.optional(key) != nil
        }
        if kinds.count > 1 {
            let list = BarButtonItem.kindKeys.joined(separator: ", ")
            reader.report("sets both '\(kinds[0])' and '\(kinds[1])'; an item is at most one of: \(list)", at: path)
        }
        guard let id else { return item }
        if let (first, firstPath) = reader.itemsByID[id] {
            if first == item { return first }
            reader.report("is '\(id)', the id of a different item at \(firstPath)", at: path.appending("id"))
            return item
        }
        reader.itemsByID[id] = (item, path)
        return item
    }

    /// An array of bar button items.
    func barButtonItems() -> [BarButtonItem]? {
        array()?.compactMap { $0.barButtonItem() }
    }
}
