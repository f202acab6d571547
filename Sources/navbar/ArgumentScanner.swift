/// Reads options and positional arguments in the style of swift-argument-parser.
///
/// Options are `--name value` or `--name=value`; flags are `--name`; `--`
/// ends the options; `-` alone is a positional argument (standard input).
struct ArgumentScanner {
    private var remaining: ArraySlice<String>
    /// The positional arguments seen so far, in order.
    private(set) var positionals: [String] = []

    /// Scans `arguments`.
    init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    /// The next option name (without its value), or `nil` when only positionals remain.
    ///
    /// Positional arguments met on the way are collected in `positionals`.
    mutating func nextOption() -> String? {
        while let next = remaining.popFirst() {
            if next == "--" {
                positionals.append(contentsOf: remaining)
                remaining = []
                return nil
            }
            if next.hasPrefix("--") || (next.hasPrefix("-") && next.count == 2 && next != "-") {
                if let equals = next.firstIndex(of: "=") {
                    remaining.insert(String(next[next.index(after: equals)...]), at: remaining.startIndex)
                    return String(next[..<equals])
                }
                return next
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

    /// The value of `option`, which must follow it (and must not be another option).
    mutating func value(of option: String) throws(CLIError) -> String {
        guard let value = remaining.first, !(value.hasPrefix("--") && value.count > 2) else {
            throw .usage("missing value for '\(option)'")
        }
        remaining.removeFirst()
        return value
    }

    /// The value of `option` as a whole number of at least 1.
    mutating func count(of option: String) throws(CLIError) -> Int {
        let text = try value(of: option)
        guard let number = Int(text), number >= 1 else {
            throw .usage("the value of '\(option)' must be a whole number of at least 1, got '\(text)'")
        }
        return number
    }

    /// The value of `option` as a finite number.
    mutating func number(of option: String) throws(CLIError) -> Double {
        let text = try value(of: option)
        guard let number = Double(text), number.isFinite else {
            throw .usage("the value of '\(option)' must be a number, got '\(text)'")
        }
        return number
    }

    /// The value of `option`, one of `choices`.
    mutating func choice(of option: String, _ choices: [String]) throws(CLIError) -> String {
        let text = try value(of: option)
        guard choices.contains(text) else {
            throw .usage(
                "the value of '\(option)' must be one of \(choices.map { "'\($0)'" }.joined(separator: ", ")), got '\(text)'"
            )
        }
        return text
    }
}
