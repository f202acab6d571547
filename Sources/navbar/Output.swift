#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to standard output and standard error.
enum Output {
    /// Writes `text` to standard output as is.
    static func out(_ text: String) {
        fputs(text, stdout)
    }

    /// Writes `text` and a newline to standard error.
    static func err(_ text: String) {
        fputs(text + "\n", stderr)
    }
}
