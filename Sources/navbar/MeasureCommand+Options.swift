import TextMetrics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `navbar measure` was asked to do.
enum MeasureRequest {
    /// Print the usage text.
    case help
    /// Measure with these options.
    case measure(MeasureOptions)
}

/// The parsed arguments of `navbar measure`.
struct MeasureOptions {
    /// The text to measure.
    var text: String
    /// The style built from `--family`, `--size`, `--weight` and `--tracking`.
    var style: TextStyle
    /// Font files to add, in order.
    var fontFiles: [String] = []
    /// The width to fit to, if `--max-width` was given.
    var maxWidth: Double?

    /// The options that take a value.
    static let valueOptions = ["--family", "--size", "--weight", "--tracking", "--font-file", "--max-width"]

    /// Parses `arguments`; `invalidUTF8` holds the indices of arguments that were not valid UTF-8.
    ///
    /// Throws `CLIError.usage` for an unknown option, a missing value, a
    /// value that is not a number, an unknown weight, a missing or extra
    /// TEXT, or an argument that is not valid UTF-8.
    static func parse(_ arguments: [String], invalidUTF8: Set<Int> = []) throws -> MeasureRequest {
        // As in swift-argument-parser, help wins over any other problem on the command line.
        if ArgumentScanner.wantsHelp(arguments) { return .help }
        var text: String?
        var style = TextStyle(size: 17)
        var options = MeasureOptions(text: "", style: style)
        var index = 0
        var positionalOnly = false
        while index < arguments.count {
            let argument = arguments[index]
            defer { index += 1 }
            if !positionalOnly, argument == "--help" || argument == "-h" { return .help }
            if positionalOnly || !argument.hasPrefix("-") || argument == "-" {
                guard text == nil else {
                    throw CLIError.usage("unexpected argument '\(argument)'; TEXT must be one argument (quote it)")
                }
                if invalidUTF8.contains(index) { throw CLIError.usage("TEXT is not valid UTF-8") }
                text = argument
                continue
            }
            if argument == "--" {
                positionalOnly = true
                continue
            }
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard valueOptions.contains(name) else {
                throw CLIError.usage("unknown option '\(name)'; see 'navbar measure --help'")
            }
            if value == nil {
                guard index + 1 < arguments.count else { throw CLIError.usage("missing value for \(name)") }
                index += 1
                value = arguments[index]
            }
            if invalidUTF8.contains(index) { throw CLIError.usage("the value of \(name) is not valid UTF-8") }
            let given = value!
            switch name {
            case "--family": style.family = given
            case "--size": style.size = try number(given, for: name)
            case "--tracking": style.tracking = try number(given, for: name)
            case "--max-width": options.maxWidth = try number(given, for: name)
            case "--font-file": options.fontFiles.append(given)
            default:
                guard let weight = FontWeight(rawValue: given.lowercased()) else {
                    let valid = FontWeight.allCases.map(\.rawValue).joined(separator: ", ")
                    throw CLIError.usage("unknown weight '\(given)'; expected one of: \(valid)")
                }
                style.weight = weight
            }
        }
        guard let text else { throw CLIError.usage("missing TEXT; see 'navbar measure --help'") }
        options.text = text
        options.style = style
        return .measure(options)
    }

    /// `value` as a number, or a usage error naming `option`.
    private static func number(_ value: String, for option: String) throws -> Double {
        guard let number = Double(value.trimmingSpaces()) else {
            throw CLIError.usage("\(option) expects a number, got '\(value)'")
        }
        return number
    }
}

extension String {
    /// The string without leading and trailing spaces.
    fileprivate func trimmingSpaces() -> String {
        var slice = Substring(self)
        while slice.first == " " { slice = slice.dropFirst() }
        while slice.last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}

/// The process's raw `argv`, checked for invalid UTF-8.
enum RawArguments {
    /// Indices into `arguments` (the subcommand's arguments) whose raw bytes are not valid UTF-8.
    ///
    /// `CommandLine.arguments` replaces invalid bytes with U+FFFD; the raw
    /// `argv` is read to tell. Empty unless `arguments` are the process's own
    /// arguments after `navbar measure`.
    static func invalidUTF8Indices(for arguments: [String]) -> Set<Int> {
        let all = CommandLine.arguments
        guard all.count == arguments.count + 2, Array(all.dropFirst(2)) == arguments else { return [] }
        var result = Set<Int>()
        for index in arguments.indices {
            guard let pointer = CommandLine.unsafeArgv[index + 2] else { continue }
            let bytes = UnsafeBufferPointer(start: pointer, count: strlen(pointer))
            let valid = bytes.withMemoryRebound(to: UInt8.self) { String(validating: $0, as: UTF8.self) } != nil
            if !valid { result.insert(index) }
        }
        return result
    }
}
