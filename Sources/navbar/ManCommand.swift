import NavbarCore
import NavigationBarLayout

/// `navbar man`: prints the manual page, made from the command table.
enum ManCommand {
    /// Runs the subcommand with `arguments`.
    static func run(_ arguments: [String]) throws {
        guard let words = try CommandTable.man.positionalsOrHelp(arguments) else { return }
        if let extra = words.first { throw CLIError.usage("unexpected argument '\(extra)'") }
        try Output.out(ManPage.roff(commands: CommandTable.all, version: navigationBarLayoutVersion))
    }
}

/// The manual page of `navbar` in roff (`man(7)` macros), section 1.
enum ManPage {
    /// The page for `commands`, stamped with `version`.
    static func roff(commands: [CommandSpec], version: String) -> String {
        var lines = [
            ".TH NAVBAR 1 \"\" \"navbar \(escaped(version))\" \"User Commands\"",
            ".SH NAME",
            "navbar \\- \(escaped(String(CommandTable.overview.lowercasedFirst.dropLast())))",
            ".SH SYNOPSIS",
            ".B navbar",
            ".I subcommand",
            "[\\fIoptions\\fR]",
            ".br",
            ".B navbar \\-\\-version",
            ".SH DESCRIPTION",
            text(CommandTable.overview),
            "Each subcommand is described below; \\fBnavbar help\\fR \\fIsubcommand\\fR prints the same as text.",
            ".SH OPTIONS",
            ".TP",
            ".B \\-\\-version",
            "Print the version and exit.",
            ".TP",
            ".B \\-h, \\-\\-help",
            "Show help information and exit.",
            ".SH SUBCOMMANDS",
        ]
        for command in commands {
            lines.append(".SS \"\(escaped(command.name))\"")
            lines.append(text(command.overview))
            for synopsis in command.synopsis {
                lines += [".PP", "\\fBnavbar \(escaped(command.name))\\fR \(escaped(synopsis))"]
            }
            for argument in command.arguments {
                lines += [".TP", "\\fI<\(escaped(argument.name))>\\fR", text(argument.help)]
                if let defaultText = argument.defaultText { lines.append(text("(default: \(defaultText))")) }
            }
            for option in command.allOptions {
                let names = option.names.reversed().map { "\\fB\(escaped($0))\\fR" }.joined(separator: ", ")
                lines += [".TP", names + (option.valueName.map { " \\fI<\(escaped($0))>\\fR" } ?? "")]
                lines.append(text(option.help))
                if !option.notes.isEmpty { lines.append(text("(" + option.notes.joined(separator: "; ") + ")")) }
            }
            for paragraph in command.discussion { lines += [".PP", text(paragraph)] }
        }
        lines.append(".SH EXAMPLES")
        for example in CommandTable.examples {
            lines += [".PP", text(example.summary), ".PP", ".RS 4", "\\fB\(escaped(example.command))\\fR", ".RE"]
        }
        lines += [
            ".SH EXIT STATUS",
            "As sysexits(3), for every subcommand:",
            ".TP", ".B 0", "Success.",
            ".TP", ".B 64",
            "A usage error: an unknown option or subcommand, a missing or extra argument, a value not allowed.",
            ".TP", ".B 65", "An input's content is wrong (a scene, batch line, profile or font file).",
            ".TP", ".B 66", "A file named on the command line or by a scene does not exist or cannot be read.",
            ".TP", ".B 74", "Output could not be written.",
            ".TP", ".B 1", "Any other failure.",
            ".SH ENVIRONMENT",
            ".TP", ".B NAVBAR_FONTS_DIR",
            "The folder of the bundled fonts, searched before the one beside the program.",
            ".TP", ".B NAVBAR_PROFILES_DIR",
            "The folder of the bundled profiles, searched before ../share/navigationbarlayout/Profiles beside the program and the source tree it was built from.",
            ".SH SEE ALSO",
            "docs/FORMATS.md, docs/LAYOUT.md, docs/PROFILES.md and docs/RENDERING.md in ../share/doc/navigationbarlayout beside the program's folder (where scripts/install puts them) or in the NavigationBarLayout sources.",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// `text` as a line of running text: escaped, and kept from starting a request.
    static func text(_ text: String) -> String {
        let line = escaped(text)
        return line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
    }

    /// `text` with roff's special characters escaped: backslashes and minus signs.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            default: result.append(character)
            }
        }
        return result
    }
}

extension String {
    /// The string with its first character lowercased.
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
