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
/// - `ioError` (74): output could not be written (a full disk, a closed standard output, the
///   folder of an `-o` file missing or not writable).
/// - `software` (1): anything else, such as the bundled fonts or profiles not being found.
public enum FailureKind: Sendable, Hashable {
    /// The command line is wrong (64).
    case usage
    /// An input's content is wrong (65).
    case data
    /// A file cannot be found or opened (66).
    case noInput
    /// Output could not be written (74).
    case ioError
    /// Anything else (1).
    case software

    /// The exit status.
    public var status: Int32 {
        switch self {
        case .usage: 64
        case .data: 65
        case .noInput: 66
        case .ioError: 74
        case .software: 1
        }
    }

    /// How bad the failure is when several files fail: a missing file over bad data over the rest.
    public var rank: Int {
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
public struct CLIError: Error, CustomStringConvertible {
    /// The problems; never empty.
    public var problems: [InputProblem]

    /// An error made of `problems` (at least one).
    ///
    /// - Parameter problems: The problems; an empty list makes one "failed" problem of kind `software`.
    public init(problems: [InputProblem]) {
        self.problems = problems.isEmpty ? [InputProblem(kind: .software, message: "failed")] : problems
    }

    /// An error of `kind` with one message.
    ///
    /// - Parameters:
    ///   - kind: What kind of failure it is.
    ///   - message: What is wrong, as printed after `Error: `.
    public init(_ kind: FailureKind, _ message: String) {
        self.init(problems: [InputProblem(kind: kind, message: message)])
    }

    /// The error for `problems` found in `file` (shown as `file` where a problem names no file of its own).
    ///
    /// - Parameters:
    ///   - problems: The problems found.
    ///   - file: The file's name as shown in messages.
    public init(problems: [InputProblem], file: String) {
        self.init(problems: problems.map { $0.in(file: file) })
    }

    /// The kind of the first problem.
    public var kind: FailureKind { problems[0].kind }

    /// The exit status.
    public var status: Int32 { kind.status }

    /// The messages, each printed after `Error: `.
    public var messages: [String] { problems.map(\.description) }

    /// The messages, one a line.
    public var description: String { messages.joined(separator: "\n") }

    /// A usage error (64): unknown option, missing argument, bad option value.
    ///
    /// - Parameter message: What is wrong.
    /// - Returns: The error.
    public static func usage(_ message: String) -> CLIError { CLIError(.usage, message) }
    /// Bad input data (65): a scene or value that cannot be used.
    ///
    /// - Parameter message: What is wrong.
    /// - Returns: The error.
    public static func data(_ message: String) -> CLIError { CLIError(.data, message) }
    /// A missing input file (66).
    ///
    /// - Parameter message: What is wrong.
    /// - Returns: The error.
    public static func noInput(_ message: String) -> CLIError { CLIError(.noInput, message) }
    /// Output that could not be written (74).
    ///
    /// - Parameter message: What is wrong.
    /// - Returns: The error.
    public static func ioError(_ message: String) -> CLIError { CLIError(.ioError, message) }
    /// Any other failure (1).
    ///
    /// - Parameter message: What is wrong.
    /// - Returns: The error.
    public static func failure(_ message: String) -> CLIError { CLIError(.software, message) }
}
