import NavbarCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to standard output and standard error.
///
/// A failed write to standard output is an error (`CLIError.ioError`, exit 74): output that
/// is lost (a full disk, a closed standard output) is never reported as success. A reader
/// that has gone away (`navbar … | head`) ends the program quietly, as SIGPIPE would.
enum Output {
    /// Writes `text` to standard output as is.
    static func out(_ text: String) throws(CLIError) {
        try out(bytes: Array(text.utf8))
    }

    /// Writes `bytes` to standard output as they are.
    static func out(bytes: [UInt8]) throws(CLIError) {
        let failure = write(bytes, to: 1)
        guard failure != 0 else { return }
        if failure == EPIPE { readerWentAway() }
        throw .ioError("cannot write to standard output: \(String(cString: strerror(failure)))")
    }

    /// Ends the program quietly because the reader of its output has gone away (`navbar … | head`): any
    /// temporary file is removed and the program dies of SIGPIPE, as it would if SIGPIPE were not ignored
    /// (a shell reports status 141).
    static func readerWentAway() -> Never {
        InterruptCleanup.removeNow()
        signal(SIGPIPE, SIG_DFL)
        var pipeOnly = sigset_t()
        sigemptyset(&pipeOnly)
        sigaddset(&pipeOnly, SIGPIPE)
        pthread_sigmask(SIG_UNBLOCK, &pipeOnly, nil)
        raise(SIGPIPE)
        _exit(128 + SIGPIPE)
    }

    /// Writes `text` and a newline to standard error (a failure there cannot be reported).
    static func err(_ text: String) {
        _ = write(Array((text + "\n").utf8), to: 2)
    }

    /// Writes `text` to standard error as is (no newline).
    static func errRaw(_ text: String) {
        _ = write(Array(text.utf8), to: 2)
    }

    /// Writes all of `bytes` to the file descriptor `fd`, retrying short writes; the `errno` of a
    /// failure, or 0.
    static func write(_ bytes: [UInt8], to fd: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                    let written = Glibc.write(fd, base + offset, buffer.count - offset)
                #else
                    let written = Darwin.write(fd, base + offset, buffer.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if written == 0 { return EIO }
                offset += written
            }
            return 0
        }
    }
}
