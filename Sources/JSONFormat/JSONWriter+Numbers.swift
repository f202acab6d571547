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
        String(decoding: bytes(of: number), as: UTF8.self)
    }

    /// The bytes of `format(_:)`.
    static func bytes(of number: Double) -> [UInt8] {
        var writer = JSONByteWriter(pretty: false, capacity: 32)
        defer { writer.deallocate() }
        writer.appendNumber(number)
        return writer.bytes
    }
}

extension JSONByteWriter {
    /// Appends `number` in the format of `JSONWriter.format(_:)`, without making a `String`.
    ///
    /// - Parameter number: The number.
    @usableFromInline
    mutating func appendNumber(_ number: Double) {
        guard number.isFinite else {
            append("null")
            return
        }
        let magnitude = number.magnitude
        if magnitude < 1e15 {
            // Split off the whole part first: it and the remainder are exact,
            // and only the remainder is scaled and rounded. The conversions to UInt64 truncate, as
            // `rounded(.towardZero)` does, without a call to the C library's `trunc` and `round`.
            var whole = UInt64(magnitude)
            var fraction: UInt64 = 0
            let remainder = magnitude - Double(whole)
            if remainder != 0 {
                let scaled = remainder * 10_000
                fraction = UInt64(scaled)
                // Half away from zero: `scaled` is positive, and `scaled - fraction` is exact.
                if scaled - Double(fraction) >= 0.5 { fraction += 1 }
                if fraction == 10_000 {
                    whole += 1
                    fraction = 0
                }
            }
            if whole == 0 && fraction == 0 {
                append(UInt8(ascii: "0"))
                return
            }
            if number < 0 { append(UInt8(ascii: "-")) }
            appendDigits(whole, width: 1)
            if fraction != 0 {
                var places = 4
                while fraction % 10 == 0 {
                    fraction /= 10
                    places -= 1
                }
                append(UInt8(ascii: "."))
                appendDigits(fraction, width: places)
            }
            return
        }
        if magnitude < 9.2e18, number == number.rounded() {
            if number < 0 { append(UInt8(ascii: "-")) }
            appendDigits(UInt64(magnitude), width: 1)
            return
        }
        for byte in number.description.utf8 { append(byte) }
    }

    /// Appends the decimal digits of `value`, with leading zeros up to `width` digits.
    mutating func appendDigits(_ value: UInt64, width: Int) {
        // One digit, the most common case (0, 1–9, a fraction's 5).
        if value < 10 && width <= 1 {
            append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        var digits = 1
        var power: UInt64 = 10
        while digits < 20 && value >= power {
            digits += 1
            power = power &* 10
        }
        digits = max(digits, width)
        reserve(digits)
        var rest = value
        for offset in stride(from: count + digits - 1, through: count, by: -1) {
            start[offset] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += digits
    }
}
