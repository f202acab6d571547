/// A failure of the command-line tool, with the exit status it maps to.
///
/// Statuses follow sysexits(3), as swift-argument-parser does: 64 for
/// usage errors, 65 for bad input data, 66 for a missing input file, and 1
/// for everything else.
struct CLIError: Error, CustomStringConvertible {
    /// The exit status.
    var status: Int32
    /// The message printed after `Error: `.
    var message: String

    var description: String { message }

    /// A usage error (64): unknown option, missing argument, bad option value.
    static func usage(_ message: String) -> CLIError { CLIError(status: 64, message: message) }
    /// Bad input data (65): a scene or value that cannot be used.
    static func data(_ message: String) -> CLIError { CLIError(status: 65, message: message) }
    /// A missing input file (66).
    static func noInput(_ message: String) -> CLIError { CLIError(status: 66, message: message) }
    /// Any other failure (1).
    static func failure(_ message: String) -> CLIError { CLIError(status: 1, message: message) }
}
