import NavigationBarLayout

/// One scene document laid out: its geometry or every problem, and the document's `id`.
public struct SceneResult: Sendable {
    /// The scene's `id`, when the document is an object with a non-empty string `id`.
    public var id: String?
    /// The geometry, or every problem of the scene, its profile or its layout.
    public var geometry: Result<BarGeometry, CLIError>

    /// A result for the scene `id` (if any).
    ///
    /// - Parameters:
    ///   - id: The scene's `id`, if it has one.
    ///   - geometry: The geometry, or the error.
    public init(id: String?, geometry: Result<BarGeometry, CLIError>) {
        self.id = id
        self.geometry = geometry
    }
}

/// The JSON `navbar layout` and `navbar batch` write for a scene: the geometry with the scene's `id`.
public enum SceneOutput {
    /// The geometry object of `geometry`, with a top-level `"id"` when the scene has one.
    ///
    /// - Parameters:
    ///   - geometry: The scene's geometry.
    ///   - id: The scene's `id`, or `nil` to write the geometry as it is.
    /// - Returns: The object to write.
    public static func jsonValue(_ geometry: BarGeometry, id: String?) -> JSONValue {
        geometry.jsonValue(id: id)
    }

    /// The UTF-8 JSON text of `jsonValue(_:id:)`, written straight from the geometry (no tree built).
    ///
    /// - Parameters:
    ///   - geometry: The scene's geometry.
    ///   - id: The scene's `id`, or `nil` to write the geometry as it is.
    ///   - pretty: Whether to indent with one key a line (`true`) or write one line.
    ///   - format: The geometry format to write.
    /// - Returns: The JSON text's bytes.
    public static func jsonBytes(
        _ geometry: BarGeometry, id: String?, pretty: Bool, format: GeometryFormat = .standard
    ) -> [UInt8] {
        if format == .version1 { GlassKeysNotice.noteIfLeftOut(geometry) }
        return geometry.jsonBytes(pretty: pretty, id: id, format: format)
    }

    /// `object` with a member `"id"` when `id` is given (the writer sorts the keys).
    ///
    /// - Parameters:
    ///   - id: The scene's `id`, or `nil`.
    ///   - object: A JSON object.
    /// - Returns: The object with `id` added.
    public static func adding(id: String?, to object: JSONValue) -> JSONValue {
        guard let id, case .object(let members) = object else { return object }
        return .object(members + [JSONValue.Member("id", .string(id))])
    }

    /// The scene `id` of the parsed document `document`: the value of a top-level `id` that is a
    /// non-empty string; read even when the rest of the scene is invalid.
    ///
    /// - Parameter document: A parsed JSON document.
    /// - Returns: The id, or `nil` when the document has none.
    public static func id(in document: JSONValue) -> String? {
        guard case .string(let id)? = document["id"], !id.isEmpty else { return nil }
        return id
    }
}
