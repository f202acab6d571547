import BenchmarkSupport
import Foundation
import NavbarCore
import TextMetrics

/// The flat-memory run: `navbar batch`'s stream over many lines with one pathological (slow) line, its
/// peak resident memory and CPU time against the same lines without it, and against the stream without
/// back-pressure (every chunk laid out before its turn kept, as before the limit).
///
/// The lines are made as they are read (the generated scenes over and over), so the input takes no memory;
/// what grows is what the pool holds. The pathological line is a scene whose title is `titleLength`
/// characters of text: laying it out takes long enough for the other workers to finish thousands of lines.
enum FlatMemory {
    /// Where the pathological line is: after the generated scenes have gone round ten times (their texts are
    /// shaped and cached, so the other workers need no font for them), with most of the input still to come.
    static let slowLine = 100_001
    /// The length of its title: about a second of shaping, in which another worker lays out some 50,000 lines.
    static let slowTitleLength = 4_000_000
    /// How long the worker with the slow line also pauses after laying it out, in seconds: a line slower than
    /// any this machine lays out, the same in every run (the title alone takes a few seconds of CPU, but part of
    /// it under locks the other workers wait on, so they run ahead less than its time would let them).
    static let slowPause = 2.0

    /// One run's figures.
    struct Run {
        var timing: Timing
        /// The highest resident memory sampled during the run, in bytes.
        var peakResident: Int
        /// The resident memory at the start, in bytes.
        var startResident: Int
        /// What the pool held at most.
        var counts: StreamCounts
        /// Output bytes.
        var written: Int
    }

    /// The resident memory of this process now, in bytes (`/proc/self/statm`), 0 when unknown.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The pathological line: a scene with a title of `length` characters.
    static func slowScene(length: Int) -> [UInt8] {
        let words = String(repeating: "Pathological title with many words ", count: length / 36 + 1).prefix(length)
        return Array(#"{"width":375,"items":[{"title":"\#(words)"}]}"#.utf8)
    }

    /// Streams `count` lines (cycling through `lines`, with `slow` at `slowLine` when given) through
    /// `workers` workers, each chunk as `navbar batch` reads it, leaving at most `waitingLimit` chunks
    /// waiting per worker.
    static func run(
        _ lines: [[UInt8]], count: Int, slow: [UInt8]?, workers: Int, waitingLimit: Int, library: FontLibrary
    ) -> Run {
        let measurer = TextMeasurer(library: library)
        let first = SceneLayouter(overrides: SceneOverrides(), measurer: measurer)
        let layouters = (0..<workers).map { $0 == 0 ? first : first.withMeasurer(measurer.sibling()) }
        let startResident = residentBytes()
        var peak = startResident
        var next = 0
        var written = 0
        var chunksWritten = 0
        var counts = StreamCounts(mostWaiting: 0, waits: 0)
        let timing = Timing {
            counts = BatchPool.countedStream(
                layouters: layouters, file: "-", waitingLimit: waitingLimit,
                laidOut: { chunk in
                    if slow != nil, chunk == (slowLine - 1) / BatchPool.streamChunkSize {
                        usleep(UInt32(slowPause * 1e6))
                    }
                }
            ) { () -> [BatchLine]? in
                guard next < count else { return nil }
                let end = min(next + BatchPool.streamChunkSize, count)
                defer { next = end }
                return (next..<end).map { index in
                    let number = index + 1
                    if let slow, number == slowLine { return BatchLine(number: number, bytes: slow) }
                    return BatchLine(number: number, bytes: lines[index % lines.count])
                }
            } write: { _, results in
                for result in results { written += result.json.count + 1 }
                chunksWritten += 1
                // Sampled every 16 chunks (1,024 lines): reading /proc costs a few microseconds.
                if chunksWritten % 16 == 0 { peak = max(peak, residentBytes()) }
            }
        }
        peak = max(peak, residentBytes())
        return Run(timing: timing, peakResident: peak, startResident: startResident, counts: counts, written: written)
    }

    /// Runs the baseline (no slow line), the slow line with back-pressure, and the slow line without it,
    /// and prints their peak resident memory and CPU time.
    static func measure(_ lines: [[UInt8]], count: Int, workers: Int, library: FontLibrary) {
        let slow = slowScene(length: slowTitleLength)
        let megabytes = { (bytes: Int) in format(Double(bytes) / 1_048_576) }
        print(
            "flat memory: \(count) lines, \(workers) workers, line \(slowLine) has a title of \(slowTitleLength) characters "
                + "and its worker pauses \(format(slowPause)) s after it"
        )
        fflush(nil)
        let runs: [(String, [UInt8]?, Int)] = [
            ("baseline, no slow line", nil, BatchPool.streamWaitingChunksPerWorker),
            ("one slow line", slow, BatchPool.streamWaitingChunksPerWorker),
            ("one slow line, no back-pressure", slow, Int.max),
        ]
        var baseline: Run?
        for (name, slowLine, limit) in runs {
            let run = run(lines, count: count, slow: slowLine, workers: workers, waitingLimit: limit, library: library)
            let grown = run.peakResident - run.startResident
            var line =
                "  \(name): peak RSS \(megabytes(run.peakResident)) MiB (+\(megabytes(grown)) MiB during the run), "
                + "\(format(run.timing.cpu, 2)) s CPU, \(format(run.timing.wall, 2)) s wall, "
                + "at most \(run.counts.mostWaiting) chunks waiting"
            if let baseline {
                line +=
                    "; against the baseline: \(format(run.timing.cpu / baseline.timing.cpu, 2))x CPU, "
                    + "+\(megabytes(run.peakResident - baseline.peakResident)) MiB peak RSS"
            }
            print(line)
            fflush(nil)
            if baseline == nil { baseline = run }
        }
    }
}
