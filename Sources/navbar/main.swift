import NavbarCore
import NavigationBarLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the subcommand named by `arguments[0]`; returns the exit status.
func runNavbar(_ arguments: [String]) -> Int32 {
    guard let name = arguments.first else {
        Output.err("Error: missing subcommand\n\n" + CommandTable.usage)
        return 64
    }
    var rest = Array(arguments.dropFirst())
    do {
        if ErrorReport.commands.contains(name) { rest = try ErrorReport.take(from: rest) }
        switch name {
        case "--help", "-h":
            try Output.out(CommandTable.usage + "\n")
            return 0
        case "help":
            try HelpCommand.run(rest)
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
        case "transition":
            try TransitionCommand.run(rest)
        case "audit":
            try AuditCommand.run(rest)
        case "compare":
            try CompareCommand.run(rest)
        case "calibrate":
            try CalibrateCommand.run(rest)
        case "profiles":
            try ProfilesCommand.run(rest)
        case "devices":
            try DevicesCommand.run(rest)
        case "fonts":
            try FontsCommand.run(rest)
        case "strings":
            try StringsCommand.run(rest)
        case "completions":
            try CompletionsCommand.run(rest)
        case "man":
            try ManCommand.run(rest)
        default:
            throw HelpCommand.unknownSubcommand(name)
        }
        return 0
    } catch let error as CLIError {
        for problem in error.problems { ErrorReport.write(problem) }
        return error.status
    } catch let exit as ExitStatus {
        return exit.status
    } catch {
        ErrorReport.write(InputProblem(kind: .software, message: "\(error)"))
        return 1
    }
}

InterruptCleanup.prepare()
exit(runNavbar(Array(CommandLine.arguments.dropFirst())))
