/// A localization file that cannot be read: the file, where in it, and why.
///
/// Its description is `FILE:LINE:COLUMN: message` when the place is known,
/// with the field before the message for a value of a String Catalog that
/// does not fit (`FILE:LINE:COLUMN: strings.done.comment: must be a string`),
/// and `FILE: message` for the whole file.
public struct CatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure it is.
    public enum Reason: String, Sendable, Hashable {
        /// The file's content is not valid (exit status 65).
        case invalid
        /// There is no file at the path (exit status 66).
        case notFound
        /// The file exists but cannot be read (exit status 66).
        case unreadable
        /// The format is not one that can be read here, such as XLIFF without the `navbar` tool's reader
        /// (exit status 65).
        case unsupported
    }

    /// The file, as given.
    public var file: String
    /// The line, from 1, when known.
    public var line: Int?
    /// The column, from 1 (in Unicode scalars), when known.
    public var column: Int?
    /// The field of a String Catalog, like `strings["done"].localizations.de`; empty when not known.
    public var path: String
    /// What is wrong.
    public var message: String
    /// What kind of failure it is.
    public var reason: Reason

    /// An error in `file`.
    ///
    /// - Parameters:
    ///   - file: The file, as given.
    ///   - line: The line, from 1.
    ///   - column: The column, from 1.
    ///   - path: The field, for a value of a String Catalog.
    ///   - message: What is wrong.
    ///   - reason: What kind of failure it is; invalid content by default.
    public init(
        file: String, line: Int? = nil, column: Int? = nil, path: String = "", message: String,
        reason: Reason = .invalid
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
        self.reason = reason
    }

    public var description: String {
        let field = path.isEmpty ? "" : "\(path): "
        if let line, let column { return "\(file):\(line):\(column): \(field)\(message)" }
        if let line { return "\(file):\(line): \(field)\(message)" }
        return "\(file): \(field)\(message)"
    }
}
