#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The path of this source file, the last resort for finding `Fonts/` in a source checkout.
private let thisSourceFile = #filePath

extension FontLibrary {
    /// The file whose presence marks the bundled fonts directory.
    static let marker = "Inter-roman.var.ttf"

    /// Finds the bundled `Fonts/` directory.
    ///
    /// Looks, in order: in `$NAVBAR_FONTS_DIR`; in a `Fonts` directory in the
    /// running executable's directory or any of its parents; in
    /// `../share/navigationbarlayout/Fonts` next to the executable (an
    /// installed tool); and in the source checkout this library was built
    /// from. A directory counts only if it holds `Inter-roman.var.ttf`.
    /// Throws `.fontsDirectoryNotFound` listing the places looked.
    ///
    /// - Returns: The path of the directory.
    /// - Throws: ``TextMetricsError/fontsDirectoryNotFound(searched:)`` listing the places looked.
    public static func locateFontsDirectory() throws(TextMetricsError) -> String {
        try locateFontsDirectory(
            environmentValue: getenv("NAVBAR_FONTS_DIR").map { String(cString: $0) },
            executablePath: FilePath.symbolicLinkDestination("/proc/self/exe"), sourceFile: thisSourceFile)
    }

    /// Finds the bundled fonts directory from explicit inputs, in the order `locateFontsDirectory()` documents.
    static func locateFontsDirectory(
        environmentValue: String?, executablePath: String?, sourceFile: String
    ) throws(TextMetricsError) -> String {
        var searched: [String] = []
        func check(_ directory: String) -> String? {
            searched.append(directory)
            let path = directory + "/" + marker
            return access(path, R_OK) == 0 ? LibraryState.realPath(directory) : nil
        }
        if let environmentValue, !environmentValue.isEmpty, let found = check(environmentValue) {
            return found
        }
        if let executablePath {
            var directory = FilePath.deletingLastComponent(executablePath)
            let executableDirectory = directory
            while !directory.isEmpty {
                if let found = check(FilePath.appending(directory, "Fonts")) { return found }
                let parent = FilePath.deletingLastComponent(directory)
                if parent == directory { break }
                directory = parent
            }
            let share = FilePath.appending(
                FilePath.deletingLastComponent(executableDirectory), "share/navigationbarlayout/Fonts")
            if let found = check(share) { return found }
        }
        var source = sourceFile
        for _ in 0..<3 { source = FilePath.deletingLastComponent(source) }
        if let found = check(FilePath.appending(source, "Fonts")) { return found }
        throw .fontsDirectoryNotFound(searched: searched)
    }
}

/// Lists font files in a directory.
enum FontFiles {
    /// The font file extensions picked up from directories.
    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The font files directly inside `directory`, sorted by name, as full paths.
    static func list(directory: String) throws(TextMetricsError) -> [String] {
        guard let type = FilePath.fileType(directory) else {
            throw .fontFileUnreadable(path: directory, reason: "No such file or directory")
        }
        guard type == S_IFDIR else {
            throw .fontFileUnreadable(path: directory, reason: "not a directory")
        }
        guard let entries = FilePath.entryNames(inDirectory: directory) else {
            throw .fontFileUnreadable(path: directory, reason: "cannot list the directory")
        }
        let names = entries.filter { extensions.contains(FilePath.pathExtension($0).lowercased()) }
        return names.sorted().map { FilePath.appending(directory, $0) }
    }
}
