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
        try JSONDocument.parse(bytes).value(at: 0)
    }

    /// Parses a whole JSON document from UTF-8 bytes in any sequence, such as Foundation's `Data`.
    ///
    /// Generic rather than taking `Data`, so that this module does not link Foundation
    /// (docs/PERFORMANCE.md, start-up): a `Data` argument is read as before.
    ///
    /// - Parameter data: The document's UTF-8 bytes.
    /// - Returns: The document's value.
    /// - Throws: ``JSONSyntaxError`` with the line and column of the first error.
    @inlinable
    public static func parse(_ data: some Sequence<UInt8>) throws(JSONSyntaxError) -> JSONValue {
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

extension JSONDocument {
    /// Parses a whole JSON document (the rules of `JSONValue.parse(_:)`) into its nodes.
    ///
    /// - Parameter bytes: The document's UTF-8 bytes.
    /// - Returns: The document.
    /// - Throws: ``JSONSyntaxError`` with the line and column of the first error.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
        var document = JSONDocument(bytes: bytes)
        let result: Result<Void, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(buffer)
            return Result { () throws(JSONSyntaxError) in
                try parser.parseDocument()
                document.nodes = parser.nodes
                document.decoded = parser.decoded
            }
        }
        try result.get()
        return document
    }
}

/// A recursive-descent JSON parser over UTF-8 bytes that tracks lines for its errors.
///
/// It writes each value as a node of a `JSONDocument`, in document order.
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
    /// The values parsed so far, in document order.
    var nodes: [JSONDocument.Node] = []
    /// The decoded bytes of strings and keys with escapes.
    var decoded: [UInt8] = []

    /// A parser positioned at the start of `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        nodes.reserveCapacity(min(bytes.count / 6 + 4, 4096))
    }

    /// Parses one value followed by nothing but whitespace.
    mutating func parseDocument() throws(JSONSyntaxError) {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        }
        skipWhitespace()
        guard index < bytes.count else { throw error("expected a JSON value, found the end of the document") }
        try parseValue(key: JSONDocument.Text(), parent: -1)
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected \(describe(index)) after the JSON value") }
    }

    /// Parses the value starting at `index`, which is not whitespace, as a node with `key` under `parent`.
    mutating func parseValue(key: JSONDocument.Text, parent: Int) throws(JSONSyntaxError) {
        guard index < bytes.count else { throw error("expected a JSON value, found the end of the document") }
        var node = JSONDocument.Node(kind: .null, key: key, parent: parent)
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(node)
        case UInt8(ascii: "["): return try parseArray(node)
        case UInt8(ascii: "\""): (node.kind, node.text) = (.string, try parseString())
        case UInt8(ascii: "t"): (node.kind, node.flag) = (.bool, try parseLiteral("true", true))
        case UInt8(ascii: "f"): (node.kind, node.flag) = (.bool, try parseLiteral("false", false))
        case UInt8(ascii: "n"): _ = try parseLiteral("null", false)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            (node.kind, node.number) = (.number, try parseNumber())
        default: throw error("expected a JSON value, found \(describe(index))")
        }
        node.end = nodes.count + 1
        nodes.append(node)
    }

    /// Parses an object; `index` is at its `{`.
    mutating func parseObject(_ node: JSONDocument.Node) throws(JSONSyntaxError) {
        try enter()
        index += 1
        let object = nodes.count
        nodes.append(node)
        nodes[object].kind = .object
        var keys: Set<String> = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            return close(object)
        }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a string key in object, found \(describe(index))")
            }
            let keyStart = index
            let key = try parseString()
            if isDuplicate(key, in: object, keys: &keys) {
                index = keyStart
                throw error("duplicate key '\(string(key))' in object")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after object key, found \(describe(index))")
            }
            index += 1
            skipWhitespace()
            try parseValue(key: key, parent: object)
            nodes[object].count += 1
            nodes[object].addKey(key)
            skipWhitespace()
            guard index < bytes.count else {
                throw error("expected ',' or '}' after object member, found the end of the document")
            }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
            } else if bytes[index] == UInt8(ascii: "}") {
                return close(object)
            } else {
                throw error("expected ',' or '}' after object member, found \(describe(index))")
            }
        }
    }

    /// Ends the object or array at node `container`: `index` is at its closing bracket.
    private mutating func close(_ container: Int) {
        index += 1
        depth -= 1
        nodes[container].end = nodes.count
    }

    /// Whether `key` is already a key of the object at node `object`; a set takes over from the linear search
    /// in large objects.
    private func isDuplicate(_ key: JSONDocument.Text, in object: Int, keys: inout Set<String>) -> Bool {
        let count = nodes[object].count
        if count < 16 {
            // No earlier key with this key's byte count: no bytes to compare.
            if key.isASCII, nodes[object].keyBits & JSONObjectReader.keyBit(count: key.count) == 0 { return false }
            var member = object + 1
            for _ in 0..<count {
                if equal(nodes[member].key, key) { return true }
                member = nodes[member].end
            }
            return false
        }
        if keys.isEmpty {
            var member = object + 1
            for _ in 0..<count {
                keys.insert(string(nodes[member].key))
                member = nodes[member].end
            }
        }
        return !keys.insert(string(key)).inserted
    }

    /// Whether two keys are equal strings: the same bytes when both are ASCII.
    private func equal(_ a: JSONDocument.Text, _ b: JSONDocument.Text) -> Bool {
        guard a.isASCII && b.isASCII else { return string(a) == string(b) }
        guard a.count == b.count else { return false }
        for offset in 0..<a.count where byte(a, offset) != byte(b, offset) { return false }
        return true
    }

    /// The byte at `offset` in `text`.
    private func byte(_ text: JSONDocument.Text, _ offset: Int) -> UInt8 {
        text.isDecoded ? decoded[text.start + offset] : bytes[text.start + offset]
    }

    /// `text` as a string.
    func string(_ text: JSONDocument.Text) -> String {
        if text.isDecoded { return String(decoding: decoded[text.start..<text.start + text.count], as: UTF8.self) }
        return String(
            decoding: UnsafeBufferPointer(rebasing: bytes[text.start..<text.start + text.count]), as: UTF8.self)
    }

    /// Parses an array; `index` is at its `[`.
    mutating func parseArray(_ node: JSONDocument.Node) throws(JSONSyntaxError) {
        try enter()
        index += 1
        let array = nodes.count
        nodes.append(node)
        nodes[array].kind = .array
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            return close(array)
        }
        while true {
            try parseValue(key: JSONDocument.Text(), parent: array)
            nodes[array].count += 1
            skipWhitespace()
            guard index < bytes.count else {
                throw error("expected ',' or ']' after array element, found the end of the document")
            }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
            } else if bytes[index] == UInt8(ascii: "]") {
                return close(array)
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
    private mutating func parseLiteral(_ literal: StaticString, _ value: Bool) throws(JSONSyntaxError) -> Bool {
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
