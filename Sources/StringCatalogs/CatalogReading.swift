import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads localization files into `StringCatalog`s, choosing the reader by the file's extension.
///
/// `.xcstrings` and `.strings` are read here. XLIFF needs an XML parser
/// (libxml2), which the library does not link: the `navbar` tool registers
/// its XLIFF reader with `register(_:for:)`; without it, reading an XLIFF
/// file fails with `CatalogError.Reason.unsupported`.
public enum CatalogReading {
    /// A reader: the file's bytes and its name as given → the catalog.
    public typealias Reader = @Sendable ([UInt8], String) throws(CatalogError) -> StringCatalog

    /// The largest file read, in bytes (64 MiB).
    public static let maximumBytes = 64 << 20

    /// The readers registered from outside the library, by format.
    private static let registered = Mutex<[CatalogFormat: Reader]>([:])

    /// Makes `reader` read files of `format` (used by the `navbar` tool for XLIFF).
    ///
    /// - Parameters:
    ///   - reader: Reads a file's bytes; its second argument is the file's name as given.
    ///   - format: The format it reads.
    public static func register(_ reader: @escaping Reader, for format: CatalogFormat) {
        registered.withLock { $0[format] = reader }
    }

    /// Whether files of `format` can be read (XLIFF only once a reader is registered).
    ///
    /// - Parameter format: A format.
    /// - Returns: True when `read(bytes:file:format:)` has a reader for it.
    public static func canRead(_ format: CatalogFormat) -> Bool {
        switch format {
        case .xcstrings, .strings: true
        case .xliff: registered.withLock { $0[format] } != nil
        }
    }

    /// The catalog in the file at `path`, read by the reader of its extension.
    ///
    /// - Parameter path: A `.xcstrings`, `.strings`, `.xliff` or `.xlf` file.
    /// - Throws: `CatalogError`: an unknown extension or a format without a reader (unsupported),
    ///   no such file (not found), a file that cannot be read, or content that is not valid (with line and column).
    /// - Returns: The catalog.
    public static func read(contentsOf path: String) throws(CatalogError) -> StringCatalog {
        guard let format = CatalogFormat(path: path) else {
            throw CatalogError(
                file: path, message: "unknown catalog format: expected .xcstrings, .strings, .xliff or .xlf",
                reason: .unsupported)
        }
        return try read(bytes: try contents(ofFile: path), file: path, format: format)
    }

    /// The catalog in `bytes`, read as `format`.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The file's name, for errors and `StringCatalog.file`.
    ///   - format: The format to read.
    /// - Throws: `CatalogError` when the content is not valid, or no reader is registered for `format`.
    /// - Returns: The catalog.
    public static func read(bytes: [UInt8], file: String, format: CatalogFormat) throws(CatalogError) -> StringCatalog {
        switch format {
        case .xcstrings: return try XCStringsReader.read(bytes, file: file)
        case .strings: return try StringsFileReader.read(bytes, file: file)
        case .xliff:
            guard let reader = registered.withLock({ $0[format] }) else {
                throw CatalogError(
                    file: file, message: "XLIFF is read by the navbar tool only (the library links no XML parser)",
                    reason: .unsupported)
            }
            return try reader(bytes, file)
        }
    }

    /// The bytes of the file at `path`.
    static func contents(ofFile path: String) throws(CatalogError) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw CatalogError(file: path, message: "no such file", reason: .notFound)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw CatalogError(file: path, message: "not a regular file", reason: .unreadable)
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CatalogError(file: path, message: "cannot be opened", reason: .unreadable) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CatalogError(file: path, message: "cannot be read", reason: .unreadable)
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
            guard bytes.count <= maximumBytes else {
                throw CatalogError(file: path, message: "larger than \(maximumBytes >> 20) MiB", reason: .invalid)
            }
        }
        return bytes
    }
}
