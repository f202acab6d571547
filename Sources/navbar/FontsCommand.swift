/// `navbar fonts`: lists the font families that can be resolved.
enum FontsCommand {
    /// Runs the subcommand with `arguments`.
    static func run(_ arguments: [String]) throws {
        throw CLIError.failure("fonts is not implemented yet")
    }
}
