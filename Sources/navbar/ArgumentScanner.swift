import NavbarCore
import NavigationBarLayout

/// Reads options and positional arguments in the style of swift-argument-parser.
///
/// Options are `--name value` or `--name=value`; flags are `--name` (a flag given a value,
/// like `--rtl=yes`, is a usage error); `--` ends the options; `-` alone is a positional
/// argument (standard input).
struct ArgumentScanner {
    private var remaining: ArraySlice<String>
    /// The positional arguments seen so far, in order.
    private(set) var positionals: [String] = []
    /// The option last returned.
    private var option = ""
    /// The value given after `=` to the option last returned, until it is read.
    private var attached: String?

    /// Scans `arguments`.
    init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    /// The next option name (without its value), or `nil` when only positionals remain.
    ///
    /// Positional arguments met on the way are collected in `positionals`.
    ///
    /// - Throws: a usage error when the previous option was a flag given a value with `=`.
    mutating func nextOption() throws(CLIError) -> String? {
        if let attached {
            throw .usage("'\(option)' takes no value, got '\(option)=\(attached)'")
        }
        while let next = remaining.popFirst() {
            if next == "--" {
                positionals.append(contentsOf: remaining)
                remaining = []
                return nil
            }
            if next.hasPrefix("--") || (next.hasPrefix("-") && next.count == 2 && next != "-") {
                if let equals = next.firstIndex(of: "=") {
                    attached = String(next[next.index(after: equals)...])
                    option = String(next[..<equals])
                } else {
                    option = next
                }
                return option
            }
            positionals.append(next)
        }
        return nil
    }

    /// Whether `arguments` ask for help (`-h` or `--help` before any `--`).
    static func wantsHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "-h" || argument == "--help" { return true }
        }
        return false
    }

    /// `true` for the flag `option`, which must not have been given a value.
    mutating func flag(_ option: String) throws(CLIError) -> Bool {
        if let attached { throw .usage("'\(option)' takes no value, got '\(option)=\(attached)'") }
        return true
    }

    /// The value of `option`: after `=`, or the next argument (which must not be another option).
    mutating func value(of option: String) throws(CLIError) -> String {
        if let value = attached {
            attached = nil
            return value
        }
        guard let value = remaining.first, !(value.hasPrefix("--") && value.count > 2) else {
            throw .usage("missing value for '\(option)'")
        }
        remaining.removeFirst()
        return value
    }

    /// The value of `option` as an output path: a file name, or `-` for standard output.
    mutating func outputPath(of option: String) throws(CLIError) -> String {
        let path = try value(of: option)
        guard !path.isEmpty else { throw .usage("the value of '\(option)' must be a file name or '-', got ''") }
        return path
    }

    /// The value of `option` as a whole number from 1 to `maximum`.
    mutating func count(of option: String, maximum: Int) throws(CLIError) -> Int {
        let text = try value(of: option)
        guard text.allSatisfy(\.isASCII), let number = Int(text), number >= 1, number <= maximum else {
            throw .usage("the value of '\(option)' must be a whole number from 1 to \(maximum), got '\(text)'")
        }
        return number
    }

    /// The value of `option` as a finite decimal number.
    mutating func number(of option: String) throws(CLIError) -> Double {
        let text = try value(of: option)
        guard let number = Self.decimal(text) else {
            throw .usage("the value of '\(option)' must be a number, got '\(text)'")
        }
        return number
    }

    /// `text` as a finite number written in decimal (`-12`, `0.5`, `1e3`), else `nil`.
    ///
    /// Unlike `Double(_:)` this refuses hexadecimal (`0x10`), `inf`, `nan` and spaces.
    static func decimal(_ text: String) -> Double? {
        var bytes = Array(text.utf8)[...]
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let whole = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(whole.count)
        var fraction = bytes.prefix(0)
        if bytes.first == UInt8(ascii: ".") {
            fraction = bytes.dropFirst().prefix(while: isDigit)
            bytes = bytes.dropFirst(1 + fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            let exponent = bytes.prefix(while: isDigit)
            guard !exponent.isEmpty else { return nil }
            bytes = bytes.dropFirst(exponent.count)
        }
        guard bytes.isEmpty, let number = Double(text), number.isFinite else { return nil }
        return number
    }

    /// The value of `option`, one of `choices`; a near miss gets a suggestion.
    mutating func choice(of option: String, _ choices: [String]) throws(CLIError) -> String {
        let text = try value(of: option)
        guard choices.contains(text) else {
            let hint = Suggestion.closest(to: text, among: choices).map { "; did you mean '\($0)'?" } ?? ""
            let listed = choices.map { "'\($0)'" }.joined(separator: ", ")
            throw .usage("the value of '\(option)' must be one of \(listed), got '\(text)'\(hint)")
        }
        return text
    }
}
