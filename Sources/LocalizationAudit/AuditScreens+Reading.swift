import JSONFormat
import NavigationBarLayout
import TextMetrics

extension AuditScreens {
    /// The scene keys a screen may set; every other key of a screen (but `id` and `back`) is a navigation item key.
    public static let sceneKeys = [
        "metrics", "layoutDirection", "profile", "appearance", "barStyle", "tintColor", "translucent",
        "prefersLargeTitles", "scrollOffset", "standardAppearance", "compactAppearance", "scrollEdgeAppearance",
        "compactScrollEdgeAppearance",
    ]

    /// The scene keys the audit's matrix sets, which a screen may not.
    static let matrixKeys = [
        "width", "scale", "safeAreaInsets", "userInterfaceIdiom", "contentSizeCategory", "locale", "items",
    ]

    /// Decodes a screens file (`docs/AUDIT.md`), collecting every problem.
    ///
    /// ```swift
    /// let screens = try AuditScreens.decode(json: #"{"screens": [{"id": "inbox", "title": "inbox.title"}]}"#)
    /// ```
    ///
    /// - Parameter json: The UTF-8 bytes of a screens file.
    /// - Returns: The screens.
    /// - Throws: `JSONDecodingError`: one syntax error (with its line and column), or every value that does not
    ///   fit, at its path (`screens[1].back: no screen 'setings'; did you mean 'settings'?`).
    public static func decode(json: [UInt8]) throws(JSONDecodingError) -> AuditScreens {
        let document: JSONValue
        do { document = try JSONValue.parse(json) } catch {
            throw JSONDecodingError(problems: [JSONProblem(error)])
        }
        var problems: [JSONProblem] = []
        let screens = read(document, problems: &problems)
        let fonts = document["fonts"].map { readFonts($0, problems: &problems) } ?? FallbackFonts()
        guard problems.isEmpty else { throw JSONDecodingError(problems: problems) }
        return AuditScreens(screens: screens, fonts: fonts)
    }

    /// Decodes a screens file given as text.
    ///
    /// - Parameter json: A screens file.
    /// - Returns: The screens.
    /// - Throws: `JSONDecodingError` with every problem found.
    public static func decode(json: String) throws(JSONDecodingError) -> AuditScreens {
        try decode(json: Array(json.utf8))
    }

    /// The screens of `document`, adding each problem found to `problems`.
    private static func read(_ document: JSONValue, problems: inout [JSONProblem]) -> [AuditScreen] {
        guard case .object(let members) = document else {
            problems.append(JSONProblem(path: "", message: "must be an object with a 'screens' array"))
            return []
        }
        let known = ["screens", "fonts", "$schema", "description"]
        for member in members where !known.contains(member.key) {
            problems.append(unknownKey(member.key, path: "", known: known))
        }
        guard case .array(let elements)? = document["screens"] else {
            problems.append(JSONProblem(path: "screens", message: "must be an array of screens"))
            return []
        }
        var screens: [AuditScreen] = []
        for (index, element) in elements.enumerated() {
            if let screen = readScreen(element, path: "screens[\(index)]", problems: &problems) {
                if screens.contains(where: { $0.id == screen.id }) {
                    problems.append(
                        JSONProblem(path: "screens[\(index)].id", message: "another screen has the id '\(screen.id)'"))
                }
                screens.append(screen)
            }
        }
        let ids = screens.map(\.id)
        for (index, screen) in screens.enumerated() {
            guard let back = screen.back, !ids.contains(back) else { continue }
            let suggestion = Suggestion.closest(to: back, among: ids).map { "; did you mean '\($0)'?" } ?? ""
            problems.append(JSONProblem(path: "screens[\(index)].back", message: "no screen '\(back)'\(suggestion)"))
        }
        return screens
    }

    /// The file's `fonts`: `{"prepend": [paths], "append": [paths]}`, each list optional, every path a non-empty
    /// string; each problem found is added to `problems`.
    private static func readFonts(_ value: JSONValue, problems: inout [JSONProblem]) -> FallbackFonts {
        guard case .object(let members) = value else {
            problems.append(JSONProblem(path: "fonts", message: "must be an object with 'prepend' and 'append'"))
            return FallbackFonts()
        }
        var lists: [String: [String]] = [:]
        for member in members {
            guard ["prepend", "append"].contains(member.key) else {
                problems.append(unknownKey(member.key, path: "fonts", known: ["prepend", "append"]))
                continue
            }
            guard case .array(let elements) = member.value else {
                problems.append(
                    JSONProblem(path: "fonts.\(member.key)", message: "must be an array of font file paths"))
                continue
            }
            for (index, element) in elements.enumerated() {
                guard case .string(let path) = element, !path.isEmpty else {
                    problems.append(
                        JSONProblem(path: "fonts.\(member.key)[\(index)]", message: "must be a non-empty string"))
                    continue
                }
                lists[member.key, default: []].append(path)
            }
        }
        return FallbackFonts(prepend: lists["prepend"] ?? [], append: lists["append"] ?? [])
    }

