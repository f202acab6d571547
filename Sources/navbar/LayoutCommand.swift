import NavbarCore
import NavigationBarLayout
import TextMetrics

/// `navbar layout`: prints the geometry of scenes as JSON or text (see `navbar layout --help`).
enum LayoutCommand {
    /// The help text, made from the command table.
    static var usage: String { CommandTable.layout.helpText }

    /// How the geometry is written (`--format`).
    enum Format: String {
        /// Indented JSON; several scenes make an array.
        case json
        /// One line of JSON per scene, as `navbar batch` writes.
        case compact
        /// `BarGeometry.layoutText`, one line per element.
        case text
    }

    /// What the command line asked for.
    struct Options {
        /// The scene files, `-` for standard input.
        var files: [String] = []
        /// The options shared with `batch` and `render`.
        var scene = SceneOptions()
        /// `--format`.
        var format = Format.json
        /// `--geometry-format`: the geometry format written.
        var geometryFormat = GeometryFormat.standard
        /// `-o`: a file, or `-` for standard output.
        var output = "-"
    }

    /// Parses `arguments`, lays out each scene, and writes the result to standard output or `-o`'s file.
    static func run(_ arguments: [String]) throws {
        guard let options = try parse(arguments) else {
            try Output.out(usage + "\n")
            return
        }
        for file in options.files { try SceneInput.check(file) }
        var layouter = try options.scene.makeLayouter()
        layouter.geometryFormat = options.geometryFormat
        var outputs: [String] = []
        for file in options.files {
            let bytes = try SceneInput.read(file)
            let result = layouter.layOut(json: bytes, file: file)
            let geometry: BarGeometry
            do { geometry = try result.geometry.get() } catch {
                let hint = DocumentKind.requestHint(bytes).map { [$0] } ?? []
                throw CLIError(problems: error.problems + hint, file: SceneInput.displayName(file))
            }
            switch options.format {
            case .json, .compact:
                let bytes = SceneOutput.jsonBytes(
                    geometry, id: result.id, pretty: options.format == .json, format: layouter.geometryFormat)
                outputs.append(String(decoding: bytes, as: UTF8.self))
            case .text:
                let header = options.files.count == 1 ? "" : "==> \(SceneInput.displayName(file)) <==\n"
                outputs.append(header + geometry.layoutText)
            }
        }
        // Nothing is written until every scene has been laid out, so an error leaves no output.
        let text: String
        switch options.format {
        case .json where outputs.count > 1: text = "[\n" + joined(outputs, separator: ",\n") + "\n]\n"
        case .json, .compact: text = joined(outputs, separator: "\n") + "\n"
        case .text: text = joined(outputs, separator: "\n")
        }
        let target = try OutputTarget(path: options.output)
        try target.write(text)
        try target.commit()
    }

    /// `parts` with `separator` between them: what `joined(separator:)` does, without its unspecialised
    /// generic code, whose first call makes the Swift runtime scan every conformance record for
    /// `Array: Collection` (docs/PERFORMANCE.md, start-up).
    static func joined(_ parts: [String], separator: String) -> String {
        var text = ""
        for (index, part) in parts.enumerated() {
            if index > 0 { text += separator }
            text += part
        }
        return text
    }

    /// The options in `arguments`, or `nil` when help was asked for.
    static func parse(_ arguments: [String]) throws(CLIError) -> Options? {
        if ArgumentScanner.wantsHelp(arguments) { return nil }
        var scanner = ArgumentScanner(arguments)
        var options = Options()
        while let option = try scanner.nextOption() {
            if try options.scene.read(option, from: &scanner) { continue }
            switch option {
            case "--format":
                options.format = Format(rawValue: try scanner.choice(of: option, CommandTable.format.values)) ?? .json
            case "-o", "--output": options.output = try scanner.outputPath(of: option)
            case "--geometry-format": options.geometryFormat = try scanner.geometryFormat()
            default: throw .unknownOption(option, valid: CommandTable.layout.optionNames, command: "layout")
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
