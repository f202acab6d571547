/// An object being read: its members looked up by key.
///
/// Members are found in the reader's document in place; keys are compared
/// as bytes when all of the object's keys are ASCII.
public struct JSONObjectReader {
    /// The reader collecting problems.
    public let reader: JSONReader
    /// The object's node in the reader's document.
    let node: Int

    /// The members, built from the document.
    public var members: [JSONValue.Member] {
        guard case .object(let members) = reader.document.value(at: node) else { return [] }
        return members
    }

    /// Where the object is.
    public var path: JSONPath { reader.document.path(to: node) }

    /// Whether the object has the key `key`, even with a `null` value.
    ///
    /// - Parameter key: The key.
    /// - Returns: `true` when the object has the member.
    public func contains(_ key: String) -> Bool {
        reader.document.member(key, of: node) != nil
    }

    /// The member `key`, with a `null` value too, or `nil` when it is absent.
    ///
    /// - Parameter key: The key.
    /// - Returns: The member's value with its path, or `nil`.
    public func member(_ key: String) -> JSONField? {
        reader.document.member(key, of: node).map { JSONField(reader: reader, node: $0) }
    }

    /// The member `key`, or `nil` when it is absent or `null`.
    ///
    /// - Parameter key: The key.
    /// - Returns: The member's value with its path, or `nil`.
    public func optional(_ key: String) -> JSONField? {
        guard let field = member(key), !field.isNull else { return nil }
        return field
    }

    /// The member `key`, or `nil` after reporting `is required` when it is absent.
    ///
    /// A `null` value is returned, to be reported by the type check.
    ///
    /// - Parameter key: The key.
    /// - Returns: The member's value with its path, or `nil`.
    public func required(_ key: String) -> JSONField? {
        guard let field = member(key) else {
            reader.report("is required", at: path.appending(key))
            return nil
        }
        return field
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
    @inlinable
    public func choice<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type) -> E?
    where E.RawValue == String {
        optional(key)?.choice(type)
    }

    /// The member `key`, which must be present but may be `null` (then `nil`).
    ///
    /// - Parameter key: The key.
    /// - Returns: The member's value with its path, or `nil` for `null` or after reporting it missing.
    public func nullable(_ key: String) -> JSONField? {
        guard let field = required(key), !field.isNull else { return nil }
        return field
    }
}
