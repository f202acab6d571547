extension JSONParser {
    /// A syntax error at `index`, its column counted in Unicode scalars.
    func error(_ message: String) -> JSONSyntaxError {
        let end = min(index, bytes.count)
        var column = 1
        var position = lineStart
        while position < end {
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    /// Names the character at `position` for a message: `'x'`, `U+0001`, or `the end of the document`.
    func describe(_ position: Int) -> String {
        guard position < bytes.count else { return "the end of the document" }
        let byte = bytes[position]
        if byte < 0x80 { return describeByte(byte) }
        let length = utf8SequenceLength(at: position)
        guard length > 0 else { return "invalid UTF-8" }
        return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + length]), as: UTF8.self)
            + "'"
    }

    /// Names an ASCII byte: `'x'` when printable, else `U+00XX`.
    func describeByte(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return unicodeName(UInt32(byte))
    }

    /// `U+XXXX` for a scalar value.
    func unicodeName(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
