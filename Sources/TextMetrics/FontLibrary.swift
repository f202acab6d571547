import CHarfBuzz
import Synchronization

/// The fonts a measurer can use, and how a (family, weight) resolves to a face.
///
/// Families are looked up, case-insensitively, in this order: the bundled
/// `Fonts/` directory, then files and directories added with `add(fontFile:)`
/// and `add(directory:)` (these two sources are merged), then system fonts
/// found through fontconfig (only when the first two do not have the family).
///
/// A family with a variable face (a `wght` axis) resolves every weight on
/// that axis; otherwise the static face with the nearest weight class is
/// used, ties going to the heavier face. Upright faces of normal width are
/// preferred over italic or condensed ones.
///
/// Thread-safe: every mutable part is behind a `ThreadLock`.
public final class FontLibrary: Sendable {
    /// The library most callers share: the bundled fonts plus system fonts.
    ///
    /// If the bundled directory cannot be located, the library still works
    /// with system fonts, and a family it cannot find throws
    /// `TextMetricsError.fontsDirectoryNotFound`.
    public static let shared: FontLibrary = {
        do throws(TextMetricsError) {
            return try FontLibrary()
        } catch {
            return FontLibrary(includeSystemFonts: true, bundledError: error)
        }
    }()

    /// Everything that changes, behind the lock.
    let state: ThreadLock<LibraryState>
    /// Incremented whenever fonts are added, so measurers re-resolve their chains.
    let generationCounter = Atomic<Int>(0)
    /// Whether fontconfig is consulted for families not found otherwise.
    public let includesSystemFonts: Bool
    /// The bundled fonts directory in use, if any.
    public let fontsDirectory: String?

    /// Creates a library with the bundled fonts, located as described in `locateFontsDirectory()`.
    ///
    /// - Parameter includeSystemFonts: Whether fontconfig's system fonts are searched after the bundled and added ones.
    /// - Throws: ``TextMetricsError/fontsDirectoryNotFound(searched:)`` when the bundled fonts cannot be found, and as ``add(directory:)``.
    public convenience init(includeSystemFonts: Bool = true) throws(TextMetricsError) {
        try self.init(fontsDirectory: try Self.locateFontsDirectory(), includeSystemFonts: includeSystemFonts)
    }

    /// Creates a library whose first source is the fonts in `fontsDirectory` (none if nil).
    ///
    /// - Parameters:
    ///   - fontsDirectory: A directory of font files to add first, or `nil` for none.
    ///   - includeSystemFonts: Whether fontconfig's system fonts are searched after the added ones.
    /// - Throws: As ``add(directory:)``.
    public init(fontsDirectory: String?, includeSystemFonts: Bool = true) throws(TextMetricsError) {
        self.includesSystemFonts = includeSystemFonts
        self.state = ThreadLock(LibraryState(bundledError: nil))
        self.fontsDirectory = fontsDirectory
        if let fontsDirectory {
            _ = try load(directory: fontsDirectory, source: .bundled)
        }
    }

    /// Creates a library without bundled fonts that remembers why they are missing.
    private init(includeSystemFonts: Bool, bundledError: TextMetricsError) {
        self.includesSystemFonts = includeSystemFonts
        self.state = ThreadLock(LibraryState(bundledError: bundledError))
        self.fontsDirectory = nil
    }

    /// A number that changes whenever fonts are added.
    var generation: Int { generationCounter.load(ordering: .acquiring) }

    /// Adds the faces of one font file; returns them (at their default instance).
    ///
    /// Throws `.fontFileUnreadable` if the file is missing or unreadable and
    /// `.fontFileInvalid` if FreeType or HarfBuzz cannot use it. Adding a
    /// file twice is harmless.
    ///
    /// - Parameter path: The path of a `.ttf`, `.otf`, `.ttc` or `.otc` file.
    /// - Returns: The faces of the file.
    /// - Throws: ``TextMetricsError/fontFileUnreadable(path:reason:)`` or ``TextMetricsError/fontFileInvalid(path:reason:)``.
    @discardableResult
    public func add(fontFile path: String) throws(TextMetricsError) -> [FontFace] {
        try load(file: path, source: .added)
    }

    /// Adds every `.ttf`, `.otf`, `.ttc` and `.otc` file directly inside `path`, in name order.
    ///
    /// - Parameter path: The directory.
    /// - Returns: The faces of every file added.
    /// - Throws: ``TextMetricsError/fontFileUnreadable(path:reason:)`` if the directory cannot be listed, and as ``add(fontFile:)`` for each file.
    @discardableResult
    public func add(directory path: String) throws(TextMetricsError) -> [FontFace] {
        try load(directory: path, source: .added)
    }

    /// The family names of the bundled and added fonts, and of system fonts
    /// if they are included, sorted case-insensitively.
    public var families: [String] {
        state.withLock { state in
            if includesSystemFonts { state.loadSystemIndex() }
            return state.knownFamilies()
        }
    }

    /// The faces of `family` (default instances), or an empty array if it is unknown.
    ///
    /// - Parameter family: The family name.
    /// - Returns: The family's faces, or `[]`.
    public func faces(family: String) -> [FontFace] {
        state.withLock { state in
            let key = family.lowercased()
            if state.byFamily[key] == nil, includesSystemFonts { state.loadSystemFamily(key) }
            return (state.byFamily[key] ?? []).map { state.faces[$0].defaultDescriptor }
        }
    }

    /// The face `family` resolves to at `weight`.
    ///
    /// - Parameters:
    ///   - family: The family name.
    ///   - weight: The weight wanted.
    /// - Returns: The family's face at that weight: a variable instance, or the static face of the nearest weight class.
    /// - Throws: ``TextMetricsError/unknownFamily(_:known:)`` when no source has the family.
    public func face(family: String, weight: FontWeight) throws(TextMetricsError) -> FontFace {
        try instance(family: family, weight: weight).face
    }

    /// The shaping instance `family` resolves to at `weight`.
    func instance(family: String, weight: FontWeight) throws(TextMetricsError) -> FontInstance {
        try state.withLock { (state) throws(TextMetricsError) in
            try state.instance(family: family, weight: weight, system: includesSystemFonts)
        }
    }

    /// Loads one file from `source`; returns its faces.
    private func load(file path: String, source: FontSource) throws(TextMetricsError) -> [FontFace] {
        defer { generationCounter.add(1, ordering: .releasing) }
        return try state.withLock { (state) throws(TextMetricsError) in
            try state.load(file: path, source: source).map(\.defaultDescriptor)
        }
    }

    /// Loads every font file in a directory from `source`.
    private func load(directory path: String, source: FontSource) throws(TextMetricsError) -> [FontFace] {
        var faces: [FontFace] = []
        for file in try FontFiles.list(directory: path) {
            faces += try load(file: file, source: source)
        }
        return faces
    }
}
