/// A failure of the command-line tool, with the exit status it maps to.
///
/// Statuses follow sysexits(3), as swift-argument-parser does: 64 for
/// usage errors, 65 for bad input data, 66 for a missing input file, and 1
/// for everything else. An error may hold several messages (every problem
/// of a file); each is printed on its own `Error: ` line.
struct CLIError: Error, CustomStringConvertible {
    /// The exit status.
    var status: Int32
    /// The messages, each printed after `Error: `; never empty.
    var messages: [String]

    /// An error with one message.
    init(status: Int32, message: String) {
        self.status = status
        self.messages = [message]
    }

    /// An error with several messages (at least one).
    init(status: Int32, messages: [String]) {
        self.status = status
        self.messages = messages.isEmpty ? ["failed"] : messages
    }

    /// The messages, one a line.
    var message: String { messages.joined(separator: "\n") }

    var description: String { message }

    /// A usage error (64): unknown option, missing argument, bad option value.
    static func usage(_ message: String) -> CLIError { CLIError(status: 64, message: message) }
    /// Bad input data (65): a scene or value that cannot be used.
    static func data(_ message: String) -> CLIError { CLIError(status: 65, message: message) }
    /// A missing input file (66).
    static func noInput(_ message: String) -> CLIError { CLIError(status: 66, message: message) }
    /// Any other failure (1).
    static func failure(_ message: String) -> CLIError { CLIError(status: 1, message: message) }

    /// An unknown option of `command`, with the nearest of `valid` suggested when one is close.
    static func unknownOption(_ option: String, valid: [String], command: String) -> CLIError {
        if let near = NameSuggestion.closest(to: option, among: valid) {
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
