import JSONFormat

extension NavigationItem {
    /// The keys of a navigation item object, spelt as UIKit's properties.
    static let jsonKeys = [
        "title", "prompt", "backBarButtonItem", "hidesBackButton", "leftBarButtonItems", "leftBarButtonItem",
        "rightBarButtonItems", "rightBarButtonItem", "leftItemsSupplementBackButton", "titleView",
        "backButtonTitle", "backButtonDisplayMode", "standardAppearance", "compactAppearance", "scrollEdgeAppearance",
        "compactScrollEdgeAppearance", "largeTitleDisplayMode", "leadingItemGroups", "trailingItemGroups",
        "centerItemGroups",
        "pinnedTrailingGroup", "additionalOverflowItems", "style", "customizationIdentifier",
    ]

    /// The navigation item object of the scene format: the properties set, defaults left out.
    ///
    /// The first left and right items are written in the arrays, never as
    /// `leftBarButtonItem` or `rightBarButtonItem`; a side set as groups is
    /// written as its groups instead of its items.
    public var jsonValue: JSONValue {
        func groups(_ groups: [BarButtonItemGroup]?) -> JSONValue? { groups.map { .array($0.map(\.jsonValue)) } }
        let properties: [(String, JSONValue?)] = [
            ("title", title.map { .string($0) }),
            ("prompt", prompt.map { .string($0) }),
            ("backBarButtonItem", backBarButtonItem?.jsonValue),
            ("hidesBackButton", hidesBackButton ? .bool(true) : nil),
            (
                "leftBarButtonItems",
                leftBarButtonItems.isEmpty || storedLeadingGroups != nil
                    ? nil : .array(leftBarButtonItems.map(\.jsonValue))
            ),
            (
                "rightBarButtonItems",
                rightBarButtonItems.isEmpty || storedTrailingGroups != nil
                    ? nil : .array(rightBarButtonItems.map(\.jsonValue))
            ),
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
            ("leadingItemGroups", groups(storedLeadingGroups)),
            ("trailingItemGroups", groups(storedTrailingGroups)),
            ("centerItemGroups", groups(centerItemGroups.isEmpty ? nil : centerItemGroups)),
            ("pinnedTrailingGroup", pinnedTrailingGroup?.jsonValue),
            (
                "additionalOverflowItems",
                additionalOverflowItems.isEmpty ? nil : .array(additionalOverflowItems.map(\.jsonValue))
            ),
            ("style", style == .navigator ? nil : .string(style.rawValue)),
            ("customizationIdentifier", customizationIdentifier.map { .string($0) }),
        ]
        return .members(properties + appearances.jsonMembers)
    }
}

extension BarButtonItemGroup {
    /// `{"items", "representativeItem", "isFixed"}`, defaults left out.
    var jsonValue: JSONValue {
        .members([
            ("items", .array(items.map(\.jsonValue))),
            ("representativeItem", representativeItem?.jsonValue),
            ("isFixed", isFixed ? .bool(true) : nil),
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
        var item = NavigationItem(
            title: object.string("title"), prompt: object.string("prompt"),
            backBarButtonItem: object.optional("backBarButtonItem")?.barButtonItem(),
            hidesBackButton: object.bool("hidesBackButton") ?? false,
            leftBarButtonItems: items("leftBarButtonItem"), rightBarButtonItems: items("rightBarButtonItem"),
            leftItemsSupplementBackButton: object.bool("leftItemsSupplementBackButton") ?? false,
            titleView: object.optional("titleView")?.titleView(), backButtonTitle: object.string("backButtonTitle"),
            backButtonDisplayMode: object.choice("backButtonDisplayMode", BackButtonDisplayMode.self) ?? .default,
            appearances: object.appearanceSlots(),
            largeTitleDisplayMode: object.choice("largeTitleDisplayMode", LargeTitleDisplayMode.self) ?? .automatic)
        // iOS 16: a side is given as items or as groups, not both (groups replace the items in UIKit).
        for (groupsKey, itemsKey) in [
            ("leadingItemGroups", "leftBarButtonItem"), ("trailingItemGroups", "rightBarButtonItem"),
        ] {
            guard let field = object.optional(groupsKey) else { continue }
            for key in [itemsKey + "s", itemsKey] where object.contains(key) {
                reader.report(
                    "sets both '\(key)' and '\(groupsKey)'; the groups replace the items, so give one", at: field.path)
            }
            let groups = field.array()?.compactMap { $0.barButtonItemGroup() } ?? []
            if groupsKey == "leadingItemGroups" {
                item.leadingItemGroups = groups
            } else {
                item.trailingItemGroups = groups
            }
        }
        item.centerItemGroups =
            object.optional("centerItemGroups")?.array()?.compactMap { $0.barButtonItemGroup() } ?? []
        item.pinnedTrailingGroup = object.optional("pinnedTrailingGroup")?.barButtonItemGroup()
        item.additionalOverflowItems = object.optional("additionalOverflowItems")?.barButtonItems()?.map(\.item) ?? []
        item.style = object.choice("style", NavigationItemStyle.self) ?? .navigator
        item.customizationIdentifier = object.optional("customizationIdentifier")?.nonEmptyString()
        return item
    }

    /// A bar button item group: `items` required; that it has items, and that no item is in two groups, is checked
    /// by `Scene.problems()`.
    func barButtonItemGroup() -> BarButtonItemGroup? {
        guard let object = object(keys: ["items", "representativeItem", "isFixed"]) else { return nil }
        let items = object.required("items")?.barButtonItems()?.map(\.item)
        guard let items else { return nil }
        return BarButtonItemGroup(
            items: items,
            representativeItem: object.optional("representativeItem")?.barButtonItem(),
            isFixed: object.bool("isFixed") ?? false)
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
