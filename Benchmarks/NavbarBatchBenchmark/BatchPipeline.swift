import Dispatch
import NavigationBarLayout
import Synchronization
import TextMetrics

/// The work of `navbar batch` on lines already in memory: decode, lay out, encode, in chunks, on several threads.
///
/// It mirrors `BatchPool` in the `navbar` target (which a benchmark cannot import): each worker has
/// its own measurer, kept for the whole input, and takes the next line of a chunk from a shared
/// counter; results are put back in order.
struct BatchPipeline: Sendable {
    /// The lines given to the pool at once.
    static let chunkSize = 256

    /// The bundled profiles by name.
    let profiles: [String: MetricsProfile]
    /// The font library the measurers share.
    let library: FontLibrary

    /// The output line of one input line: compact geometry JSON or an error object.
    func process(_ line: [UInt8], measurer: TextMeasurer) -> [UInt8] {
        do {
            return Self.encode(try solve(try Self.decode(line), measurer: measurer))
        } catch {
            return Array("{\"error\":{\"message\":\"\(error)\"}}".utf8)
        }
    }

    /// The decode phase: the scene of one JSON line.
    static func decode(_ line: [UInt8]) throws -> Scene { try Scene.decode(json: line) }

    /// The layout phase: `scene` solved with the profile it names (ios7 when it names none or an unknown one).
    func solve(_ scene: Scene, measurer: TextMeasurer) throws -> BarGeometry {
        let profile = profiles[scene.profile ?? "ios7"] ?? profiles["ios7"]!
        return try BarLayout.solve(scene, profile: profile, measurer: measurer)
    }

    /// The encode phase: compact geometry JSON.
    static func encode(_ geometry: BarGeometry) -> [UInt8] { JSONWriter.bytes(geometry.jsonValue, pretty: false) }

    /// Processes every line with `workers` threads, each with a new measurer (a cold cache, as in
    /// one `navbar batch` run); returns the total number of output bytes.
    func run(_ lines: [[UInt8]], workers: Int) -> Int {
        let measurers = (0..<workers).map { _ in TextMeasurer(library: library) }
        var written = 0
        var start = 0
        while start < lines.count {
            let chunk = Array(lines[start..<min(start + Self.chunkSize, lines.count)])
            start += Self.chunkSize
            let next = Atomic<Int>(0)
            let collected = Mutex<[(Int, [UInt8])]>([])
            DispatchQueue.concurrentPerform(iterations: max(1, min(workers, chunk.count))) { worker in
                var mine: [(Int, [UInt8])] = []
                while true {
                    let index = next.add(1, ordering: .relaxed).oldValue
                    guard index < chunk.count else { break }
                    mine.append((index, process(chunk[index], measurer: measurers[worker])))
                }
                collected.withLock { $0 += mine }
            }
            var output: [[UInt8]] = Array(repeating: [], count: chunk.count)
            for (index, bytes) in collected.withLock({ $0 }) { output[index] = bytes }
            for bytes in output { written += bytes.count + 1 }
        }
        return written
    }
}
