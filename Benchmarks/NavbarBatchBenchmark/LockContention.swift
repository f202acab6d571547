import BenchmarkSupport
import Dispatch
import Foundation
import TextMetrics

/// The cost of contention on the siblings' shared caches: the same lines with as many workers as cores and
/// with `navbar batch`'s most (`--jobs 64`), whose threads then share the cores and wait for each other's locks
/// (`ShortLock` around the shaped texts) while the holder may be preempted.
enum LockContention {
    /// `navbar batch`'s most workers (`--jobs`).
    static let mostWorkers = 64

    /// Runs `pipeline` over `lines` with `cores` workers and with ``mostWorkers``, `runs` times each in turns,
    /// and prints the least CPU time of each and their ratio.
    static func measure(_ pipeline: BatchPipeline, lines: [[UInt8]], cores: Int, runs: Int) {
        var few = Timing()
        var many = Timing()
        for _ in 0..<runs {
            few = few.faster(Timing { _ = pipeline.run(lines, workers: cores) })
            many = many.faster(Timing { _ = pipeline.run(lines, workers: mostWorkers) })
        }
        let lineCount = Double(lines.count)
        print(
            "  contention: \(mostWorkers) workers on \(cores) cores take \(format(many.cpu * 1000)) ms CPU "
                + "(\(format(many.wall * 1000)) ms wall) for \(lines.count) scenes, \(cores) workers "
                + "\(format(few.cpu * 1000)) ms CPU (\(format(few.wall * 1000)) ms wall): "
                + "\(format(many.cpu / few.cpu, 2))x the CPU, "
                + "\(format((many.cpu - few.cpu) / lineCount * 1e6, 2)) us CPU a scene more")
        // `navbar batch` runs its workers with `concurrentPerform`, which runs at most one a core at once; a
        // host may share one measurer between many threads of its own. The worst case for its `ShortLock`:
        // every thread measuring cached texts (a lock each) on one measurer.
        let texts = (0..<64).map { "Title \($0)" }
        let measurer = TextMeasurer(library: pipeline.library)
        for text in texts { _ = try? measurer.width(of: text, style: style) }
        let calls = 200_000
        var perCall: [Int: Double] = [:]
        for threads in [1, cores, mostWorkers] {
            var least = Double.infinity
            for _ in 0..<runs {
                least = min(least, sharedMeasurer(measurer, texts: texts, threads: threads, calls: calls))
            }
            perCall[threads] = least / Double(calls) * 1e9
        }
        print(
            "  one measurer shared by 1, \(cores) and \(mostWorkers) threads, \(calls) cached widths in all: "
                + [1, cores, mostWorkers].map { "\(format(perCall[$0]!, 0)) ns" }.joined(separator: ", ")
                + " CPU a call (\(format(perCall[mostWorkers]! / perCall[1]!, 2))x one thread's with \(mostWorkers))")
    }

    /// The style measured.
    static let style = TextStyle(family: "Inter", size: 17)

    /// The CPU seconds `threads` threads take to make `calls` width calls in all on `measurer`, each
    /// thread going through `texts` (all cached).
    static func sharedMeasurer(_ measurer: TextMeasurer, texts: [String], threads: Int, calls: Int) -> Double {
        let start = cpuSeconds()
        let group = DispatchGroup()
        for thread in 0..<threads {
            group.enter()
            let each = calls / threads
            Thread.detachNewThread {
                var sink = 0.0
                for call in 0..<each {
                    sink += (try? measurer.width(of: texts[(call + thread) % texts.count], style: style)) ?? 0
                }
                precondition(sink > 0)
                group.leave()
            }
        }
        group.wait()
        return cpuSeconds() - start
    }
}
