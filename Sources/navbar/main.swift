import NavigationBarLayout

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
      layout      Print the geometry JSON of scenes.
      batch       Lay out JSON Lines of scenes, one geometry a line, on every core.
      validate    Check scenes as layout would, without the geometry; report every problem.
      render      Draw a scene (or a gallery of scenes) as SVG or PNG.
      measure     Measure a line of text with the bundled fonts.
      profiles    List the bundled metrics profiles, or show one.
      fonts       List the font families that can be resolved.

    OPTIONS:
      --version   Print the version and exit.
      -h, --help  Show this help and exit.

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
            try Output.out(navbarUsage + "\n")
            return 0
        case "--version":
            try Output.out(navigationBarLayoutVersion + "\n")
            return 0
        case "measure":
            try MeasureCommand.run(rest)
        case "layout":
            try LayoutCommand.run(rest)
        case "batch":
            try BatchCommand.run(rest)
        case "validate":
            try ValidateCommand.run(rest)
        case "render":
            try RenderCommand.run(rest)
        case "profiles":
            try ProfilesCommand.run(rest)
        case "fonts":
            try FontsCommand.run(rest)
        default:
            let names = ["layout", "batch", "validate", "render", "measure", "profiles", "fonts"]
            let hint = Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'? " } ?? ""
            throw CLIError.usage(
                "unknown subcommand '\(name)'; \(hint)expected one of: \(names.joined(separator: ", "))")
        }
        return 0
    } catch let error as CLIError {
        for message in error.messages { Output.err("Error: \(message)") }
        return error.status
    } catch let exit as ExitStatus {
        return exit.status
    } catch {
        Output.err("Error: \(error)")
        return 1
    }
}

exit(runNavbar(Array(CommandLine.arguments.dropFirst())))
