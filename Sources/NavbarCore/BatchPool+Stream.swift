import Dispatch
import TextMetrics

extension BatchPool {
    /// The most lines a worker of ``stream(layouters:file:read:write:)`` takes at a time.
    public static let streamChunkSize = 64

    /// The most chunks a worker of ``stream(layouters:file:read:write:)`` leaves laid out but not yet
    /// written (their turn has not come) before it waits for the writer to take one.
    public static let streamWaitingChunksPerWorker = 4

    /// Lays out every chunk of lines `read` gives, one worker thread per layouter, and gives each chunk's
    /// results to `write` in input order; returns when `read` gives no more, or rethrows the first error
    /// of `read` or `write` once the workers have stopped.
    ///
    /// - Parameters:
    ///   - layouters: One layouter per worker thread (at least one), each with its own measurer.
    ///   - file: The input's path (`-` for standard input); profile files named by scenes are read
    ///     relative to its folder.
    ///   - read: The next lines, up to ``streamChunkSize`` of them (each chunk's bytes are read by the worker
    ///     that lays it out), or `nil` at the end; called by one worker at a time.
    ///   - write: Writes a chunk's lines' results (one per line, in order); called by one worker at a time,
    ///     chunk after chunk in the order `read` gave them.
    /// - Throws: The first error `read` or `write` threw. Every chunk read before a read error is still
    ///   written; after a write error nothing more is written, and no more is read.
    ///
    /// A worker reads a chunk, lays it all out (in groups of `group` lines, phase by phase), and writes
    /// it itself as soon as the chunks before it are written; a chunk done before an earlier one waits,
    /// and the worker that writes the earlier one writes it too. So a line's bytes and its output stay
    /// with the thread (and mostly the core) that read it, as in separate processes. Before, the calling
    /// thread read and wrote every line for the workers, which met every 256 lines: on two cores that
    /// cost 14 % more CPU for the same lines (docs/PERFORMANCE.md). With one layouter everything runs on
    /// the calling thread.
    ///
    /// A chunk laid out before its turn waits in memory; a worker with
    /// ``streamWaitingChunksPerWorker`` chunks waiting stops until the writer takes one. So one slow line
    /// holds back at most that many chunks per worker, not the whole input.
    public static func stream<Failure: Error>(
        layouters: [SceneLayouter], file: String,
        read: @escaping () throws(Failure) -> [BatchLine]?,
        write: @escaping ([BatchLine], [BatchResult]) throws(Failure) -> Void
    ) throws(Failure) {
        _ = try countedStream(layouters: layouters, file: file, read: read, write: write)
    }

    /// ``stream(layouters:file:read:write:)``, returning what the pool held at most.
    ///
    /// - Parameters:
    ///   - waitingLimit: The most chunks a worker leaves waiting before it waits itself.
    ///   - laidOut: Called by a worker with a chunk's number after laying it out, before handing it over
    ///     (a test makes one chunk slow with it).
    /// - Returns: The most chunks that were laid out and waiting for their turn at once.
    package static func countedStream<Failure: Error>(
        layouters: [SceneLayouter], file: String, waitingLimit: Int = streamWaitingChunksPerWorker,
        laidOut: (@Sendable (Int) -> Void)? = nil,
        read: @escaping () throws(Failure) -> [BatchLine]?,
        write: @escaping ([BatchLine], [BatchResult]) throws(Failure) -> Void
    ) throws(Failure) -> StreamCounts {
        precondition(!layouters.isEmpty, "BatchPool.stream needs a layouter")
        return try ordered(
            workers: layouters.count, waitingLimit: waitingLimit, laidOut: laidOut, read: read,
            work: { worker, lines in
                var results: [(Int, BatchResult)] = []
                results.reserveCapacity(lines.count)
                var start = 0
                while start < lines.count {
                    let end = min(start + group, lines.count)
                    Self.results(of: start..<end, in: lines, layouter: layouters[worker], file: file, into: &results)
                    start = end
                }
                var ordered = [BatchResult](repeating: BatchResult(json: [], failed: false), count: lines.count)
                for (index, result) in results { ordered[index] = result }
                return ordered
            }, write: write)
    }

