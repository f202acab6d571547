import Foundation

/// Reads scene files and standard input.
enum SceneInput {
    /// The name used in messages: the path, or `<stdin>`.
    static func displayName(_ file: String) -> String {
        file == "-" ? "<stdin>" : file
    }

    /// The folder whose files the scene `file` names relatively: its own folder; none for standard input.
    static func folder(of file: String) -> String {
        file == "-" ? "" : (file as NSString).deletingLastPathComponent
    }

    /// Checks that `file` is a readable regular file (or `-`).
    ///
    /// - Throws: `CLIError.noInput` (66) for a missing file or a directory.
    static func check(_ file: String) throws(CLIError) {
        guard file != "-" else { return }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            throw .noInput("\(file): no such file")
        }
        guard !isDirectory.boolValue else { throw .noInput("\(file): is a directory, not a scene file") }
        guard FileManager.default.isReadableFile(atPath: file) else { throw .noInput("\(file): cannot be read") }
    }

    /// The bytes of `file`, or of standard input for `-`.
    static func read(_ file: String) throws(CLIError) -> [UInt8] {
        let reader = try LineReader(path: file)
        return try reader.readAll()
    }
}
