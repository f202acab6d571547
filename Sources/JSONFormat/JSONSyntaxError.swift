/// A JSON document that cannot be parsed: where and why.
///
/// Lines and columns count from 1; a column counts Unicode scalars, so a
/// tab or a multi-byte character is one column. Its description is
/// `line L, column C: message`.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line of the offending byte, from 1.
    public var line: Int
    /// The column of the offending byte, from 1.
    public var column: Int
    /// What is wrong, for example `unterminated string`.
    public var message: String

    /// Creates a syntax error.
    ///
    /// - Parameters:
    ///   - line: The line of the error, from 1.
    ///   - column: The column of the error, from 1.
    ///   - message: What was expected and found.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}
