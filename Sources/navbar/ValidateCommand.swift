/// `navbar validate`: checks scenes without laying them out (see `navbar validate --help`).
enum ValidateCommand {
    /// Runs the subcommand with `arguments`.
    static func run(_ arguments: [String]) throws {
        throw CLIError.failure("validate is not implemented yet")
    }
}
