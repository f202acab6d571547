/// Reads JSON values into a format's own values, collecting every problem with its path.
///
/// The reader knows JSON only: a format (the scene, profile and geometry
/// formats of `NavigationBarLayout`) writes a small reader for each of its
/// types as a function on `JSONField`. They
/// report what is wrong and carry on with a stand-in value, so one pass
/// finds every problem in a document, not only the first; a reader returns
/// `nil` only when it has nothing to build from (a value of the wrong
/// type). The result is used only when no problem was reported.
public final class JSONReader {
    /// The document being read.
    let document: JSONDocument
    /// The problems reported so far, in the order found.
    public private(set) var problems: [JSONProblem] = []
    /// State a format's readers keep across one document, one object per type.
    private var states: [(type: ObjectIdentifier, state: AnyObject)] = []
    /// Where values of the document's model sit in the document, when the
    /// model's path differs: model path → document path.
    private var aliases: [String: String] = [:]

    /// A reader of `document`.
    init(_ document: JSONDocument) {
        self.document = document
    }

    /// Records that the value at `path` is wrong.
    ///
    /// - Parameters:
    ///   - message: What is wrong, like `must be a string`.
    ///   - path: Where the value is.
    public func report(_ message: String, at path: JSONPath) {
        problems.append(JSONProblem(path: path.description, message: message))
    }

    /// Records that the value at `modelPath` of the model being read is wrong,
    /// at the place in the document it was read from.
    ///
    /// - Parameters:
    ///   - message: What is wrong.
    ///   - modelPath: The path of the value in the model, like `items[0].customView.width`.
    public func report(_ message: String, atModelPath modelPath: String) {
        problems.append(JSONProblem(path: documentPath(modelPath), message: message))
    }

    /// Records that the model value at `modelPath` was read from `path`.
    ///
    /// - Parameters:
    ///   - modelPath: The path of the value in the model.
    ///   - path: Where in the document it was read from.
    public func alias(_ modelPath: String, to path: JSONPath) {
        let documentPath = path.description
        if documentPath != modelPath { aliases[modelPath] = documentPath }
    }

    /// The document path of the model value at `modelPath`.
    ///
    /// - Parameter modelPath: The path of a value in the model.
    /// - Returns: Where in the document it was read from, or `modelPath` itself when it was not recorded.
    public func documentPath(_ modelPath: String) -> String {
        var best: (key: String, value: String)?
        for (key, value) in aliases where key.count > (best?.key.count ?? -1) {
            guard modelPath.hasPrefix(key) else { continue }
            let rest = modelPath.dropFirst(key.count)
            if rest.isEmpty || rest.first == "." || rest.first == "[" { best = (key, value) }
        }
        guard let best else { return modelPath }
        return best.value + modelPath.dropFirst(best.key.count)
    }

    /// The reader's state of type `State`, made by `make` on first use.
    ///
    /// - Parameter make: Makes the state the first time it is asked for.
    /// - Returns: The one state of that type.
    public func state<State: AnyObject>(_ make: () -> State) -> State {
        let type = ObjectIdentifier(State.self)
        // A format keeps one or two kinds of state: a search of a few entries beats hashing.
        for entry in states where entry.type == type { return unsafeDowncast(entry.state, to: State.self) }
        let state = make()
        states.append((type, state))
        return state
    }

    /// Parses `bytes` and reads the document with `read`, collecting every problem.
    ///
    /// Inlinable, so that it is specialized for `T` where it is used (no
    /// metadata lookups for `T?` on every document).
    ///
    /// - Parameters:
    ///   - bytes: The document's UTF-8 bytes.
    ///   - read: Reads the document's root value.
    /// - Returns: The value read, or every problem found (one syntax error, or every value that does not fit).
    @inlinable
    public static func read<T>(_ bytes: [UInt8], with read: (JSONField) -> T?) -> Result<T, JSONDecodingError> {
        switch parsing(bytes) {
        case .success(let reader): reader.result(read(reader.root))
        case .failure(let error): .failure(error)
        }
    }

    /// A reader of the document `bytes`, or its syntax error as the one problem.
    @usableFromInline
    static func parsing(_ bytes: [UInt8]) -> Result<JSONReader, JSONDecodingError> {
        do {
            return .success(JSONReader(try JSONDocument.parse(bytes)))
        } catch {
            return .failure(JSONDecodingError(problems: [JSONProblem(error)]))
        }
    }

    /// The document's root value.
    @usableFromInline
    var root: JSONField { JSONField(reader: self, node: 0) }

    /// `value`, read from this reader's document, or every problem reported.
    @inlinable
    func result<T>(_ value: T?) -> Result<T, JSONDecodingError> {
        guard problems.isEmpty, let value else { return .failure(JSONDecodingError(problems: problems)) }
        return .success(value)
    }

    /// Reads the value `decoder` holds with `read`, for `Decodable` conformances.
    ///
    /// - Throws: `DecodingError.dataCorrupted` whose underlying error is the `JSONDecodingError`.
    /// - Parameters:
    ///   - decoder: The decoder holding the document.
    ///   - read: Reads the document's root value.
    /// - Returns: The value read.
    public static func decode<T>(from decoder: any Decoder, with read: (JSONField) -> T?) throws -> T {
        switch Self.read(try JSONValue(from: decoder), with: read) {
        case .success(let value):
            return value
        case .failure(let error):
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }

    /// Reads the document `value` with `read`, collecting every problem.
    ///
    /// - Parameters:
    ///   - value: The parsed document.
    ///   - read: Reads the document's root value.
    /// - Returns: The value read, or every problem found.
    public static func read<T>(_ value: JSONValue, with read: (JSONField) -> T?) -> Result<T, JSONDecodingError> {
        Self.read(JSONDocument(value), with: read)
    }

    /// Reads `document` with `read`, collecting every problem.
    private static func read<T>(_ document: JSONDocument, with read: (JSONField) -> T?) -> Result<T, JSONDecodingError>
    {
        let reader = JSONReader(document)
        return reader.result(read(reader.root))
    }
}
