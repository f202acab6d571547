import FoundationEssentials

extension JSONValue {
    /// The deepest nesting of arrays and objects `parse` accepts.
    public static let maximumDepth = 512

    /// Parses a whole JSON document (RFC 8259) from UTF-8 bytes.
    ///
    /// Rejects duplicate keys, nesting deeper than `maximumDepth`, invalid
    /// UTF-8 and anything after the value but whitespace. A leading UTF-8
    /// byte order mark is skipped.
    ///
    /// - Complexity: O(*n*) in the length of the document.
    /// - Parameter bytes: The document's UTF-8 bytes.
    /// - Returns: The document's value.
    /// - Throws: ``JSONSyntaxError`` with the line and column of the first error.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(buffer)
            return Result { () throws(JSONSyntaxError) in try parser.parseDocument() }
        }
        return try result.get()
    }

    /// Parses a whole JSON document from UTF-8 data.
    ///
    /// - Parameter data: The document's UTF-8 bytes.
    /// - Returns: The document's value.
    /// - Throws: ``JSONSyntaxError`` with the line and column of the first error.
    public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        try parse([UInt8](data))
    }

    /// Parses a whole JSON document from a string.
    ///
    /// - Parameter text: The document.
    /// - Returns: The document's value.
    /// - Throws: ``JSONSyntaxError`` with the line and column of the first error.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

/// A recursive-descent JSON parser over UTF-8 bytes that tracks lines for its errors.
struct JSONParser {
    /// The document.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The index of the next byte to read.
    var index = 0
    /// The current line, from 1.
    var line = 1
    /// The index of the first byte of the current line.
    var lineStart = 0
    /// The current nesting depth.
    var depth = 0

    /// A parser positioned at the start of `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses one value followed by nothing but whitespace.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        }
        skipWhitespace()
        guard index < bytes.count else { throw error("expected a JSON value, found the end of the document") }
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected \(describe(index)) after the JSON value") }
        return value
    }

    /// Parses the value starting at `index`, which is not whitespace.
    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("expected a JSON value, found the end of the document") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("expected a JSON value, found \(describe(index))")
        }
    }

    /// Parses an object; `index` is at its `{`.
    mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        index += 1
        var members: [JSONValue.Member] = []
        var keys: Set<String> = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a string key in object, found \(describe(index))")
            }
            let keyStart = index
            let key = try parseString()
            if isDuplicate(key, in: members, keys: &keys) {
                index = keyStart
                throw error("duplicate key '\(key)' in object")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after object key, found \(describe(index))")
            }
            index += 1
            skipWhitespace()
            members.append(JSONValue.Member(key, try parseValue()))
            skipWhitespace()
            guard index < bytes.count else {
                throw error("expected ',' or '}' after object member, found the end of the document")
            }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                depth -= 1
                return .object(members)
            } else {
                throw error("expected ',' or '}' after object member, found \(describe(index))")
            }
        }
    }

    /// Whether `key` is already a key of `members`; a set takes over from the linear search in large objects.
    private func isDuplicate(_ key: String, in members: [JSONValue.Member], keys: inout Set<String>) -> Bool {
        if members.count < 16 { return members.contains { $0.key == key } }
        if keys.isEmpty { keys = Set(members.map(\.key)) }
        return !keys.insert(key).inserted
    }

    /// Parses an array; `index` is at its `[`.
    mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else {
                throw error("expected ',' or ']' after array element, found the end of the document")
            }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                depth -= 1
                return .array(elements)
            } else {
                throw error("expected ',' or ']' after array element, found \(describe(index))")
            }
        }
    }

    /// Counts one more level of nesting, failing beyond `JSONValue.maximumDepth`.
    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONValue.maximumDepth {
            throw error("nesting is deeper than \(JSONValue.maximumDepth) levels")
        }
    }

    /// Parses `literal` (`true`, `false` or `null`).
    private mutating func parseLiteral(_ literal: StaticString, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue
    {
        let count = literal.utf8CodeUnitCount
        let start = literal.utf8Start
        for offset in 0..<count {
            guard index + offset < bytes.count, bytes[index + offset] == start[offset] else {
                index += offset
                throw error("invalid literal; expected '\(literal)'")
            }
        }
        index += count
        if index < bytes.count, isIdentifierByte(bytes[index]) {
            throw error("invalid literal; expected '\(literal)'")
        }
        return value
    }

    /// Whether `byte` would continue a bare word (so `truex` is not `true`).
    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    /// Skips spaces, tabs, carriage returns and line feeds, counting lines.
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }
}
