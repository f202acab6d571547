import NavbarCore
import NavigationBarLayout
import NavigationBarRendering
import TextMetrics

/// `navbar render`: draws scenes as SVG or PNG (see `navbar render --help`).
enum RenderCommand {
    /// The help text, made from the command table.
    static var usage: String { CommandTable.render.helpText }

    /// The option names, for suggestions.
    static let names = CommandTable.render.optionNames

    /// What the command line asked for.
    struct Options {
        /// The scene file (`-` for standard input), unless `gallery` is set.
        var files: [String] = []
        /// The options shared with `layout`.
        var scene = SceneOptions()
        /// `-o`: a file, or `-` for standard output.
        var output = ""
        /// The picture's format: `svg` or `png`, from `--format` or the output's extension.
        var format = "svg"
        /// `--gallery`.
        var gallery: String?
        /// `--scale`.
        var scale: Double?
        /// `--debug`.
        var debug = false
        /// `--frames`: the moments of a transition request to draw.
        var frames: Int?
        /// `--progress`: the one moment of a transition request to draw, instead of the request's sampling.
        var progress: Double?
    }

    /// Runs the subcommand with `arguments`.
    static func run(_ arguments: [String]) throws {
        guard let options = try parse(arguments) else {
            try Output.out(usage + "\n")
            return
        }
        // The measurer keeps the glyphs it shapes, so the renderer draws them without shaping again.
        let layouter = try options.scene.makeLayouter(keepsGlyphs: true)
        let renderer: BarRenderer
        if let measurer = layouter.measurer as? TextMeasurer {
            renderer = BarRenderer(measurer: measurer)
        } else {
            renderer = BarRenderer()
        }
        let drawing: Drawing
        var source = options.gallery ?? ""
        var failures: [String] = []
        if let folder = options.gallery {
            (drawing, failures) = try gallery(folder: folder, options: options, layouter: layouter, renderer: renderer)
        } else {
            let file = options.files[0]
            source = SceneInput.displayName(file)
            try SceneInput.check(file)
            let bytes = try SceneInput.read(file)
            do throws(CLIError) {
                if DocumentKind.isTransitionRequest(bytes) {
                    let picture = try drawTransition(
                        json: bytes, file: file, options: options, layouter: layouter, renderer: renderer)
                    try write(bytes: picture, to: options.output)
                    return
                }
                guard options.frames == nil, options.progress == nil else {
                    let option = options.frames == nil ? "--progress" : "--frames"
                    throw CLIError.usage(
                        "'\(option)' draws a transition request (a document with 'change'); this is a scene")
                }
                drawing = try draw(json: bytes, file: file, options: options, layouter: layouter, renderer: renderer)
            } catch {
                if error.problems.allSatisfy({ $0.kind == .usage }) { throw error }
                throw CLIError(problems: error.problems, file: SceneInput.displayName(file))
            }
        }
        try write(drawing, to: options.output, format: options.format, source: source)
        // A gallery is drawn even when scenes fail (each shows its error); the status still says so.
        if !failures.isEmpty { throw CLIError(problems: failures.map { InputProblem(kind: .data, message: $0) }) }
    }

    /// The options in `arguments`, or `nil` when help was asked for.
    static func parse(_ arguments: [String]) throws(CLIError) -> Options? {
        if ArgumentScanner.wantsHelp(arguments) { return nil }
        var scanner = ArgumentScanner(arguments)
        var options = Options()
        var output: String?
        var format: String?
        while let option = try scanner.nextOption() {
            if try options.scene.read(option, from: &scanner) { continue }
            switch option {
            case "-o", "--output": output = try scanner.outputPath(of: option)
            case "--format": format = try scanner.choice(of: option, CommandTable.pictureFormat.values)
            case "--gallery": options.gallery = try scanner.value(of: option)
            case "--debug": options.debug = try scanner.flag(option)
            case "--frames": options.frames = try TransitionCommand.frames(&scanner)
            case "--progress": options.progress = try TransitionCommand.progress(&scanner)
            case "--scale":
                let scale = try scanner.number(of: option)
                guard (1...10).contains(scale) else {
                    throw .usage(
                        "the value of '--scale' must be a number from 1 to 10, got '\(JSONWriter.format(scale))'")
                }
                options.scale = scale
            default: throw .unknownOption(option, valid: names, command: "render")
            }
        }
        options.files = scanner.positionals
        guard let output else { throw .usage("missing '-o <file>'; see 'navbar render --help'") }
        let lower = output.lowercased()
        if let format {
            options.format = format
        } else if output == "-" || lower.hasSuffix(".svg") {
            options.format = "svg"
        } else if lower.hasSuffix(".png") {
            options.format = "png"
        } else {
            throw .usage("the output file must end in '.svg' or '.png' (or give '--format'), got '\(output)'")
        }
        options.output = output
        if options.gallery != nil {
            guard options.files.isEmpty else {
                throw .usage("'--gallery' takes a folder and no scene files; see 'navbar render --help'")
            }
            guard options.frames == nil else { throw .usage("'--frames' draws a transition request, not a gallery") }
        } else {
            guard !options.files.isEmpty else { throw .usage("missing scene file; see 'navbar render --help'") }
            guard options.files.count == 1 else {
                throw .usage("render draws one scene; use '--gallery <folder>' for several")
            }
        }
        return options
    }
}
