/// `navbar batch`: lays out JSON Lines of scenes (see `navbar batch --help`).
enum BatchCommand {
    /// Runs the subcommand with `arguments`.
    static func run(_ arguments: [String]) throws {
        throw CLIError.failure("batch is not implemented yet")
    }
}
