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
        /// `--fps`: frames a second of a GIF or APNG.
        var fps: Int?
        /// `--slowdown`: how many times slower than its duration a transition plays.
        var slowdown: Double?
        /// `--background`: the page colour of a GIF or APNG.
        var background: RGBA?
        /// `--columns`: the columns of a gallery.
        var columns: Int?
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
                let given = [
                    options.frames.map { _ in "--frames" }, options.progress.map { _ in "--progress" },
                    options.slowdown.map { _ in "--slowdown" },
                ]
                if let name = given.compactMap({ $0 }).first {
                    throw CLIError.usage(
                        "'\(name)' draws a transition request (a document with 'change'); this is a scene")
                }
                guard options.format == "svg" || options.format == "png" else {
                    throw CLIError.usage(
                        "'--format \(options.format)' draws a transition request (a document with 'change'); a scene is "
                            + "drawn as SVG or PNG"
                    )
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
            case "--fps":
                let text = try scanner.value(of: option)
                guard let fps = Int(text), frameRates.contains(fps) else {
                    throw .usage(
                        "the value of '--fps' must be a whole number from \(frameRates.lowerBound) to "
                            + "\(frameRates.upperBound), got '\(text)'")
                }
                options.fps = fps
            case "--slowdown":
                let slowdown = try scanner.number(of: option)
                guard slowdowns.contains(slowdown) else {
                    throw .usage(
                        "the value of '--slowdown' must be a number from 0.1 to 100, got '\(JSONWriter.format(slowdown))'"
                    )
                }
                options.slowdown = slowdown
            case "--background": options.background = try colour(try scanner.value(of: option))
            case "--columns": options.columns = try scanner.count(of: option, maximum: 100)
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
        } else if lower.hasSuffix(".gif") {
            options.format = "gif"
        } else if lower.hasSuffix(".apng") {
            options.format = "apng"
        } else {
            throw .usage(
                "the output file must end in '.svg', '.png', '.gif' or '.apng' (or give '--format'), got '\(output)'")
        }
        options.output = output
        let animated = options.format == "gif" || options.format == "apng"
        if animated, options.frames != nil {
            throw .usage("'--frames' does not apply to a GIF or APNG: give '--fps' (frames a second) instead")
        }
        if !animated, options.fps != nil || options.background != nil {
            throw .usage("'--fps' and '--background' apply to a GIF or APNG ('--format gif' or '--format apng')")
        }
        if options.columns != nil, options.gallery == nil {
            throw .usage("'--columns' lays out a gallery ('--gallery')")
        }
        if options.gallery != nil {
            guard !animated else { throw .usage("a gallery is drawn as SVG or PNG, not as '\(options.format)'") }
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
