import Foundation

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
    public static func locateFontsDirectory() throws(TextMetricsError) -> String {
        try locateFontsDirectory(
            environmentValue: ProcessInfo.processInfo.environment["NAVBAR_FONTS_DIR"],
            executablePath: try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
            sourceFile: thisSourceFile)
    }

    /// Finds the bundled fonts directory from explicit inputs, in the order `locateFontsDirectory()` documents.
    static func locateFontsDirectory(
        environmentValue: String?, executablePath: String?, sourceFile: String
    ) throws(TextMetricsError) -> String {
        var searched: [String] = []
        func check(_ directory: String) -> String? {
            searched.append(directory)
            let path = directory + "/" + marker
            return FileManager.default.isReadableFile(atPath: path) ? LibraryState.realPath(directory) : nil
        }
        if let environmentValue, !environmentValue.isEmpty, let found = check(environmentValue) {
            return found
        }
        if let executablePath {
            var directory = (executablePath as NSString).deletingLastPathComponent
            let executableDirectory = directory
            while !directory.isEmpty {
                if let found = check((directory as NSString).appendingPathComponent("Fonts")) { return found }
                let parent = (directory as NSString).deletingLastPathComponent
                if parent == directory { break }
                directory = parent
            }
            let share = ((executableDirectory as NSString).deletingLastPathComponent as NSString)
                .appendingPathComponent("share/navigationbarlayout/Fonts")
            if let found = check(share) { return found }
        }
        var source = sourceFile as NSString
        for _ in 0..<3 { source = source.deletingLastPathComponent as NSString }
        if let found = check(source.appendingPathComponent("Fonts")) { return found }
        throw .fontsDirectoryNotFound(searched: searched)
    }
}

/// Lists font files in a directory.
enum FontFiles {
    /// The font file extensions picked up from directories.
    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The font files directly inside `directory`, sorted by name, as full paths.
    static func list(directory: String) throws(TextMetricsError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw .fontFileUnreadable(path: directory, reason: "No such file or directory")
        }
        guard isDirectory.boolValue else { throw .fontFileUnreadable(path: directory, reason: "not a directory") }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw .fontFileUnreadable(path: directory, reason: "cannot list the directory")
        }
        return names.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted().map { (directory as NSString).appendingPathComponent($0) }
    }
}
