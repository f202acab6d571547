import Foundation
import NavigationBarLayout
import NavigationBarRendering
import TextMetrics

/// `navbar render`: draws scenes as SVG or PNG (see `navbar render --help`).
enum RenderCommand {
    /// The help text.
    static let usage = """
        OVERVIEW: Draw a scene's bar as SVG or PNG, text drawn with the bundled fonts' glyphs.

        USAGE: navbar render <scene> -o <file.svg|file.png> [--scale <n>] [--debug] [--width <points>]
                             [--metrics default|compact] [--profile <name-or-file>] [--rtl] [--confine-profiles] [--font-file <path>] ...
               navbar render --gallery <folder> -o <file.png|file.svg> [--scale <n>] [--debug] ...

        ARGUMENTS:
          <scene>                 A scene JSON file, or '-' for standard input.

        OPTIONS:
          -o, --output <file>     The picture to write; '.svg' or '.png' chooses the format.
          --gallery <folder>      Draw every scene ('*.json') of the folder in one picture, each under
                                  its name, in name order.
          --scale <n>             Pixels per point, 1 to 10, instead of the scene's; the layout is
                                  rounded to this grid (a gallery is drawn at 2 unless given).
          --debug                 Outline every frame and list the hidden items below the bar.
          --width <points>        Lay out at this bar width instead of the scene's.
          --metrics <metrics>     'default' or 'compact' instead of the scene's.
          --profile <name-or-file>
                                  A bundled profile (ios7, ios6) or a profile JSON file.
          --rtl                   Lay out right to left.
          --confine-profiles      Read a scene's profile file only from inside the scene's folder
                                  (for scenes from untrusted sources).
          --font-file <path>      Make the family of this font file available (repeatable).
          -h, --help              Show help information.

        Nothing is written if anything fails. See docs/RENDERING.md for what is drawn.
        """

    /// The option names, for suggestions.
    static let names = ["--output", "--gallery", "--scale", "--debug", "--help"] + SceneOptions.names

    /// What the command line asked for.
    struct Options {
        /// The scene file (`-` for standard input), unless `gallery` is set.
        var files: [String] = []
        /// The options shared with `layout`.
        var scene = SceneOptions()
        /// `-o`.
        var output = ""
        /// `--gallery`.
        var gallery: String?
        /// `--scale`.
        var scale: Double?
        /// `--debug`.
        var debug = false
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
        if let folder = options.gallery {
            drawing = try gallery(folder: folder, options: options, layouter: layouter, renderer: renderer)
        } else {
            let file = options.files[0]
            source = SceneInput.displayName(file)
            try SceneInput.check(file)
            let bytes = try SceneInput.read(file)
            do {
                drawing = try draw(json: bytes, file: file, options: options, layouter: layouter, renderer: renderer)
            } catch {
                throw CLIError(problems: error.problems, file: SceneInput.displayName(file))
            }
        }
        try write(drawing, to: options.output, source: source)
    }

    /// The options in `arguments`, or `nil` when help was asked for.
    static func parse(_ arguments: [String]) throws(CLIError) -> Options? {
        if ArgumentScanner.wantsHelp(arguments) { return nil }
        var scanner = ArgumentScanner(arguments)
        var options = Options()
        var output: String?
        while let option = try scanner.nextOption() {
            if try options.scene.read(option, from: &scanner) { continue }
            switch option {
            case "-o", "--output": output = try scanner.value(of: option)
            case "--gallery": options.gallery = try scanner.value(of: option)
            case "--debug": options.debug = try scanner.flag(option)
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
        guard let output, !output.isEmpty else { throw .usage("missing '-o <file>'; see 'navbar render --help'") }
        let lower = output.lowercased()
        guard lower.hasSuffix(".svg") || lower.hasSuffix(".png") else {
            throw .usage("the output file must end in '.svg' or '.png', got '\(output)'")
        }
        options.output = output
        if options.gallery != nil {
            guard options.files.isEmpty else {
                throw .usage("'--gallery' takes a folder and no scene files; see 'navbar render --help'")
            }
        } else {
            guard !options.files.isEmpty else { throw .usage("missing scene file; see 'navbar render --help'") }
            guard options.files.count == 1 else {
                throw .usage("render draws one scene; use '--gallery <folder>' for several")
            }
        }
        return options
    }
}
