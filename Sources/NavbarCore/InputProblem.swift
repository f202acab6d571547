import NavigationBarLayout
import TextMetrics

/// One problem of a command line or an input, located for an `Error:` line.
///
/// Printed as `FILE:LINE:COLUMN: message` for a syntax error,
/// `FILE: field.path: message` for a value, `FILE: message` for a whole file,
/// and `message` for a problem of the command line.
public struct InputProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure it is (and so the exit status).
    public var kind: FailureKind = .data
    /// The file the problem is in, as shown in messages; `nil` for the command line.
    public var file: String?
    /// The line of a syntax error, from 1.
    public var line: Int?
    /// The column of a syntax error, from 1.
    public var column: Int?
    /// The field, like `items[0].title`; empty for the whole document.
    public var path: String = ""
    /// What is wrong.
    public var message: String

    /// A problem of `kind` with `message`, at `path` of `file`.
    ///
    /// - Parameters:
    ///   - kind: What kind of failure it is; bad data by default.
    ///   - file: The file as shown in messages; `nil` for the command line.
    ///   - path: The field, like `items[0].title`; empty for the whole document.
    ///   - message: What is wrong.
    public init(kind: FailureKind = .data, file: String? = nil, path: String = "", message: String) {
        self.kind = kind
        self.file = file
        self.path = path
        self.message = message
    }

    /// The problem for a decoding problem (bad data, 65).
    ///
    /// - Parameter problem: A problem of a JSON document: a syntax error (line and column) or a value (path).
    public init(_ problem: JSONProblem) {
        self.line = problem.line
        self.column = problem.column
        self.path = problem.path
        self.message = problem.message
    }

    /// The problem placed in `file` unless it names a file of its own.
    ///
    /// - Parameter input: The file's name as shown in messages.
    /// - Returns: The problem, located.
    public func `in`(file input: String) -> InputProblem {
        var located = self
        if located.file == nil { located.file = input }
        return located
    }

    /// The problem as printed after `Error: `.
    public var description: String {
        guard let file else { return path.isEmpty ? message : "\(path): \(message)" }
        if let line, let column { return "\(file):\(line):\(column): \(message)" }
        return path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
    }

    /// The problem inside one line of JSON Lines: no line number, as the line is given beside it.
    var inlineDescription: String {
        let prefix = file.map { "\($0): " } ?? ""
        if let line, let column {
            return file == nil ? "column \(column): \(message)" : "\(prefix)line \(line), column \(column): \(message)"
        }
        return prefix + (path.isEmpty ? message : "\(path): \(message)")
    }

    /// The problems of a profile that cannot be resolved, named by a scene's `profile` field.
    ///
    /// - Parameter error: Why the profile cannot be resolved.
    /// - Returns: Its problems: a missing file is `noInput`, the bundled profiles not found `software`,
    ///   anything else bad data; a broken profile file gives each of its problems in that file.
    public static func profile(_ error: ProfileError) -> [InputProblem] {
        switch error {
        case .unknownProfile, .unknownVersion:
            return [InputProblem(path: "profile", message: error.description)]
        case .fileNotFound, .unreadableFile:
            return [InputProblem(kind: .noInput, path: "profile", message: error.description)]
        case .outsideFolder, .tooLarge:
            return [InputProblem(path: "profile", message: error.description)]
        case .invalidProfile(let path, let problems):
            return problems.map { problem in
                var located = InputProblem(problem)
                located.file = path
                return located
            }
        case .missingBundledProfiles:
            return [InputProblem(kind: .software, message: error.description)]
        }
    }

    /// The problem of text that cannot be measured: a font file that cannot be opened is a missing
    /// input, the bundled fonts not found a failure, anything else (an unknown family, a bad
    /// size, a broken font file) bad data.
    ///
    /// - Parameter error: Why the text cannot be measured.
    /// - Returns: The problem.
    public static func measurement(_ error: TextMetricsError) -> InputProblem {
        switch error {
        case .fontFileUnreadable: InputProblem(kind: .noInput, message: error.description)
        case .fontsDirectoryNotFound: InputProblem(kind: .software, message: error.description)
        default: InputProblem(message: error.description)
        }
    }

    /// The problems of a scene the solver rejects.
    ///
    /// - Parameter error: Why the scene cannot be laid out.
    /// - Returns: Its problems, each at its field where it has one.
    public static func layout(_ error: LayoutError) -> [InputProblem] {
        switch error {
        case .invalidScene(let problems):
            return problems.map { InputProblem(path: $0.path, message: $0.message) }
        case .missingProfileValue, .invalidProfile:
            return [InputProblem(message: error.description)]
        case .measurement(let error):
            return [measurement(error)]
        case .profile(let error):
            return profile(error)
        case .fontFile(let field, let error):
            var problem = measurement(error)
            problem.path = field
            return [problem]
        }
    }
}
