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
        guard number.isFinite else { return "null" }
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
            if whole == 0 && fraction == 0 { return "0" }
            var text = number < 0 ? "-" : ""
            text += String(UInt64(whole))
            if fraction != 0 {
                var places = 4
                while fraction % 10 == 0 {
                    fraction /= 10
                    places -= 1
                }
                let digits = String(fraction)
                text += "." + String(repeating: "0", count: places - digits.count) + digits
            }
            return text
        }
        if magnitude < 9.2e18, number == number.rounded() {
            return String(Int64(number))
        }
        return number.description
    }
}
