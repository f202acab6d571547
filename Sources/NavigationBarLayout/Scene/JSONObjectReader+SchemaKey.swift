import JSONFormat

/// The `$schema` key that scenes, transition requests and profiles accept.
///
/// Editors read it to offer completion and checks from a JSON Schema
/// (`schemas/`); layout ignores it. Its value must be a string.
enum SchemaKey {
    /// The key's name.
    static let name = "$schema"
}

extension JSONObjectReader {
    /// Checks the optional `$schema` key: a string, read and dropped.
    func checkSchemaKey() {
        _ = string(SchemaKey.name)
    }
}
