import NavbarCore
import NavigationBarLayout

extension CLIError {
    /// An unknown option of `command`, with the nearest of `valid` suggested when one is close.
    static func unknownOption(_ option: String, valid: [String], command: String) -> CLIError {
        if let near = Suggestion.closest(to: option, among: valid) {
            return .usage("unknown option '\(option)'; did you mean '\(near)'?")
        }
        return .usage("unknown option '\(option)'; see 'navbar \(command) --help'")
    }
}