    /// Does `work` on every chunk `read` gives, on `workers` threads, and hands each chunk with its output to
    /// `write` in the order `read` gave them: the pool of ``stream(layouters:file:read:write:)``, for any work
    /// item (`navbar batch` gives it chunks of JSON lines; `LocalizationAudit` chunks of the bars of its prepared
    /// scenes).
    ///
    /// - Parameters:
    ///   - workers: The worker threads (at least one); with one, everything runs on the calling thread.
    ///   - waitingLimit: The most chunks a worker leaves done but not yet written before it waits itself.
    ///   - laidOut: Called by a worker with a chunk's number after doing it, before handing it over.
    ///   - read: The next chunk, or `nil` at the end; called by one worker at a time.
    ///   - work: Does a chunk on worker thread `worker` (from 0), which no other thread uses meanwhile.
    ///   - write: Takes a chunk and its output; called by one worker at a time, in the order `read` gave them.
    /// - Returns: The most chunks that were done and waiting for their turn at once.
    /// - Throws: The first error `read` or `write` threw, as ``stream(layouters:file:read:write:)`` does.
    package static func ordered<Chunk: Sendable, Output: Sendable, Failure: Error>(
        workers: Int, waitingLimit: Int = streamWaitingChunksPerWorker,
        laidOut: (@Sendable (Int) -> Void)? = nil,
        read: @escaping () throws(Failure) -> Chunk?,
        work: @escaping (_ worker: Int, _ chunk: Chunk) -> Output,
        write: @escaping (Chunk, Output) throws(Failure) -> Void
    ) throws(Failure) -> StreamCounts {
        precondition(workers > 0, "BatchPool.ordered needs a worker")
        precondition(waitingLimit > 0, "BatchPool.ordered needs room for a waiting chunk")
        let order = StreamOrder<Chunk, Output, Failure>(workers: workers, waitingLimit: waitingLimit)
        let calls = StreamCalls(read: read, work: work, write: write)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            while let (number, chunk) = order.next(calls.read) {
                let output = calls.work(worker, chunk)
                laidOut?(number)
                order.finish(number, worker: worker, chunk: chunk, output: output, write: calls.write)
            }
        }
        if let error = order.error { throw error }
        return order.counts
    }
}

/// What a `BatchPool.stream` run held at most (`BatchPool.countedStream`).
package struct StreamCounts: Hashable, Sendable {
    /// The most chunks laid out and waiting for their turn at once.
    package var mostWaiting: Int
    /// How many times a worker waited because it had the limit of chunks waiting.
    package var waits: Int

    /// Counts of a run.
    package init(mostWaiting: Int, waits: Int) {
        self.mostWaiting = mostWaiting
        self.waits = waits
    }
}

/// The `read`, `work` and `write` of one `BatchPool.ordered` call, handed to its workers.
///
/// `@unchecked Sendable`: `StreamOrder` lets one worker at a time call `read` and `write` (`read` with its
/// lock held, `write` as the one writing worker), so what they capture is never touched by two threads at
/// once; `work` is called on every worker at once, and touches only what its worker owns.
private struct StreamCalls<Chunk, Output, Failure: Error>: @unchecked Sendable {
    /// The next chunk, or nil at the end.
    let read: () throws(Failure) -> Chunk?
    /// Does a chunk on a worker.
    let work: (Int, Chunk) -> Output
    /// Writes a chunk.
    let write: (Chunk, Output) throws(Failure) -> Void
}

/// The shared state of `BatchPool.ordered`: which chunk is read next, which is written next, the chunks done
/// out of turn, and the first error.
///
/// Its locks are `ThreadLock`s (C library mutexes), which ThreadSanitizer sees hand over: what passes from
/// worker to worker (a chunk and its output, and what `read` and `write` capture: the line reader, the
/// output) is ordered by them.
private final class StreamOrder<Chunk: Sendable, Output: Sendable, Failure: Error>: Sendable {
    /// Reading: the number of the next chunk, and whether reading ended (the input, or an error).
    private let reading = ThreadLock((next: 0, ended: false))
    /// Writing: the next chunk to write, whether a worker is writing, and the chunks done before their turn.
    private let writing: ThreadLock<WritingState>
    /// The first error of `read` or `write`, and whether `write` failed (then nothing more is written).
    private let failure = ThreadLock<(first: Failure?, writeFailed: Bool)>((nil, false))
    /// The most chunks a worker leaves waiting.
    private let waitingLimit: Int

