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
            // and only the remainder is scaled and rounded. The conversions to integers truncate, as
            // `rounded(.towardZero)` does, without a call to the C library's `trunc` and `round`; they go
            // through `Int64`, one machine instruction each way where `UInt64` takes several (both parts fit).
            let truncated = Int64(magnitude)
            var whole = UInt64(truncatingIfNeeded: truncated)
            var fraction: UInt64 = 0
            let remainder = magnitude - Double(truncated)
            if remainder != 0 {
                let scaled = remainder * 10_000
                let scaledTruncated = Int64(scaled)
                fraction = UInt64(truncatingIfNeeded: scaledTruncated)
                // Half away from zero: `scaled` is positive, and `scaled - fraction` is exact.
                if scaled - Double(scaledTruncated) >= 0.5 { fraction += 1 }
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
    ///
    /// Written from the last digit back, two at a time from ``digitPairs``: a number in a geometry has one to
    /// four digits on each side of its point, and a digit at a time with a loop to count them first was a fifth
    /// of encoding.
    mutating func appendDigits(_ value: UInt64, width: Int) {
        // One digit, the most common case (0, 1–9, a fraction's 5).
        if value < 10 && width <= 1 {
            append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        var digits: Int
        if value < 100 {
            digits = value < 10 ? 1 : 2
        } else if value < 10_000 {
            digits = value < 1_000 ? 3 : 4
        } else {
            digits = 5
            var power: UInt64 = 100_000
            while digits < 20 && value >= power {
                digits += 1
                power = power &* 10
            }
        }
        digits = max(digits, width)
        reserve(digits)
        let first = start + count
        var end = first + digits
        var rest = value
        let pairs = UnsafeRawPointer(Self.digitPairs.utf8Start)
        /// Writes the two digits of `pair` (0–99) just before `end`.
        func prependPair(_ pair: UInt64) {
            end -= 2
            UnsafeMutableRawPointer(end).storeBytes(
                of: pairs.loadUnaligned(fromByteOffset: 2 * Int(truncatingIfNeeded: pair), as: UInt16.self),
                as: UInt16.self)
        }
        while rest >= 100 {
            prependPair(rest % 100)
            rest /= 100
        }
        if rest >= 10 {
            prependPair(rest)
        } else {
            end -= 1
            end.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        // The leading zeros of a fraction (0.05 is 500 to 4 places, written `05`).
        while end > first {
            end -= 1
            end.pointee = UInt8(ascii: "0")
        }
        count += digits
    }

    /// The two digits of every number from 0 to 99, in order: `00`, `01`, … `99`.
    static var digitPairs: StaticString {
        """
        00010203040506070809101112131415161718192021222324\
        25262728293031323334353637383940414243444546474849\
        50515253545556575859606162636465666768697071727374\
        75767778798081828384858687888990919293949596979899
        """
    }
}
