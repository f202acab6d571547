/// One option of a subcommand: everything `--help`, `navbar completions` and `navbar man` show of it.
struct OptionSpec: Sendable {
    /// What a shell completes as the option's value.
    enum ValueKind: Sendable {
        /// Any text (a number, a name).
        case text
        /// A file path.
        case file
        /// A folder path.
        case folder
        /// A bundled profile's name (or alias) or a profile file's path.
        case profile
    }

    /// The long name, with its dashes (`--width`).
    var name: String
    /// The short name, with its dash (`-j`), if any.
    var short: String?
    /// The value's name without brackets (`points`); `nil` for a flag.
    var valueName: String?
    /// The help line (wrapped where shown).
    var help: String
    /// The allowed values of an enumerated option (suggested on a near miss); empty for any value.
    var values: [String] = []
    /// What the default is, in words, when it is worth saying.
    var defaultText: String?
    /// Whether the option may be given more than once.
    var repeatable = false
    /// Whether the option must be given (shown without brackets in the usage line).
    var required = false
    /// Whether the option is left out of the usage line (it is shown in another synopsis).
    var hiddenFromUsage = false
    /// What a shell completes as the value.
    var valueKind = ValueKind.text

    /// Whether the option is a flag (takes no value).
    var isFlag: Bool { valueName == nil }

    /// The names to accept and suggest: the long name, then the short name.
    var names: [String] { [name] + (short.map { [$0] } ?? []) }

    /// `-h, --help`, which every subcommand has.
    static let help = OptionSpec(name: "--help", short: "-h", help: "Show help information.")
}

/// One positional argument of a subcommand.
struct ArgumentSpec: Sendable {
    /// The name without brackets (`scene`).
    var name: String
    /// The help line.
    var help: String
    /// Whether it may be left out.
    var optional = false
    /// Whether it may be given more than once.
    var repeatable = false
    /// What the default is, in words.
    var defaultText: String?
    /// The values a shell completes (a fixed list); empty to complete file names.
    var values: [String] = []
    /// The form in the usage line, when not `<name>` (such as an alternative to an option); empty
    /// when an earlier argument's form shows it.
    var usageForm: String?
}

/// A subcommand: its name, what it does, its arguments and options, and notes shown after them.
///
/// The table of these (`CommandTable`) is the one source of `--help`, `navbar help`,
/// `navbar completions` and `navbar man`, and of the option names the scanner suggests from.
struct CommandSpec: Sendable {
    /// The subcommand's name (`layout`).
    var name: String
    /// The one-line summary in the list of subcommands.
    var summary: String
    /// The first line of its help.
    var overview: String
    /// The positional arguments.
    var arguments: [ArgumentSpec] = []
    /// The options, without `--help` (added to every subcommand).
    var options: [OptionSpec] = []
    /// More synopses after the generated one, without `navbar <name> ` (such as another way to call it).
    var moreUsage: [String] = []
    /// Paragraphs after the options, each a line of prose (wrapped where shown).
    var discussion: [String] = []

    /// The options including `--help`.
    var allOptions: [OptionSpec] { options + [.help] }

    /// The long names of the options, for suggestions.
    var optionNames: [String] { allOptions.map(\.name) }

    /// The option named `name` (long or short).
    func option(_ name: String) -> OptionSpec? {
        allOptions.first { $0.names.contains(name) }
    }
}
