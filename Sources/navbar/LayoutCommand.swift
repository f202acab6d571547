import Foundation
import NavigationBarLayout
import TextMetrics

/// `navbar layout`: prints the geometry JSON of scenes (see `navbar layout --help`).
enum LayoutCommand {
    static let usage = """
        OVERVIEW: Print the geometry JSON of a scene.

        USAGE: navbar layout <scene> ... [--width <points>] [--metrics default|compact]
                                         [--profile <name-or-file>] [--rtl] [--font-file <path>] ...

        ARGUMENTS:
          <scene>                 A scene JSON file, or '-' for standard input. Several
                                  scenes print a JSON array, in order.

        OPTIONS:
          --width <points>        Lay out at this bar width instead of the scene's.
          --metrics <metrics>     'default' or 'compact' instead of the scene's.
          --profile <name-or-file>
                                  A bundled profile (ios7, ios6) or a profile JSON file.
          --rtl                   Lay out right to left.
          --font-file <path>      Make the family of this font file available (repeatable).
          -h, --help              Show help information.

        See docs/FORMATS.md for the scene and geometry formats and docs/LAYOUT.md for the rules.
        """

    /// What the command line asked for.
    struct Options {
        var files: [String] = []
        var width: Double?
        var metrics: BarMetrics?
        var profile: String?
        var rightToLeft = false
        var fontFiles: [String] = []
    }

    /// Parses `arguments`, lays out each scene, and prints JSON to standard output.
    static func run(_ arguments: [String]) throws {
        guard let options = try parse(arguments) else {
            Output.out(usage + "\n")
            return
        }
        let measurer = try makeMeasurer(fontFiles: options.fontFiles)
        var outputs: [String] = []
        for file in options.files {
            outputs.append(try layOut(file: file, options: options, measurer: measurer))
        }
        // Nothing is printed until every scene has been laid out, so an error leaves stdout empty.
        if options.files.count == 1 {
            Output.out(outputs[0] + "\n")
        } else {
            Output.out("[\n" + outputs.joined(separator: ",\n") + "\n]\n")
        }
    }

    /// The options in `arguments`, or `nil` when help was asked for.
    static func parse(_ arguments: [String]) throws(CLIError) -> Options? {
        var scanner = ArgumentScanner(arguments)
        var options = Options()
        while let option = scanner.nextOption() {
            switch option {
            case "-h", "--help": return nil
            case "--width":
                let width = try scanner.number(of: option)
                guard width > 0 else {
                    throw .usage("the value of '--width' must be a positive number, got '\(width)'")
                }
                options.width = width
            case "--metrics":
                options.metrics = BarMetrics(rawValue: try scanner.choice(of: option, ["default", "compact"]))
            case "--profile": options.profile = try scanner.value(of: option)
            case "--rtl": options.rightToLeft = true
            case "--font-file": options.fontFiles.append(try scanner.value(of: option))
            default: throw .usage("unknown option '\(option)'; see 'navbar layout --help'")
            }
        }
        options.files = scanner.positionals
        guard !options.files.isEmpty else { throw .usage("missing scene file; see 'navbar layout --help'") }
        return options
    }

    /// A measurer over the shared font library with `fontFiles` added.
    static func makeMeasurer(fontFiles: [String]) throws(CLIError) -> TextMeasurer {
        let library = FontLibrary.shared
        for path in fontFiles {
            do { _ = try library.add(fontFile: path) } catch {
                throw .failure(error.description)
            }
        }
        return TextMeasurer(library: library)
    }

    /// Reads, decodes and lays out one scene; returns its geometry JSON.
    static func layOut(file: String, options: Options, measurer: TextMeasurer) throws(CLIError) -> String {
        let bytes = try SceneInput.read(file)
        var scene: Scene
        do { scene = try Scene.decode(json: bytes) } catch {
            // One `Error:` line per problem, each naming the file.
            let name = SceneInput.displayName(file)
            throw .data(error.problems.map { "\(name): \($0)" }.joined(separator: "\nError: "))
        }
        if let width = options.width { scene.width = width }
        if let metrics = options.metrics { scene.metrics = metrics }
        if let profile = options.profile {
            scene.profile = profile
        } else if let profile = scene.profile, file != "-" {
            scene.profile = SceneInput.resolvePath(profile, relativeTo: file)
        }
        if options.rightToLeft { scene.layoutDirection = .rightToLeft }
        do {
            return try BarLayout.solve(scene, measurer: measurer).jsonString(pretty: true)
        } catch {
            throw .data("\(SceneInput.displayName(file)): \(error.description)")
        }
    }
}

/// Reads scene files and standard input.
enum SceneInput {
    /// The name used in messages: the path, or `<stdin>`.
    static func displayName(_ file: String) -> String {
        file == "-" ? "<stdin>" : file
    }

    /// A profile file path named inside the scene `file`, taken relative to the scene's folder;
    /// bundled profile names and absolute paths are kept as they are.
    static func resolvePath(_ profile: String, relativeTo file: String) -> String {
        guard profile.contains("/") || profile.hasSuffix(".json"), !profile.hasPrefix("/") else { return profile }
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? profile : folder + "/" + profile
    }

    /// The bytes of `file`, or of standard input for `-`.
    static func read(_ file: String) throws(CLIError) -> [UInt8] {
        if file == "-" {
            return Array(FileHandle.standardInput.readDataToEndOfFile())
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            throw .noInput("\(file): no such file")
        }
        guard !isDirectory.boolValue else { throw .noInput("\(file): is a directory, not a scene file") }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw .noInput("\(file): cannot be read")
        }
        return Array(data)
    }
}
