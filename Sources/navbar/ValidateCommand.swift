import NavbarCore
import NavigationBarLayout

/// `navbar validate`: checks scenes as `layout` would, printing every problem instead of geometry (see `navbar validate --help`).
enum ValidateCommand {
    /// The help text, made from the command table.
    static var usage: String { CommandTable.validate.helpText }

    /// Runs the subcommand with `arguments`.
    static func run(_ arguments: [String]) throws {
        if ArgumentScanner.wantsHelp(arguments) {
            try Output.out(usage + "\n")
            return
        }
        var scanner = ArgumentScanner(arguments)
        var options = SceneOptions()
        while let option = try scanner.nextOption() {
            guard CommandTable.validate.optionNames.contains(option) else {
                throw CLIError.unknownOption(
                    option, valid: CommandTable.validate.optionNames, command: "validate")
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
                for problem in problems { ErrorReport.write(problem) }
                let kind = problems[0].kind
                if worst.map({ kind.rank > $0.rank }) ?? true { worst = kind }
            }
        }
        if let worst { throw ExitStatus(status: worst.status) }
    }

    /// Every problem of the scene in `file`: its decoding problems, else those of laying it out; a transition
    /// request (an object with `change`) is checked as `navbar transition` would make it.
    static func check(_ file: String, layouter: SceneLayouter) throws(CLIError) -> [InputProblem] {
        let bytes = try SceneInput.read(file)
        if let document = try? JSONValue.parse(bytes), TransitionRequest.isRequest(document) {
            do {
                _ = try layouter.transition(json: bytes, file: file)
                return []
            } catch {
                return error.problems
            }
        }
        // Without edits, every decoding problem is reported before any profile or layout problem.
        let problems = layouter.hasEdits ? [] : Scene.validate(json: bytes)
        guard problems.isEmpty else { return problems.map(InputProblem.init) }
        do {
            _ = try layouter.geometry(json: bytes, file: file)
            return try layouter.missingCharacterProblems(json: bytes, file: file)
        } catch {
            return error.problems
        }
    }
}
