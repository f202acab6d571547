/// `navbar profiles`: lists or shows the bundled metrics profiles.
enum ProfilesCommand {
    /// Runs the subcommand with `arguments`.
    static func run(_ arguments: [String]) throws {
        throw CLIError.failure("profiles is not implemented yet")
    }
}
