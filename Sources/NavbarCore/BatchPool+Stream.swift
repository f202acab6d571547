import Dispatch
import Synchronization

extension BatchPool {
    /// The most lines a worker of ``stream(layouters:file:read:write:)`` takes at a time.
    public static let streamChunkSize = 64

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
    public static func stream<Failure: Error>(
        layouters: [SceneLayouter], file: String,
        read: @escaping () throws(Failure) -> [BatchLine]?,
        write: @escaping ([BatchLine], [BatchResult]) throws(Failure) -> Void
    ) throws(Failure) {
        precondition(!layouters.isEmpty, "BatchPool.stream needs a layouter")
        let order = StreamOrder<Failure>()
        let calls = StreamCalls(read: read, write: write)
        DispatchQueue.concurrentPerform(iterations: layouters.count) { worker in
            let layouter = layouters[worker]
            var results: [(Int, BatchResult)] = []
            while let (number, lines) = order.next(calls.read) {
                results.removeAll(keepingCapacity: true)
                var start = 0
                while start < lines.count {
                    let end = min(start + group, lines.count)
                    Self.results(of: start..<end, in: lines, layouter: layouter, file: file, into: &results)
                    start = end
                }
                var ordered = [BatchResult](repeating: BatchResult(json: [], failed: false), count: lines.count)
                for (index, result) in results { ordered[index] = result }
                order.finish(number, lines: lines, results: ordered, write: calls.write)
            }
        }
        if let error = order.error { throw error }
    }
}

/// The `read` and `write` of one `BatchPool.stream` call, handed to its workers.
///
/// `@unchecked Sendable`: `StreamOrder` lets one worker at a time call each (`read` with its lock held,
/// `write` as the one writing worker), so what they capture is never touched by two threads at once.
private struct StreamCalls<Failure: Error>: @unchecked Sendable {
    /// The next chunk, or nil at the end.
    let read: () throws(Failure) -> [BatchLine]?
    /// Writes a chunk.
    let write: ([BatchLine], [BatchResult]) throws(Failure) -> Void
}

/// The shared state of `BatchPool.stream`: which chunk is read next, which is written next, the chunks done
/// out of turn, and the first error.
private final class StreamOrder<Failure: Error>: Sendable {
    /// Reading: the number of the next chunk, and whether reading ended (the input, or an error).
    private let reading = Mutex((next: 0, ended: false))
    /// Writing: the next chunk to write, whether a worker is writing, and the chunks done before their turn.
    private let writing = Mutex(WritingState())
    /// The first error of `read` or `write`, and whether `write` failed (then nothing more is written).
    private let failure = Mutex<(first: Failure?, writeFailed: Bool)>((nil, false))
    /// Counts the locked sections (see `locked`).
    private let sections = Atomic<Int>(0)

    /// The writing side.
    struct WritingState {
        /// The number of the next chunk to write.
        var next = 0
        /// Whether a worker is writing (it writes every waiting chunk whose turn comes).
        var busy = false
        /// Chunks laid out before their turn, by number.
        var waiting: [Int: (lines: [BatchLine], results: [BatchResult])] = [:]
    }

    /// `body` run with `mutex`'s value, between two acquiring and releasing increments of one counter.
    ///
    /// The lock alone orders the workers' steps, but ThreadSanitizer does not see a contended `Mutex`
    /// hand over (.ci/tsan.supp), and here what passes from worker to worker is more than the locked
    /// values: a chunk's lines and results, and what `read` and `write` capture (the line reader, the
    /// output). The counter, which it does see, orders every locked section, and with them everything
    /// each worker did before and after one, as the locks do.
    private func locked<Value, Result>(
        _ mutex: borrowing Mutex<Value>, _ body: (inout sending Value) -> sending Result
    ) -> sending Result {
        mutex.withLock { value in
            sections.add(1, ordering: .acquiringAndReleasing)
            defer { sections.add(1, ordering: .acquiringAndReleasing) }
            return body(&value)
        }
    }

    /// The first error, if any.
    var error: Failure? { locked(failure) { $0.first } }

    /// The next chunk with its number, read with `read`; nil at the end, after an error, or when `read` fails.
    func next(_ read: () throws(Failure) -> [BatchLine]?) -> (Int, [BatchLine])? {
        let (chunk, error) = locked(reading) { state -> ((Int, [BatchLine])?, Failure?) in
            guard !state.ended else { return (nil, nil) }
            do throws(Failure) {
                guard let lines = try read() else {
                    state.ended = true
                    return (nil, nil)
                }
                state.next += 1
                return ((state.next - 1, lines), nil)
            } catch {
                state.ended = true
                return (nil, error)
            }
        }
        if let error { locked(failure) { $0.first = $0.first ?? error } }
        return chunk
    }

    /// Hands over chunk `number`, laid out: writes it (and any chunks waiting after it) if its turn has come
    /// and no other worker is writing; otherwise leaves it for the worker that is.
    func finish(
        _ number: Int, lines: [BatchLine], results: [BatchResult],
        write: ([BatchLine], [BatchResult]) throws(Failure) -> Void
    ) {
        var turn = locked(writing) { state -> (lines: [BatchLine], results: [BatchResult])? in
            guard !state.busy, number == state.next else {
                state.waiting[number] = (lines, results)
                return nil
            }
            state.busy = true
            return (lines, results)
        }
        while let (lines, results) = turn {
            // Written outside the lock: the other workers go on handing over chunks meanwhile. After a read
            // error the chunks read before it are still written; after a write error nothing is.
            if !locked(failure, { $0.writeFailed }) {
                do throws(Failure) { try write(lines, results) } catch {
                    locked(failure) { $0 = ($0.first ?? error, true) }
                    locked(reading) { $0.ended = true }
                }
            }
            turn = locked(writing) { state in
                state.next += 1
                guard let waiting = state.waiting.removeValue(forKey: state.next) else {
                    state.busy = false
                    return nil
                }
                return waiting
            }
        }
    }
}
