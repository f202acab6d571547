#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The machine's processors, read without Foundation (the tool links no Foundation: docs/PERFORMANCE.md).
enum Processors {
    /// The number of processors online (`sysconf(_SC_NPROCESSORS_ONLN)`), at least 1.
    static var online: Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}
