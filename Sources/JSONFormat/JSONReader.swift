/// Reads JSON values into a format's own values, collecting every problem with its path.
///
/// The reader knows JSON only: a format (the scene, profile and geometry
/// formats of `NavigationBarLayout`) writes a small reader for each of its
/// types as a function on `JSONField`. They
/// report what is wrong and carry on with a stand-in value, so one pass
/// finds every problem in a document, not only the first; a reader returns
/// `nil` only when it has nothing to build from (a value of the wrong
/// type). The result is used only when no problem was reported.
public final class JSONReader {
    /// The problems reported so far, in the order found.
    public private(set) var problems: [JSONProblem] = []
    /// State a format's readers keep across one document, one object per type.
    private var states: [ObjectIdentifier: AnyObject] = [:]
    /// Where values of the document's model sit in the document, when the
    /// model's path differs: model path → document path.
    private var aliases: [String: String] = [:]

    /// Records that the value at `path` is wrong.
    ///
    /// - Parameters:
    ///   - message: What is wrong, like `must be a string`.
    ///   - path: Where the value is.
    public func report(_ message: String, at path: JSONPath) {
        problems.append(JSONProblem(path: path.description, message: message))
    }

    /// Records that the value at `modelPath` of the model being read is wrong,
    /// at the place in the document it was read from.
    ///
    /// - Parameters:
    ///   - message: What is wrong.
    ///   - modelPath: The path of the value in the model, like `items[0].customView.width`.
    public func report(_ message: String, atModelPath modelPath: String) {
        problems.append(JSONProblem(path: documentPath(modelPath), message: message))
    }

    /// Records that the model value at `modelPath` was read from `path`.
    ///
    /// - Parameters:
    ///   - modelPath: The path of the value in the model.
    ///   - path: Where in the document it was read from.
    public func alias(_ modelPath: String, to path: JSONPath) {
        let documentPath = path.description
        if documentPath != modelPath { aliases[modelPath] = documentPath }
    }

    /// The document path of the model value at `modelPath`.
    ///
    /// - Parameter modelPath: The path of a value in the model.
    /// - Returns: Where in the document it was read from, or `modelPath` itself when it was not recorded.
    public func documentPath(_ modelPath: String) -> String {
        var best: (key: String, value: String)?
        for (key, value) in aliases where key.count > (best?.key.count ?? -1) {
            guard modelPath.hasPrefix(key) else { continue }
            let rest = modelPath.dropFirst(key.count)
            if rest.isEmpty || rest.first == "." || rest.first == "[" { best = (key, value) }
        }
        guard let best else { return modelPath }
        return best.value + modelPath.dropFirst(best.key.count)
    }

    /// The reader's state of type `State`, made by `make` on first use.
    ///
    /// - Parameter make: Makes the state the first time it is asked for.
    /// - Returns: The one state of that type.
    public func state<State: AnyObject>(_ make: () -> State) -> State {
        let key = ObjectIdentifier(State.self)
        if let state = states[key] as? State { return state }
        let state = make()
        states[key] = state
        return state
    }

    /// Parses `bytes` and reads the document with `read`, collecting every problem.
    ///
    /// - Parameters:
    ///   - bytes: The document's UTF-8 bytes.
    ///   - read: Reads the document's root value.
    /// - Returns: The value read, or every problem found (one syntax error, or every value that does not fit).
    public static func read<T>(_ bytes: [UInt8], with read: (JSONField) -> T?) -> Result<T, JSONDecodingError> {
        let value: JSONValue
        do {
            value = try JSONValue.parse(bytes)
        } catch {
            return .failure(JSONDecodingError(problems: [JSONProblem(error)]))
        }
        return Self.read(value, with: read)
    }

