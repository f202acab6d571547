import CAllocationCounter
import Foundation

/// The CPU time (user + system, every thread) of this process so far, in seconds (`getrusage`).
///
/// On a shared machine the process often waits for a core; a wall clock counts that wait and CPU
/// time does not, so figures are quoted in CPU time beside wall time.
public func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// The wall seconds `body` takes.
public func wallSeconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// One run of some work: its wall time, the process's CPU time during it, and the allocations the
/// calling thread made.
public struct Timing: Sendable {
    /// Wall seconds.
    public var wall = Double.infinity
    /// CPU seconds of the whole process (user + system, every thread).
    public var cpu = Double.infinity
    /// Allocation calls (`malloc` and its relatives) on the calling thread; see ``AllocationCounter``.
    public var allocations = 0

    /// Times `body`, counting its allocations.
    public init(_ body: () throws -> Void) rethrows {
        let allocationsStart = AllocationCounter.count
        let cpuStart = cpuSeconds()
        wall = try wallSeconds(body)
        cpu = cpuSeconds() - cpuStart
        allocations = AllocationCounter.count - allocationsStart
    }

    /// No run yet (infinitely slow).
    public init() {}

    /// The faster of two runs by wall time, with that run's CPU time and allocations.
    public func faster(_ other: Timing) -> Timing { other.wall < wall ? other : self }

    /// The fastest of `runs` timings of `body`.
    public static func best(of runs: Int, _ body: () throws -> Void) rethrows -> Timing {
        var fastest = Timing()
        for _ in 0..<runs { fastest = fastest.faster(try Timing(body)) }
        return fastest
    }
}

/// The best (least) CPU microseconds per call of `body`, of 5 runs of `count` calls, with the
/// allocations per call of that run.
///
/// - Parameters:
///   - count: Calls per run.
///   - body: The work, given the call's index.
/// - Returns: CPU µs per call and allocations per call.
public func perCall(count: Int, _ body: (Int) throws -> Void) rethrows -> (microseconds: Double, allocations: Double) {
    var best = (microseconds: Double.infinity, allocations: 0.0)
    for _ in 0..<5 {
        let run = try Timing { for index in 0..<count { try body(index) } }
        let microseconds = run.cpu / Double(count) * 1e6
        if microseconds < best.microseconds {
            best = (microseconds, Double(run.allocations) / Double(count))
        }
    }
    return best
}

/// `value` with `digits` decimals.
public func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
