import JSONFormat

extension TransitionRequest {
    /// The keys of a request object.
    static let jsonKeys = [
        "schemaVersion", "description", "covers", "from", "change", "progress", "frames", "rtl", SchemaKey.name,
    ]
    /// The width of a bar given as a bare stack (`"from": [items]`).
    public static let stackWidth: Double = 320

    /// Decodes a transition request document (`docs/FORMATS.md`), collecting every problem.
    ///
    /// - Throws: `JSONDecodingError` with every problem found: one syntax
    ///   error, or the values that do not fit, with their paths
    ///   (`from.items[0].title: must be a string`, `change.item: is required`).
    ///
    /// - Parameter json: The UTF-8 bytes of a request document.
    /// - Returns: The request.
    public static func decode(json: [UInt8]) throws(JSONDecodingError) -> TransitionRequest {
        try JSONReader.read(json) { $0.transitionRequest() }.get()
    }

    /// Decodes a transition request document from a string.
    ///
    /// - Parameter json: A request document.
    /// - Returns: The request.
    /// - Throws: `JSONDecodingError` with every problem found.
    public static func decode(json: String) throws(JSONDecodingError) -> TransitionRequest {
        try decode(json: Array(json.utf8))
    }

    /// Decodes a transition request from a parsed document.
    ///
    /// - Parameter jsonValue: A parsed request document.
    /// - Returns: The request.
    /// - Throws: `JSONDecodingError` with every problem found.
    public static func decode(jsonValue: JSONValue) throws(JSONDecodingError) -> TransitionRequest {
        try JSONReader.read(jsonValue) { $0.transitionRequest() }.get()
    }

    /// Whether a parsed document looks like a transition request rather than a scene: an object with `change`.
    ///
    /// - Parameter jsonValue: A parsed document.
    /// - Returns: `true` when it is an object with a `change` key.
    public static func isRequest(_ jsonValue: JSONValue) -> Bool {
        guard case .object(let members) = jsonValue else { return false }
        return members.contains { $0.key == "change" }
    }

    /// The request object; items of the change that are on the `from` stack are written as their index.
    public var jsonValue: JSONValue {
        var progress: JSONValue?
        var frames: JSONValue?
        switch sampling {
        case .progress(let t)?: progress = .number(t)
        case .frames(let count)?: frames = .number(Double(count))
        case nil: break
        }
        return .members([
            ("schemaVersion", schemaVersion.map { .number(Double($0)) }),
            ("description", summary.map { .string($0) }),
            ("covers", covers.isEmpty ? nil : .array(covers.map { .string($0) })),
            ("from", from.jsonValue),
            ("change", change.jsonValue(stack: from.items)),
            ("progress", progress),
            ("frames", frames),
            ("rtl", rightToLeft ? .bool(true) : nil),
        ])
    }

    /// The request as JSON text; numbers are rounded to 4 decimal places.
    ///
    /// - Parameter pretty: Whether to indent with one key a line (`true`) or write one line.
    /// - Returns: The JSON text.
    public func encodeJSON(pretty: Bool = true) -> String {
        JSONWriter.string(jsonValue, pretty: pretty)
    }
}

extension BarChange {
    /// The name of the change in the request format (`kind`): the case's name.
    public var kindName: String {
        switch self {
        case .push: "push"
        case .pop: "pop"
        case .setItems: "setItems"
        case .setLeftBarButtonItems: "setLeftBarButtonItems"
        case .setRightBarButtonItems: "setRightBarButtonItems"
        case .setHidesBackButton: "setHidesBackButton"
        case .setTitle: "setTitle"
        case .setPrompt: "setPrompt"
        case .setTitleView: "setTitleView"
        case .setLeadingItemGroups: "setLeadingItemGroups"
        case .setCenterItemGroups: "setCenterItemGroups"
        case .setTrailingItemGroups: "setTrailingItemGroups"
        case .setLargeTitleDisplayMode: "setLargeTitleDisplayMode"
        case .setPrefersLargeTitles: "setPrefersLargeTitles"
        case .setSearchActive: "setSearchActive"
        }
    }

