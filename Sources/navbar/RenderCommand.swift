/// `navbar render`: draws scenes as SVG or PNG (see `navbar render --help`).
enum RenderCommand {
    /// Runs the subcommand with `arguments`.
    static func run(_ arguments: [String]) throws {
        throw CLIError.failure("render is not implemented yet")
    }
}
