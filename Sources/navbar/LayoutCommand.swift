import NavbarCore
import NavigationBarLayout
import TextMetrics

/// `navbar layout`: prints the geometry JSON of scenes (see `navbar layout --help`).
enum LayoutCommand {
    /// The help text, made from the command table.
    static var usage: String { CommandTable.layout.helpText }

    /// What the command line asked for.
    struct Options {
        /// The scene files, `-` for standard input.
        var files: [String] = []
        /// The options shared with `batch` and `render`.
        var scene = SceneOptions()
    }

    /// Parses `arguments`, lays out each scene, and prints JSON to standard output.
    static func run(_ arguments: [String]) throws {
        guard let options = try parse(arguments) else {
            try Output.out(usage + "\n")
            return
        }
        for file in options.files { try SceneInput.check(file) }
        let layouter = try options.scene.makeLayouter()
        var outputs: [String] = []
        for file in options.files {
            let bytes = try SceneInput.read(file)
            do {
                outputs.append(try layouter.geometry(json: bytes, file: file).jsonString(pretty: true))
            } catch {
                throw CLIError(problems: error.problems, file: SceneInput.displayName(file))
            }
        }
        // Nothing is printed until every scene has been laid out, so an error leaves stdout empty.
        if options.files.count == 1 {
            try Output.out(outputs[0] + "\n")
        } else {
            try Output.out("[\n" + outputs.joined(separator: ",\n") + "\n]\n")
        }
    }

    /// The options in `arguments`, or `nil` when help was asked for.
    static func parse(_ arguments: [String]) throws(CLIError) -> Options? {
        if ArgumentScanner.wantsHelp(arguments) { return nil }
        var scanner = ArgumentScanner(arguments)
        var options = Options()
        while let option = try scanner.nextOption() {
            guard try options.scene.read(option, from: &scanner) else {
                throw .unknownOption(option, valid: CommandTable.layout.optionNames, command: "layout")
            }
        }
        options.files = scanner.positionals
        guard !options.files.isEmpty else { throw .usage("missing scene file; see 'navbar layout --help'") }
        guard options.files.filter({ $0 == "-" }).count <= 1 else {
            throw .usage("standard input ('-') can be read only once")
        }
        return options
    }
}
