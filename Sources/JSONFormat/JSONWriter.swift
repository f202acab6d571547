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
        var writer = JSONByteWriter(pretty: pretty, capacity: 256)
        write(value, to: &writer)
        return writer.bytes
    }

    /// `value`'s JSON form (`JSONEncodable`) as UTF-8 JSON text, written straight into one buffer.
    ///
    /// The same bytes as `bytes(_:pretty:)` of the value's tree, without building the tree.
    ///
    /// - Parameters:
    ///   - value: The value to write.
    ///   - pretty: Whether to indent with one member or element a line (`true`) or write one line.
    ///   - capacity: The bytes to reserve at once (one allocation for output up to that size).
    /// - Returns: The JSON text's UTF-8 bytes.
    public static func bytes<Value: JSONEncodable>(
        encoding value: Value, pretty: Bool = true, capacity: Int = 1024
    ) -> [UInt8] {
        var writer = JSONByteWriter(pretty: pretty, capacity: capacity)
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

    /// Appends `text` as a JSON string literal, copying the runs that need no escaping whole.
    static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var run = 0
            for index in utf8.indices where utf8[index] < 0x20 || utf8[index] == 0x22 || utf8[index] == 0x5C {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
                appendEscape(utf8[index], to: &output)
                run = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends the escape of `byte`: `"`, `\` or a control character.
    private static func appendEscape(_ byte: UInt8, to output: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
        case 0x0A: output.append(contentsOf: #"\n"#.utf8)
        case 0x0D: output.append(contentsOf: #"\r"#.utf8)
        case 0x09: output.append(contentsOf: #"\t"#.utf8)
        case 0x08: output.append(contentsOf: #"\b"#.utf8)
        case 0x0C: output.append(contentsOf: #"\f"#.utf8)
        default:
            let hex = Array("0123456789abcdef".utf8)
            output.append(contentsOf: #"\u00"#.utf8)
            output.append(hex[Int(byte >> 4)])
            output.append(hex[Int(byte & 0xF)])
        }
    }
}