    /// Every `kind` of the request format, with the key of its value (none for `pop`).
    static let kinds: [(kind: String, key: String?)] = [
        ("push", "item"), ("pop", nil), ("setItems", "items"), ("setLeftBarButtonItems", "items"),
        ("setRightBarButtonItems", "items"), ("setHidesBackButton", "hidesBackButton"), ("setTitle", "title"),
        ("setPrompt", "prompt"), ("setTitleView", "titleView"), ("setLeadingItemGroups", "groups"),
        ("setCenterItemGroups", "groups"), ("setTrailingItemGroups", "groups"),
        ("setLargeTitleDisplayMode", "largeTitleDisplayMode"), ("setPrefersLargeTitles", "prefersLargeTitles"),
        ("setSearchActive", "isActive"),
    ]

    /// The change object: `{"kind", <value key>}`; a navigation item on `stack` is written as its index.
    func jsonValue(stack: [NavigationItem]) -> JSONValue {
        func item(_ item: NavigationItem) -> JSONValue {
            stack.firstIndex { $0.isSame(as: item) }.map { .number(Double($0)) } ?? item.jsonValue
        }
        let value: JSONValue? =
            switch self {
            case .push(let pushed): item(pushed)
            case .pop: nil
            case .setItems(let items): .array(items.map(item))
            case .setLeftBarButtonItems(let items), .setRightBarButtonItems(let items): .array(items.map(\.jsonValue))
            case .setHidesBackButton(let hides): .bool(hides)
            case .setTitle(let title): title.map { .string($0) } ?? .null
            case .setPrompt(let prompt): prompt.map { .string($0) } ?? .null
            case .setTitleView(let view): view?.jsonValue ?? .null
            case .setLeadingItemGroups(let groups), .setCenterItemGroups(let groups),
                .setTrailingItemGroups(let groups):
                .array(groups.map(\.jsonValue))
            case .setLargeTitleDisplayMode(let mode): .string(mode.rawValue)
            case .setPrefersLargeTitles(let prefers): .bool(prefers)
            case .setSearchActive(let active): .bool(active)
            }
        let key = Self.kinds.first { $0.kind == kindName }?.key
        return .members([("kind", .string(kindName)), (key ?? "", key == nil ? nil : value)])
    }
}

extension JSONField {
    /// A transition request: `from` and `change` required; `progress` or `frames` (not both), `rtl` optional.
    func transitionRequest() -> TransitionRequest? {
        guard let object = object(keys: TransitionRequest.jsonKeys) else { return nil }
        object.checkSchemaKey()
        let version = object.optional("schemaVersion")?.requestSchemaVersion()
        let summary = object.string("description")
        let covers = object.optional("covers")?.array { $0.nonEmptyString() } ?? []
        let from = object.required("from")?.transitionStart()
        let change = object.required("change")?.barChange(stack: from?.items, width: from?.width)
        let progress = object.number("progress", .range(0...1))
        let frames = object.optional("frames")?.frameCount()
        if progress != nil, frames != nil {
            reader.report("cannot be combined with 'progress'; give one of them", at: path.appending("frames"))
        }
        let rtl = object.bool("rtl") ?? false
        guard let from, let change else { return nil }
        var request = TransitionRequest(
            from: from, change: change, sampling: progress.map { .progress($0) } ?? frames.map { .frames($0) },
            rightToLeft: rtl, schemaVersion: version, summary: summary)
        request.covers = covers
        return request
    }

    /// A request's `schemaVersion`: a number that must be `TransitionRequest.currentSchemaVersion`.
    func requestSchemaVersion() -> Int? {
        guard let version = number() else { return nil }
        guard version == Double(TransitionRequest.currentSchemaVersion) else {
            return fail(
                "unsupported schema version \(JSONWriter.format(version)); expected "
                    + "\(TransitionRequest.currentSchemaVersion)")
        }
        return TransitionRequest.currentSchemaVersion
    }

