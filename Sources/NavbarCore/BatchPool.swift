import Dispatch
import NavigationBarLayout
import Synchronization

/// One input line of `navbar batch`.
public struct BatchLine: Sendable {
    /// The line number, from 1, counting blank lines.
    public var number: Int
    /// The line's bytes, without the line break (none for an oversized line).
    public var bytes: [UInt8]
    /// Whether the line was longer than `DocumentLimit.maximumBytes` (and so not read).
    public var oversized = false

    /// Line `number` holding `bytes`, or a line too long to read when `oversized`.
    ///
    /// - Parameters:
    ///   - number: The line number, from 1, counting every line.
    ///   - bytes: The line's bytes, without the line break.
    ///   - oversized: Whether the line was too long to read (its bytes are then empty).
    public init(number: Int, bytes: [UInt8], oversized: Bool = false) {
        self.number = number
        self.bytes = bytes
        self.oversized = oversized
    }

    /// Whether `bytes` hold only spaces, tabs and carriage returns: such a line gets an error entry
    /// (``BatchPool/blankLineMessage``), or is skipped with `--skip-blank` (and still counted).
    ///
    /// - Parameter bytes: A line's bytes, without its line break.
    /// - Returns: Whether the line is blank.
    public static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }
}

/// What one line of `navbar batch` gave: its output line, with the scene's `id` when it has one.
public struct BatchResult: Sendable {
    /// The output line: compact geometry JSON or an error object.
    public var json: [UInt8]
    /// Whether the line failed.
    public var failed: Bool

    /// The error object for `problems` of line `number`, with the scene's `id` when it has one.
    static func failure(line number: Int, problems: [InputProblem], id: String? = nil) -> BatchResult {
        let message = problems.map(\.inlineDescription).joined(separator: "; ")
        let object: JSONValue = ["error": ["line": .number(Double(number)), "message": .string(message)]]
        return BatchResult(json: JSONWriter.bytes(SceneOutput.adding(id: id, to: object), pretty: false), failed: true)
    }
}

/// Lays out lines on several threads at once.
public enum BatchPool {
    /// The number of lines `navbar batch` reads and lays out before their results are written.
    public static let chunkSize = 256

    /// The message of a blank line's error entry.
    public static let blankLineMessage = "the line is blank; expected a scene (--skip-blank skips blank lines)"

    /// The result of every line of `lines`, in order, computed by one worker per layouter of `layouters`.
    ///
    /// - Parameters:
    ///   - lines: The lines, in input order (blank ones get an error entry).
    ///   - layouters: One layouter per worker thread, each with its own measurer.
    ///   - file: The input's path (`-` for standard input); profile files named by scenes are read
    ///     relative to its folder.
    /// - Returns: One result per line, in the order of `lines`.
    ///
    /// Workers take the next line from a shared counter, so a slow line does not hold up the rest.
    /// Each has its own layouter (its own measurer and shaping cache), so they do not wait on each other's locks.
    public static func layOut(_ lines: [BatchLine], layouters: [SceneLayouter], file: String) -> [BatchResult] {
        let next = Atomic<Int>(0)
        let collected = Mutex<[(Int, BatchResult)]>([])
        let workers = max(1, min(layouters.count, lines.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var mine: [(Int, BatchResult)] = []
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < lines.count else { break }
                mine.append((index, result(of: lines[index], layouter: layouters[worker], file: file)))
            }
            collected.withLock { $0 += mine }
        }
        var results = [BatchResult](repeating: BatchResult(json: [], failed: false), count: lines.count)
        for (index, result) in collected.withLock({ $0 }) { results[index] = result }
        return results
    }

    /// The output of one line.
    static func result(of line: BatchLine, layouter: SceneLayouter, file: String) -> BatchResult {
        if line.oversized {
            let problem = InputProblem(message: "the line is longer than \(DocumentLimit.description)")
            return .failure(line: line.number, problems: [problem])
        }
        if BatchLine.isBlank(line.bytes) {
            return .failure(line: line.number, problems: [InputProblem(message: blankLineMessage)])
        }
        return layouter.layOut(json: line.bytes, file: file) { geometry, id in
            // The bytes straight from the geometry: no tree built, no String made and copied back.
            BatchResult(json: geometry.jsonBytes(pretty: false, id: id), failed: false)
        } failure: { error, id in
            .failure(line: line.number, problems: error.problems, id: id)
        }
    }
}
