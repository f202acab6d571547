import NavigationBarLayout

/// One change the command line makes to every scene document before it is decoded: `--set PATH=JSON`,
/// or a named flag such as `--dynamic-type` written as the same change.
///
/// The path is written as the scene format's error paths are (`items[1].backButtonDisplayMode`,
/// `safeAreaInsets.left`, `["odd key"]`); the value is any JSON. The edited document is then read by
/// the same rules as a file, so a mistake gets the same message, with did-you-mean.
public struct SceneEdit: Sendable, Hashable {
    /// The steps from the scene object to the value set; never empty, the first a key.
    public var path: [JSONPath.Component]
    /// The value set there.
    public var value: JSONValue
    /// The flag that asked for it, as named in messages (`--set`, `--dynamic-type`).
    public var flag: String

    /// An edit setting `value` at `path`, asked for by `flag`.
    ///
    /// - Parameters:
    ///   - path: The steps from the scene object; the first a key.
    ///   - value: The value to set.
    ///   - flag: The option named in messages.
    public init(path: [JSONPath.Component], value: JSONValue, flag: String) {
        self.path = path
        self.value = value
        self.flag = flag
    }

    /// An edit setting the scene's top-level `key` to `value`, asked for by `flag`.
    ///
    /// - Parameters:
    ///   - key: A key of the scene object.
    ///   - value: The value to set.
    ///   - flag: The option named in messages.
    public init(key: String, value: JSONValue, flag: String) {
        self.init(path: [.key(key)], value: value, flag: flag)
    }

    /// The edit `--set` gives as `PATH=JSON`.
    ///
    /// - Parameter argument: The option's value, like `items[0].title="Inbox"`.
    /// - Throws: a usage error (64) naming what is malformed: no `=`, a path that cannot be read, or a
    ///   value that is not JSON (with how to quote a string).
    public init(setting argument: String) throws(CLIError) {
        guard let equals = argument.firstIndex(of: "=") else {
            throw .usage("the value of '--set' must be PATH=JSON, like 'items[0].title=\"Inbox\"', got '\(argument)'")
        }
        let pathText = String(argument[..<equals])
        let valueText = String(argument[argument.index(after: equals)...])
        let path = try Self.parsePath(pathText)
        do { value = try JSONValue.parse(valueText) } catch {
            throw .usage(
                "the value of '--set \(pathText)=...' is not JSON (\(error.message)): "
                    + "quote a string, like --set '\(pathText)=\"\(valueText)\"'")
        }
        self.path = path
        flag = "--set"
    }

    /// The steps of `text`, a path written as the scene format's error paths.
    ///
    /// - Throws: a usage error (64) at the first character that cannot be read.
    static func parsePath(_ text: String) throws(CLIError) -> [JSONPath.Component] {
        let bytes = Array(text.utf8)
        var steps: [JSONPath.Component] = []
        var index = 0
        func malformed(_ what: String) -> CLIError {
            .usage(
                "the path '\(text)' of '--set' \(what) at character \(index + 1); "
                    + "write keys and indexes as in error messages, like 'items[1].title'")
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "["):
                guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "]")) else {
                    throw malformed("has an unclosed '['")
                }
                let inner = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
                if let number = Int(inner), number >= 0 {
                    steps.append(.index(number))
                } else if case .string(let key)? = try? JSONValue.parse(inner) {
                    steps.append(.key(key))
                } else {
                    throw malformed("needs an index from 0 or a quoted key between '[' and ']'")
                }
                index = close + 1
            case UInt8(ascii: "."):
                guard !steps.isEmpty else { throw malformed("starts with '.'") }
                index += 1
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "."), bytes[index] != UInt8(ascii: "[") {
                    index += 1
                }
                guard index > start else { throw malformed("has an empty key") }
                steps.append(.key(String(decoding: bytes[start..<index], as: UTF8.self)))
            default:
                guard steps.isEmpty else { throw malformed("needs '.' or '[' between steps") }
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "."), bytes[index] != UInt8(ascii: "[") {
                    index += 1
                }
                steps.append(.key(String(decoding: bytes[start..<index], as: UTF8.self)))
            }
        }
        guard case .key? = steps.first else {
            index = 0
            throw malformed("must start with a key of the scene")
        }
        return steps
    }

    /// The path as error messages write it.
    public var pathText: String {
        var path = JSONPath.root
        for step in self.path {
            switch step {
            case .key(let key): path = path.appending(key)
            case .index(let index): path = path.appending(index: index)
            }
        }
        return path.description
    }

    /// `document` with this edit made: missing objects on the way are created, an index one past the
    /// end of an array appends.
    ///
    /// - Throws: a usage error (64) when the path runs through a value that is not an object or array,
    ///   or an index more than one past the end.
    func apply(to document: JSONValue) throws(CLIError) -> JSONValue {
        try Self.set(value, in: document, at: path[...], done: [], edit: self)
    }

    /// `container` with `value` set at the steps `rest`; `done` the steps already taken (for messages).
    private static func set(
        _ value: JSONValue, in container: JSONValue?, at rest: ArraySlice<JSONPath.Component>,
        done: [JSONPath.Component], edit: SceneEdit
    ) throws(CLIError) -> JSONValue {
        guard let step = rest.first else { return value }
        let here = SceneEdit(path: done, value: .null, flag: edit.flag).pathText
        let place = here.isEmpty ? "the scene" : "'\(here)'"
        switch (step, container) {
        case (.key(let key), .object(var members)?):
            let position = members.firstIndex { $0.key == key }
            let child = try set(
                value, in: position.map { members[$0].value }, at: rest.dropFirst(), done: done + [step], edit: edit)
            if let position { members[position].value = child } else { members.append(.init(key, child)) }
            return .object(members)
        case (.key(let key), nil):
            let child = try set(value, in: nil, at: rest.dropFirst(), done: done + [step], edit: edit)
            return .object([.init(key, child)])
        case (.index(let index), .array(var elements)?):
            guard index <= elements.count else {
                throw .usage(
                    "\(edit.flag) \(edit.pathText): \(place) has \(elements.count) elements: "
                        + "give an index from 0 to \(elements.count) (\(elements.count) appends)")
            }
            let existing = index < elements.count ? elements[index] : nil
            let child = try set(value, in: existing, at: rest.dropFirst(), done: done + [step], edit: edit)
            if index < elements.count { elements[index] = child } else { elements.append(child) }
            return .array(elements)
        case (.index(let index), nil):
            guard index == 0 else {
                throw .usage("\(edit.flag) \(edit.pathText): \(place) has no elements: give index 0 to add one")
            }
            return .array([try set(value, in: nil, at: rest.dropFirst(), done: done + [step], edit: edit)])
        case (.key, let other?):
            throw .usage("\(edit.flag) \(edit.pathText): \(place) is \(article(other)), not an object")
        case (.index, let other?):
            throw .usage("\(edit.flag) \(edit.pathText): \(place) is \(article(other)), not an array")
        }
    }

    /// `a number`, `an object`, … for messages.
    private static func article(_ value: JSONValue) -> String {
        let name = value.typeName
        return (name.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + name
    }
}
