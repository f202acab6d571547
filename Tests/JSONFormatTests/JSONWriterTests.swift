import Testing

@testable import JSONFormat

/// `JSONWriter`: sorted keys, indentation, number formatting and string escaping.
@Suite struct JSONWriterTests {
    @Test(
        arguments: [
            (187.5, "187.5"), (1.0 / 3, "0.3333"), (2.0 / 3, "0.6667"), (-0.0, "0"), (-0.00004, "0"),
            (1e9, "1000000000"),
            (44, "44"), (-12, "-12"), (0.1, "0.1"), (0.00005, "0.0001"), (-1.23456, "-1.2346"), (100.10, "100.1"),
            (0.0625, "0.0625"), (123.000049, "123"), (999_999_999_999_999, "999999999999999"),
            (1e15, "1000000000000000"), (1.5e300, "1.5e+300"), (.infinity, "null"), (.nan, "null"),
        ] as [(Double, String)])
    func formatsNumbers(number: Double, text: String) {
        #expect(JSONWriter.format(number) == text)
    }

    @Test func sortsKeysAndIndentsByTwoSpaces() {
        let value: JSONValue = ["b": [1, ["d": .null, "c": true]], "a": [:], "A": [], "é": "x"]
        #expect(
            JSONWriter.string(value) == """
                {
                  "A": [],
                  "a": {},
                  "b": [
                    1,
                    {
                      "c": true,
                      "d": null
                    }
                  ],
                  "é": "x"
                }
                """)
        #expect(JSONWriter.string(value, pretty: false) == #"{"A":[],"a":{},"b":[1,{"c":true,"d":null}],"é":"x"}"#)
    }

    @Test func escapesStrings() throws {
        let text = "quote \" backslash \\ slash / tab \t newline \n bell \u{07} del \u{7F} 日本"
        let written = JSONWriter.string(.string(text))
        #expect(written == #""quote \" backslash \\ slash / tab \t newline \n bell \u0007 del "# + "\u{7F} 日本\"")
        #expect(try JSONValue.parse(written) == .string(text))
    }

    @Test func writesWhatTheParserReads() throws {
        let value: JSONValue = ["list": [0.5, -3, "s", false, .null, [[]]], "nested": ["k": ["k": 1]]]
        #expect(try JSONValue.parse(JSONWriter.string(value)) == value)
        #expect(try JSONValue.parse(JSONWriter.bytes(value, pretty: false)) == value)
    }
}
