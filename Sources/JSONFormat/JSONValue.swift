/// A JSON document or part of one, as parsed: objects keep their keys in document order.
///
/// Parse with `JSONValue.parse(_:)`; write with `JSONWriter`. Numbers are
/// `Double`s: a number too large for one (`1e999`) parses as infinity and is
/// rejected by the model readers, which accept finite numbers only.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in document order (keys are unique).
    case object([Member])

    /// One member of an object: a key and its value.
    public struct Member: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The value.
        public var value: JSONValue

        /// Creates a member.
        ///
        /// - Parameters:
        ///   - key: The member's name.
        ///   - value: The member's value.
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value of the member named `key`, when this is an object that has one.
    ///
    /// - Complexity: O(*n*) in the number of members.
    /// - Parameter key: The member's name.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first(where: { $0.key == key })?.value
    }

    /// The name of this value's JSON type, as used in messages: `null`, `boolean`, `number`, …
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// An object from `members`, in the order given.
    ///
    /// - Parameter members: The members, in order.
    /// - Returns: The object.
    public static func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(members.map { Member($0.key, $0.value) })
    }
}

/// Literals build values in tests and tools; there is no `nil` literal, so
/// that `nil` keeps meaning "absent" where a `JSONValue?` is expected.
extension JSONValue: ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// A boolean.
    ///
    /// - Parameter value: The boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A number.
    ///
    /// - Parameter value: The number.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A number.
    ///
    /// - Parameter value: The number.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A string.
    ///
    /// - Parameter value: The string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array.
    ///
    /// - Parameter elements: The array's values, in order.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object, its members in the order written.
    ///
    /// - Parameter elements: The members, in order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { Member($0.0, $0.1) })
    }
}
