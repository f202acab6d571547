import NavbarCore
import NavigationBarLayout

/// `navbar transition`: prints the geometry of an animated change at one moment or at several (see
/// `navbar transition --help`).
enum TransitionCommand {
    /// The help text, made from the command table.
    static var usage: String { CommandTable.transition.helpText }

    /// What the command line asked for.
    struct Options {
        /// The request file, `-` for standard input.
        var file = ""
        /// `--progress` or `--frames`, instead of the request's.
        var sampling: TransitionRequest.Sampling?
        /// `--output`: the file to write instead of standard output.
        var output: String?
        /// The options shared with `layout`.
        var scene = SceneOptions()
        /// `--geometry-format`: the transition format written.
        var geometryFormat = GeometryFormat.standard
    }

    /// Parses `arguments`, makes the transition and prints (or writes) its JSON, one sample at a time.
    static func run(_ arguments: [String]) throws {
        guard let options = try parse(arguments) else {
            try Output.out(usage + "\n")
            return
        }
        try SceneInput.check(options.file)
        let layouter = try options.scene.makeLayouter()
        let bytes = try SceneInput.read(options.file)
        let request: TransitionRequest
        let transition: BarTransition
        do { (request, transition) = try layouter.transition(json: bytes, file: options.file) } catch {
            let hint = DocumentKind.sceneHint(bytes).map { [$0] } ?? []
            throw CLIError(problems: error.problems + hint, file: SceneInput.displayName(options.file))
        }
        let sampling = options.sampling ?? request.sampling ?? TransitionRequest.defaultSampling
        // Every check has passed: the samples are made and written one at a time (bounded memory).
        let target = try OutputTarget(path: options.output ?? "-")
        try TransitionStream.write(transition, sampling: sampling, format: options.geometryFormat) {
            (bytes) throws(CLIError) in
            try target.write(bytes: bytes)
        }
        try target.commit()
    }

    /// The options in `arguments`, or `nil` when help was asked for.
    static func parse(_ arguments: [String]) throws(CLIError) -> Options? {
        if ArgumentScanner.wantsHelp(arguments) { return nil }
        var scanner = ArgumentScanner(arguments)
        var options = Options()
        var given: String?
        while let option = try scanner.nextOption() {
            switch option {
            case "--progress", "--frames":
                if let given, given != option {
                    throw .usage("'--progress' and '--frames' cannot be combined; give one of them")
                }
                given = option
                options.sampling =
                    option == "--progress" ? .progress(try progress(&scanner)) : .frames(try frames(&scanner))
            case "--geometry-format": options.geometryFormat = try scanner.geometryFormat()
            case "--output", "-o":
                options.output = try scanner.outputPath(of: option)
            default:
                guard try options.scene.read(option, from: &scanner) else {
                    throw .unknownOption(option, valid: CommandTable.transition.optionNames, command: "transition")
                }
            }
        }
        guard let file = scanner.positionals.first else {
            throw .usage("missing transition request file; see 'navbar transition --help'")
        }
        guard scanner.positionals.count == 1 else {
            throw .usage("one transition request file at a time, got \(scanner.positionals.count)")
        }
        options.file = file
        return options
    }

    /// `--progress`: a number from 0 to 1.
    static func progress(_ scanner: inout ArgumentScanner) throws(CLIError) -> Double {
        let text = try scanner.value(of: "--progress")
        guard let t = ArgumentScanner.decimal(text), (0...1).contains(t) else {
            throw .usage("the value of '--progress' must be a number from 0 to 1, got '\(text)'")
        }
        return t
    }

    /// `--frames`: a whole number from 2 to `TransitionRequest.maximumFrameCount`.
    static func frames(_ scanner: inout ArgumentScanner) throws(CLIError) -> Int {
        let text = try scanner.value(of: "--frames")
        let limit = TransitionRequest.maximumFrameCount
        guard text.allSatisfy(\.isASCII), let count = Int(text), count >= 2, count <= limit else {
            throw .usage("the value of '--frames' must be a whole number from 2 to \(limit), got '\(text)'")
        }
        return count
    }
}