    /// Reads the value `decoder` holds with `read`, for `Decodable` conformances.
    ///
    /// - Throws: `DecodingError.dataCorrupted` whose underlying error is the `JSONDecodingError`.
    /// - Parameters:
    ///   - decoder: The decoder holding the document.
    ///   - read: Reads the document's root value.
    /// - Returns: The value read.
    public static func decode<T>(from decoder: any Decoder, with read: (JSONField) -> T?) throws -> T {
        switch Self.read(try JSONValue(from: decoder), with: read) {
        case .success(let value):
            return value
        case .failure(let error):
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }

    /// Reads the document `value` with `read`, collecting every problem.
    ///
    /// - Parameters:
    ///   - value: The parsed document.
    ///   - read: Reads the document's root value.
    /// - Returns: The value read, or every problem found.
    public static func read<T>(_ value: JSONValue, with read: (JSONField) -> T?) -> Result<T, JSONDecodingError> {
        let reader = JSONReader()
        let result = read(JSONField(value: value, path: .root, reader: reader))
        guard reader.problems.isEmpty, let result else {
            return .failure(JSONDecodingError(problems: reader.problems))
        }
        return .success(result)
    }
}

/// A value at a path in the document being read.
public struct JSONField {
    /// The value.
    public let value: JSONValue
    /// Where it is.
    public let path: JSONPath
    /// The reader collecting problems.
    public let reader: JSONReader

    /// Reports `message` for this value and returns `nil`.
    ///
    /// - Parameter message: What is wrong.
    /// - Returns: `nil`.
    public func fail<T>(_ message: String) -> T? {
        reader.report(message, at: path)
        return nil
    }

    /// A string, or `nil` after reporting `must be a string`.
    ///
    /// - Returns: The string, or `nil`.
    public func string() -> String? {
        guard case .string(let text) = value else { return fail("must be a string") }
        return text
    }

    /// A boolean, or `nil` after reporting `must be true or false`.
    ///
    /// - Returns: The boolean, or `nil`.
    public func bool() -> Bool? {
        guard case .bool(let flag) = value else { return fail("must be true or false") }
        return flag
    }

    /// A number that satisfies `rule`, or `nil` after reporting the rule's message.
    ///
    /// - Parameter rule: The range the number must be in.
    /// - Returns: The number, or `nil`.
    public func number(_ rule: NumberRule = .finite) -> Double? {
        guard case .number(let number) = value else { return fail(rule.message) }
        guard number.isFinite else { return fail(NumberRule.finite.message) }
        guard rule.accepts(number) else { return fail(rule.message) }
        return number
    }

    /// One of `choices`, written as its raw value; the message lists the valid values.
    ///
    /// - Parameter choices: The valid values.
    /// - Returns: The value, or `nil`.
    public func choice<E: RawRepresentable>(_ choices: [E]) -> E? where E.RawValue == String {
        let names = choices.map(\.rawValue)
        let list = names.joined(separator: ", ")
        guard case .string(let text) = value else { return fail("must be one of: \(list)") }
        if let match = choices.first(where: { $0.rawValue == text }) { return match }
        let hint = Suggestion.closest(to: text, among: names).map { "; did you mean '\($0)'?" } ?? ""
        return fail("'\(text)' is not one of: \(list)\(hint)")
    }

    /// A case of `E`, written as its raw value.
    ///
    /// - Parameter type: The enumeration whose cases are valid.
    /// - Returns: The case, or `nil`.
    public func choice<E: RawRepresentable & CaseIterable>(_ type: E.Type) -> E? where E.RawValue == String {
        choice(Array(E.allCases))
    }

    /// The elements of an array, or `nil` after reporting `must be an array`.
    ///
    /// - Returns: The elements, each with its path, or `nil`.
    public func array() -> [JSONField]? {
        guard case .array(let elements) = value else { return fail("must be an array") }
        return elements.enumerated().map { JSONField(value: $1, path: path.appending(index: $0), reader: reader) }
    }

    /// An object with any keys, or `nil` after reporting `must be an object`.
    ///
    /// - Returns: A reader of the object's members, or `nil`.
    public func anyObject() -> JSONObjectReader? {
        guard case .object(let members) = value else { return fail(objectMessage) }
        return JSONObjectReader(members: members, path: path, reader: reader)
    }

    /// `must be an object`, or for the whole document `the document must be a JSON object`.
    private var objectMessage: String {
        path.isRoot ? "the document must be a JSON object" : "must be an object"
    }

