extension JSONParser {
    /// Parses a string; `index` is at its opening quote, and ends after the closing one.
    ///
    /// - Returns: Where its text is: in the document when it has no escapes, else decoded into `decoded`.
    mutating func parseString() throws(JSONSyntaxError) -> JSONDocument.Text {
        let quote = index
        index += 1
        let start = index
        var isASCII = true
        // Eight bytes at a time while none needs a look: a quote, a backslash, a control character or non-ASCII.
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count,
                !Self.needsLook(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            {
                index += 8
            }
        }
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return JSONDocument.Text(start: start, count: index - 1 - start, isASCII: isASCII)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte >= 0x20 && byte < 0x80 {
                index += 1
                continue
            }
            if byte >= 0x80 { isASCII = false }
            try checkStringByte(byte, quote: quote)
        }
        let decodedStart = decoded.count
        decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return JSONDocument.Text(
                    start: decodedStart, count: decoded.count - decodedStart, isDecoded: true,
                    isASCII: decoded[decodedStart...].allSatisfy { $0 < 0x80 })
            }
            if byte == UInt8(ascii: "\\") {
                UTF8.encode(try parseEscape()) { decoded.append($0) }
            } else {
                let from = index
                try checkStringByte(byte, quote: quote)
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[from..<index]))
            }
        }
        index = quote
        throw error("unterminated string")
    }

    /// Whether any of the eight bytes in `word` is a quote, a backslash, below 0x20 or above 0x7F.
    ///
    /// Each test is the exact "has a zero byte" bit trick: `v - 0x01…01` borrows into a byte's high bit only
    /// through a zero byte, and `& ~v` keeps the bytes whose high bit was clear.
    static func needsLook(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let control = (word &- ones &* 0x20) & ~word
        let quote = (quotes &- ones) & ~quotes
        let backslash = (backslashes &- ones) & ~backslashes
        return (control | quote | backslash | word) & highs != 0
    }

    /// Checks the unescaped character starting with `byte` and moves past it.
    private mutating func checkStringByte(_ byte: UInt8, quote: Int) throws(JSONSyntaxError) {
        if byte < 0x20 {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                index = quote
                throw error("unterminated string (a line break must be written as \\n)")
            }
            throw error("control character \(unicodeName(UInt32(byte))) must be escaped in a string")
        }
        if byte < 0x80 {
            index += 1
            return
        }
        let length = utf8SequenceLength(at: index)
        guard length > 0 else { throw error("invalid UTF-8") }
        index += length
    }

    /// Parses the escape sequence at `index` (a backslash): the character it stands for.
    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard index + 1 < bytes.count else {
            index += 1
            throw error("unterminated string")
        }
        let escaped = bytes[index + 1]
        let simple: UInt8? =
            switch escaped {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case UInt8(ascii: "/"): UInt8(ascii: "/")
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            index += 2
            return Unicode.Scalar(simple)
        }
        guard escaped == UInt8(ascii: "u") else {
            let shown = escaped >= 0x20 && escaped < 0x7F ? " '\\\(Character(Unicode.Scalar(escaped)))'" : ""
            throw error("invalid escape sequence\(shown) in string")
        }
        let escapeStart = index
        var scalar = try parseHex4(at: index + 2)
        index += 6
        if (0xD800...0xDBFF).contains(scalar) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else {
                index = escapeStart
                throw error("invalid \\u escape: unpaired surrogate")
            }
            let low = try parseHex4(at: index + 2)
            guard (0xDC00...0xDFFF).contains(low) else {
                index = escapeStart
                throw error("invalid \\u escape: unpaired surrogate")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            index += 6
        } else if (0xDC00...0xDFFF).contains(scalar) {
            index = escapeStart
            throw error("invalid \\u escape: unpaired surrogate")
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            index = escapeStart
            throw error("invalid \\u escape")
        }
        return unicode
    }

    /// Reads four hex digits at `position`.
    private mutating func parseHex4(at position: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard position + offset < bytes.count, let digit = hexValue(bytes[position + offset]) else {
                index = min(position + offset, bytes.count)
                throw error("invalid \\u escape: expected four hexadecimal digits")
            }
            value = value << 4 | digit
        }
        return value
    }

    /// The value of a hexadecimal digit.
    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The length of the well-formed UTF-8 sequence starting at `position`, or 0 (RFC 3629).
    func utf8SequenceLength(at position: Int) -> Int {
        let lead = bytes[position]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, low) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, high) = (3, 0x9F)
        case 0xF0: (length, low) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, high) = (4, 0x8F)
        default: return 0
        }
        guard position + length <= bytes.count else { return 0 }
        for offset in 1..<length {
            let byte = bytes[position + offset]
            let (min, max) = offset == 1 ? (low, high) : (0x80, 0xBF)
            if byte < min || byte > max { return 0 }
        }
        return length
    }

    /// Parses a number; `index` is at its first character.
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw error("invalid number: expected a digit after '-'")
        }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            index += 1
            throw error("invalid number: leading zeros are not allowed")
        }
        while index < bytes.count, isDigit(bytes[index]) {
            accumulate(bytes[index], into: &mantissa, digits: &digits, exponent: &exponent, fraction: false)
            index += 1
        }
        var simple = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("invalid number: expected a digit after '.'")
            }
            while index < bytes.count, isDigit(bytes[index]) {
                accumulate(bytes[index], into: &mantissa, digits: &digits, exponent: &exponent, fraction: true)
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("invalid number: expected a digit in the exponent")
            }
            var written = 0
            while index < bytes.count, isDigit(bytes[index]) {
                if written < 100_000 { written = written * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            exponent += exponentNegative ? -written : written
        }
        if digits > 15 { simple = false }
        // Clinger's fast path: an exact mantissa times an exact power of ten rounds correctly.
        if simple, (-22...22).contains(exponent) {
            let magnitude = Double(mantissa)
            let scaled = exponent < 0 ? magnitude / Self.powersOfTen[-exponent] : magnitude * Self.powersOfTen[exponent]
            return negative ? -scaled : scaled
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return Double(text) ?? (negative ? -.infinity : .infinity)
    }

    /// Adds a decimal digit to the mantissa, counting significant digits.
    private func accumulate(
        _ byte: UInt8, into mantissa: inout UInt64, digits: inout Int, exponent: inout Int, fraction: Bool
    ) {
        let digit = UInt64(byte - UInt8(ascii: "0"))
        if mantissa == 0 && digit == 0 {
            if fraction { exponent -= 1 }
            return
        }
        digits += 1
        if digits <= 19 {
            mantissa = mantissa * 10 + digit
            if fraction { exponent -= 1 }
        } else if !fraction {
            exponent += 1
        }
    }

    /// Exact powers of ten for the fast path.
    static let powersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }

    /// Whether `byte` is an ASCII digit.
    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
