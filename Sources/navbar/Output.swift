#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to standard output and standard error.
enum Output {
    /// Writes `text` to standard output as is.
    static func out(_ text: String) {
        write(text, to: 1)
    }

    /// Writes `text` and a newline to standard error.
    static func err(_ text: String) {
        write(text + "\n", to: 2)
    }

    /// Writes `text` to standard error as is (no newline).
    static func errRaw(_ text: String) {
        write(text, to: 2)
    }

    /// Writes `bytes` to standard output as they are.
    static func out(bytes: [UInt8]) {
        write(bytes, to: 1)
    }

    /// Writes all of `text` to the file descriptor `fd`, retrying short writes.
    private static func write(_ text: String, to fd: Int32) {
        write(Array(text.utf8), to: fd)
    }

    /// Writes all of `bytes` to the file descriptor `fd`, retrying short writes.
    private static func write(_ bytes: [UInt8], to fd: Int32) {
        var bytes = bytes
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                    let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                    let written = Darwin.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if written <= 0 {
                    if written < 0 && errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
