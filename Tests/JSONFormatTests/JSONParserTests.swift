import Foundation
import Testing

@testable import JSONFormat

/// `JSONValue.parse`: valid documents, and each syntax error with its line and column.
@Suite struct JSONParserTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONValue.parse(
            #"{"b": [1, -2.5, 3e2, 0.125E-1, true, false, null], "a": {"x": "y"}, "s": "\u00e9\ud83d\ude00\n\"\\\/"}"#)
        #expect(
            value
                == .object([
                    "b": [1, -2.5, 300, 0.0125, true, false, .null], "a": ["x": "y"],
                    "s": "é😀\n\"\\/",
                ]))
    }

    @Test func keepsKeysInDocumentOrder() throws {
        guard case .object(let members) = try JSONValue.parse(#"{"z": 1, "a": 2, "m": 3}"#) else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["z", "a", "m"])
    }

    @Test func parsesScalarsAtTheTopLevelAndSkipsWhitespaceAndBOM() throws {
        #expect(try JSONValue.parse(" \t\r\n 42 \n") == 42)
        #expect(try JSONValue.parse("\"x\"") == "x")
        #expect(try JSONValue.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8)) == [])
        #expect(try JSONValue.parse(Data("null".utf8)) == .null)
    }

    @Test func parsesNumbersExactly() throws {
        #expect(try JSONValue.parse("0.1") == .number(0.1))
        #expect(try JSONValue.parse("-0") == .number(-0.0))
        #expect(try JSONValue.parse("123456789012345678901234567890") == .number(1.2345678901234568e29))
        #expect(try JSONValue.parse("2.2250738585072014e-308") == .number(2.2250738585072014e-308))
        #expect(try JSONValue.parse("1e999") == .number(.infinity))
        #expect(try JSONValue.parse("-1e999") == .number(-.infinity))
        #expect(try JSONValue.parse("0.30000000000000004") == .number(0.30000000000000004))
    }

    @Test func keepsLongStringsWhole() throws {
        let title = String(repeating: "Ab", count: 50_000)
        #expect(try JSONValue.parse("[\"\(title)\"]") == [.string(title)])
    }

    @Test(arguments: [
        ("", 1, 1, "expected a JSON value, found the end of the document"),
        ("{\"a\": 1,}", 1, 9, "expected a string key in object, found '}'"),
        ("{\"a\": 1\n \"b\": 2}", 2, 2, "expected ',' or '}' after object member, found '\"'"),
        ("{\"a\" 1}", 1, 6, "expected ':' after object key, found '1'"),
        ("{\"a\": 1", 1, 8, "expected ',' or '}' after object member, found the end of the document"),
        ("[1 2]", 1, 4, "expected ',' or ']' after array element, found '2'"),
        ("[1,]", 1, 4, "expected a JSON value, found ']'"),
        ("{\n  \"title\": \"Inbox\n}", 2, 12, "unterminated string (a line break must be written as \\n)"),
        ("[\"abc", 1, 2, "unterminated string"),
        ("\"a\tb\"", 1, 3, "control character U+0009 must be escaped in a string"),
        ("\"\\x\"", 1, 2, "invalid escape sequence '\\x' in string"),
        ("\"\\u12G4\"", 1, 6, "invalid \\u escape: expected four hexadecimal digits"),
        ("\"\\ud800x\"", 1, 2, "invalid \\u escape: unpaired surrogate"),
        ("\"\\udc00\"", 1, 2, "invalid \\u escape: unpaired surrogate"),
        ("[01]", 1, 3, "invalid number: leading zeros are not allowed"),
        ("[-]", 1, 3, "invalid number: expected a digit after '-'"),
        ("[1.]", 1, 4, "invalid number: expected a digit after '.'"),
        ("[1e+]", 1, 5, "invalid number: expected a digit in the exponent"),
        ("[.5]", 1, 2, "expected a JSON value, found '.'"),
        ("[+1]", 1, 2, "expected a JSON value, found '+'"),
        ("[tru]", 1, 5, "invalid literal; expected 'true'"),
        ("[nulls]", 1, 6, "invalid literal; expected 'null'"),
        ("{\"a\": 1} x", 1, 10, "unexpected 'x' after the JSON value"),
        ("{} {}", 1, 4, "unexpected '{' after the JSON value"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key 'a' in object"),
        ("[\"é\", é]", 1, 7, "expected a JSON value, found 'é'"),
        ("'a'", 1, 1, "expected a JSON value, found '''"),
    ])
    func reportsSyntaxErrors(text: String, line: Int, column: Int, message: String) {
        #expect(throws: JSONSyntaxError(line: line, column: column, message: message)) {
            try JSONValue.parse(text)
        }
    }

    @Test func rejectsInvalidUTF8() {
        let bytes: [UInt8] = Array("[\"ab".utf8) + [0xC3, 0x28] + Array("\"]".utf8)
        #expect(throws: JSONSyntaxError(line: 1, column: 5, message: "invalid UTF-8")) {
            try JSONValue.parse(bytes)
        }
        let overlong: [UInt8] = [0x22, 0xC0, 0xAF, 0x22]
        #expect(throws: JSONSyntaxError(line: 1, column: 2, message: "invalid UTF-8")) {
            try JSONValue.parse(overlong)
        }
        let surrogate: [UInt8] = [0x22, 0xED, 0xA0, 0x80, 0x22]
        #expect(throws: JSONSyntaxError(line: 1, column: 2, message: "invalid UTF-8")) {
            try JSONValue.parse(surrogate)
        }
        #expect(throws: JSONSyntaxError(line: 1, column: 1, message: "expected a JSON value, found invalid UTF-8")) {
            try JSONValue.parse([0xFF])
        }
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(
            throws: JSONSyntaxError(line: 3, column: 10, message: "expected ',' or ']' after array element, found '2'")
        ) {
            try JSONValue.parse("[\n\"x\",\n  \"日本語é\" 2]")
        }
    }

    @Test func limitsNesting() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try JSONValue.parse(deepest) }
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(throws: JSONSyntaxError(line: 1, column: 513, message: "nesting is deeper than 512 levels")) {
            try JSONValue.parse(tooDeep)
        }
        let hostile = String(repeating: "{\"a\":", count: 100_000)
        #expect(throws: JSONSyntaxError(line: 1, column: 2561, message: "nesting is deeper than 512 levels")) {
            try JSONValue.parse(hostile)
        }
    }

    @Test func findsDuplicateKeysInLargeObjects() {
        let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect(throws: JSONSyntaxError(line: 1, column: 422, message: "duplicate key 'k7' in object")) {
            try JSONValue.parse("{\(members), \"k7\": 0}")
        }
    }

    @Test func codableFormReadsFoundationJSON() throws {
        let data = Data(#"{"a": [1, "x", null, false, {"b": 2.5}]}"#.utf8)
        let value = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(value == ["a": [1, "x", .null, false, ["b": 2.5]]])
        let encoded = try JSONEncoder().encode(value)
        #expect(try JSONValue.parse(encoded) == value)
    }

    /// The eight-bytes-at-a-time string scan stops for exactly the bytes the byte loop looks at.
    @Test func stringScanNeedsALookForEveryByteThatIsNotPlainASCII() {
        let plain = UInt64(0x6161_6161_6161_6161)  // "aaaaaaaa"
        #expect(!JSONParser.needsLook(plain))
        for byte in 0...255 {
            let needs = byte < 0x20 || byte >= 0x80 || byte == 0x22 || byte == 0x5C
            for position in 0..<8 {
                let shift = UInt64(position * 8)
                let word = plain & ~(0xFF << shift) | UInt64(byte) << shift
                #expect(JSONParser.needsLook(word) == needs, "byte \(byte) at \(position)")
            }
        }
    }

    /// Strings longer than eight bytes keep their escapes, line breaks and non-ASCII errors where they were.
    @Test func longStringsReportErrorsAtTheirBytes() throws {
        #expect(
            try JSONValue.parse(#"["abcdefghijklmnop\"q\\rstuvwxyz0123", "\u00e9abcdefghijé"]"#)
                == ["abcdefghijklmnop\"q\\rstuvwxyz0123", "éabcdefghijé"])
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse("[\"abcdefghijkl\u{01}mnop\"]") }
        do {
            _ = try JSONValue.parse("[\"abcdefghijklmnop\nq\"]")
            Issue.record("a line break in a string must fail")
        } catch {
            #expect(error.line == 1 && error.column == 2)
        }
    }
}
