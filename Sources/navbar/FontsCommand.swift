import NavbarCore
import TextMetrics

/// `navbar fonts`: lists the font families that can be resolved (see `navbar fonts --help`).
enum FontsCommand {
    /// The help text, made from the command table.
    static var usage: String { CommandTable.fonts.helpText }

    /// Runs the subcommand with `arguments`.
    static func run(_ arguments: [String]) throws {
        if ArgumentScanner.wantsHelp(arguments) {
            try Output.out(usage + "\n")
            return
        }
        var scanner = ArgumentScanner(arguments)
        var fontFiles: [String] = []
        while let option = try scanner.nextOption() {
            guard option == "--font-file" else {
                throw CLIError.unknownOption(option, valid: CommandTable.fonts.optionNames, command: "fonts")
            }
            fontFiles.append(try scanner.value(of: option))
        }
        if let extra = scanner.positionals.first { throw CLIError.usage("unexpected argument '\(extra)'") }
        let library = FontLibrary.shared
        var added = Set<String>()
        for path in fontFiles {
            do {
                for face in try library.add(fontFile: path) { added.insert(face.family.lowercased()) }
            } catch {
                throw CLIError(problems: [InputProblem.measurement(error)])
            }
        }
        let bundled = Set(bundledFamilies(of: library).map { $0.lowercased() })
        let families = library.families
        let width = (families.map(\.count).max() ?? 0) + 2
        var text = ""
        for family in families {
            let key = family.lowercased()
            let source = bundled.contains(key) ? "bundled" : added.contains(key) ? "added" : "system"
            text += family.padded(to: width) + source + "\n"
        }
        try Output.out(text)
    }

    /// The families of the bundled fonts directory `library` uses (none without one).
    static func bundledFamilies(of library: FontLibrary) -> [String] {
        guard let directory = library.fontsDirectory,
            let bundledOnly = try? FontLibrary(fontsDirectory: directory, includeSystemFonts: false)
        else { return [] }
        return bundledOnly.families
    }
}
