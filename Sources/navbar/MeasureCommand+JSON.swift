/// The JSON of `navbar measure`, rendered with sorted keys, two-space indentation and fixed number formatting.
indirect enum MeasureJSON {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([MeasureJSON])
    case object([(String, MeasureJSON)])

    /// The pretty-printed text, keys sorted by their UTF-8 bytes.
    func rendered(indent: String = "") -> String {
        switch self {
        case .string(let text): return Self.quoted(text)
        case .number(let value): return Self.format(value)
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            let inner = indent + "  "
            let lines = items.map { inner + $0.rendered(indent: inner) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let inner = indent + "  "
            let sorted = members.sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }
            let lines = sorted.map { inner + Self.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    /// `value` rounded to 4 decimal places, without trailing zeros or locale: `17`, `34.5`, `-0.0625`.
    ///
    /// Non-finite values (which cannot occur in a measurement) render as `null`.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let scaled = (value * 10_000).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9e15 else { return String(value) }
        let units = Int64(scaled)
        guard units != 0 else { return "0" }
        let magnitude = units.magnitude
        var text = (units < 0 ? "-" : "") + String(magnitude / 10_000)
        var fraction = String(magnitude % 10_000)
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        if !fraction.isEmpty { text += "." + fraction }
        return text
    }

    /// `text` as a JSON string literal (non-ASCII characters written as is).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
