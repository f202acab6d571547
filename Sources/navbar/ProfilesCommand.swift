import NavbarCore
import NavigationBarLayout

/// `navbar profiles`: lists the bundled metrics profiles, or shows one (see `navbar profiles --help`).
enum ProfilesCommand {
    /// Runs the subcommand with `arguments`.
    static func run(_ arguments: [String]) throws {
        guard let words = try CommandTable.profiles.positionalsOrHelp(arguments) else { return }
        guard let action = words.first else {
            try list()
            return
        }
        guard action == "show" else {
            let hint = Suggestion.closest(to: action, among: ["show"]) == nil ? "" : "did you mean 'show'? "
            throw CLIError.usage("unknown action '\(action)'; \(hint)expected 'show <name-or-file>' or nothing")
        }
        guard words.count >= 2 else { throw CLIError.usage("missing profile name; see 'navbar profiles --help'") }
        guard words.count == 2 else { throw CLIError.usage("unexpected argument '\(words[2])'") }
        guard let profile = try SceneLayouter.commandLineProfile(words[1], label: "profiles show") else { return }
        try Output.out(profile.encodeJSON() + "\n")
    }

    /// Prints each bundled profile's name, the iOS versions it stands for and its summary, one a line; the
    /// default and the aliases are named after their profile's summary.
    static func list() throws(CLIError) {
        let names = ProfileLibrary.bundledNames
        guard !names.isEmpty else { throw .failure("no bundled profiles found") }
        var lines: [String] = []
        for name in names {
            let profile: MetricsProfile
            do { profile = try ProfileLibrary.bundled(name) } catch { throw .failure(error.description) }
            let versions =
                profile.iosVersions.map {
                    $0.count == 1 ? "iOS \($0.lowerBound)" : "iOS \($0.lowerBound)–\($0.upperBound)"
                } ?? ""
            var notes: [String] = []
            if ProfileReference.default == .bundled(name) { notes.append("the default") }
            for (alias, target) in ProfileLibrary.aliases.sorted(by: { $0.key < $1.key }) where target == name {
                notes.append("also '\(alias)'")
            }
            let note = notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"
            lines.append(name.padded(to: 8) + versions.padded(to: 11) + profile.summary + note)
        }
        try Output.out(lines.joined(separator: "\n") + "\n")
    }
}

extension String {
    /// The string followed by spaces up to `length` characters, and at least two.
    func padded(to length: Int) -> String {
        self + String(repeating: " ", count: Swift.max(2, length - count))
    }
}
