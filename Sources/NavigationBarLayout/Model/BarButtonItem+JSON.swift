import JSONFormat

extension BarButtonItem {
    /// The keys of a bar button item object.
    static let jsonKeys = [
        "id", "title", "style", "systemItem", "image", "customView", "fixedSpace", "flexibleSpace",
        "titlePositionAdjustment",
    ]

    /// The keys that each give the item's content; an item sets at most one.
    static let contentKeys = ["systemItem", "image", "customView", "fixedSpace", "flexibleSpace"]

    /// The item object of the scene format: the properties set, defaults left out.
    public var jsonValue: JSONValue {
        .members([
            ("id", id.map { .string($0) }),
            ("title", title.map { .string($0) }),
            ("style", style == .plain ? nil : .string(style.rawValue)),
            content.jsonMember,
            ("titlePositionAdjustment", titlePositionAdjustment == .zero ? nil : titlePositionAdjustment.jsonValue),
        ])
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
        var contents: [(key: String, content: BarButtonItem.Content)] = []
        if let item = object.choice("systemItem", SystemItem.self) { contents.append(("systemItem", .system(item))) }
        if let size = object.optional("image")?.size() { contents.append(("image", .image(size))) }
        if let size = object.optional("customView")?.size() { contents.append(("customView", .customView(size))) }
        if let width = object.number("fixedSpace", .length) { contents.append(("fixedSpace", .fixedSpace(width))) }
        if object.bool("flexibleSpace") == true { contents.append(("flexibleSpace", .flexibleSpace)) }
        if contents.count > 1 {
            let list = BarButtonItem.contentKeys.joined(separator: ", ")
            reader.report(
                "sets both '\(contents[0].key)' and '\(contents[1].key)'; an item is at most one of: \(list)", at: path)
        }
        let item = BarButtonItem(
            id: id, title: object.string("title"), style: object.choice("style", BarButtonItemStyle.self) ?? .plain,
            content: contents.first?.content ?? .text,
            titlePositionAdjustment: object.optional("titlePositionAdjustment")?.offset() ?? .zero)
        guard let id else { return item }
        let read = reader.state { BarButtonItemsByID() }
        if let first = read.items[id], first == item { return first }
        if read.items[id] == nil { read.items[id] = item }
        return item
    }

    /// An array of bar button items, each with where it was read.
    func barButtonItems() -> [(item: BarButtonItem, path: JSONPath)]? {
        array()?.compactMap { field in field.barButtonItem().map { ($0, field.path) } }
    }
}

/// The first bar button item read with each `id` in one document: items with
/// the same `id` and content are one item (the same object, in UIKit's terms).
final class BarButtonItemsByID {
    /// The items by `id`.
    var items: [String: BarButtonItem] = [:]
}
