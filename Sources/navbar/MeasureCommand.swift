/// `navbar measure`: measures a line of text (see `navbar measure --help`).
enum MeasureCommand {
    /// Parses `arguments`, measures, and prints JSON to standard output.
    static func run(_ arguments: [String]) throws {
        throw CLIError.failure("measure is not implemented yet")
    }
}
