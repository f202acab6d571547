extension NavigationItem {
    /// The keys of a navigation item object, spelt as UIKit's properties.
    static let jsonKeys = [
        "title", "prompt", "backBarButtonItem", "hidesBackButton", "leftBarButtonItems", "leftBarButtonItem",
        "rightBarButtonItems", "rightBarButtonItem", "leftItemsSupplementBackButton", "titleView",
    ]

    /// The navigation item object of the scene format: the properties set, defaults left out.
    ///
    /// The first left and right items are written in the arrays, never as
    /// `leftBarButtonItem` or `rightBarButtonItem`.
    public var jsonValue: JSONValue {
        .members([
            ("title", title.map { .string($0) }),
            ("prompt", prompt.map { .string($0) }),
            ("backBarButtonItem", backBarButtonItem?.jsonValue),
            ("hidesBackButton", hidesBackButton ? .bool(true) : nil),
            ("leftBarButtonItems", leftBarButtonItems.isEmpty ? nil : .array(leftBarButtonItems.map(\.jsonValue))),
            ("rightBarButtonItems", rightBarButtonItems.isEmpty ? nil : .array(rightBarButtonItems.map(\.jsonValue))),
            ("leftItemsSupplementBackButton", leftItemsSupplementBackButton ? .bool(true) : nil),
            ("titleView", titleView?.jsonValue),
        ])
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
    func navigationItem() -> NavigationItem? {
        guard let object = object(keys: NavigationItem.jsonKeys) else { return nil }
        var item = NavigationItem(
            title: object.string("title"), prompt: object.string("prompt"),
            backBarButtonItem: object.optional("backBarButtonItem")?.barButtonItem(),
            hidesBackButton: object.bool("hidesBackButton") ?? false,
            leftBarButtonItems: object.optional("leftBarButtonItems")?.barButtonItems() ?? [],
            rightBarButtonItems: object.optional("rightBarButtonItems")?.barButtonItems() ?? [],
            leftItemsSupplementBackButton: object.bool("leftItemsSupplementBackButton") ?? false,
            titleView: object.optional("titleView")?.titleView())
        if let left = object.optional("leftBarButtonItem")?.barButtonItem() {
            item.leftBarButtonItem = left
        }
        if let right = object.optional("rightBarButtonItem")?.barButtonItem() {
            item.rightBarButtonItem = right
        }
        return item
    }

    /// A title view: `width` and `height` required; `minimumWidth` (at most `width`) defaults to `width`.
    func titleView() -> TitleView? {
        guard let object = object(keys: ["width", "height", "minimumWidth", "resizable"]) else { return nil }
        let width = object.required("width")?.number(.nonNegative)
        let height = object.required("height")?.number(.nonNegative)
        var minimumWidth = object.number("minimumWidth", .nonNegative)
        if let width, let minimum = minimumWidth, minimum > width {
            reader.report(
                "must not be greater than width (\(JSONWriter.format(width)))", at: path.appending("minimumWidth"))
            minimumWidth = width
        }
        return TitleView(
            width: width ?? 0, height: height ?? 0, minimumWidth: minimumWidth,
            resizable: object.bool("resizable") ?? false)
    }
}
