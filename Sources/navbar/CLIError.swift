import NavigationBarLayout

/// What kind of failure a problem is; it decides the exit status.
///
/// One rule for every subcommand, following sysexits(3) as swift-argument-parser does
/// (see "Exit status" in README.md):
/// - `usage` (64): the command line is wrong: an unknown option or subcommand, a missing or
///   extra argument, an option value that is not allowed (`--size -1`, `--profile ios8`).
/// - `data` (65): an input's content is wrong: a scene, batch line, profile or font file that
///   cannot be read as what it should be, or that names something unknown (a font family,
///   a bundled profile), or that is larger than `InputLimits.maximumDocumentBytes`.
/// - `noInput` (66): a file named on the command line or by a scene does not exist, is not a
///   regular file, or cannot be opened.
/// - `ioError` (74): output could not be written (a full disk, a closed standard output).
/// - `software` (1): anything else, such as the bundled fonts or profiles not being found.
enum FailureKind: Sendable, Hashable {
    case usage
    case data
    case noInput
    case ioError
    case software

    /// The exit status.
    var status: Int32 {
        switch self {
        case .usage: 64
        case .data: 65
        case .noInput: 66
        case .ioError: 74
        case .software: 1
        }
    }

    /// How bad the failure is when several files fail: a missing file over bad data over the rest.
    var rank: Int {
        switch self {
        case .software: 1
        case .usage: 2
        case .ioError: 3
        case .data: 4
        case .noInput: 5
        }
    }
}

/// A failure of the command-line tool: every problem found, each printed on its own `Error:` line.
///
/// The exit status is the first problem's kind's.
struct CLIError: Error, CustomStringConvertible {
    /// The problems; never empty.
    var problems: [InputProblem]

    /// An error made of `problems` (at least one).
    init(problems: [InputProblem]) {
        self.problems = problems.isEmpty ? [InputProblem(kind: .software, message: "failed")] : problems
    }

    /// An error of `kind` with one message.
    init(_ kind: FailureKind, _ message: String) {
        self.init(problems: [InputProblem(kind: kind, message: message)])
    }

    /// The error for `problems` found in `file` (shown as `file` where a problem names no file of its own).
    init(problems: [InputProblem], file: String) {
        self.init(problems: problems.map { $0.in(file: file) })
    }

    /// The kind of the first problem.
    var kind: FailureKind { problems[0].kind }

    /// The exit status.
    var status: Int32 { kind.status }

    /// The messages, each printed after `Error: `.
    var messages: [String] { problems.map(\.description) }

    var description: String { messages.joined(separator: "\n") }

    /// A usage error (64): unknown option, missing argument, bad option value.
    static func usage(_ message: String) -> CLIError { CLIError(.usage, message) }
    /// Bad input data (65): a scene or value that cannot be used.
    static func data(_ message: String) -> CLIError { CLIError(.data, message) }
    /// A missing input file (66).
    static func noInput(_ message: String) -> CLIError { CLIError(.noInput, message) }
    /// Output that could not be written (74).
    static func ioError(_ message: String) -> CLIError { CLIError(.ioError, message) }
    /// Any other failure (1).
    static func failure(_ message: String) -> CLIError { CLIError(.software, message) }

    /// An unknown option of `command`, with the nearest of `valid` suggested when one is close.
    static func unknownOption(_ option: String, valid: [String], command: String) -> CLIError {
        if let near = Suggestion.closest(to: option, among: valid) {
            return .usage("unknown option '\(option)'; did you mean '\(near)'?")
        }
        return .usage("unknown option '\(option)'; see 'navbar \(command) --help'")
    }
}

/// An exit with `status` whose messages have already been printed.
struct ExitStatus: Error {
    /// The exit status.
    var status: Int32
}
