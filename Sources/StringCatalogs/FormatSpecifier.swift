/// One format specifier of a string, as `String(format:)` and `printf` read it: `%@`, `%lld`, `%1$@`, `%.1f`, `%%`.
///
/// Also `%#@NAME@`, a String Catalog's substitution placeholder.
public struct FormatSpecifier: Sendable, Hashable {
    /// What a specifier stands for.
    public enum Kind: Sendable, Hashable {
        /// An object or C string: `%@`, `%s`, `%S`.
        case text
        /// A whole number: `%d`, `%i`, `%u`, `%o`, `%x`, `%X` (with any length modifier).
        case integer
        /// A floating-point number: `%f`, `%e`, `%g`, `%a` (either case).
        case decimal
        /// A character: `%c`, `%C`.
        case character
        /// A pointer: `%p`.
        case pointer
        /// A percent sign: `%%`.
        case percent
        /// A String Catalog substitution, `%#@NAME@`, with its name.
        case substitution(String)
    }

    /// The specifier's characters in the string.
    public var range: Range<String.Index>
    /// What it stands for.
    public var kind: Kind
    /// The argument's position, for `%2$@`; nil when not given.
    public var position: Int?
    /// The precision, for `%.1f`; nil when not given.
    public var precision: Int?

    /// The specifiers of `text`, in order. A `%` not followed by a whole specifier is not one (it is left as text).
    ///
    /// - Parameter text: A string, like `%lld photos of %@`.
    /// - Returns: Its specifiers.
    public static func all(in text: String) -> [FormatSpecifier] {
        var found: [FormatSpecifier] = []
        var index = text.unicodeScalars.startIndex
        let scalars = text.unicodeScalars
        while index < scalars.endIndex {
            if scalars[index] == "%", let specifier = parse(scalars, at: index) {
                found.append(specifier)
                index = specifier.range.upperBound
            } else {
                index = scalars.index(after: index)
            }
        }
        return found
    }

    /// The specifier starting at `start` (a `%`), or nil.
    private static func parse(_ scalars: String.UnicodeScalarView, at start: String.Index) -> FormatSpecifier? {
        var index = scalars.index(after: start)
        func peek() -> Unicode.Scalar? { index < scalars.endIndex ? scalars[index] : nil }
        func advance() { index = scalars.index(after: index) }
        func number() -> Int? {
            var value: Int?
            while let scalar = peek(), ("0"..."9").contains(scalar) {
                value = min((value ?? 0) * 10 + Int(scalar.value - 48), 1_000_000)
                advance()
            }
            return value
        }
        if peek() == "%" {
            advance()
            return FormatSpecifier(range: start..<index, kind: .percent)
        }
        if peek() == "#", scalars.index(after: index) < scalars.endIndex, scalars[scalars.index(after: index)] == "@" {
            advance()
            advance()
            var name = ""
            while let scalar = peek(), scalar != "@" {
                guard
                    scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
                        || scalar == "." || scalar == "-"
                else { return nil }
                name.unicodeScalars.append(scalar)
                advance()
            }
            guard peek() == "@", !name.isEmpty else { return nil }
            advance()
            return FormatSpecifier(range: start..<index, kind: .substitution(name))
        }
        var position: Int?
        let afterPercent = index
        if let value = number(), peek() == "$" {
            position = value
            advance()
        } else {
            index = afterPercent
        }
        while let scalar = peek(), "-+ #0'".unicodeScalars.contains(scalar) { advance() }
        if peek() == "*" { advance() } else { _ = number() }
        var precision: Int?
        if peek() == "." {
            advance()
            if peek() == "*" { advance() } else { precision = number() ?? 0 }
        }
        while let scalar = peek(), "hlqLzjt".unicodeScalars.contains(scalar) { advance() }
        guard let conversion = peek() else { return nil }
        advance()
        let kind: Kind
        switch conversion {
        case "@", "s", "S": kind = .text
        case "d", "i", "u", "o", "x", "X", "D", "U", "O": kind = .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": kind = .decimal
        case "c", "C": kind = .character
        case "p": kind = .pointer
        default: return nil
        }
        return FormatSpecifier(range: start..<index, kind: kind, position: position, precision: precision)
    }
}