    /// `frames`: a whole number from 2 to `TransitionRequest.maximumFrameCount`.
    func frameCount() -> Int? {
        let limit = TransitionRequest.maximumFrameCount
        let message = "must be a whole number from 2 to \(limit)"
        guard case .number(let count) = value, count.isFinite, count == count.rounded(), count >= 2,
            count <= Double(limit)
        else { return fail(message) }
        return Int(count)
    }

    /// `from`: a scene object, or an array of navigation items (a stack on a bar `stackWidth` wide).
    func transitionStart() -> Scene? {
        switch value {
        case .object:
            return nested { $0.scene() }
        case .array:
            let scene: JSONValue = .object([
                "width": .number(TransitionRequest.stackWidth), "items": value,
            ])
            return nested(scene, as: "items") { $0.scene() }
        default:
            return fail("must be a scene object or an array of navigation items (a stack)")
        }
    }

    /// The change: `{"kind": …, <value>}`, or the bare string `"pop"`.
    ///
    /// Navigation items of `push` and `setItems` are objects (new items) or
    /// indices of items of `stack` (the same item: a push of one is
    /// impossible, and `setItems` decides push or pop by them, T6).
    func barChange(stack: [NavigationItem]?, width: Double?) -> BarChange? {
        if case .string("pop") = value { return .pop }
        if case .string(let text) = value {
            // Only "pop" may be a bare string; any other change is an object with its kind.
            let names = BarChange.kinds.map(\.kind)
            let kind = Suggestion.closest(to: text, among: names) ?? "pop"
            return fail(
                "must be an object such as {\"kind\": \"\(kind)\"} (or the string \"pop\"); the kinds are "
                    + names.joined(separator: ", "))
        }
        let keys = [
            "kind", "item", "items", "hidesBackButton", "title", "prompt", "titleView", "groups",
            "largeTitleDisplayMode", "prefersLargeTitles",
        ]
        guard let object = object(keys: keys) else { return nil }
        let names = BarChange.kinds.map(\.kind)
        guard let kindField = object.required("kind"), let kind = kindField.string() else { return nil }
        guard let entry = BarChange.kinds.first(where: { $0.kind == kind }) else {
            let hint = Suggestion.closest(to: kind, among: names).map { "; did you mean '\($0)'?" } ?? ""
            return kindField.fail("'\(kind)' is not one of: \(names.joined(separator: ", "))\(hint)")
        }
        for member in object.members where member.key != "kind" && member.key != entry.key {
            let expected = entry.key.map { "'\($0)'" } ?? "no other key"
            reader.report("does not apply to a '\(kind)' change; it takes \(expected)", at: path.appending(member.key))
        }
        let width = width ?? TransitionRequest.stackWidth
        switch kind {
        case "pop":
            return .pop
        case "push":
            return object.required("item")?.stackItem(stack: stack, width: width).map { .push($0) }
        case "setItems":
            guard let elements = object.required("items")?.array() else { return nil }
            let items = elements.compactMap { $0.stackItem(stack: stack, width: width) }
            return items.count == elements.count ? .setItems(items) : nil
        case "setLeftBarButtonItems", "setRightBarButtonItems":
            guard let field = object.required("items") else { return nil }
            let key = kind == "setLeftBarButtonItems" ? "leftBarButtonItems" : "rightBarButtonItems"
            let scene: JSONValue = .object([
                "width": .number(width), "items": .array([.object([key: field.value])]),
            ])
            guard let item = field.nested(scene, as: "items[0].\(key)", { $0.scene() })?.items.first else {
                return nil
            }
            return kind == "setLeftBarButtonItems"
                ? .setLeftBarButtonItems(item.leftBarButtonItems) : .setRightBarButtonItems(item.rightBarButtonItems)
        case "setHidesBackButton":
            return object.required("hidesBackButton")?.bool().map { .setHidesBackButton($0) }
        case "setTitle":
            guard let field = object.required("title") else { return nil }
            return field.value == .null ? .setTitle(nil) : field.string().map { .setTitle($0) }
        case "setPrompt":
            guard let field = object.required("prompt") else { return nil }
            return field.value == .null ? .setPrompt(nil) : field.string().map { .setPrompt($0) }
        case "setLeadingItemGroups", "setCenterItemGroups", "setTrailingItemGroups":
            // Checked as the top item's groups of a scene, so every group rule and message applies.
            guard let field = object.required("groups") else { return nil }
            let key =
                kind == "setLeadingItemGroups"
                ? "leadingItemGroups" : kind == "setCenterItemGroups" ? "centerItemGroups" : "trailingItemGroups"
            let scene: JSONValue = .object(["width": .number(width), "items": .array([.object([key: field.value])])])
            guard let item = field.nested(scene, as: "items[0].\(key)", { $0.scene() })?.items.first else {
                return nil
            }
            switch kind {
            case "setLeadingItemGroups": return .setLeadingItemGroups(item.leadingItemGroups)
            case "setCenterItemGroups": return .setCenterItemGroups(item.centerItemGroups)
            default: return .setTrailingItemGroups(item.trailingItemGroups)
            }
        case "setLargeTitleDisplayMode":
            return object.required("largeTitleDisplayMode")?.choice(LargeTitleDisplayMode.self).map {
                .setLargeTitleDisplayMode($0)
            }
        case "setPrefersLargeTitles":
            return object.required("prefersLargeTitles")?.bool().map { .setPrefersLargeTitles($0) }
        case "setSearchActive":
            return object.required("isActive")?.bool().map { .setSearchActive($0) }
        default:
            guard let field = object.required("titleView") else { return nil }
            if field.value == .null { return .setTitleView(nil) }
            let scene: JSONValue = .object([
                "width": .number(width), "items": .array([.object(["titleView": field.value])]),
            ])
            guard let item = field.nested(scene, as: "items[0].titleView", { $0.scene() })?.items.first else {
                return nil
            }
            return .setTitleView(item.titleView)
        }
    }

