import NavbarCore
import NavigationBarLayout
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

    /// The option names, for suggestions.
    static let names = CommandTable.measure.optionNames

    /// Parses `arguments` with the shared `ArgumentScanner`; `invalidUTF8` holds the indices of
    /// arguments that were not valid UTF-8.
    ///
    /// - Throws: a usage error (64) for an unknown option, a missing value, a value that is not
    ///   a decimal number or is out of range, an unknown weight, a missing or extra TEXT, or an
    ///   argument that is not valid UTF-8.
    static func parse(_ arguments: [String], invalidUTF8: Set<Int> = []) throws(CLIError) -> MeasureRequest {
        // As in swift-argument-parser, help wins over any other problem on the command line.
        if ArgumentScanner.wantsHelp(arguments) { return .help }
        var scanner = ArgumentScanner(arguments)
        var style = TextStyle(size: 17)
        var fontFiles: [String] = []
        var maxWidth: Double?
        while let option = try scanner.nextOption() {
            switch option {
            case "--family": style.family = try scanner.value(of: option)
            case "--size":
                let size = try scanner.number(of: option)
                guard size >= 0, size <= TextStyle.maximumSize else {
                    throw .usage(
                        "the value of '--size' must be a number from 0 to \(Int(TextStyle.maximumSize)), "
                            + "got '\(JSONWriter.format(size))'")
                }
                style.size = size
            case "--tracking": style.tracking = try scanner.number(of: option)
            case "--max-width":
                let width = try scanner.number(of: option)
                guard width >= 0 else {
                    throw .usage(
                        "the value of '--max-width' must be a number of at least 0, got '\(JSONWriter.format(width))'")
                }
                maxWidth = width
            case "--font-file": fontFiles.append(try scanner.value(of: option))
            case "--weight":
                let names = FontWeight.allCases.map(\.rawValue)
                style.weight = FontWeight(rawValue: try scanner.choice(of: option, names))!
            default: throw .unknownOption(option, valid: names, command: "measure")
            }
        }
        let positionals = scanner.positionals
        guard let text = positionals.first else { throw .usage("missing TEXT; see 'navbar measure --help'") }
        guard positionals.count == 1 else {
            throw .usage("unexpected argument '\(positionals[1])'; TEXT must be one argument (quote it)")
        }
        for index in invalidUTF8.sorted() {
            if arguments[index] == text { throw .usage("TEXT is not valid UTF-8") }
            let argument = arguments[index]
            let option = argument.hasPrefix("--") ? String(argument.prefix { $0 != "=" }) : arguments[max(0, index - 1)]
            throw .usage("the value of '\(option)' is not valid UTF-8")
        }
        var options = MeasureOptions(text: text, style: style)
        options.fontFiles = fontFiles
        options.maxWidth = maxWidth
        return .measure(options)
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
