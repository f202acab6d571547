/// Writes JSON deterministically: keys sorted, numbers in one fixed format.
///
/// The same value always gives the same bytes, so output can be diffed and
/// kept as a snapshot:
/// - object keys are sorted by their UTF-8 bytes;
/// - pretty output indents by two spaces and puts `": "` after keys;
///   compact output is one line with no spaces;
/// - numbers follow `JSONWriter.format(_:)`;
/// - strings escape `"`, `\` and control characters only.
///
/// ```swift
/// JSONWriter.string(["b": 1, "a": [0.5, true]], pretty: false)  // {"a":[0.5,true],"b":1}
/// ```
public enum JSONWriter {
    /// `value` as JSON text, pretty-printed unless `pretty` is false; no trailing newline.
    ///
    /// - Complexity: O(*n*) in the size of the value when its objects' keys are in order, else
    ///   O(*n* log *n*) (key sorting).
    /// - Parameters:
    ///   - value: The value to write.
    ///   - pretty: Whether to indent with one member or element a line (`true`) or write one line.
    /// - Returns: The JSON text.
    public static func string(_ value: JSONValue, pretty: Bool = true) -> String {
        String(decoding: bytes(value, pretty: pretty), as: UTF8.self)
    }

    /// `value` as UTF-8 JSON text; see `string(_:pretty:)`.
    ///
    /// - Parameters:
    ///   - value: The value to write.
    ///   - pretty: Whether to indent with one member or element a line (`true`) or write one line.
    /// - Returns: The JSON text's UTF-8 bytes.
    public static func bytes(_ value: JSONValue, pretty: Bool = true) -> [UInt8] {
        var writer = JSONByteWriter(pretty: pretty, capacity: 1024)
        defer { writer.deallocate() }
        write(value, to: &writer)
        return writer.bytes
    }

    /// `value`'s JSON form (`JSONEncodable`) as UTF-8 JSON text, written straight into one buffer.
    ///
    /// The same bytes as `bytes(_:pretty:)` of the value's tree, without building the tree: the text is
    /// written into a buffer of `capacity` bytes (grown if needed) and copied into an array of its size.
    ///
    /// - Parameters:
    ///   - value: The value to write.
    ///   - pretty: Whether to indent with one member or element a line (`true`) or write one line.
    ///   - capacity: The bytes to reserve at once (one allocation for output up to that size).
    /// - Returns: The JSON text's UTF-8 bytes.
    @inlinable
    public static func bytes<Value: JSONEncodable>(
        encoding value: Value, pretty: Bool = true, capacity: Int = 4096
    ) -> [UInt8] {
        var writer = JSONByteWriter(pretty: pretty, capacity: capacity)
        defer { writer.deallocate() }
        value.encode(to: &writer)
        return writer.bytes
    }

    /// Writes the tree `value` to `writer`, each object's members sorted by key.
    private static func write(_ value: JSONValue, to writer: inout JSONByteWriter) {
        switch value {
        case .null: writer.writeNull()
        case .bool(let flag): writer.write(flag)
        case .number(let number): writer.write(number)
        case .string(let text): writer.write(text)
        case .array(let elements):
            writer.beginArray()
            for element in elements { write(element, to: &writer) }
            writer.endArray()
        case .object(let members):
            writer.beginObject()
            let inOrder = zip(members, members.dropFirst()).allSatisfy { isOrdered($0.key, $1.key) }
            for member in inOrder ? members : members.sorted(by: { isOrdered($0.key, $1.key) }) {
                writer.key(member.key)
                write(member.value, to: &writer)
            }
            writer.endObject()
        }
    }

    /// Whether key `first` comes before `second` in written objects: by their UTF-8 bytes.
    ///
    /// - Parameters:
    ///   - first: A key.
    ///   - second: Another key.
    /// - Returns: Whether `first` sorts before `second`.
    public static func isOrdered(_ first: String, _ second: String) -> Bool {
        first.utf8.lexicographicallyPrecedes(second.utf8)
    }

    /// Appends `text` as a JSON string literal.
    static func writeString(_ text: String, into output: inout [UInt8]) {
        var writer = JSONByteWriter(pretty: false, capacity: text.utf8.count + 2)
        defer { writer.deallocate() }
        writer.appendString(text)
        output += writer.bytes
    }
}

extension JSONByteWriter {
    /// Appends `text` as a JSON string literal, copying the runs that need no escaping whole.
    ///
    /// - Parameter text: The string.
    @usableFromInline
    mutating func appendString(_ text: String) {
        append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var run = 0
            for index in utf8.indices where utf8[index] < 0x20 || utf8[index] == 0x22 || utf8[index] == 0x5C {
                append(UnsafeBufferPointer(rebasing: utf8[run..<index]))
                appendEscape(utf8[index])
                run = index + 1
            }
            append(UnsafeBufferPointer(rebasing: utf8[run...]))
        }
        append(UInt8(ascii: "\""))
    }

    /// Appends the escape of `byte`: `"`, `\` or a control character.
    private mutating func appendEscape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append(#"\""#)
        case UInt8(ascii: "\\"): append(#"\\"#)
        case 0x0A: append(#"\n"#)
        case 0x0D: append(#"\r"#)
        case 0x09: append(#"\t"#)
        case 0x08: append(#"\b"#)
        case 0x0C: append(#"\f"#)
        default:
            let hex: StaticString = "0123456789abcdef"
            append(#"\u00"#)
            append(hex.utf8Start[Int(byte >> 4)])
            append(hex.utf8Start[Int(byte & 0xF)])
        }
    }
}
