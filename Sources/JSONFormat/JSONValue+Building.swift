extension JSONValue {
    /// An object of the members whose value is not `nil`, in the order given.
    ///
    /// - Parameter pairs: The members, in order; those whose value is `nil` are left out.
    /// - Returns: The object.
    public static func members(_ pairs: [(String, JSONValue?)]) -> JSONValue {
        .object(pairs.compactMap { key, value in value.map { Member(key, $0) } })
    }

    /// A number, or `null` for `nil`.
    ///
    /// - Parameter number: The number, or `nil`.
    /// - Returns: `.number` or `.null`.
    public static func number(_ number: Double?) -> JSONValue {
        number.map { .number($0) } ?? .null
    }

    /// A string, or `null` for `nil`.
    ///
    /// - Parameter text: The string, or `nil`.
    /// - Returns: `.string` or `.null`.
    public static func string(_ text: String?) -> JSONValue {
        text.map { .string($0) } ?? .null
    }

    /// The string of a raw value, or `null` for `nil`.
    ///
    /// - Parameter value: The value, or `nil`.
    /// - Returns: `.string` of its raw value, or `.null`.
    public static func raw<E: RawRepresentable>(_ value: E?) -> JSONValue where E.RawValue == String {
        value.map { .string($0.rawValue) } ?? .null
    }
}
