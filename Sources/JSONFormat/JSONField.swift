/// A value at a path in the document being read.
///
/// The value and its path are found in the reader's document when asked
/// for: the typed readers (`string()`, `number(_:)`, `object(keys:)`, …)
/// read the document in place, and a path is built only to report a problem.
public struct JSONField {
    /// The reader collecting problems.
    public let reader: JSONReader
    /// The value's node in the reader's document.
    let node: Int

    /// The value, built from the document with its descendants.
    public var value: JSONValue { reader.document.value(at: node) }

    /// Where it is.
    public var path: JSONPath { reader.document.path(to: node) }

    /// The value's node.
    private var content: JSONDocument.Node { reader.document.nodes[node] }

    /// Whether the value is `null`.
    public var isNull: Bool { content.kind == .null }

    /// The number of elements of an array or members of an object; `nil` for other values.
    public var count: Int? {
        let content = content
        return content.kind == .array || content.kind == .object ? content.count : nil
    }

    /// Reports `message` for this value and returns `nil`.
    ///
    /// - Parameter message: What is wrong.
    /// - Returns: `nil`.
    public func fail<T>(_ message: String) -> T? {
        reader.report(message, at: path)
        return nil
    }

    /// The string, when the value is a string.
    public var stringValue: String? {
        let content = content
        return content.kind == .string ? reader.document.string(content.text) : nil
    }

    /// A string, or `nil` after reporting `must be a string`.
    ///
    /// - Returns: The string, or `nil`.
    public func string() -> String? {
        guard let text = stringValue else { return fail("must be a string") }
        return text
    }

    /// A boolean, or `nil` after reporting `must be true or false`.
    ///
    /// - Returns: The boolean, or `nil`.
    public func bool() -> Bool? {
        let content = content
        guard content.kind == .bool else { return fail("must be true or false") }
        return content.flag
    }

    /// A number that satisfies `rule`, or `nil` after reporting the rule's message.
    ///
    /// - Parameter rule: The range the number must be in.
    /// - Returns: The number, or `nil`.
    public func number(_ rule: NumberRule = .finite) -> Double? {
        let content = content
        guard content.kind == .number else { return fail(rule.message) }
        let number = content.number
        guard number.isFinite else { return fail(NumberRule.finite.message) }
        guard rule.accepts(number) else { return fail(rule.message) }
        return number
    }

    /// One of `choices`, written as its raw value; the message lists the valid values.
    ///
    /// - Parameter choices: The valid values.
    /// - Returns: The value, or `nil`.
    ///
    /// Inlinable, so that it is specialized for `E` where it is used: the
    /// list of valid values is written only when the value is not one of them.
    @inlinable
    public func choice<E: RawRepresentable>(_ choices: [E]) -> E? where E.RawValue == String {
        for choice in choices where isString(choice.rawValue) { return choice }
        reportChoice(among: choices.map(\.rawValue))
        return nil
    }

    /// A case of `E`, written as its raw value.
    ///
    /// - Parameter type: The enumeration whose cases are valid.
    /// - Returns: The case, or `nil`.
    @inlinable
    public func choice<E: RawRepresentable & CaseIterable>(_ type: E.Type) -> E? where E.RawValue == String {
        for choice in E.allCases where isString(choice.rawValue) { return choice }
        reportChoice(among: E.allCases.map(\.rawValue))
        return nil
    }

    /// Whether the value is the string `text`.
    @usableFromInline
    func isString(_ text: String) -> Bool {
        let content = content
        return content.kind == .string && reader.document.text(content.text, equals: text)
    }

    /// Reports that the value is not one of `names`, with the closest as a suggestion.
    @usableFromInline
    func reportChoice(among names: [String]) {
        let list = names.joined(separator: ", ")
        guard let text = stringValue else { return reader.report("must be one of: \(list)", at: path) }
        let hint = Suggestion.closest(to: text, among: names).map { "; did you mean '\($0)'?" } ?? ""
        reader.report("'\(text)' is not one of: \(list)\(hint)", at: path)
    }

    /// The elements of an array, or `nil` after reporting `must be an array`.
    ///
    /// - Returns: The elements, each with its path, or `nil`.
    public func array() -> [JSONField]? {
        array { $0 }
    }

    /// Each element of an array read with `read`, those it returns `nil` for left out; or `nil` after reporting
    /// `must be an array`.
    ///
    /// Inlinable, so that it is specialized for `T` where it is used: an
    /// unspecialized generic array looks up its type's metadata on every call.
    ///
    /// - Parameter read: Reads one element.
    /// - Returns: The values read, in order, or `nil`.
    @inlinable
    public func array<T>(each read: (JSONField) -> T?) -> [T]? {
        guard let count = arrayCount() else { return nil }
        var values: [T] = []
        values.reserveCapacity(count)
        forEachElement { element in
            if let value = read(element) { values.append(value) }
        }
        return values
    }

    /// The number of elements of an array, or `nil` after reporting `must be an array`.
    @usableFromInline
    func arrayCount() -> Int? {
        let content = content
        guard content.kind == .array else { return fail("must be an array") }
        return content.count
    }

    /// Calls `body` with each element of the array, in order.
    @usableFromInline
    func forEachElement(_ body: (JSONField) -> Void) {
        for element in reader.document.children(of: node) { body(JSONField(reader: reader, node: element)) }
    }

    /// An object with any keys, or `nil` after reporting `must be an object`.
    ///
    /// - Returns: A reader of the object's members, or `nil`.
    public func anyObject() -> JSONObjectReader? {
        guard content.kind == .object else { return fail(objectMessage) }
        return JSONObjectReader(reader: reader, node: node)
    }

    /// `must be an object`, or for the whole document `the document must be a JSON object`.
    private var objectMessage: String {
        content.parent < 0 ? "the document must be a JSON object" : "must be an object"
    }

    /// An object whose keys are all in `keys`, or `nil` after reporting `must be an object`.
    ///
    /// Each unknown key is reported at its own path, with the closest valid
    /// key as a suggestion, or the list of valid keys.
    ///
    /// - Parameter keys: The keys the object may have.
    /// - Returns: A reader of the object's members, or `nil`.
    public func object(keys: [String]) -> JSONObjectReader? {
        guard content.kind == .object else { return fail(objectMessage) }
        let document = reader.document
        for member in document.children(of: node) {
            let key = document.nodes[member].key
            guard !document.text(key, isOneOf: keys) else { continue }
            let name = document.string(key)
            let message =
                if let suggestion = Suggestion.closest(to: name, among: keys) {
                    "unknown key; did you mean '\(suggestion)'?"
                } else {
                    "unknown key; valid keys: \(keys.joined(separator: ", "))"
                }
            reader.report(message, at: path.appending(name))
        }
        return JSONObjectReader(reader: reader, node: node)
    }
}