    /// A navigation item of a change: an object (a new item, checked as a scene's item) or an index of `stack`.
    func stackItem(stack: [NavigationItem]?, width: Double) -> NavigationItem? {
        switch value {
        case .object:
            let scene: JSONValue = .object(["width": .number(width), "items": .array([value])])
            return nested(scene, as: "items[0]") { $0.scene() }?.items.first
        case .number(let index):
            guard let stack else { return nil }  // `from` is reported.
            guard index == index.rounded(), index >= 0, index < Double(stack.count) else {
                return fail(
                    "must be the index of an item of 'from' (0 to \(stack.count - 1)) or a navigation item object")
            }
            return stack[Int(index)]
        default:
            return fail("must be a navigation item object, or the index of an item of 'from' (the same item)")
        }
    }

    /// Reads this value with `read` in a reader of its own, reporting its problems under this field's path.
    ///
    /// Scene readers report the rules that relate values at paths of the
    /// scene; reading the scene on its own keeps those paths right, and
    /// this puts them under the request's key.
    func nested<T>(_ read: (JSONField) -> T?) -> T? {
        nested(value, as: "", read)
    }

    /// Reads `document` with `read` in a reader of its own; a problem at `prefix` (or under it) in `document`
    /// is reported at this field's path (or under it).
    func nested<T>(_ document: JSONValue, as prefix: String, _ read: (JSONField) -> T?) -> T? {
        switch JSONReader.read(document, with: read) {
        case .success(let result):
            return result
        case .failure(let error):
            for problem in error.problems {
                var rest = Substring(problem.path)
                if rest.hasPrefix(prefix) { rest = rest.dropFirst(prefix.count) }
                reader.report(problem.message, atModelPath: Self.join(path.description, rest))
            }
            return nil
        }
    }

    /// `base` followed by the relative path `rest` (`from` + `[0].title`, `from` + `width`).
    static func join(_ base: String, _ rest: Substring) -> String {
        if rest.isEmpty { return base }
        if rest.first == "[" || rest.first == "." {
            return base.isEmpty ? String(rest.drop { $0 == "." }) : base + rest
        }
        return base.isEmpty ? String(rest) : base + "." + rest
    }
}