    /// The writing side.
    struct WritingState {
        /// The number of the next chunk to write.
        var next = 0
        /// Whether a worker is writing (it writes every waiting chunk whose turn comes).
        var busy = false
        /// Chunks laid out before their turn, by number, with the worker that laid each out.
        var waiting: [Int: (worker: Int, chunk: Chunk, output: Output)] = [:]
        /// How many of `waiting` each worker laid out.
        var held: [Int]
        /// What the run held at most.
        var counts = StreamCounts(mostWaiting: 0, waits: 0)
    }

    /// Shared state for `workers` workers, each leaving at most `waitingLimit` chunks waiting.
    init(workers: Int, waitingLimit: Int) {
        writing = ThreadLock(WritingState(held: Array(repeating: 0, count: workers)))
        self.waitingLimit = waitingLimit
    }

    /// The first error, if any.
    var error: Failure? { failure.withLock { $0.first } }

    /// What the run held at most.
    var counts: StreamCounts { writing.withLock { $0.counts } }

    /// The next chunk with its number, read with `read`; nil at the end, after an error, or when `read` fails.
    func next(_ read: () throws(Failure) -> Chunk?) -> (Int, Chunk)? {
        let (chunk, error) = reading.withLock { state -> ((Int, Chunk)?, Failure?) in
            guard !state.ended else { return (nil, nil) }
            do throws(Failure) {
                guard let chunk = try read() else {
                    state.ended = true
                    return (nil, nil)
                }
                state.next += 1
                return ((state.next - 1, chunk), nil)
            } catch {
                state.ended = true
                return (nil, error)
            }
        }
        if let error { failure.withLock { $0.first = $0.first ?? error } }
        return chunk
    }

    /// Hands over chunk `number`, laid out by `worker`: writes it (and any chunks waiting after it) if its turn
    /// has come and no other worker is writing; otherwise leaves it for the worker that is, and waits while
    /// `worker` has `waitingLimit` chunks waiting.
    ///
    /// The wait cannot last for ever: the chunk whose turn it is has been read, and is being laid out (by a
    /// worker that is not waiting), written, or waiting for the writer, who takes it next.
    func finish(
        _ number: Int, worker: Int, chunk: Chunk, output: Output,
        write: (Chunk, Output) throws(Failure) -> Void
    ) {
        let limit = waitingLimit
        var turn = writing.withLock { state -> (chunk: Chunk, output: Output)? in
            guard !state.busy, number == state.next else {
                state.waiting[number] = (worker, chunk, output)
                state.held[worker] += 1
                state.counts.mostWaiting = max(state.counts.mostWaiting, state.waiting.count)
                if state.held[worker] >= limit { state.counts.waits += 1 }
                return nil
            }
            state.busy = true
            return (chunk, output)
        }
        guard turn != nil else {
            writing.withLock(when: { $0.held[worker] < limit }) { _ in }
            return
        }
        while let (chunk, output) = turn {
            // Written outside the lock: the other workers go on handing over chunks meanwhile. After a read
            // error the chunks read before it are still written; after a write error nothing is.
            if !failure.withLock({ $0.writeFailed }) {
                do throws(Failure) { try write(chunk, output) } catch {
                    failure.withLock { $0 = ($0.first ?? error, true) }
                    reading.withLock { $0.ended = true }
                }
            }
            turn = writing.withLock { state in
                state.next += 1
                guard let waiting = state.waiting.removeValue(forKey: state.next) else {
                    state.busy = false
                    return nil
                }
                state.held[waiting.worker] -= 1
                return (waiting.chunk, waiting.output)
            }
            // A worker waiting for room may now have it.
            writing.signalAll()
        }
    }
}
