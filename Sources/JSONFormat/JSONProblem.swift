/// One problem found in a JSON document: a syntax error, or a value that does not fit the format.
///
/// Its description is `PATH: MESSAGE` (for example
/// `items[1].rightBarButtonItems[0].customView.width: must be a number from 0 to 100000`),
/// just `MESSAGE` for the document itself, and `line L, column C: MESSAGE`
/// for a syntax error.
public struct JSONProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the value is, like `items[0].title`; empty for the whole document or a syntax error.
    public var path: String
    /// What is wrong, like `must be a string`.
    public var message: String
    /// The line of a syntax error, from 1.
    public var line: Int?
    /// The column of a syntax error, from 1.
    public var column: Int?

    /// A problem with the value at `path`.
    ///
    /// - Parameters:
    ///   - path: Where the value is, like `items[0].title`.
    ///   - message: What is wrong, like `must be a string`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// A syntax error.
    ///
    /// - Parameter syntaxError: The syntax error; the problem keeps its line, column and message.
    public init(_ syntaxError: JSONSyntaxError) {
        self.path = ""
        self.message = syntaxError.message
        self.line = syntaxError.line
        self.column = syntaxError.column
    }

    /// Whether this is a syntax error.
    public var isSyntaxError: Bool { line != nil }

    public var description: String {
        if let line, let column { return "line \(line), column \(column): \(message)" }
        return path.isEmpty ? message : "\(path): \(message)"
    }
}

/// A JSON document that cannot be decoded: every problem found.
///
/// Problems come in the order found: within an object, unknown keys first,
/// then the fields in the order the format lists them; a format may add
/// problems found on the value built afterwards (the scene format's rules
/// that relate two values).
///
/// Its description is the first problem's, followed by
/// `(and N more problems)` when there are more; print `problems` to show them all.
public struct JSONDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems; never empty.
    public var problems: [JSONProblem]

    /// An error made of `problems`, which must not be empty.
    ///
    /// - Parameter problems: The problems, in document order.
    public init(problems: [JSONProblem]) {
        self.problems = problems.isEmpty ? [JSONProblem(path: "", message: "invalid document")] : problems
    }

    /// The first problem.
    public var first: JSONProblem { problems[0] }

    public var description: String {
        let more = problems.count - 1
        switch more {
        case 0: return first.description
        case 1: return "\(first) (and 1 more problem)"
        default: return "\(first) (and \(more) more problems)"
        }
    }
}
