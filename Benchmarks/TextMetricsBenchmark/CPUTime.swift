#if canImport(Glibc)
    import Glibc
#endif

/// CPU time of this process (user + system, `getrusage`), in nanoseconds.
///
/// Used instead of a wall clock: on a shared machine the process is often
/// waiting for a core, which a wall clock counts and CPU time does not.
func cpuNanoseconds() -> UInt64 {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let user = UInt64(usage.ru_utime.tv_sec) * 1_000_000_000 + UInt64(usage.ru_utime.tv_usec) * 1000
    let system = UInt64(usage.ru_stime.tv_sec) * 1_000_000_000 + UInt64(usage.ru_stime.tv_usec) * 1000
    return user + system
}

/// The best (smallest) CPU nanoseconds per item of `passes` runs of `body` over `count` items.
func best(passes: Int, count: Int, _ body: () throws -> Void) rethrows -> Double {
    var result = Double.infinity
    for _ in 0..<passes {
        let start = cpuNanoseconds()
        try body()
        result = min(result, Double(cpuNanoseconds() - start) / Double(count))
    }
    return result
}

/// The best CPU nanoseconds per item of `passes` runs each of `first` and `second` over `count`
/// items, run in turns (first, second, first, ...), so a change in the machine's load falls on both.
func bestInTurns(
    passes: Int, count: Int, _ first: () throws -> Void, _ second: () throws -> Void
) rethrows -> (Double, Double) {
    var results = (Double.infinity, Double.infinity)
    for _ in 0..<passes {
        results.0 = min(results.0, try best(passes: 1, count: count, first))
        results.1 = min(results.1, try best(passes: 1, count: count, second))
    }
    return results
}
