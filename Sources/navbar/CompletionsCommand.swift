import NavbarCore
import NavigationBarLayout

/// `navbar completions bash|zsh|fish`: prints a shell completion script made from the command table.
enum CompletionsCommand {
    /// Runs the subcommand with `arguments`.
    static func run(_ arguments: [String]) throws {
        guard let words = try CommandTable.completions.positionalsOrHelp(arguments) else { return }
        guard let shell = words.first else {
            throw CLIError.usage("missing shell (bash, zsh or fish); see 'navbar completions --help'")
        }
        guard words.count == 1 else { throw CLIError.usage("unexpected argument '\(words[1])'") }
        guard CompletionScript.shells.contains(shell) else {
            let hint = Suggestion.closest(to: shell, among: CompletionScript.shells).map { "; did you mean '\($0)'?" }
            let listed = CompletionScript.shells.map { "'\($0)'" }.joined(separator: ", ")
            throw CLIError.usage("the shell must be one of \(listed), got '\(shell)'\(hint ?? "")")
        }
        try Output.out(CompletionScript.script(for: shell))
    }
}
