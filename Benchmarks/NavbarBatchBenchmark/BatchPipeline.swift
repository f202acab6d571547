import Dispatch
import NavbarCore
import NavigationBarLayout
import TextMetrics

/// The work of `navbar batch` on lines already in memory: decode, lay out, encode, in chunks, on several threads.
///
/// The batch runs are `navbar batch`'s own code (`BatchPool.stream` and `SceneLayouter` of `NavbarCore`): each
/// worker has its own measurer (siblings sharing what they shape), kept for the whole input, takes the next
/// chunk of lines, runs each phase over them in turn and hands their results over in input order. The
/// phases measured apart (`decode`, `solve`, `encode`) are the library calls that work is made of.
struct BatchPipeline: Sendable {
    /// The bundled profiles by name.
    let profiles: [String: MetricsProfile]
    /// The font library the measurers share.
    let library: FontLibrary
    /// A layouter of each bundled profile, by name.
    let layouters: [String: BarLayouter]

    /// A pipeline laying out with `profiles` and measuring with fonts of `library`.
    init(profiles: [String: MetricsProfile], library: FontLibrary) {
        self.profiles = profiles
        self.library = library
        layouters = profiles.mapValues { BarLayouter(profile: $0) }
    }

    /// The decode phase: the scene of one JSON line.
    static func decode(_ line: [UInt8]) throws -> Scene { try Scene.decode(json: line) }

    /// The layout phase: `scene` solved with the profile it names (ios7 when it names an unknown one).
    func solve(_ scene: Scene, measurer: TextMeasurer) throws -> BarGeometry {
        let layouter = layouters[scene.profile.nameOrPath] ?? layouters["ios7"]!
        return try layouter.solve(scene, measurer: measurer)
    }

    /// The encode phase: compact geometry JSON, as `navbar batch` writes it (`SceneOutput.jsonBytes`).
    static func encode(_ geometry: BarGeometry, format: GeometryFormat = .version1) -> [UInt8] {
        SceneOutput.jsonBytes(geometry, id: nil, pretty: false, format: format)
    }

    /// Processes every line with `workers` threads, each with a new measurer (cold caches, as in
    /// one `navbar batch` run; siblings sharing what they shape, as there), a chunk at a time as `navbar batch`
    /// does; returns the total number of output bytes (with line breaks).
    func run(_ lines: [[UInt8]], workers: Int) -> Int {
        let measurer = TextMeasurer(library: library)
        let first = SceneLayouter(overrides: SceneOverrides(), measurer: measurer)
        let layouters = (0..<workers).map { $0 == 0 ? first : first.withMeasurer(measurer.sibling()) }
        var written = 0
        let batch = lines.indices.map { BatchLine(number: $0 + 1, bytes: lines[$0]) }
        BatchPool.stream(batch, layouters: layouters, file: "-") { _, results in
            for result in results { written += result.json.count + 1 }
        }
        return written
    }

    /// `copies` one-worker runs of every line at once, one a thread, each with its own measurer: nothing shared
    /// but the lines (only read) and the font library, as separate processes would share nothing. How much
    /// faster than one run alone they finish is what this machine gives this work on that many cores now.
    func runIndependently(_ lines: [[UInt8]], copies: Int) {
        DispatchQueue.concurrentPerform(iterations: copies) { _ in _ = run(lines, workers: 1) }
    }
}
