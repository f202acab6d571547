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
// Every figure is wall time with the process's CPU time (getrusage, user + system, all threads) of the
// same run beside it: on a shared machine a wall figure alone cannot tell slow code from a busy machine.

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

/// The CPU time (user + system, every thread) of this process so far, in seconds.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// A run's wall time and the process's CPU time during it, in seconds.
struct Timing {
    var wall = Double.infinity
    var cpu = Double.infinity

    /// Times `body`.
    init(_ body: () throws -> Void) rethrows {
        let cpuStart = cpuSeconds()
        wall = try seconds(body)
        cpu = cpuSeconds() - cpuStart
    }

    /// No run yet.
    init() {}

    /// The faster of two runs by wall time, with that run's CPU time.
    func faster(_ other: Timing) -> Timing { other.wall < wall ? other : self }
}

/// The fastest of `repetitions` timings of `body`.
func best(_ body: () throws -> Void) rethrows -> Timing {
    var fastest = Timing()
    for _ in 0..<repetitions { fastest = fastest.faster(try Timing(body)) }
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
var oneCoreRun = Timing()
var allCoresRun = Timing()
for _ in 0..<5 {
    oneCoreRun = oneCoreRun.faster(Timing { outputBytes = pipeline.run(lines, workers: 1) })
    allCoresRun = allCoresRun.faster(Timing { _ = pipeline.run(lines, workers: cores) })
}
let oneCore = oneCoreRun.wall
let allCores = allCoresRun.wall
/// A run's rate and times: wall, CPU, and the cores busy on average (CPU / wall).
func describe(_ run: Timing) -> String {
    "\(format(Double(sceneCount) / run.wall, 0)) scenes/s (\(format(run.wall * 1000)) ms wall, "
        + "\(format(run.cpu * 1000)) ms CPU, \(format(run.cpu / run.wall, 2)) cores busy; "
        + "\(format(Double(sceneCount) / run.cpu, 0)) scenes per CPU second)"
}
print("  output: \(outputBytes / 1024) KiB")
print("  1 worker:   \(describe(oneCoreRun))")
print("  \(cores) workers:  \(describe(allCoresRun))")
let speedup = oneCore / allCores
print("  speed-up:   \(format(speedup, 2))x")
let ceiling = MachineCeiling.speedUp(workers: cores)
print("  machine:    \(format(ceiling, 2))x for \(cores) threads of pure arithmetic (below \(cores).0x: other load)")

// Phases, one core, each over all scenes.
var scenes: [Scene] = []
let decodingRun = try best { scenes = try lines.map { try Scene.decode(json: $0) } }
var geometries: [BarGeometry] = []
let layoutRun = try best {
    let measurer = TextMeasurer(library: library)
    geometries = try scenes.map {
        try BarLayout.solve($0, profile: profiles[$0.profile ?? "ios7"]!, measurer: measurer)
    }
}
let warmMeasurer = TextMeasurer(library: library)
for scene in scenes {
    _ = try BarLayout.solve(scene, profile: profiles[scene.profile ?? "ios7"]!, measurer: warmMeasurer)
}
let warmLayoutRun = try best {
    for scene in scenes {
        _ = try BarLayout.solve(scene, profile: profiles[scene.profile ?? "ios7"]!, measurer: warmMeasurer)
    }
}
var encodedBytes = 0
let encodingRun = best {
    encodedBytes = geometries.reduce(0) { $0 + JSONWriter.bytes($1.jsonValue, pretty: false).count }
}
let (decoding, layout, warmLayout, encoding) = (
    decodingRun.wall, layoutRun.wall, warmLayoutRun.wall, encodingRun.wall
)
let total = decoding + layout + encoding
/// A phase's CPU microseconds per scene.
func cpuPerScene(_ run: Timing) -> String { "\(format(run.cpu / Double(sceneCount) * 1e6, 2)) us CPU" }
print("  phases on one core (per scene, wall; CPU of the same run):")
print(
    "    decode \(format(decoding / Double(sceneCount) * 1e6, 2)) us (\(format(decoding / total * 100))%)"
        + "; \(cpuPerScene(decodingRun))")
print(
    "    layout \(format(layout / Double(sceneCount) * 1e6, 2)) us (\(format(layout / total * 100))%)"
        + "; \(cpuPerScene(layoutRun)); \(format(warmLayout / Double(sceneCount) * 1e6, 2)) us with a warm cache"
        + " (\(cpuPerScene(warmLayoutRun)))")
print(
    "    encode \(format(encoding / Double(sceneCount) * 1e6, 2)) us (\(format(encoding / total * 100))%)"
        + "; \(cpuPerScene(encodingRun))")
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
