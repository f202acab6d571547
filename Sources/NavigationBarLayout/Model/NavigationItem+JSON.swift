import JSONFormat

extension NavigationItem {
    /// The keys of a navigation item object, spelt as UIKit's properties.
    static let jsonKeys = [
        "title", "prompt", "backBarButtonItem", "hidesBackButton", "leftBarButtonItems", "leftBarButtonItem",
        "rightBarButtonItems", "rightBarButtonItem", "leftItemsSupplementBackButton", "titleView",
        "backButtonTitle", "backButtonDisplayMode", "standardAppearance", "compactAppearance", "scrollEdgeAppearance",
        "compactScrollEdgeAppearance", "largeTitleDisplayMode",
    ]

    /// The navigation item object of the scene format: the properties set, defaults left out.
    ///
    /// The first left and right items are written in the arrays, never as
    /// `leftBarButtonItem` or `rightBarButtonItem`.
    public var jsonValue: JSONValue {
        let properties: [(String, JSONValue?)] = [
            ("title", title.map { .string($0) }),
            ("prompt", prompt.map { .string($0) }),
            ("backBarButtonItem", backBarButtonItem?.jsonValue),
            ("hidesBackButton", hidesBackButton ? .bool(true) : nil),
            ("leftBarButtonItems", leftBarButtonItems.isEmpty ? nil : .array(leftBarButtonItems.map(\.jsonValue))),
            ("rightBarButtonItems", rightBarButtonItems.isEmpty ? nil : .array(rightBarButtonItems.map(\.jsonValue))),
            ("leftItemsSupplementBackButton", leftItemsSupplementBackButton ? .bool(true) : nil),
            ("titleView", titleView?.jsonValue),
            ("backButtonTitle", backButtonTitle.map { .string($0) }),
            (
                "backButtonDisplayMode",
                backButtonDisplayMode == .default ? nil : .string(backButtonDisplayMode.rawValue)
            ),
            (
                "largeTitleDisplayMode",
                largeTitleDisplayMode == .automatic ? nil : .string(largeTitleDisplayMode.rawValue)
            ),
        ]
        return .members(properties + appearances.jsonMembers)
    }
}

extension TitleView {
    /// `{"width", "height", "minimumWidth", "resizable"}`.
    var jsonValue: JSONValue {
        .object([
            "width": .number(width), "height": .number(height), "minimumWidth": .number(minimumWidth),
            "resizable": .bool(resizable),
        ])
    }
}

extension JSONField {
    /// A navigation item.
    ///
    /// `leftBarButtonItem` and `rightBarButtonItem` are applied after the
    /// arrays, through the setters of seed 000: the item replaces the first
    /// element, or moves to the front when it is already in the array (same `id`).
    /// Where each item of the arrays was read is recorded for `Scene.problems()`.
    func navigationItem() -> NavigationItem? {
        guard let object = object(keys: NavigationItem.jsonKeys) else { return nil }
        func items(_ key: String) -> [BarButtonItem] {
            var read = object.optional(key + "s")?.barButtonItems() ?? []
            if let field = object.optional(key), let item = field.barButtonItem() {
                NavigationItem.setFirst((item, field.path), in: &read) { $0.item.isSame(as: $1.item) }
            }
            for (index, element) in read.enumerated() {
                reader.alias("\(path).\(key)s[\(index)]", to: element.path)
            }
            return read.map(\.item)
        }
        return NavigationItem(
            title: object.string("title"), prompt: object.string("prompt"),
            backBarButtonItem: object.optional("backBarButtonItem")?.barButtonItem(),
            hidesBackButton: object.bool("hidesBackButton") ?? false,
            leftBarButtonItems: items("leftBarButtonItem"), rightBarButtonItems: items("rightBarButtonItem"),
            leftItemsSupplementBackButton: object.bool("leftItemsSupplementBackButton") ?? false,
            titleView: object.optional("titleView")?.titleView(), backButtonTitle: object.string("backButtonTitle"),
            backButtonDisplayMode: object.choice("backButtonDisplayMode", BackButtonDisplayMode.self) ?? .default,
            appearances: object.appearanceSlots(),
            largeTitleDisplayMode: object.choice("largeTitleDisplayMode", LargeTitleDisplayMode.self) ?? .automatic)
    }

    /// A title view: `width` and `height` required; `minimumWidth` defaults to `width`.
    ///
    /// That `minimumWidth` is at most `width` is checked by `Scene.problems()`.
    func titleView() -> TitleView? {
        guard let object = object(keys: ["width", "height", "minimumWidth", "resizable"]) else { return nil }
        let width = object.required("width")?.number(.length)
        let height = object.required("height")?.number(.length)
        return TitleView(
            width: width ?? 0, height: height ?? 0, minimumWidth: object.number("minimumWidth", .length),
            resizable: object.bool("resizable") ?? false)
    }
}
