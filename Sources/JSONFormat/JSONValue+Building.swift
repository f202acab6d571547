extension JSONValue {
    /// An object of the members whose value is not `nil`, in the order given.
    public static func members(_ pairs: [(String, JSONValue?)]) -> JSONValue {
        .object(pairs.compactMap { key, value in value.map { Member(key, $0) } })
    }

    /// A number, or `null` for `nil`.
    public static func number(_ number: Double?) -> JSONValue {
        number.map { .number($0) } ?? .null
    }

    /// A string, or `null` for `nil`.
    public static func string(_ text: String?) -> JSONValue {
        text.map { .string($0) } ?? .null
    }

    /// The string of a raw value, or `null` for `nil`.
    public static func raw<E: RawRepresentable>(_ value: E?) -> JSONValue where E.RawValue == String {
        value.map { .string($0.rawValue) } ?? .null
    }
}
