/// Reads `.strings` files: `"key" = "value";` pairs of one locale, UTF-8 or UTF-16 with a byte order mark.
enum StringsFileReader {
    /// The catalog in `bytes`.
    static func read(_ bytes: [UInt8], file: String) throws(CatalogError) -> StringCatalog {
        throw CatalogError(file: file, message: "not implemented yet", reason: .unsupported)
    }
}
