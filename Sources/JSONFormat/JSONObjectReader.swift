/// An object being read: its members looked up by key.
///
/// Members are found in the reader's document in place; keys are compared
/// as bytes when all of the object's keys are ASCII. The lookups are
/// inlinable: most keys a reader asks for are absent, and whether the object
/// may have a key is a test of one bit (`keyBit`, its byte count) at the
/// call site, a constant for a key written as a literal.
public struct JSONObjectReader {
    /// The reader collecting problems.
    public let reader: JSONReader
    /// The object's node in the reader's document.
    @usableFromInline let node: Int
    /// The object's keys as `keyBit`s: a key whose bit is not there is not a member.
    @usableFromInline let keyBits: UInt64

    /// A reader of the object at `node` in `reader`'s document.
    init(reader: JSONReader, node: Int) {
        self.reader = reader
        self.node = node
        keyBits = reader.document.nodes[node].keyBits
    }

    /// The bit of a key with `count` UTF-8 bytes in an object's set of keys: bit `min(count, 63)`.
    ///
    /// - Parameter count: The key's number of UTF-8 bytes.
    /// - Returns: One bit of 64.
    @inlinable @inline(__always)
    static func keyBit(count: Int) -> UInt64 {
        1 << UInt64(truncatingIfNeeded: min(count, 63))
    }

    /// The bit of `key` in an object's set of keys (`keyBit(count:)`); for a literal, a constant.
    ///
    /// - Parameter key: The key.
    /// - Returns: One bit of 64.
    @inlinable @inline(__always)
    static func keyBit(of key: String) -> UInt64 {
        keyBit(count: key.utf8.count)
    }

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
    @inlinable
    public func contains(_ key: String) -> Bool {
        member(key) != nil
    }

    /// The member `key`, with a `null` value too, or `nil` when it is absent.
    ///
    /// - Parameter key: The key.
    /// - Returns: The member's value with its path, or `nil`.
    @inlinable @inline(__always)
    public func member(_ key: String) -> JSONField? {
        guard keyBits & Self.keyBit(of: key) != 0 else { return nil }
        return lookUp(key)
    }

    /// The member `key`, found by comparing keys.
    @usableFromInline
    func lookUp(_ key: String) -> JSONField? {
        reader.document.member(key, of: node).map { JSONField(reader: reader, node: $0) }
    }

    /// The member `key`, or `nil` when it is absent or `null`.
    ///
    /// - Parameter key: The key.
    /// - Returns: The member's value with its path, or `nil`.
    @inlinable @inline(__always)
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
    @inlinable
    public func required(_ key: String) -> JSONField? {
        guard let field = member(key) else { return reportMissing(key) }
        return field
    }

    /// Reports `is required` at the member `key` and returns `nil`.
    @usableFromInline
    func reportMissing(_ key: String) -> JSONField? {
        reader.report("is required", at: path.appending(key))
        return nil
    }

    /// The optional number `key`: `nil` when absent, `null`, or reported as breaking `rule`.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - rule: The range the number must be in.
    /// - Returns: The number, or `nil`.
    @inlinable
    public func number(_ key: String, _ rule: NumberRule = .finite) -> Double? {
        optional(key)?.number(rule)
    }

    /// The optional string `key`: `nil` when absent, `null`, or reported as not a string.
    ///
    /// - Parameter key: The key.
    /// - Returns: The string, or `nil`.
    @inlinable
    public func string(_ key: String) -> String? {
        optional(key)?.string()
    }

    /// The optional boolean `key`: `nil` when absent, `null`, or reported as not a boolean.
    ///
    /// - Parameter key: The key.
    /// - Returns: The boolean, or `nil`.
    @inlinable
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
    @inlinable
    public func nullable(_ key: String) -> JSONField? {
        guard let field = required(key), !field.isNull else { return nil }
        return field
    }
}
