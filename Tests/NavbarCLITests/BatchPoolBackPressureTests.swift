import Dispatch
import NavbarCore
import Testing

/// `BatchPool.stream`'s back-pressure: chunks laid out before their turn wait in a bounded number.
@Suite struct BatchPoolBackPressureTests {
    /// Streams `chunks` through `workers` workers with chunk 0 slow, and gives the line numbers written, in
    /// order, and what the pool held at most.
    ///
    /// Chunk 0 waits until every chunk has been read, which without back-pressure happens at once (all the
    /// others are laid out and wait), and with it never (after a second it goes on).
    static func slowFirstChunk(
        _ chunks: [[BatchLine]], workers: Int, waitingLimit: Int = BatchPool.streamWaitingChunksPerWorker
    ) -> (written: [Int], counts: StreamCounts) {
        let everyChunkRead = DispatchSemaphore(value: 0)
        var next = 0
        var written: [Int] = []
        let counts = BatchPool.countedStream(
            layouters: BatchPoolStreamTests.layouters(workers), file: "-", waitingLimit: waitingLimit,
            laidOut: { number in
                if number == 0 { _ = everyChunkRead.wait(timeout: .now() + 1) }
            }
        ) { () -> [BatchLine]? in
            guard next < chunks.count else {
                everyChunkRead.signal()
                return nil
            }
            defer { next += 1 }
            return chunks[next]
        } write: { lines, results in
            #expect(results.count == lines.count)
            written += lines.map(\.number)
        }
        return (written, counts)
    }

    @Test(
        "with one slow chunk the other workers leave at most the limit of chunks waiting each, in order",
        arguments: [2, 4])
    func slowChunkHoldsBoundedWork(workers: Int) {
        let limit = BatchPool.streamWaitingChunksPerWorker
        // `concurrentPerform` runs as many workers at once as it has threads free: beside the other suites'
        // tests it may run them one after the other on the calling thread, and then no worker lays out
        // anything while chunk 0 waits (nothing waiting, no back-pressure to see). Such a run is tried again,
        // up to five times; every run must keep the order and the upper bound.
        var counts = StreamCounts(mostWaiting: 0, waits: 0)
        for _ in 0..<5 {
            let run = Self.slowFirstChunk(BatchPoolStreamTests.chunks(of: 400, sizes: [2]), workers: workers)
            #expect(run.written == Array(1...400))
            // The worker with chunk 0 holds none; each other worker holds at most `limit`.
            #expect(run.counts.mostWaiting <= limit * (workers - 1))
            counts = run.counts
            if counts.mostWaiting > 0 { break }
        }
        // In a run with workers side by side, one reaches the limit and waits: on two cores the third and
        // fourth worker may start only after chunk 0 is written, but the second runs beside it.
        #expect(counts.mostWaiting >= limit)
        #expect(counts.waits >= 1)
    }

    @Test("a limit of one: the other worker leaves one chunk waiting, then waits")
    func limitOfOne() {
        let (written, counts) = Self.slowFirstChunk(
            BatchPoolStreamTests.chunks(of: 60, sizes: [1]), workers: 2, waitingLimit: 1)
        #expect(written == Array(1...60))
        #expect(counts.mostWaiting == 1)
        #expect(counts.waits >= 1)
    }

    @Test("any work item: each chunk comes back with its output, in the order read")
    func orderedKeepsAnyWorkItemInOrder() {
        var next = 0
        var written: [Int] = []
        let counts = BatchPool.ordered(
            workers: 3,
            read: { () -> Range<Int>? in
                guard next < 1000 else { return nil }
                defer { next += 10 }
                return next..<(next + 10)
            },
            work: { _, numbers in numbers.map { $0 * $0 } },
            write: { numbers, squares in
                #expect(squares == numbers.map { $0 * $0 })
                written += numbers
            })
        #expect(written == Array(0..<1000))
        #expect(counts.mostWaiting <= BatchPool.streamWaitingChunksPerWorker * 3)
    }
}
