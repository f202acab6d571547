import Foundation
import NavigationBarLayout
import SceneGenerators
import TextMetrics

// NavbarBatchBenchmark: the throughput of `navbar batch`'s work, in process.
//
// Generates 10,000 varied scenes as JSON Lines (deterministic, with `SceneGenerator` of the
// `SceneGenerators` target the tests use), then measures:
// - scenes per second with 1 worker and with every core (each run with fresh measurers, one per
//   worker, so shaping caches start cold, as in one `navbar batch` run);
// - on one core, the time of each phase separately: JSON decoding, layout, geometry encoding.
// Goals: layout itself under a third of the total; all cores >= 1.7x one core on two cores.

let sceneCount = 10_000
let repetitions = 3
let cores = ProcessInfo.processInfo.activeProcessorCount

let lines = SceneGenerator.jsonLines(count: sceneCount, seed: 2026).map { Array($0.utf8) }
let inputBytes = lines.reduce(0) { $0 + $1.count + 1 }

// `--write-scenes FILE` writes the scenes as JSON Lines (to run `navbar batch` on, or to profile it) and stops.
if let index = CommandLine.arguments.firstIndex(of: "--write-scenes"), index + 1 < CommandLine.arguments.count {
    let text = lines.map { String(decoding: $0, as: UTF8.self) + "\n" }.joined()
    try text.write(toFile: CommandLine.arguments[index + 1], atomically: true, encoding: .utf8)
    print("wrote \(sceneCount) scenes to \(CommandLine.arguments[index + 1])")
    exit(0)
}
let profiles = try Dictionary(
    uniqueKeysWithValues: ProfileLibrary.bundledNames.map { ($0, try ProfileLibrary.bundled($0)) })
let library = FontLibrary.shared

/// The seconds `body` takes.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// The best of `repetitions` timings of `body`, in seconds.
func best(_ body: () throws -> Void) rethrows -> Double {
    var fastest = Double.infinity
    for _ in 0..<repetitions { fastest = min(fastest, try seconds(body)) }
    return fastest
}

/// Formats `value` with `digits` decimals.
func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

print("NavbarBatchBenchmark: \(sceneCount) scenes, \(inputBytes / 1024) KiB of JSON Lines, \(cores) cores")

// Warm the font library (faces loaded once per process, as in one CLI run).
let pipeline = BatchPipeline(profiles: profiles, library: library)
_ = pipeline.run(lines, workers: cores)

// One core and every core, in turns (so a change in the machine's load affects both), best of five each.
var outputBytes = 0
var oneCore = Double.infinity
var allCores = Double.infinity
for _ in 0..<5 {
    oneCore = min(oneCore, seconds { outputBytes = pipeline.run(lines, workers: 1) })
    allCores = min(allCores, seconds { _ = pipeline.run(lines, workers: cores) })
}
print("  output: \(outputBytes / 1024) KiB")
print("  1 worker:   \(format(Double(sceneCount) / oneCore, 0)) scenes/s (\(format(oneCore * 1000)) ms)")
print("  \(cores) workers:  \(format(Double(sceneCount) / allCores, 0)) scenes/s (\(format(allCores * 1000)) ms)")
let speedup = oneCore / allCores
print("  speed-up:   \(format(speedup, 2))x")
let ceiling = MachineCeiling.speedUp(workers: cores)
print("  machine:    \(format(ceiling, 2))x for \(cores) threads of pure arithmetic (below \(cores).0x: other load)")

// Phases, one core, each over all scenes.
var scenes: [Scene] = []
let decoding = try best { scenes = try lines.map { try Scene.decode(json: $0) } }
var geometries: [BarGeometry] = []
let layout = try best {
    let measurer = TextMeasurer(library: library)
    geometries = try scenes.map {
        try BarLayout.solve($0, profile: profiles[$0.profile ?? "ios7"]!, measurer: measurer)
    }
}
let warmMeasurer = TextMeasurer(library: library)
for scene in scenes {
    _ = try BarLayout.solve(scene, profile: profiles[scene.profile ?? "ios7"]!, measurer: warmMeasurer)
}
let warmLayout = try best {
    for scene in scenes {
        _ = try BarLayout.solve(scene, profile: profiles[scene.profile ?? "ios7"]!, measurer: warmMeasurer)
    }
}
var encodedBytes = 0
let encoding = best { encodedBytes = geometries.reduce(0) { $0 + JSONWriter.bytes($1.jsonValue, pretty: false).count } }
let total = decoding + layout + encoding
print("  phases on one core (per scene):")
print("    decode \(format(decoding / Double(sceneCount) * 1e6, 2)) us (\(format(decoding / total * 100))%)")
print(
    "    layout \(format(layout / Double(sceneCount) * 1e6, 2)) us (\(format(layout / total * 100))%)"
        + ", \(format(warmLayout / Double(sceneCount) * 1e6, 2)) us with a warm cache")
print("    encode \(format(encoding / Double(sceneCount) * 1e6, 2)) us (\(format(encoding / total * 100))%)")
_ = encodedBytes

let layoutShare = layout / total
print(
    "\(layoutShare < 1.0 / 3 ? "PASS" : "MISS"): layout is \(format(layoutShare * 100))% of decode + layout + encode (goal < 33.3%)"
)
if cores >= 2 {
    let goal = cores == 2 ? 1.7 : 1.7 * Double(cores) / 2
    let note = speedup >= goal ? "" : "; \(format(speedup / ceiling * 100, 0))% of what this machine gives now"
    print(
        "\(speedup >= goal ? "PASS" : "MISS"): \(cores) cores are \(format(speedup, 2))x one core (goal >= \(format(goal, 2))x\(note))"
    )
} else {
    print("SKIP: one core only; the multi-core goal needs two")
}