    /// One screen, or `nil` when it is not an object with an `id`.
    private static func readScreen(_ value: JSONValue, path: String, problems: inout [JSONProblem]) -> AuditScreen? {
        guard case .object(let members) = value else {
            problems.append(JSONProblem(path: path, message: "must be an object (a screen)"))
            return nil
        }
        var id: String?
        var back: String?
        var item: [JSONValue.Member] = []
        var scene: [JSONValue.Member] = []
        for member in members {
            switch member.key {
            case "id", "back":
                guard case .string(let text) = member.value, !text.isEmpty else {
                    problems.append(JSONProblem(path: "\(path).\(member.key)", message: "must be a non-empty string"))
                    continue
                }
                if member.key == "id" { id = text } else { back = text }
            case _ where sceneKeys.contains(member.key): scene.append(member)
            case _ where matrixKeys.contains(member.key):
                problems.append(
                    JSONProblem(
                        path: "\(path).\(member.key)",
                        message: "is set by the audit's matrix (--devices, --dynamic-type, --locales), not by a screen")
                )
            default: item.append(member)
            }
        }
        guard let id else {
            if !members.contains(where: { $0.key == "id" }) {
                problems.append(JSONProblem(path: "\(path).id", message: "is required"))
            }
            return nil
        }
        var texts: [ScreenText] = []
        for (fieldPath, value) in textFields(of: item) {
            let location = path + "." + JSONPathStep.string(fieldPath)
            switch value {
            case .string(let key) where !key.isEmpty: texts.append(ScreenText(path: fieldPath, source: .key(key)))
            case .object(let literal) where literal.count == 1 && literal[0].key == "text":
                guard case .string(let text) = literal[0].value else {
                    problems.append(JSONProblem(path: location + ".text", message: "must be a string"))
                    continue
                }
                texts.append(ScreenText(path: fieldPath, source: .literal(text)))
            default:
                problems.append(
                    JSONProblem(
                        path: location,
                        message: "must be a string key, or {\"text\": TEXT} for the same text in every locale"
                    ))
            }
        }
        let screen = AuditScreen(id: id, back: back, item: item, scene: scene, texts: texts)
        problems += sceneProblems(of: screen, path: path)
        return screen
    }

    /// The problems of the scene the screen makes, its texts stood in for by placeholders, at the screen's paths.
    private static func sceneProblems(of screen: AuditScreen, path: String) -> [JSONProblem] {
        var item = JSONValue.object(screen.item)
        for text in screen.texts { item = item.replacing(text.path[...], with: .string("x")) }
        let document = JSONValue.object(
            [JSONValue.Member("width", .number(375)), JSONValue.Member("items", .array([item]))] + screen.scene)
        do {
            _ = try Scene.decode(jsonValue: document)
            return []
        } catch {
            return error.problems.map { problem in
                var located = problem
                if problem.path.hasPrefix("items[0]") {
                    located.path = path + problem.path.dropFirst("items[0]".count)
                } else {
                    located.path = problem.path.isEmpty ? path : path + "." + problem.path
                }
                return located
            }
        }
    }

    /// The text fields of a navigation item's members, each with its path: titles, prompts, back titles, and
    /// the titles of its bar button items and groups.
    static func textFields(of item: [JSONValue.Member]) -> [([JSONPathStep], JSONValue)] {
        var fields: [([JSONPathStep], JSONValue)] = []
        for member in item where ["title", "prompt", "backButtonTitle"].contains(member.key) {
            fields.append(([.key(member.key)], member.value))
        }
        let item = JSONValue.object(item)
        for path in buttonPaths(of: item) {
            if let title = item.value(at: path)?["title"] { fields.append((path + [.key("title")], title)) }
        }
        return fields
    }

    /// The path of each bar button item object of a navigation item, its groups' items and representative
    /// items included, in document order.
    static func buttonPaths(of item: JSONValue) -> [[JSONPathStep]] {
        guard case .object(let members) = item else { return [] }
        var paths: [[JSONPathStep]] = []
        func button(_ value: JSONValue, _ path: [JSONPathStep]) {
            if case .object = value { paths.append(path) }
        }
        func buttons(_ value: JSONValue, _ path: [JSONPathStep]) {
            guard case .array(let elements) = value else { return }
            for (index, element) in elements.enumerated() { button(element, path + [.index(index)]) }
        }
        func group(_ value: JSONValue, _ path: [JSONPathStep]) {
            if let items = value["items"] { buttons(items, path + [.key("items")]) }
            if let representative = value["representativeItem"] {
                button(representative, path + [.key("representativeItem")])
            }
        }
        for member in members {
            let path: [JSONPathStep] = [.key(member.key)]
            switch member.key {
            case "backBarButtonItem", "leftBarButtonItem", "rightBarButtonItem": button(member.value, path)
            case "leftBarButtonItems", "rightBarButtonItems", "additionalOverflowItems": buttons(member.value, path)
            case "leadingItemGroups", "trailingItemGroups", "centerItemGroups":
                guard case .array(let groups) = member.value else { continue }
                for (index, each) in groups.enumerated() { group(each, path + [.index(index)]) }
            case "pinnedTrailingGroup": group(member.value, path)
            default: continue
            }
        }
        return paths
    }

    /// The problem of an unknown key, with the closest known key as a suggestion.
    private static func unknownKey(_ key: String, path: String, known: [String]) -> JSONProblem {
        let suggestion = Suggestion.closest(to: key, among: known).map { "; did you mean '\($0)'?" } ?? ""
        return JSONProblem(path: path.isEmpty ? key : path + "." + key, message: "unknown key\(suggestion)")
    }
}
