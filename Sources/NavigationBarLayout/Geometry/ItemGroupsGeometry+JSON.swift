import JSONFormat

extension ItemGroupsGeometry {
    /// `{"style", "groups", "overflowButton", "overflowMenu"}`, every key present.
    var jsonValue: JSONValue {
        .object([
            "style": .string(style.rawValue), "groups": .array(groups.map(\.jsonValue)),
            "overflowButton": overflowButton?.jsonValue ?? .null,
            "overflowMenu": .array(overflowMenu.map(\.jsonValue)),
        ])
    }
}

extension ItemGroupGeometry {
    /// `{"position", "index", "state", "isFixed", "frame", "representativeItem", "items"}`; each item with its `state`.
    var jsonValue: JSONValue {
        .object([
            "position": .string(position.rawValue), "index": .number(Double(index)), "state": .string(state.rawValue),
            "isFixed": .bool(isFixed), "frame": frame.jsonValue,
            "representativeItem": representativeItem?.stateJSONValue ?? .null,
            "items": .array(items.map(\.stateJSONValue)),
        ])
    }
}

extension ItemGeometry {
    /// The item object of `leftItems` with its `state` added (L42–L44).
    var stateJSONValue: JSONValue {
        guard case .object(var members) = jsonValue else { return jsonValue }
        members.append(JSONValue.Member("state", .string(state.rawValue)))
        return .object(members)
    }
}

extension OverflowButtonGeometry {
    /// `{"frame", "image", "symbol"}`.
    var jsonValue: JSONValue {
        .object(["frame": frame.jsonValue, "image": image.jsonValue, "symbol": .string(symbol)])
    }
}

extension OverflowMenuEntry {
    /// `{"id", "title", "systemItem", "source"}`.
    var jsonValue: JSONValue {
        .object([
            "id": .string(id), "title": .string(title), "systemItem": .raw(systemItem),
            "source": .string(source.rawValue),
        ])
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
