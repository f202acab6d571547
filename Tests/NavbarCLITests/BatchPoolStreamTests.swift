import NavbarCore
import Synchronization
import Testing
import TextMetrics

/// `BatchPool.stream`: chunks read by the workers, written in input order, and the first error.
@Suite struct BatchPoolStreamTests {
    /// An error of the test's `read` or `write`.
    struct Stop: Error, Equatable {
        /// Which call threw.
        var call: String
    }

    /// `count` layouters: the first with a new measurer, the others with its siblings.
    static func layouters(_ count: Int) -> [SceneLayouter] {
        let measurer = TextMeasurer(library: .shared)
        let first = SceneLayouter(overrides: SceneOverrides(), measurer: measurer)
        return [first] + (1..<max(1, count)).map { _ in first.withMeasurer(measurer.sibling()) }
    }

    /// Line `number`: a scene whose id and width tell it apart, every fifth one bad and every seventh blank.
    static func line(_ number: Int) -> BatchLine {
        if number % 7 == 0 { return BatchLine(number: number, bytes: []) }
        let width = number % 5 == 0 ? -1 : 300 + number
        return BatchLine(
            number: number,
            bytes: Array(#"{"id": "s\#(number)", "width": \#(width), "profile": "ios7", "items": []}"#.utf8))
    }

    /// The chunks of `lines` (`sizes` in turn) as `read` closures give them; then nil.
    static func chunks(of total: Int, sizes: [Int]) -> [[BatchLine]] {
        var chunks: [[BatchLine]] = []
        var number = 1
        while number <= total {
            let size = min(sizes[chunks.count % sizes.count], total - number + 1)
            chunks.append((number..<number + size).map(line))
            number += size
        }
        return chunks
    }

    @Test("each chunk is written once, in the order read, with one result per line", arguments: [1, 2, 3, 8])
    func chunksAreWrittenInOrder(workers: Int) throws {
        let chunks = Self.chunks(of: 500, sizes: [64, 1, 17, 64, 3])
        var next = 0
        var written: [[Int]] = []
        var outputs: [String] = []
        BatchPool.stream(layouters: Self.layouters(workers), file: "-") { () -> [BatchLine]? in
            guard next < chunks.count else { return nil }
            defer { next += 1 }
            return chunks[next]
        } write: { lines, results in
            written.append(lines.map(\.number))
            #expect(results.count == lines.count)
            outputs += results.map { String(decoding: $0.json, as: UTF8.self) }
        }
        #expect(written == chunks.map { $0.map(\.number) })
        // The same output as one line at a time on one worker.
        let one = BatchPool.layOut((1...500).map(Self.line), layouters: Self.layouters(1), file: "-")
        #expect(outputs == one.map { String(decoding: $0.json, as: UTF8.self) })
        #expect(outputs[3].hasPrefix(#"{"backButton":null,"bar":{"appearance":null,"#))
        #expect(outputs[3].contains(#""width":304},"id":"s4","itemGroups":null,"#))
        #expect(outputs[3].contains(#""schemaVersion":2,"#))
        #expect(outputs[4].hasPrefix(#"{"error":{"line":5,"message":"width: "#))
        #expect(outputs[6].hasPrefix(#"{"error":{"line":7,"message":"the line is blank"#))
    }

    @Test("a read error is thrown after every chunk read before it is written", arguments: [1, 2, 4])
    func readErrorWritesWhatWasRead(workers: Int) throws {
        let chunks = Self.chunks(of: 300, sizes: [32])
        var next = 0
        var written: [Int] = []
        #expect(throws: Stop(call: "read")) {
            try BatchPool.stream(layouters: Self.layouters(workers), file: "-") { () throws(Stop) -> [BatchLine]? in
                guard next < 5 else { throw Stop(call: "read") }
                defer { next += 1 }
                return chunks[next]
            } write: { lines, _ throws(Stop) in
                written += lines.map(\.number)
            }
        }
        #expect(written == Array(1...160))
    }

    @Test("a write error stops reading and writing, and is thrown", arguments: [1, 2, 4])
    func writeErrorStopsEverything(workers: Int) throws {
        let chunks = Self.chunks(of: 3000, sizes: [8])
        let reads = Mutex(0)
        var writes = 0
        #expect(throws: Stop(call: "write")) {
            try BatchPool.stream(layouters: Self.layouters(workers), file: "-") { () throws(Stop) -> [BatchLine]? in
                reads.withLock { count -> [BatchLine]? in
                    defer { count += 1 }
                    return count < chunks.count ? chunks[count] : nil
                }
            } write: { _, _ throws(Stop) in
                writes += 1
                if writes == 3 { throw Stop(call: "write") }
            }
        }
        #expect(writes == 3)
        // Reading stopped long before the end.
        #expect(reads.withLock { $0 } < chunks.count)
    }
}
