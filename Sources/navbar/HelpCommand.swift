import NavbarCore
import NavigationBarLayout

/// `navbar help [SUBCOMMAND]`: prints the top-level help, or a subcommand's (as its `--help` does).
enum HelpCommand {
    /// Runs the subcommand with `arguments`.
    static func run(_ arguments: [String]) throws {
        guard let words = try CommandTable.help.positionalsOrHelp(arguments) else { return }
        guard let name = words.first else {
            try Output.out(CommandTable.usage + "\n")
            return
        }
        guard words.count == 1 else { throw CLIError.usage("unexpected argument '\(words[1])'") }
        guard let command = CommandTable.command(name) else { throw unknownSubcommand(name) }
        try Output.out(command.helpText + "\n")
    }

    /// The usage error for a subcommand `name` that does not exist, with the nearest suggested.
    static func unknownSubcommand(_ name: String) -> CLIError {
        let names = CommandTable.all.map(\.name)
        let hint = Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'? " } ?? ""
        return .usage("unknown subcommand '\(name)'; \(hint)expected one of: \(names.joined(separator: ", "))")
    }
}
