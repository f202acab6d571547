import NavbarCore
import NavigationBarLayout

/// `navbar compare SCENE MEASURED.json`: the engine's frames beside those measured on a device.
enum CompareCommand {
    /// The help text.
    static var usage: String { CommandTable.compare.helpText }

    /// What the command line asks for.
    struct Options {
        var scene = ""
        var measured = ""
        var report = MeasurementInput.ReportOptions()
    }

    /// Runs the command; throws ``ExitStatus`` 1 when a node differs or is missing.
    static func run(_ arguments: [String]) throws {
        guard let options = try parse(arguments) else {
            try Output.out(usage + "\n")
            return
        }
        let layouter = try options.report.scene.makeLayouter()
        let measured = try MeasurementInput.read(options.measured)
        try SceneInput.check(options.scene)
        let bytes = try SceneInput.read(options.scene)
        let name = SceneInput.displayName(options.scene)
        let (scene, profile): (Scene, MetricsProfile)
        do { (scene, profile) = try layouter.prepare(json: bytes, file: options.scene) } catch {
            throw CLIError(problems: error.problems, file: name)
        }
        let paired: MeasuredScene
        let comparison: FrameComparison
        do {
            paired = try MeasuredScene(
                name: options.measured, scene: scene, measured: measured, profile: profile, base: layouter.measurer)
            comparison = try paired.compare(profile: profile)
        } catch { throw CLIError(problems: error.problems, file: name) }
        let tolerance = options.report.tolerance
        if options.report.json {
            let report = CalibrationReport.jsonValue(comparison, tolerance: tolerance, notes: paired.notes)
            try Output.out(JSONWriter.string(report) + "\n")
        } else {
            try Output.out(CalibrationReport.table(comparison, tolerance: tolerance, notes: paired.notes))
        }
        if !comparison.isWithin(tolerance) { throw ExitStatus(status: 1) }
    }

    /// The options, or `nil` for `--help`.
    static func parse(_ arguments: [String]) throws(CLIError) -> Options? {
        if ArgumentScanner.wantsHelp(arguments) { return nil }
        var scanner = ArgumentScanner(arguments)
        var options = Options()
        while let option = try scanner.nextOption() {
            guard try options.report.read(option, from: &scanner) else {
                throw .unknownOption(option, valid: CommandTable.compare.optionNames, command: "compare")
            }
        }
        guard scanner.positionals.count == 2 else {
            throw .usage(
                "compare takes a scene file and a measurement file, got \(scanner.positionals.count) files; "
                    + "see 'navbar compare --help'")
        }
        options.scene = scanner.positionals[0]
        options.measured = scanner.positionals[1]
        return options
    }
}

/// Reading measurement files and the options `compare` and `calibrate` share.
enum MeasurementInput {
    /// Reads and decodes the measurement file `file`; its problems name the file.
    static func read(_ file: String) throws(CLIError) -> MeasuredBar {
        try SceneInput.check(file)
        let bytes = try SceneInput.read(file)
        do { return try MeasuredBar.decode(json: bytes) } catch {
            throw CLIError(problems: error.problems.map(InputProblem.init), file: SceneInput.displayName(file))
        }
    }

    /// The options `compare` and `calibrate` share: the report's tolerance and form, and the scene options.
    struct ReportOptions {
        var tolerance = 0.5
        var json = false
        var scene = SceneOptions()

        /// Reads `option` if it is one of these; `false` when it is not.
        mutating func read(_ option: String, from scanner: inout ArgumentScanner) throws(CLIError) -> Bool {
            switch option {
            case "--tolerance":
                let text = try scanner.value(of: option)
                guard let value = ArgumentScanner.decimal(text), value >= 0, value <= 1000 else {
                    throw .usage("the value of '--tolerance' must be a number from 0 to 1000, got '\(text)'")
                }
                tolerance = value
            case "--json": json = try scanner.flag(option)
            default: return try scene.read(option, from: &scanner)
            }
            return true
        }
    }
}
