import Foundation

@testable import StringCatalogs

/// The test catalogs in `Catalogs/`, next to this file.
enum CatalogFiles {
    /// The folder of the test catalogs.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Catalogs"

    /// The path of the test catalog `name`.
    static func path(_ name: String) -> String { folder + "/" + name }

    /// The catalog `name`, read.
    static func read(_ name: String) throws -> StringCatalog {
        try CatalogReading.read(contentsOf: path(name))
    }

    /// The error reading the catalog `name` gives, or nil when it reads.
    static func error(_ name: String) -> CatalogError? {
        do {
            _ = try CatalogReading.read(contentsOf: path(name))
            return nil
        } catch {
            return error
        }
    }

    /// `error`'s description with the folder left out.
    static func shortDescription(_ error: CatalogError?) -> String? {
        error?.description.replacingOccurrences(of: folder + "/", with: "")
    }
}
