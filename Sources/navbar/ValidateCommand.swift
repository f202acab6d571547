import NavigationBarLayout

/// `navbar validate`: checks scenes as `layout` would, printing every problem instead of geometry (see `navbar validate --help`).
enum ValidateCommand {
    static let usage = """
        OVERVIEW: Check scenes as layout would, without the geometry; report every problem.

        USAGE: navbar validate <scene> ... [--confine-profiles] [--font-file <path> ...]

        ARGUMENTS:
          <scene>                 A scene JSON file, or '-' for standard input.

        OPTIONS:
          --confine-profiles      Read a scene's profile file only from inside the
                                  scene's folder (for scenes from untrusted sources).
          --font-file <path>      Make the family of this font file available
                                  (repeatable).
          -h, --help              Show help information.

        A scene is valid when 'navbar layout' lays it out: its JSON, its profile and
        its font families are checked. Prints '<scene>: ok' on standard output for each
        valid scene, and one 'Error: ' line on standard error for each problem:
        'FILE:LINE:COLUMN: message' for a syntax error, 'FILE: field.path: message' for
        a value. The exit status is 65 when a scene is invalid and 66 when a file is
        missing.
        """

    /// Runs the subcommand with `arguments`.
    static func run(_ arguments: [String]) throws {
        if ArgumentScanner.wantsHelp(arguments) {
            try Output.out(usage + "\n")
            return
        }
        var scanner = ArgumentScanner(arguments)
        var options = SceneOptions()
        while let option = try scanner.nextOption() {
            guard option == "--confine-profiles" || option == "--font-file" else {
                throw CLIError.unknownOption(
                    option, valid: ["--confine-profiles", "--font-file", "--help"], command: "validate")
            }
            _ = try options.read(option, from: &scanner)
        }
        let files = scanner.positionals
        guard !files.isEmpty else { throw CLIError.usage("missing scene file; see 'navbar validate --help'") }
        guard files.filter({ $0 == "-" }).count <= 1 else {
            throw CLIError.usage("standard input ('-') can be read only once")
        }
        let layouter = try options.makeLayouter()
        var worst: FailureKind?
        for file in files {
            let problems: [InputProblem]
            do {
                problems = try check(file, layouter: layouter).map { $0.in(file: SceneInput.displayName(file)) }
            } catch {
                // The file could not be read; the message names it.
                problems = error.problems
            }
            if problems.isEmpty {
                try Output.out("\(SceneInput.displayName(file)): ok\n")
            } else {
                for problem in problems { Output.err("Error: \(problem)") }
                let kind = problems[0].kind
                if worst.map({ kind.rank > $0.rank }) ?? true { worst = kind }
            }
        }
        if let worst { throw ExitStatus(status: worst.status) }
    }

    /// Every problem of the scene in `file`: its decoding problems, else those of laying it out.
    static func check(_ file: String, layouter: SceneLayouter) throws(CLIError) -> [InputProblem] {
        let bytes = try SceneInput.read(file)
        let problems = Scene.validate(json: bytes)
        guard problems.isEmpty else { return problems.map(InputProblem.init) }
        do {
            _ = try layouter.geometry(json: bytes, file: file)
            return []
        } catch {
            return error.problems
        }
    }
}
