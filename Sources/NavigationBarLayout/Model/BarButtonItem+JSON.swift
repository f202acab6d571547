import JSONFormat

extension BarButtonItem {
    /// The keys of a bar button item object.
    static let jsonKeys =
        [
            "id", "title", "style", "systemItem", "image", "customView", "fixedSpace", "flexibleSpace",
            "titlePositionAdjustment",
        ] + GlassItemOptions.jsonKeys

    /// The keys that each give the item's content; an item sets at most one.
    static let contentKeys = ["systemItem", "image", "customView", "fixedSpace", "flexibleSpace"]

    /// The item object of the scene format: the properties set, defaults left out.
    public var jsonValue: JSONValue {
        .members(
            [
                ("id", id.map { .string($0) }),
                ("title", title.map { .string($0) }),
                ("style", style == .plain ? nil : .string(style.rawValue)),
                content.jsonMember,
                ("titlePositionAdjustment", titlePositionAdjustment == .zero ? nil : titlePositionAdjustment.jsonValue),
            ] + glass.jsonMembers)
    }
}

extension BarButtonItem.Content {
    /// The member that gives this content, or `nil` for a text item.
    var jsonMember: (String, JSONValue?) {
        switch self {
        case .text: ("systemItem", nil)
        case .system(let item): ("systemItem", .string(item.rawValue))
        case .image(let size): ("image", size.jsonValue)
        case .customView(let size): ("customView", size.jsonValue)
        case .fixedSpace(let width): ("fixedSpace", .number(width))
        case .flexibleSpace: ("flexibleSpace", .bool(true))
        }
    }
}

extension JSONField {
    /// A bar button item; items with the same `id` and content share one identity.
    ///
    /// Different items with one `id` are reported by `Scene.problems()`.
    func barButtonItem() -> BarButtonItem? {
        guard let object = object(keys: BarButtonItem.jsonKeys) else { return nil }
        let id = object.string("id")
        // The first content given, and the key of the second when there is one.
        var content: (key: String, content: BarButtonItem.Content)?
        var secondKey: String?
        func add(_ key: String, _ given: BarButtonItem.Content?) {
            guard let given else { return }
            if content == nil { content = (key, given) } else if secondKey == nil { secondKey = key }
        }
        add("systemItem", object.choice("systemItem", SystemItem.self).map { .system($0) })
        add("image", object.optional("image")?.size().map { .image($0) })
        add("customView", object.optional("customView")?.size().map { .customView($0) })
        add("fixedSpace", object.number("fixedSpace", .length).map { .fixedSpace($0) })
        add("flexibleSpace", object.bool("flexibleSpace") == true ? .flexibleSpace : nil)
        if let content, let secondKey {
            let list = BarButtonItem.contentKeys.joined(separator: ", ")
            reader.report(
                "sets both '\(content.key)' and '\(secondKey)'; an item is at most one of: \(list)", at: path)
        }
        let title = object.string("title")
        let style = object.choice("style", BarButtonItemStyle.self)
        let adjustment = object.optional("titlePositionAdjustment")?.offset()
        var item = BarButtonItem(
            id: id, title: title, style: style ?? .plain, content: content?.content ?? .text,
            titlePositionAdjustment: adjustment ?? .zero)
        // The iOS 26 and 27 keys are looked up only when the keys read above leave members unaccounted for.
        let read =
            (id == nil ? 0 : 1) + (content == nil ? 0 : 1) + (title == nil ? 0 : 1) + (style == nil ? 0 : 1)
            + (adjustment == nil ? 0 : 1)
        if count != read, let glass = object.glassItemOptions() { item.glass = glass }
        guard let id else { return item }
        return reader.state { BarButtonItemsByID() }.first(like: item, id: id)
    }

    /// An array of bar button items, each with the field it was read from.
    func barButtonItems() -> [(item: BarButtonItem, field: JSONField)]? {
        array { field in field.barButtonItem().map { ($0, field) } }
    }
}

/// The first bar button item read with each `id` in one document: items with
/// the same `id` and content are one item (the same object, in UIKit's terms).
final class BarButtonItemsByID {
    /// The items, each the first read with its `id`.
    private var firsts = FirstsByID<BarButtonItem>()

    /// No items yet.
    init() {}

    /// The first item read with `id` when it equals `item`, else `item`, recorded when it is the first with `id`.
    func first(like item: BarButtonItem, id: String) -> BarButtonItem {
        if let recorded = firsts[id] { return recorded == item ? recorded : item }
        firsts.record(item, for: id)
        return item
    }
}
