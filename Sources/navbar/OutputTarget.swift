import NavbarCore
import TextMetrics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes its result: standard output (`-`), or a file written atomically (`-o FILE`).
///
/// A file is written to a temporary file in the same folder (`.NAME.navbar-XXXXXX`), which is
/// renamed onto the file's path only by `commit()`. A run that fails, or is interrupted (SIGINT,
/// SIGTERM, SIGHUP), removes the temporary file: it leaves no file and no partial file, and a file
/// that was already at the path stays as it was.
final class OutputTarget {
    /// The file's path, or `-` for standard output.
    let path: String
    /// The temporary file's descriptor, while it is open.
    private var descriptor: Int32 = -1
    /// The temporary file's path, until it is renamed or removed.
    private var temporaryPath: String?

    /// Output to `path` (`-` for standard output); for a file, the temporary file is made at once.
    ///
    /// - Parameter fileName: What to ask for when `path` is a folder (such as "a file name ending in '.svg'").
    /// - Throws: `CLIError.ioError` (74), saying why, when no file can be made in the path's folder.
    init(path: String, fileName: String = "a file name") throws(CLIError) {
        self.path = path
        guard path != "-" else { return }
        if FilePath.fileType(path) == S_IFDIR {
            throw .ioError("\(path): cannot be written: it is a folder; give \(fileName)")
        }
        let folder = FilePath.deletingLastComponent(path)
        let name = FilePath.lastComponent(path)
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
            throw .ioError("\(path): cannot be written: \(Self.whyNotWritable(path, errorNumber: failure))")
        }
        descriptor = made
        temporaryPath = Self.string(template)
        // mkstemp makes the file readable by its owner only; a new file gets the usual mode.
        _ = fchmod(made, Self.fileMode(of: path))
    }

    deinit { discard() }

    /// Whether the output is standard output.
    var isStandardOutput: Bool { path == "-" }

    /// Writes `text` as it is.
    ///
    /// - Throws: `CLIError.ioError` (74) when it cannot be written.
    func write(_ text: String) throws(CLIError) {
        try write(bytes: Array(text.utf8))
    }

    /// Writes `bytes` as they are.
    ///
    /// - Throws: `CLIError.ioError` (74) when they cannot be written.
    func write(bytes: [UInt8]) throws(CLIError) {
        guard descriptor >= 0 else {
            try Output.out(bytes: bytes)
            return
        }
        let failure = Output.write(bytes, to: descriptor)
        guard failure == 0 else {
            discard()
            throw .ioError("\(path): cannot be written: \(String(cString: strerror(failure)))")
        }
    }

    /// Finishes the file: flushes it to disk and renames it onto the path (nothing for standard output).
    ///
    /// - Throws: `CLIError.ioError` (74) when it cannot be finished; the temporary file is then removed.
    func commit() throws(CLIError) {
        guard descriptor >= 0, let temporaryPath else { return }
        let synced = fsync(descriptor) == 0 ? 0 : errno
        let closed = close(descriptor) == 0 ? 0 : errno
        descriptor = -1
        let failure = synced != 0 ? synced : closed != 0 ? closed : rename(temporaryPath, path) == 0 ? 0 : errno
        guard failure == 0 else {
            discard()
            throw .ioError("\(path): cannot be written: \(String(cString: strerror(failure)))")
        }
        self.temporaryPath = nil
        InterruptCleanup.remove(onInterrupt: nil)
    }

    /// Closes and removes the temporary file, if any: nothing is written.
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

/// Removes an unfinished output file when the program is interrupted, then dies of the signal.
enum InterruptCleanup {
    /// The temporary file to remove, as a C string made before any signal can arrive.
    nonisolated(unsafe) private static var pending: UnsafeMutablePointer<CChar>?
    /// Whether the handlers are installed.
    nonisolated(unsafe) private static var installed = false

    /// The signals that interrupt the program: SIGINT, SIGTERM and SIGHUP.
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `body` with the interrupting signals held back; one that comes meanwhile is handled after.
    static func withInterruptsHeld<T>(_ body: () -> T) -> T {
        var held = sigset_t()
        var previous = sigset_t()
        sigemptyset(&held)
        for signalNumber in signals { sigaddset(&held, signalNumber) }
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    /// Removes `path` if the program is interrupted from now on; `nil` to remove nothing.
    static func remove(onInterrupt path: String?) {
        let old = pending
        pending = path.map { strdup($0) }
        free(old)
        guard path != nil, !installed else { return }
        installed = true
        for signalNumber in signals {
            signal(signalNumber) { received in
                // Only async-signal-safe calls here: unlink, signal, raise.
                if let file = InterruptCleanup.pending { unlink(file) }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }
}
