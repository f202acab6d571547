import NavbarCore
import NavigationBarLayout
import TextMetrics

/// `navbar calibrate MEASURED.json… -o profile.json`: fits a profile's constants to measured scenes.
enum CalibrateCommand {
    /// The help text.
    static var usage: String { CommandTable.calibrate.helpText }

    /// What the command line asks for.
    struct Options {
        var files: [String] = []
        var output = ""
        var report = MeasurementInput.ReportOptions()
    }

    /// Runs the command; throws ``ExitStatus`` 1 when a residual is larger than the tolerance.
    static func run(_ arguments: [String]) throws {
        guard let options = try parse(arguments) else {
            try Output.out(usage + "\n")
            return
        }
        let target = try OutputTarget(path: options.output)
        let layouter = try options.report.scene.makeLayouter()
        var scenes: [MeasuredScene] = []
        var profile: MetricsProfile?
        for file in options.files {
            let measured = try MeasurementInput.read(file)
            let (scene, sceneProfile, sceneFile) = try prepareScene(of: measured, file: file, layouter: layouter)
            if let profile, profile.name != sceneProfile.name {
                throw CLIError.usage(
                    "the measured scenes name different profiles ('\(profile.name)', '\(sceneProfile.name)' in "
                        + "\(sceneFile)); choose the one to calibrate with '--profile'")
            }
            let chosen = profile ?? sceneProfile
            profile = chosen
            do {
                scenes.append(
                    try MeasuredScene(
                        name: file, scene: scene, measured: measured, profile: chosen, base: layouter.measurer))
            } catch { throw CLIError(problems: error.problems, file: sceneFile) }
        }
        guard let profile else { throw CLIError.usage("missing measurement file; see 'navbar calibrate --help'") }
        let note =
            "navbar calibrate against " + options.files.map { FilePath.lastComponent($0) }.joined(separator: ", ")
        let result = try ProfileCalibration.fit(scenes, profile: profile, sourceNote: note)
        for scene in scenes { for line in scene.notes { Output.err("Note: \(scene.name): \(line)\n") } }
        try target.write(JSONWriter.string(result.document) + "\n")
        try target.commit()
        let tolerance = options.report.tolerance
        if options.report.json {
            let report = CalibrationReport.jsonValue(result, names: options.files, tolerance: tolerance)
            try Output.out(JSONWriter.string(report) + "\n")
        } else {
            try Output.out(CalibrationReport.table(result, names: options.files, tolerance: tolerance))
        }
        if !result.after.allSatisfy({ $0.isWithin(tolerance) }) { throw ExitStatus(status: 1) }
    }

    /// The scene `measured` names (its `scene`: a file relative to `file`'s folder, or inline), prepared with the
    /// command line's options; and the name problems with it are reported under.
    static func prepareScene(of measured: MeasuredBar, file: String, layouter: SceneLayouter) throws(CLIError)
        -> (Scene, MetricsProfile, String)
    {
        let bytes: [UInt8]
        let sceneFile: String
        switch measured.scene {
        case nil:
            throw CLIError(
                problems: [
                    InputProblem(
                        path: "scene",
                        message: "is required by calibrate: the scene file measured, relative to this "
                            + "file, or the scene itself")
                ], file: SceneInput.displayName(file))
        case .file(let path):
            let folder = file == "-" ? "" : FilePath.deletingLastComponent(file)
            sceneFile = path.hasPrefix("/") || folder.isEmpty ? path : FilePath.appending(folder, path)
            try SceneInput.check(sceneFile)
            bytes = try SceneInput.read(sceneFile)
        case .inline(let scene):
            sceneFile = file
            bytes = Array(JSONWriter.string(scene).utf8)
        }
        do {
            let (scene, profile) = try layouter.prepare(json: bytes, file: sceneFile)
            return (scene, profile, sceneFile)
        } catch { throw CLIError(problems: error.problems, file: SceneInput.displayName(sceneFile)) }
    }

    /// The options, or `nil` for `--help`.
    static func parse(_ arguments: [String]) throws(CLIError) -> Options? {
        if ArgumentScanner.wantsHelp(arguments) { return nil }
        var scanner = ArgumentScanner(arguments)
        var options = Options()
        var output: String?
        while let option = try scanner.nextOption() {
            if option == "--output" || option == "-o" {
                output = try scanner.outputPath(of: option)
            } else if try !options.report.read(option, from: &scanner) {
                throw .unknownOption(option, valid: CommandTable.calibrate.optionNames, command: "calibrate")
            }
        }
        guard !scanner.positionals.isEmpty else {
            throw .usage("missing measurement file; see 'navbar calibrate --help'")
        }
        guard let output else { throw .usage("missing '-o FILE': the profile to write; see 'navbar calibrate --help'") }
        options.files = scanner.positionals
        options.output = output
        return options
    }
}
