/// Reads `.strings` files: `"key" = "value";` pairs of one locale, as Apple's old-style property list parser does.
///
/// The text is UTF-8 (with or without a byte order mark) or UTF-16 with a
/// byte order mark (little- or big-endian). Between entries: spaces,
/// `/* … */` and `// …` comments. A key or value is a quoted string, with
/// the escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`,
/// `\U` with up to four hexadecimal digits and octal `\0`–`\377` (any other
/// escaped character is itself), or a bare word of letters, digits and
/// `_ $ + / : . -`; `"key";` alone is the key as its own value.
///
/// The locale is the folder's (`de.lproj/Localizable.strings` → `de`), else
/// the file name's when it is one (`de.strings`), else `und` (undetermined,
/// BCP 47); it is the catalog's source language too.
struct StringsFileReader {
    /// The file, for errors.
    let file: String
    /// The text, as Unicode scalars.
    let scalars: [Unicode.Scalar]
    /// The index of the next scalar.
    var index = 0

    /// The catalog in `bytes`.
    static func read(_ bytes: [UInt8], file: String) throws(CatalogError) -> StringCatalog {
        var reader = StringsFileReader(file: file, scalars: try decode(bytes, file: file))
        let locale = locale(ofFile: file)
        var entries: [CatalogEntry] = []
        var positions: [String: Int] = [:]
        while let (key, value) = try reader.nextPair() {
            let entry = CatalogEntry(key: key, localizations: [locale: [CatalogString(value: value)]])
            // As Apple's parser: a key given twice keeps its last value.
            if let position = positions[key] {
                entries[position] = entry
            } else {
                positions[key] = entries.count
                entries.append(entry)
            }
        }
        return StringCatalog(file: file, format: .strings, sourceLanguage: locale, entries: entries)
    }

