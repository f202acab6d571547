import JSONFormat

/// Reads Xcode's String Catalogs (`.xcstrings`, JSON) with the project's JSON reader.
enum XCStringsReader {
    /// The catalog in `bytes`.
    static func read(_ bytes: [UInt8], file: String) throws(CatalogError) -> StringCatalog {
        throw CatalogError(file: file, message: "not implemented yet", reason: .unsupported)
    }
}
