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

    /// Numbers on both sides of every tie of the fourth decimal place, for whole parts from 0 to 10^14, come out as
    /// the documented rule gives them, computed here with the standard library's `rounded`.
    @Test func roundsHalfAwayFromZeroAtEveryTie() {
        var mismatches: [String] = []
        var checked = 0
        for whole in [0.0, 1, 7, 187, 65_535, 1e9, 123_456_789_012, 1e14] {
            for step in stride(from: 0, through: 10_000, by: 7) {
                let tie = whole + (Double(step) + 0.5) / 10_000
                for number in [tie, tie.nextUp, tie.nextDown, -tie, whole + Double(step) / 10_000] {
                    checked += 1
                    let text = JSONWriter.format(number)
                    let expected = Self.expected(number)
                    if text != expected { mismatches.append("\(number): \(text), not \(expected)") }
                }
            }
        }
        #expect(checked == 8 * 1_429 * 5)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// Whole numbers of every digit count, at and beside each power of ten and every one below 10,000, and every
    /// fraction of four places (with its leading zeros, 0.0005) come out digit for digit as the standard library
    /// writes them.
    @Test func writesEveryDigitCount() {
        var numbers: [Double] = (0..<10_000).map(Double.init)
        var power = 1.0
        for _ in 0...18 {
            let around: [Double] = [power - 1, power, power + 1, 9 * power, -power]
            numbers += around
            power *= 10
        }
        for step in 1..<10_000 {
            let fraction = Double(step) / 10_000
            numbers += [3 + fraction, -fraction]
        }
        let mismatches = numbers.filter { JSONWriter.format($0) != Self.expected($0) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5).map { "\($0): \(JSONWriter.format($0))" })")
    }

    /// The documented number format, computed with the standard library's `rounded` and `String(_:)`.
    static func expected(_ number: Double) -> String {
        let sign = number < 0 ? "-" : ""
        let magnitude = number.magnitude
        // Whole numbers from 10^15 (below 2^63) are written in full.
        if magnitude >= 1e15 { return sign + String(UInt64(magnitude)) }
        var whole = magnitude.rounded(.towardZero)
        var fraction = UInt64(((magnitude - whole) * 10_000).rounded(.toNearestOrAwayFromZero))
        if fraction == 10_000 {
            whole += 1
            fraction = 0
        }
        if whole == 0 && fraction == 0 { return "0" }
        var text = sign + String(UInt64(whole))
        if fraction != 0 {
            var digits = String(repeating: "0", count: 4 - String(fraction).count) + String(fraction)
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
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