    /// The locale of a `.strings` file, from its `.lproj` folder or its name.
    static func locale(ofFile file: String) -> String {
        let parts = file.split(separator: "/")
        if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") {
            let folder = parts[parts.count - 2].dropLast(".lproj".count)
            if folder != "Base", !folder.isEmpty { return String(folder) }
        }
        if let name = parts.last?.dropLast(".strings".count),
            name.count >= 2, name.count <= 16,
            name.first!.isLetter,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        {
            let language = name.prefix { $0 != "-" && $0 != "_" }
            if language.count == 2 || language.count == 3 { return String(name) }
        }
        return "und"
    }

    /// The text of `bytes` as Unicode scalars: UTF-16 after its byte order mark, else UTF-8.
    static func decode(_ bytes: [UInt8], file: String) throws(CatalogError) -> [Unicode.Scalar] {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let littleEndian = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else {
                throw CatalogError(file: file, message: "UTF-16 text with an odd number of bytes")
            }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            for offset in stride(from: 2, to: bytes.count, by: 2) {
                let (low, high) = littleEndian ? (bytes[offset], bytes[offset + 1]) : (bytes[offset + 1], bytes[offset])
                units.append(UInt16(high) << 8 | UInt16(low))
            }
            return try scalars(of: units, codec: UTF16.self, file: file)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return try scalars(of: body, codec: UTF8.self, file: file)
    }

    /// The scalars of `units`, or an error at the first invalid sequence (with its line and column).
    private static func scalars<Codec: UnicodeCodec>(of units: [Codec.CodeUnit], codec: Codec.Type, file: String)
        throws(CatalogError) -> [Unicode.Scalar]
    {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(units.count)
        var decoder = Codec()
        var iterator = units.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): result.append(scalar)
            case .emptyInput: return result
            case .error:
                let (line, column) = place(of: result.count, in: result)
                let name = Codec.self == UTF8.self ? "UTF-8" : "UTF-16"
                throw CatalogError(file: file, line: line, column: column, message: "invalid \(name)")
            }
        }
    }

    /// The line and column (from 1) of the scalar at `index`.
    static func place(of index: Int, in scalars: [Unicode.Scalar]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for scalar in scalars[..<min(index, scalars.count)] {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    /// An error at the scalar at `position` (the current one by default).
    private func problem(_ message: String, at position: Int? = nil) -> CatalogError {
        let (line, column) = Self.place(of: position ?? index, in: scalars)
        return CatalogError(file: file, line: line, column: column, message: message)
    }

    /// The next `key = value;` pair, or nil at the end of the text.
    private mutating func nextPair() throws(CatalogError) -> (String, String)? {
        try skipSpaceAndComments()
        guard index < scalars.count else { return nil }
        if index == 0, scalars.starts(with: "<?xml".unicodeScalars) || scalars.starts(with: "bplist".unicodeScalars) {
            throw problem("an XML or binary property list: only the text form of .strings files is read")
        }
        let key = try word(what: "a key")
        try skipSpaceAndComments()
        guard index < scalars.count else {
            throw problem("expected '=' or ';' after the key, found the end of the file")
        }
        if scalars[index] == ";" {
            index += 1
            return (key, key)
        }
        guard scalars[index] == "=" else { throw problem("expected '=' or ';' after the key, found \(found)") }
        index += 1
        try skipSpaceAndComments()
        let value = try word(what: "a value")
        try skipSpaceAndComments()
        guard index < scalars.count, scalars[index] == ";" else {
            throw problem("expected ';' after the value, found \(found)")
        }
        index += 1
        return (key, value)
    }

    /// The current scalar, quoted, or `the end of the file`.
    private var found: String {
        guard index < scalars.count else { return "the end of the file" }
        let scalar = scalars[index]
        return scalar.properties.isWhitespace || scalar.value < 0x20
            ? "U+\(String(scalar.value, radix: 16, uppercase: true))" : "'\(scalar)'"
    }

    /// Moves past spaces and comments.
    private mutating func skipSpaceAndComments() throws(CatalogError) {
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                index += 1
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = index
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                guard index + 1 < scalars.count else { throw problem("unterminated comment", at: start) }
                index += 2
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else {
                return
            }
        }
    }

    /// A quoted string or a bare word.
    private mutating func word(what: String) throws(CatalogError) -> String {
        guard index < scalars.count else { throw problem("expected \(what), found the end of the file") }
        if scalars[index] == "\"" { return try quoted() }
        var text = String.UnicodeScalarView()
        while index < scalars.count, Self.isBare(scalars[index]) {
            text.append(scalars[index])
            index += 1
        }
        guard !text.isEmpty else { throw problem("expected \(what) (a quoted string), found \(found)") }
        return String(text)
    }

    /// Whether `scalar` may be in a bare word.
    private static func isBare(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": true
        default: false
        }
    }

    /// A quoted string, its escapes decoded; `index` is at its opening quote.
    private mutating func quoted() throws(CatalogError) -> String {
        let start = index
        index += 1
        var text = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\"": return String(text)
            case "\\": text.append(try escape())
            default: text.append(scalar)
            }
        }
        throw problem("unterminated string", at: start)
    }

    /// The character of the escape after a backslash.
    private mutating func escape() throws(CatalogError) -> Unicode.Scalar {
        guard index < scalars.count else { throw problem("unterminated string") }
        let backslash = index - 1
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "U", "u":
            let value = digits(radix: 16, count: 4)
            guard let value else { throw problem("expected hexadecimal digits after \\\(scalar)", at: backslash) }
            if (0xD800...0xDBFF).contains(value), index + 1 < scalars.count, scalars[index] == "\\",
                scalars[index + 1] == scalar
            {
                // A pair of surrogates, each escaped (`\UD83D\UDE00`), is one character.
                let saved = index
                index += 2
                if let low = digits(radix: 16, count: 4), (0xDC00...0xDFFF).contains(low),
                    let pair = Unicode.Scalar(0x10000 + (value - 0xD800) << 10 + (low - 0xDC00))
                {
                    return pair
                }
                index = saved
            }
            guard let result = Unicode.Scalar(value) else {
                throw problem(
                    "\\\(scalar) escape of a surrogate, U+\(String(value, radix: 16, uppercase: true))", at: backslash)
            }
            return result
        case "0"..."7":
            index -= 1
            // At most three digits, as `\377`: a byte value.
            return Unicode.Scalar(UInt8(min(digits(radix: 8, count: 3) ?? 0, 255)))
        default: return scalar
        }
    }

    /// The value of up to `count` digits in `radix`, or nil when there is none.
    private mutating func digits(radix: UInt32, count: Int) -> UInt32? {
        var value: UInt32?
        var taken = 0
        while taken < count, index < scalars.count, let digit = Character(scalars[index]).hexDigitValue,
            UInt32(digit) < radix
        {
            value = (value ?? 0) * radix + UInt32(digit)
            index += 1
            taken += 1
        }
        return value
    }
}
