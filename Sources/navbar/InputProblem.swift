import NavigationBarLayout
import TextMetrics

/// One problem with an input, located for an `Error:` line.
///
/// Printed as `FILE:LINE:COLUMN: message` for a syntax error,
/// `FILE: field.path: message` for a value, and `FILE: message` otherwise.
struct InputProblem: Error, Sendable, Hashable {
    /// The file the problem is in, when it is not the file being read (a profile file named by a scene).
    var file: String?
    /// The line of a syntax error, from 1.
    var line: Int?
    /// The column of a syntax error, from 1.
    var column: Int?
    /// The field, like `items[0].title`; empty for the whole document.
    var path: String = ""
    /// What is wrong.
    var message: String
    /// The exit status this problem maps to.
    var status: Int32 = 65

    /// The problem as printed for `file` (after `Error: `).
    func formatted(file input: String) -> String {
        let name = file ?? input
        if let line, let column { return "\(name):\(line):\(column): \(message)" }
        return path.isEmpty ? "\(name): \(message)" : "\(name): \(path): \(message)"
    }

    /// The problem inside one line of JSON Lines: no line number, as the line is given beside it.
    var inlineDescription: String {
        let prefix = file.map { "\($0): " } ?? ""
        if let line, let column {
            return file == nil ? "column \(column): \(message)" : "\(prefix)line \(line), column \(column): \(message)"
        }
        return prefix + (path.isEmpty ? message : "\(path): \(message)")
    }

    /// The problem for a decoding problem.
    init(_ problem: JSONProblem) {
        self.line = problem.line
        self.column = problem.column
        self.path = problem.path
        self.message = problem.message
    }

    /// A problem with `message`, at `path`, with exit status `status`.
    init(file: String? = nil, path: String = "", message: String, status: Int32 = 65) {
        self.file = file
        self.path = path
        self.message = message
        self.status = status
    }

    /// The problems of a profile that cannot be resolved, named from a scene's `profile` field.
    static func profile(_ error: ProfileError) -> [InputProblem] {
        switch error {
        case .unknownProfile:
            return [InputProblem(path: "profile", message: error.description)]
        case .fileNotFound(let path):
            return [InputProblem(path: "profile", message: "profile file '\(path)' not found", status: 66)]
        case .unreadableFile(let path):
            return [InputProblem(path: "profile", message: "cannot read profile file '\(path)'", status: 66)]
        case .invalidProfile(let path, let problems):
            return problems.map { problem in
                var located = InputProblem(problem)
                located.file = path
                return located
            }
        case .missingBundledProfiles:
            return [InputProblem(message: error.description, status: 1)]
        }
    }

    /// The problem of a scene the solver rejects.
    static func layout(_ error: LayoutError) -> [InputProblem] {
        switch error {
        case .invalidScene(let problems):
            return problems.map { InputProblem(path: $0.path, message: $0.message) }
        case .missingProfileValue, .invalidProfile:
            return [InputProblem(message: error.description)]
        case .measurement(let error):
            return [InputProblem(message: error.description, status: 1)]
        case .profile(let error):
            return profile(error)
        }
    }
}

extension CLIError {
    /// The error for `problems` found in `file`: one message each, the status of the first.
    init(problems: [InputProblem], file: String) {
        self.init(status: problems.first?.status ?? 65, messages: problems.map { $0.formatted(file: file) })
    }
}
