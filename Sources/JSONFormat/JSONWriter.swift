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
    /// - Complexity: O(*n* log *n*) in the size of the value (key sorting).
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
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(value, into: &output, pretty: pretty, indent: 0)
        return output
    }

    /// Appends `value` to `output` at nesting level `indent`.
    private static func write(_ value: JSONValue, into output: inout [UInt8], pretty: Bool, indent: Int) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): output.append(contentsOf: format(number).utf8)
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output.append(contentsOf: "[]".utf8)
                return
            }
            output.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                newline(into: &output, pretty: pretty, indent: indent + 1)
                write(element, into: &output, pretty: pretty, indent: indent + 1)
            }
            newline(into: &output, pretty: pretty, indent: indent)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else {
                output.append(contentsOf: "{}".utf8)
                return
            }
            output.append(UInt8(ascii: "{"))
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (offset, member) in sorted.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                newline(into: &output, pretty: pretty, indent: indent + 1)
                writeString(member.key, into: &output)
                output.append(UInt8(ascii: ":"))
                if pretty { output.append(UInt8(ascii: " ")) }
                write(member.value, into: &output, pretty: pretty, indent: indent + 1)
            }
            newline(into: &output, pretty: pretty, indent: indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// In pretty output, a line break and two spaces per level.
    private static func newline(into output: inout [UInt8], pretty: Bool, indent: Int) {
        guard pretty else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    /// Appends `text` as a JSON string literal.
    static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0x08: output.append(contentsOf: #"\b"#.utf8)
            case 0x0C: output.append(contentsOf: #"\f"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