    /// An object whose keys are all in `keys`, or `nil` after reporting `must be an object`.
    ///
    /// Each unknown key is reported at its own path, with the closest valid
    /// key as a suggestion, or the list of valid keys.
    ///
    /// - Parameter keys: The keys the object may have.
    /// - Returns: A reader of the object's members, or `nil`.
    public func object(keys: [String]) -> JSONObjectReader? {
        guard case .object(let members) = value else { return fail(objectMessage) }
        for member in members where !keys.contains(member.key) {
            let message =
                if let suggestion = Suggestion.closest(to: member.key, among: keys) {
                    "unknown key; did you mean '\(suggestion)'?"
                } else {
                    "unknown key; valid keys: \(keys.joined(separator: ", "))"
                }
            reader.report(message, at: path.appending(member.key))
        }
        return JSONObjectReader(members: members, path: path, reader: reader)
    }
}

/// An object being read: its members looked up by key.
public struct JSONObjectReader {
    /// The members.
    public let members: [JSONValue.Member]
    /// Where the object is.
    public let path: JSONPath
    /// The reader collecting problems.
    public let reader: JSONReader

    /// Whether the object has the key `key`, even with a `null` value.
    ///
    /// - Parameter key: The key.
    /// - Returns: `true` when the object has the member.
    public func contains(_ key: String) -> Bool {
        members.contains { $0.key == key }
    }

    /// The member `key`, or `nil` when it is absent or `null`.
    ///
    /// - Parameter key: The key.
    /// - Returns: The member's value with its path, or `nil`.
    public func optional(_ key: String) -> JSONField? {
        guard let value = members.first(where: { $0.key == key })?.value, value != .null else { return nil }
        return JSONField(value: value, path: path.appending(key), reader: reader)
    }

    /// The member `key`, or `nil` after reporting `is required` when it is absent.
    ///
    /// A `null` value is returned, to be reported by the type check.
    ///
    /// - Parameter key: The key.
    /// - Returns: The member's value with its path, or `nil`.
    public func required(_ key: String) -> JSONField? {
        guard let value = members.first(where: { $0.key == key })?.value else {
            reader.report("is required", at: path.appending(key))
            return nil
        }
        return JSONField(value: value, path: path.appending(key), reader: reader)
    }

    /// The optional number `key`: `nil` when absent, `null`, or reported as breaking `rule`.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - rule: The range the number must be in.
    /// - Returns: The number, or `nil`.
    public func number(_ key: String, _ rule: NumberRule = .finite) -> Double? {
        optional(key)?.number(rule)
    }

    /// The optional string `key`: `nil` when absent, `null`, or reported as not a string.
    ///
    /// - Parameter key: The key.
    /// - Returns: The string, or `nil`.
    public func string(_ key: String) -> String? {
        optional(key)?.string()
    }

    /// The optional boolean `key`: `nil` when absent, `null`, or reported as not a boolean.
    ///
    /// - Parameter key: The key.
    /// - Returns: The boolean, or `nil`.
    public func bool(_ key: String) -> Bool? {
        optional(key)?.bool()
    }

    /// The optional choice `key` among the cases of `E`.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - type: The enumeration whose cases are valid.
    /// - Returns: The case, or `nil`.
    public func choice<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type) -> E?
    where E.RawValue == String {
        optional(key)?.choice(type)
    }

    /// The member `key`, which must be present but may be `null` (then `nil`).
    ///
    /// - Parameter key: The key.
    /// - Returns: The member's value with its path, or `nil` for `null` or after reporting it missing.
    public func nullable(_ key: String) -> JSONField? {
        guard let field = required(key), field.value != .null else { return nil }
        return field
    }
}

/// What a number must be, with the message reported when it is not.
public enum NumberRule {
    /// Any finite number.
    case finite
    /// Zero or more.
    case nonNegative
    /// More than zero and at most the bound.
    case positive(atMost: Double)
    /// Within the closed range.
    case range(ClosedRange<Double>)

    /// Whether `number` (finite) satisfies the rule.
    ///
    /// - Parameter number: The number.
    /// - Returns: `true` when the number is in the rule's range.
    public func accepts(_ number: Double) -> Bool {
        switch self {
        case .finite: true
        case .nonNegative: number >= 0
        case .positive(let maximum): number > 0 && number <= maximum
        case .range(let range): range.contains(number)
        }
    }

    /// The message reported when a value breaks the rule.
    public var message: String {
        switch self {
        case .finite: "must be a finite number"
        case .nonNegative: "must be a non-negative number"
        case .positive(let maximum): "must be a number greater than 0 and at most \(JSONWriter.format(maximum))"
        case .range(let range):
            "must be a number from \(JSONWriter.format(range.lowerBound)) to \(JSONWriter.format(range.upperBound))"
        }
    }
}
