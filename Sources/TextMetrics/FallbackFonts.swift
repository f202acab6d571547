/// Font files a scene or profile adds to the fallback chain (`fonts`): before every family of the chain
/// (`prepend`, so their families measure every character they have) or after the bundled fallbacks (`append`,
/// only for characters no other face has).
///
/// ```swift
/// // {"fonts": {"prepend": ["SF-Pro-Text-Regular.otf", "SF-Pro-Text-Semibold.otf"]}}
/// let fonts = FallbackFonts(prepend: ["/fonts/SF-Pro-Text-Regular.otf", "/fonts/SF-Pro-Text-Semibold.otf"])
/// let sf = try TextMeasurer().withFallbackFonts(fonts)  // its chains start with SF Pro Text
/// ```
public struct FallbackFonts: Hashable, Sendable {
    /// Files whose families come first in every chain, in order.
    public var prepend: [String]
    /// Files whose families come after the default fallbacks, in order.
    public var append: [String]

    /// Font files placed in the chain.
    ///
    /// - Parameters:
    ///   - prepend: Files whose families come first in every chain.
    ///   - append: Files whose families come after the default fallbacks.
    public init(prepend: [String] = [], append: [String] = []) {
        self.prepend = prepend
        self.append = append
    }

    /// Whether no file is added.
    public var isEmpty: Bool { prepend.isEmpty && append.isEmpty }

    /// These fonts with relative paths taken relative to `folder` (the folder of the file that names them);
    /// absolute paths, and every path when `folder` is empty, are kept.
    ///
    /// - Parameter folder: The folder of the scene or profile file.
    /// - Returns: The fonts with their paths resolved.
    public func resolved(relativeTo folder: String) -> FallbackFonts {
        func resolve(_ path: String) -> String {
            path.hasPrefix("/") || folder.isEmpty ? path : FilePath.appending(folder, path)
        }
        return FallbackFonts(prepend: prepend.map(resolve), append: append.map(resolve))
    }

    /// These fonts, then `other`'s: each list in order, a file given twice kept once.
    ///
    /// - Parameter other: The fonts placed after these (a profile's after a scene's).
    /// - Returns: Both.
    public func followed(by other: FallbackFonts) -> FallbackFonts {
        func merged(_ first: [String], _ second: [String]) -> [String] {
            var seen = Set<String>()
            return (first + second).filter { seen.insert($0).inserted }
        }
        return FallbackFonts(prepend: merged(prepend, other.prepend), append: merged(append, other.append))
    }
}

/// The families of the font files measurers added, by path, added to the library once each (thread-safe):
/// adding a file starts a new library generation, which empties every measurer's caches.
final class FontFileFamilies: Sendable {
    /// Families (or the failure) by path.
    private let files = ThreadLock<[String: Result<[String], TextMetricsError>]>([:])

    /// The families of the file at `path`, in the order of its faces, adding it to `library` the first time.
    ///
    /// - Throws: ``TextMetricsError/fontFileUnreadable(path:reason:)`` or
    ///   ``TextMetricsError/fontFileInvalid(path:reason:)``, every time for a file that failed once.
    func families(of path: String, library: FontLibrary) throws(TextMetricsError) -> [String] {
        let result = files.withLock { files in
            if let known = files[path] { return known }
            let result: Result<[String], TextMetricsError>
            do throws(TextMetricsError) {
                let faces = try library.add(fontFile: path)
                var seen = Set<String>()
                result = .success(faces.map(\.family).filter { seen.insert($0).inserted })
            } catch { result = .failure(error) }
            files[path] = result
            return result
        }
        return try result.get()
    }
}
