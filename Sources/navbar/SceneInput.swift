import NavbarCore

#if canImport(Glibc)
    import Glibc
#endif

/// Reads scene files and standard input.
enum SceneInput {
    /// The name used in messages: the path, or `<stdin>`.
    static func displayName(_ file: String) -> String {
        file == "-" ? "<stdin>" : file
    }

    /// Checks that `file` is a readable regular file (or `-`), following symbolic links.
    ///
    /// - Throws: `CLIError.noInput` (66) for a missing file, a directory, a device or a named pipe.
    static func check(_ file: String) throws(CLIError) {
        guard file != "-" else { return }
        var info = stat()
        guard stat(file, &info) == 0 else {
            throw errno == ENOENT ? .noInput("\(file): no such file") : .noInput("\(file): cannot be read")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .noInput("\(file): is a directory, not a scene file")
        default: throw .noInput("\(file): is not a regular file (a device or a pipe); use '-' to read standard input")
        }
        guard access(file, R_OK) == 0 else { throw .noInput("\(file): cannot be read") }
    }

    /// The bytes of `file`, or of standard input for `-`.
    static func read(_ file: String) throws(CLIError) -> [UInt8] {
        let reader = try LineReader(path: file)
        return try reader.readAll()
    }
}
