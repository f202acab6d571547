import NavigationBarLayout

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
    /// The lines in memory through ``stream(_:layouters:file:write:)``.
    public static func layOut(_ lines: [BatchLine], layouters: [SceneLayouter], file: String) -> [BatchResult] {
        var results: [BatchResult] = []
        results.reserveCapacity(lines.count)
        stream(lines, layouters: layouters, file: file) { _, chunk in results += chunk }
        return results
    }

    /// Lays out `lines`, already in memory, as ``stream(layouters:file:read:write:)`` does, handing each
    /// chunk of up to ``streamChunkSize`` lines with its results to `write` in input order.
    ///
    /// - Parameters:
    ///   - lines: The lines, in input order (blank ones get an error entry).
    ///   - layouters: One layouter per worker thread (at least one), each with its own measurer.
    ///   - file: The input's path (`-` for standard input); profile files named by scenes are read
    ///     relative to its folder.
    ///   - write: Takes a chunk's lines and their results; called by one worker at a time, in order.
    /// - Throws: What `write` throws; after it, nothing more is written.
    public static func stream<Failure: Error>(
        _ lines: [BatchLine], layouters: [SceneLayouter], file: String,
        write: @escaping ([BatchLine], [BatchResult]) throws(Failure) -> Void
    ) throws(Failure) {
        var start = 0
        let read = { () throws(Failure) -> [BatchLine]? in
            guard start < lines.count else { return nil }
            let end = min(start + streamChunkSize, lines.count)
            defer { start = end }
            return Array(lines[start..<end])
        }
        try stream(layouters: layouters, file: file, read: read, write: write)
    }

    /// The most lines a worker lays out at a time: it decodes them all, then solves them all, then
    /// encodes them all, so each phase's code and data stay in the processor's caches from line to line.
    static let group = 16

    /// The output of the lines at `indices` of `lines`, appended to `results` with their indices
    /// (in no particular order): every line decoded first, then every scene solved, then every geometry encoded.
    static func results(
        of indices: Range<Int>, in lines: [BatchLine], layouter: SceneLayouter, file: String,
        into results: inout [(Int, BatchResult)]
    ) {
        var scenes: [PreparedScene] = []
        scenes.reserveCapacity(indices.count)
        for index in indices {
            let line = lines[index]
            if let problem = problem(of: line) {
                results.append((index, .failure(line: line.number, problems: [problem])))
                continue
            }
            do {
                let (scene, profile) = try layouter.reader.prepare(json: line.bytes, file: file)
                scenes.append(PreparedScene(index: index, scene: scene, profile: profile))
            } catch {
                let id = SceneLayouter.id(scene: nil, json: line.bytes)
                results.append((index, .failure(line: line.number, problems: error.problems, id: id)))
            }
        }
        var geometries: [(index: Int, geometry: BarGeometry, id: String?)] = []
        geometries.reserveCapacity(scenes.count)
        // Read in place through the buffer: `scenes[position].scene` copied the whole element (every field of the
        // scene retained) for each field read.
        scenes.withUnsafeBufferPointer { prepared in
            for position in prepared.indices {
                let index = prepared[position].index
                do throws(CLIError) {
                    let geometry = try layouter.solve(
                        prepared[position].scene, layouter: prepared[position].profile)
                    geometries.append((index, geometry, prepared[position].scene.id))
                } catch {
                    let id = SceneLayouter.id(scene: prepared[position].scene.id, json: lines[index].bytes)
                    results.append((index, .failure(line: lines[index].number, problems: error.problems, id: id)))
                }
            }
        }
        scenes.removeAll()
        for position in geometries.indices {
            // The bytes straight from the geometry: no tree built, no String made and copied back.
            let json = geometries[position].geometry.jsonBytes(
                pretty: false, id: geometries[position].id, format: layouter.geometryFormat)
            results.append((geometries[position].index, BatchResult(json: json, failed: false)))
        }
    }

    /// Why `line` is not read as a scene (too long, or blank), if it is not.
    static func problem(of line: BatchLine) -> InputProblem? {
        if line.oversized { return InputProblem(message: "the line is longer than \(DocumentLimit.description)") }
        if BatchLine.isBlank(line.bytes) { return InputProblem(message: blankLineMessage) }
        return nil
    }
}

/// A line's scene, decoded with the overrides applied, and its profile (its layouter, by reference):
/// what `BatchPool.results` solves.
struct PreparedScene {
    /// The line's position in the batch.
    let index: Int
    /// The scene.
    let scene: Scene
    /// Its profile.
    let profile: BarLayouter
}
