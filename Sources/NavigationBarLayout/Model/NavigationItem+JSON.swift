import JSONFormat

extension NavigationItem {
    /// The keys of a navigation item object, spelt as UIKit's properties.
    static let jsonKeys = [
        "title", "prompt", "backBarButtonItem", "hidesBackButton", "leftBarButtonItems", "leftBarButtonItem",
        "rightBarButtonItems", "rightBarButtonItem", "leftItemsSupplementBackButton", "titleView",
        "backButtonTitle", "backButtonDisplayMode", "standardAppearance", "compactAppearance", "scrollEdgeAppearance",
        "compactScrollEdgeAppearance", "largeTitleDisplayMode", "leadingItemGroups", "trailingItemGroups",
        "centerItemGroups",
        "pinnedTrailingGroup", "additionalOverflowItems", "style", "customizationIdentifier", "subtitle",
        "largeSubtitle", "titleAlignment", "searchController", "hidesSearchBarWhenScrolling",
        "preferredSearchBarPlacement", "navigationBarMinimization",
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
            ("subtitle", subtitle.map { .string($0) }), ("largeSubtitle", largeSubtitle.map { .string($0) }),
            ("titleAlignment", titleAlignment == .automatic ? nil : .string(titleAlignment.rawValue)),
            ("searchController", searchController?.jsonValue),
            ("hidesSearchBarWhenScrolling", hidesSearchBarWhenScrolling ? nil : .bool(false)),
            (
                "preferredSearchBarPlacement",
                preferredSearchBarPlacement == .automatic ? nil : .string(preferredSearchBarPlacement.rawValue)
            ),
            ("navigationBarMinimization", navigationBarMinimization?.jsonValue),
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
    /// Where an item of the arrays was read, when that is not its place in the array, is recorded for
    /// `Scene.problems()`.
    func navigationItem() -> NavigationItem? {
        guard let object = object(keys: NavigationItem.jsonKeys) else { return nil }
        func items(_ key: String, first firstKey: String) -> [BarButtonItem] {
            let array = object.optional(key)
            guard let single = object.optional(firstKey) else {
                guard let read = array?.barButtonItems() else { return [] }
                // An element left out (not an object) moves the ones after it.
                if read.count != array?.count { alias(read, key: key) }
                return read.map(\.item)
            }
            var read = array?.barButtonItems() ?? []
            if let item = single.barButtonItem() {
                NavigationItem.setFirst((item, single), in: &read) { $0.item.isSame(as: $1.item) }
            }
            alias(read, key: key)
            return read.map(\.item)
        }
        var item = NavigationItem(
            title: object.string("title"), prompt: object.string("prompt"),
            backBarButtonItem: object.optional("backBarButtonItem")?.barButtonItem(),
            hidesBackButton: object.bool("hidesBackButton") ?? false,
            leftBarButtonItems: items("leftBarButtonItems", first: "leftBarButtonItem"),
            rightBarButtonItems: items("rightBarButtonItems", first: "rightBarButtonItem"),
            leftItemsSupplementBackButton: object.bool("leftItemsSupplementBackButton") ?? false,
            titleView: object.optional("titleView")?.titleView(), backButtonTitle: object.string("backButtonTitle"),
            backButtonDisplayMode: object.choice("backButtonDisplayMode", BackButtonDisplayMode.self) ?? .default,
            appearances: object.appearanceSlots(),
            largeTitleDisplayMode: object.choice("largeTitleDisplayMode", LargeTitleDisplayMode.self) ?? .automatic)
        // iOS 16: a side is given as items or as groups, not both (groups replace the items in UIKit).
        if let groups = groups(object, "leadingItemGroups", replacing: "leftBarButtonItems", "leftBarButtonItem") {
            item.leadingItemGroups = groups
        }
        if let groups = groups(object, "trailingItemGroups", replacing: "rightBarButtonItems", "rightBarButtonItem") {
            item.trailingItemGroups = groups
        }
        item.centerItemGroups =
            object.optional("centerItemGroups")?.array { $0.barButtonItemGroup() } ?? []
        item.pinnedTrailingGroup = object.optional("pinnedTrailingGroup")?.barButtonItemGroup()
        item.additionalOverflowItems = object.optional("additionalOverflowItems")?.array { $0.barButtonItem() } ?? []
        item.style = object.choice("style", NavigationItemStyle.self) ?? .navigator
        item.customizationIdentifier = object.optional("customizationIdentifier")?.nonEmptyString()
        item.subtitle = object.string("subtitle")
        item.largeSubtitle = object.string("largeSubtitle")
        item.titleAlignment = object.choice("titleAlignment", TitleAlignment.self) ?? .automatic
        item.searchController = object.optional("searchController")?.searchController()
        item.hidesSearchBarWhenScrolling = object.bool("hidesSearchBarWhenScrolling") ?? true
        item.preferredSearchBarPlacement =
            object.optional("preferredSearchBarPlacement")?.choice(SearchBarPlacement.choosable) ?? .automatic
        item.navigationBarMinimization = object.optional("navigationBarMinimization")?.barMinimization()
        return item
    }

    /// The groups `key` of a navigation item, reported when the item also sets `itemsKey` or `firstKey`.
    private func groups(_ object: JSONObjectReader, _ key: String, replacing itemsKey: String, _ firstKey: String)
        -> [BarButtonItemGroup]?
    {
        guard let field = object.optional(key) else { return nil }
        for other in [itemsKey, firstKey] where object.contains(other) {
            reader.report(
                "sets both '\(other)' and '\(key)'; the groups replace the items, so give one", at: field.path)
        }
        return field.array { $0.barButtonItemGroup() } ?? []
    }

    /// Records where each of `items` (the model's `PATH.key`) was read.
    private func alias(_ items: [(item: BarButtonItem, field: JSONField)], key: String) {
        for (index, element) in items.enumerated() {
            reader.alias("\(path).\(key)[\(index)]", to: element.field.path)
        }
    }

    /// A bar button item group: `items` required; that it has items, and that no item is in two groups, is checked
    /// by `Scene.problems()`.
    func barButtonItemGroup() -> BarButtonItemGroup? {
        guard let object = object(keys: ["items", "representativeItem", "isFixed"]) else { return nil }
        let items = object.required("items")?.array { $0.barButtonItem() }
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
