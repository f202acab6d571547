/// `navbar layout`: prints the geometry JSON of a scene (see `navbar layout --help`).
enum LayoutCommand {
    /// Parses `arguments`, lays out each scene, and prints JSON to standard output.
    static func run(_ arguments: [String]) throws {
        throw CLIError.failure("layout is not implemented yet")
    }
}
