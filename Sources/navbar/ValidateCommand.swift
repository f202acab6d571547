import NavigationBarLayout

/// `navbar validate`: checks scenes without laying them out (see `navbar validate --help`).
enum ValidateCommand {
    static let usage = """
        OVERVIEW: Check scenes without laying them out; report every problem.

        USAGE: navbar validate <scene> ...

        ARGUMENTS:
          <scene>                 A scene JSON file, or '-' for standard input.

        OPTIONS:
          -h, --help              Show help information.

        Prints '<scene>: ok' on standard output for each valid scene, and one
        'Error: ' line on standard error for each problem: 'FILE:LINE:COLUMN: message'
        for a syntax error, 'FILE: field.path: message' for a value. The exit status is
        65 when a scene is invalid and 66 when a file is missing.
        """

    /// Runs the subcommand with `arguments`.
    static func run(_ arguments: [String]) throws {
        if ArgumentScanner.wantsHelp(arguments) {
            Output.out(usage + "\n")
            return
        }
        var scanner = ArgumentScanner(arguments)
        while let option = scanner.nextOption() {
            throw CLIError.unknownOption(option, valid: ["--help"], command: "validate")
        }
        let files = scanner.positionals
        guard !files.isEmpty else { throw CLIError.usage("missing scene file; see 'navbar validate --help'") }
        guard files.filter({ $0 == "-" }).count <= 1 else {
            throw CLIError.usage("standard input ('-') can be read only once")
        }
        // Validation decodes and resolves profiles; it measures nothing, so it needs no measurer.
        let reader = SceneReader(overrides: SceneOverrides())
        var status: Int32 = 0
        for file in files {
            let problems: [String]
            let fileStatus: Int32
            do {
                let found = try check(file, reader: reader)
                problems = found.map { $0.formatted(file: SceneInput.displayName(file)) }
                fileStatus = found.first?.status ?? 0
            } catch {
                problems = error.messages
                fileStatus = error.status
            }
            if problems.isEmpty {
                Output.out("\(SceneInput.displayName(file)): ok\n")
            } else {
                for problem in problems { Output.err("Error: " + problem) }
                status = worse(status, fileStatus)
            }
        }
        guard status == 0 else { throw ExitStatus(status: status) }
    }

    /// Every problem of the scene in `file`: its decoding problems, else its profile's.
    static func check(_ file: String, reader: SceneReader) throws(CLIError) -> [InputProblem] {
        let bytes = try SceneInput.read(file)
        let problems = Scene.validate(json: bytes)
        guard problems.isEmpty else { return problems.map(InputProblem.init) }
        do {
            _ = try reader.prepare(json: bytes, file: file)
            return []
        } catch {
            return error.problems
        }
    }

    /// The status to exit with after `a` and `b`: a missing file (66) over bad data (65) over others.
    static func worse(_ a: Int32, _ b: Int32) -> Int32 {
        let rank: [Int32: Int] = [0: 0, 1: 1, 64: 2, 65: 3, 66: 4]
        return (rank[a] ?? 1) >= (rank[b] ?? 1) ? a : b
    }
}
