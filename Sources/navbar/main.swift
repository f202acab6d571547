#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The top-level usage text.
let navbarUsage = """
    OVERVIEW: Lays out an iOS navigation bar and measures its text.

    USAGE: navbar <subcommand> [options]

    SUBCOMMANDS:
      layout      Print the geometry JSON of a scene.
      measure     Measure a line of text with the bundled fonts.

      See 'navbar <subcommand> --help' for the options of each.
    """

/// Runs the subcommand named by `arguments[0]`; returns the exit status.
func runNavbar(_ arguments: [String]) -> Int32 {
    guard let name = arguments.first else {
        Output.err("Error: missing subcommand\n\n" + navbarUsage)
        return 64
    }
    let rest = Array(arguments.dropFirst())
    do {
        switch name {
        case "--help", "-h", "help":
            Output.out(navbarUsage + "\n")
            return 0
        case "measure":
            try MeasureCommand.run(rest)
        case "layout":
            try LayoutCommand.run(rest)
        default:
            throw CLIError.usage("unknown subcommand '\(name)'; expected one of: layout, measure")
        }
        return 0
    } catch let error as CLIError {
        Output.err("Error: \(error.message)")
        return error.status
    } catch {
        Output.err("Error: \(error)")
        return 1
    }
}

exit(runNavbar(Array(CommandLine.arguments.dropFirst())))
