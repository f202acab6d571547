extension JSONWriter {
    /// The number of decimal places numbers are rounded to.
    public static let decimalPlaces = 4

    /// `number` in the writer's fixed format.
    ///
    /// Rounded half away from zero to 4 decimal places, trailing zeros and a
    /// bare decimal point removed, so integers have no decimal point; `-0`
    /// (and anything that rounds to it) is written `0`. No exponent below
    /// 10^15 in magnitude; larger numbers that are whole are written in full
    /// up to 2^63, and beyond that in Swift's shortest form (`1e+20`).
    /// JSON has no infinities or NaN: they are written `null`.
    ///
    /// ```swift
    /// JSONWriter.format(187.5)    // "187.5"
    /// JSONWriter.format(1.0 / 3)  // "0.3333"
    /// JSONWriter.format(-0.0)     // "0"
    /// JSONWriter.format(1e9)      // "1000000000"
    /// ```
    ///
    /// - Parameter number: The number.
    /// - Returns: Its JSON text.
    public static func format(_ number: Double) -> String {
        var text: [UInt8] = []
        appendNumber(number, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends `number` in the format of `format(_:)` to `output`, without making a `String`.
    ///
    /// - Parameters:
    ///   - number: The number.
    ///   - output: The bytes to append to.
    static func appendNumber(_ number: Double, to output: inout [UInt8]) {
        guard number.isFinite else {
            output.append(contentsOf: "null".utf8)
            return
        }
        let magnitude = number.magnitude
        if magnitude < 1e15 {
            // Split off the whole part first: it and the remainder are exact,
            // and only the remainder is scaled and rounded.
            var whole = magnitude.rounded(.towardZero)
            var fraction = UInt64(((magnitude - whole) * 10_000).rounded(.toNearestOrAwayFromZero))
            if fraction == 10_000 {
                whole += 1
                fraction = 0
            }
            if whole == 0 && fraction == 0 {
                output.append(UInt8(ascii: "0"))
                return
            }
            if number < 0 { output.append(UInt8(ascii: "-")) }
            appendDigits(UInt64(whole), to: &output)
            if fraction != 0 {
                var places = 4
                while fraction % 10 == 0 {
                    fraction /= 10
                    places -= 1
                }
                output.append(UInt8(ascii: "."))
                var power: UInt64 = 10
                for _ in 1..<places {  // leading zeros: fraction has fewer digits than places
                    if fraction < power { output.append(UInt8(ascii: "0")) }
                    power *= 10
                }
                appendDigits(fraction, to: &output)
            }
            return
        }
        if magnitude < 9.2e18, number == number.rounded() {
            if number < 0 { output.append(UInt8(ascii: "-")) }
            appendDigits(UInt64(magnitude), to: &output)
            return
        }
        output.append(contentsOf: number.description.utf8)
    }

    /// Appends the decimal digits of `value`.
    private static func appendDigits(_ value: UInt64, to output: inout [UInt8]) {
        let start = output.count
        var rest = value
        repeat {
            output.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest != 0
        output[start...].reverse()
    }
}
