import NavbarCore
import TextMetrics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes its result: standard output (`-`), or the `-o` path by the one output rule.
///
/// - A regular file, or a path where nothing is yet, is written to a temporary file in the same folder
///   (`.NAME.navbar-XXXXXX`), renamed onto the path only by `commit()`. A run that fails, or is
///   interrupted (`InterruptCleanup.signals`), removes the temporary file: it leaves no file and no partial
///   file, and a file that was already at the path stays as it was.
/// - A symbolic link is followed to its end, and its target written as above (the temporary file beside the
///   target); the link stays. A link to nothing is an error (74) naming its target.
/// - Anything else (a named pipe, a device such as `/dev/null`, `/dev/stdout`, a socket) is written directly,
///   opened only by the first write, which the commands make after every check and all work that can fail.
final class OutputTarget {
    /// The path as given, or `-` for standard output.
    let path: String
    /// What `path` names, and so how it is written.
    let destination: Destination
    /// The temporary file's or the opened special file's descriptor, while it is open.
    private var descriptor: Int32 = -1
    /// The temporary file's path, until it is renamed or removed.
    private var temporaryPath: String?

    /// Output to `path` (`-` for standard output); for a regular file, the temporary file is made at once.
    ///
    /// - Parameter fileName: What to ask for when `path` is a folder (such as "a file name ending in '.svg'").
    /// - Throws: `CLIError.ioError` (74), saying why, for a folder, a link to nothing, or when no file can be
    ///   made in the file's folder.
    init(path: String, fileName: String = "a file name") throws(CLIError) {
        self.path = path
        destination = try Self.destination(of: path, fileName: fileName)
        guard case .file(let file) = destination else { return }
        let folder = FilePath.deletingLastComponent(file)
        let name = FilePath.lastComponent(file)
        var template = Array(((folder.isEmpty ? "" : folder + "/") + ".\(name).navbar-XXXXXX").utf8CString)
        // An interrupt that comes while the file is made waits until it is known, so it is removed.
        let (made, failure) = InterruptCleanup.withInterruptsHeld { () -> (Int32, Int32) in
            let made = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            let failure = errno
            if made >= 0 {
                InterruptCleanup.remove(onInterrupt: Self.string(template))
            }
            return (made, failure)
        }
        guard made >= 0 else {
            throw .ioError("\(path): cannot be written: \(Self.whyNotWritable(file, errorNumber: failure))")
        }
        descriptor = made
        temporaryPath = Self.string(template)
        // mkstemp makes the file readable by its owner only; a new file gets the usual mode.
        _ = fchmod(made, Self.fileMode(of: file))
    }

    deinit { discard() }

    /// Writes `text` as it is.
    ///
    /// - Throws: `CLIError.ioError` (74) when it cannot be written.
    func write(_ text: String) throws(CLIError) {
        try write(bytes: Array(text.utf8))
    }

    /// Writes `bytes` as they are; a special file is opened by the first write.
    ///
    /// - Throws: `CLIError.ioError` (74) when they cannot be written.
    func write(bytes: [UInt8]) throws(CLIError) {
        switch destination {
        case .standardOutput: try Output.out(bytes: bytes)
        case .descriptor(let number): try write(bytes, to: number)
        case .special:
            try openSpecial()
            try write(bytes, to: descriptor)
        case .file: try write(bytes, to: descriptor)
        }
    }

    /// Finishes the output: a file is flushed to disk and renamed onto its path; a special file is closed
    /// (opened first when nothing was written, so a reader sees the end); nothing for a descriptor.
    ///
    /// - Throws: `CLIError.ioError` (74) when it cannot be finished; a temporary file is then removed.
    func commit() throws(CLIError) {
        switch destination {
        case .standardOutput, .descriptor: return
        case .special:
            try openSpecial()
            let closed = close(descriptor) == 0 ? 0 : errno
            descriptor = -1
            guard closed == 0 else { throw Self.failure(path, closed) }
        case .file(let file):
            guard descriptor >= 0, let temporaryPath else { return }
            let synced = fsync(descriptor) == 0 ? 0 : errno
            let closed = close(descriptor) == 0 ? 0 : errno
            descriptor = -1
            let failure = synced != 0 ? synced : closed != 0 ? closed : rename(temporaryPath, file) == 0 ? 0 : errno
            guard failure == 0 else {
                discard()
                throw Self.failure(path, failure)
            }
            self.temporaryPath = nil
            InterruptCleanup.remove(onInterrupt: nil)
        }
    }

    /// Closes and removes the temporary file, if any: nothing is written. A special file is closed.
    func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        if let temporaryPath {
            unlink(temporaryPath)
            self.temporaryPath = nil
            InterruptCleanup.remove(onInterrupt: nil)
        }
    }

    /// Opens the special file for writing, if it is not open yet.
    private func openSpecial() throws(CLIError) {
        guard descriptor < 0, case .special(let special) = destination else { return }
        let opened = open(special, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard opened >= 0 else { throw Self.failure(path, errno) }
        descriptor = opened
    }

    /// Writes all of `bytes` to `number`; a reader that has gone away ends the program quietly
    /// (`Output.readerWentAway()`), any other failure removes the temporary file and is an error.
    private func write(_ bytes: [UInt8], to number: Int32) throws(CLIError) {
        let failure = Output.write(bytes, to: number)
        guard failure != 0 else { return }
        discard()
        if failure == EPIPE { Output.readerWentAway() }
        throw Self.failure(path, failure)
    }

    /// The error for `path` that failed with `errorNumber`.
    static func failure(_ path: String, _ errorNumber: Int32) -> CLIError {
        .ioError("\(path): cannot be written: \(String(cString: strerror(errorNumber)))")
    }

    /// The text of the NUL-terminated `cString`.
    static func string(_ cString: [CChar]) -> String {
        String(decoding: cString.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The mode for a file written to `path`: the existing file's, or read and write as the umask allows.
    static func fileMode(of path: String) -> mode_t {
        var info = stat()
        if stat(path, &info) == 0 { return info.st_mode & 0o7777 }
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    /// Why no file can be made at `output`, in the user's words, given the failure's `errno`.
    static func whyNotWritable(_ output: String, errorNumber: Int32) -> String {
        let folder = FilePath.deletingLastComponent(output)
        let shown = folder.isEmpty ? "." : folder
        guard let type = FilePath.fileType(shown) else { return "the folder '\(shown)' does not exist" }
        if type != S_IFDIR { return "'\(shown)' is not a folder" }
        if access(shown, W_OK) != 0 { return "the folder '\(shown)' is not writable" }
        return String(cString: strerror(errorNumber))
    }
}
