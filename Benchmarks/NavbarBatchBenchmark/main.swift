import BenchmarkSupport
import Foundation
import NavigationBarLayout
import SceneGenerators
import TextMetrics

// NavbarBatchBenchmark: the throughput of `navbar batch`'s work, in process, against issue 13's goals.
//
// Usage: NavbarBatchBenchmark [--baseline OLD_BINARY] [--turns N] [--write-scenes FILE]
//        NavbarBatchBenchmark --solve-only N [fixed|text]
//        NavbarBatchBenchmark --count decode|solve|solve-fixed|encode|encode-2 N   (scripts/instruction-budgets)
//        NavbarBatchBenchmark --flat-memory [LINES]
//        NavbarBatchBenchmark --contention [RUNS]
//
// `--flat-memory` streams LINES lines (default 1,000,000) with one pathological line through every core, as
// `navbar batch` does, and prints peak resident memory and CPU time against the same lines without that line and
// against the stream without back-pressure (`FlatMemory`); then stops. `--contention` prints the CPU time of the
// scenes with `navbar batch --jobs 64` against as many workers as cores (`LockContention`); then stops.
//
// Generates 10,000 varied scenes as JSON Lines (deterministic, with `SceneGenerator` of the
// `SceneGenerators` target the tests use), then measures:
// - scenes per second with 1 worker and with every core (each run with fresh measurers, one per
//   worker, so shaping caches start cold, as in one `navbar batch` run), and, to read that speed-up
//   against, one one-worker run per core at once (each on its own, as separate processes would be);
// - on one core, each phase separately, per scene: JSON decoding, layout (cold, then warm text cache),
//   geometry encoding; wall time, CPU time and allocations (mallocs, counted by `CAllocationCounter`);
// - a typical bar built in Swift (no JSON) solved repeatedly: with a warm `TextMeasurer` (what a
//   renderer relaying out every frame pays), and with `FixedAdvanceMeasurer` (the solver alone).
// Every figure is wall time with the process's CPU time (getrusage, user + system, all threads) of the
// same run beside it: on a shared machine a wall figure alone cannot tell slow code from a busy machine.
//
// Goal lines (PASS/MISS) follow: allocations are the same on every machine and are compared with the
// goals as they are; times are compared with the goals as CPU time, and, with `--baseline`, as ratios to
// an older build of this benchmark run in turns with this one in the same run (`--turns`, default 2):
// the baseline binary runs as a child process and its printed per-scene lines are read. With a baseline, the
// ratio lines are the goals and the absolute times print as INFO (the issue measured them on its own machine);
// `scripts/baseline-benchmark COMMIT DIR` builds an older commit so that it prints every line compared.

let sceneCount = 10_000
let repetitions = 3
let cores = ProcessInfo.processInfo.activeProcessorCount

/// The value after `option` on the command line.
func argument(_ option: String) -> String? {
    guard let index = CommandLine.arguments.firstIndex(of: option), index + 1 < CommandLine.arguments.count else {
        return nil
    }
    return CommandLine.arguments[index + 1]
}

// `--solve-only N [fixed|text]` solves the typical bar N times (FixedAdvanceMeasurer unless `text`) and stops:
// the solver alone, for `perf record` or `valgrind --tool=callgrind`.
if let count = argument("--solve-only").flatMap({ Int($0) }) {
    var sink = 0.0
    let text = CommandLine.arguments.last == "text"
    let measurer: any TextMeasuring = text ? TextMeasurer(library: FontLibrary.shared) : FixedAdvanceMeasurer()
    sink += try TypicalBar.solve(count: 1, measurer: measurer)  // warm
    let run = try Timing { sink += try TypicalBar.solve(count: count, measurer: measurer) }
    print(
        "solved the typical bar \(count) times: \(format(run.cpu / Double(count) * 1e6, 2)) us CPU, "
            + "\(format(Double(run.allocations) / Double(count))) mallocs a solve (\(sink))")
    exit(0)
}

// `--count OPERATION N` runs one operation N times after a warm-up pass and stops: for callgrind, run by
// scripts/instruction-budgets with N and with 0 (`InstructionCount`).
if let operation = argument("--count") {
    let profiles = try Dictionary(
        uniqueKeysWithValues: ProfileLibrary.bundledNames.map { ($0, try ProfileLibrary.bundled($0)) })
    let pipeline = BatchPipeline(profiles: profiles, library: FontLibrary.shared)
    guard let count = CommandLine.arguments.last.flatMap({ Int($0) }), count >= 0,
        let sink = try InstructionCount.run(operation, count: count, pipeline: pipeline)
    else {
        print("usage: NavbarBatchBenchmark --count \(InstructionCount.operations.joined(separator: "|")) N")
        exit(64)
    }
    print("\(operation) × \(count) (\(sink))")
    exit(0)
}

let lines = SceneGenerator.jsonLines(count: sceneCount, seed: 2026).map { Array($0.utf8) }
let inputBytes = lines.reduce(0) { $0 + $1.count + 1 }

// `--write-scenes FILE` writes the scenes as JSON Lines (to run `navbar batch` on, or to profile it) and stops.
if let file = argument("--write-scenes") {
    let text = lines.map { String(decoding: $0, as: UTF8.self) + "\n" }.joined()
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    print("wrote \(sceneCount) scenes to \(file)")
    exit(0)
}
if CommandLine.arguments.contains("--flat-memory") {
    let count = argument("--flat-memory").flatMap { Int($0) } ?? 1_000_000
    FlatMemory.measure(lines, count: count, workers: cores, library: FontLibrary.shared)
    exit(0)
}
if let problem = AllocationCounter.check() {
    print("the allocation counter is wrong: \(problem)")
    exit(1)
}
let baselinePath = argument("--baseline")
let turns = max(1, Int(argument("--turns") ?? "") ?? (baselinePath == nil ? 1 : 2))

let profiles = try Dictionary(
    uniqueKeysWithValues: ProfileLibrary.bundledNames.map { ($0, try ProfileLibrary.bundled($0)) })
let library = FontLibrary.shared

print("NavbarBatchBenchmark: \(sceneCount) scenes, \(inputBytes / 1024) KiB of JSON Lines, \(cores) cores")

// Warm the font library (faces loaded once per process, as in one CLI run).
let pipeline = BatchPipeline(profiles: profiles, library: library)
_ = pipeline.run(lines, workers: cores)
if CommandLine.arguments.contains("--contention") {
    let runs = argument("--contention").flatMap { Int($0) } ?? 3
    LockContention.measure(pipeline, lines: lines, cores: cores, runs: runs)
    exit(0)
}

/// The typical bar of a renderer, built in Swift (`TypicalBar.scene`).
let typicalBar = TypicalBar.scene
let ios7 = BarLayouter(profile: profiles["ios7"]!)

/// This build's figures: the fastest of each over the turns.
@MainActor
struct Figures {
    var oneWorker = Timing()
    var allWorkers = Timing()
    /// One one-worker run per core at once (`BatchPipeline.runIndependently`).
    var independent = Timing()
    var decode = Timing()
    var layout = Timing()
    var warmLayout = Timing()
    var encode = Timing()
    /// CPU µs and mallocs per solve of `typicalBar`, warm `TextMeasurer`.
    var swiftSolve = (microseconds: Double.infinity, allocations: 0.0)
    /// The same with `FixedAdvanceMeasurer`.
    var fixedSolve = (microseconds: Double.infinity, allocations: 0.0)
    var outputBytes = 0

    /// Measures every figure once (the batch runs best of `batchRuns`, the phases best of `repetitions`).
    mutating func measure(batchRuns: Int) throws {
        // One core, every core, and one independent run per core, in turns (so a change in the machine's load
        // affects all three).
        for _ in 0..<batchRuns {
            oneWorker = oneWorker.faster(Timing { outputBytes = pipeline.run(lines, workers: 1) })
            allWorkers = allWorkers.faster(Timing { _ = pipeline.run(lines, workers: cores) })
            guard cores > 1 else { continue }
            independent = independent.faster(Timing { pipeline.runIndependently(lines, copies: cores) })
        }
        // Phases, one core, each over all scenes.
        var scenes: [Scene] = []
        decode = decode.faster(try Timing.best(of: repetitions) { scenes = try lines.map(BatchPipeline.decode) })
        var geometries: [BarGeometry] = []
        layout = layout.faster(
            try Timing.best(of: repetitions) {
                let measurer = TextMeasurer(library: library)
                geometries = try scenes.map { try pipeline.solve($0, measurer: measurer) }
            })
        let warmMeasurer = TextMeasurer(library: library)
        for scene in scenes { _ = try pipeline.solve(scene, measurer: warmMeasurer) }
        warmLayout = warmLayout.faster(
            try Timing.best(of: repetitions) {
                for scene in scenes { _ = try pipeline.solve(scene, measurer: warmMeasurer) }
            })
        var encodedBytes = 0
        encode = encode.faster(
            Timing.best(of: repetitions) {
                encodedBytes = geometries.reduce(0) { $0 + BatchPipeline.encode($1).count }
            })
        precondition(encodedBytes > 0)
        // The typical bar built in Swift, solved repeatedly.
        var sink = 0.0
        let measurer = TextMeasurer(library: library)
        sink += try ios7.solve(typicalBar, measurer: measurer).bar.height
        let swift = try perCall(count: 20_000) { _ in
            sink += try ios7.solve(typicalBar, measurer: measurer).bar.height
        }
        if swift.microseconds < swiftSolve.microseconds { swiftSolve = swift }
        let fixedMeasurer = FixedAdvanceMeasurer()
        let fixed = try perCall(count: 20_000) { _ in
            sink += try ios7.solve(typicalBar, measurer: fixedMeasurer).bar.height
        }
        if fixed.microseconds < fixedSolve.microseconds { fixedSolve = fixed }
        precondition(sink > 0)
    }
}

// This build and the baseline in turns: the baseline (a child process) first, then this build.
var figures = Figures()
var baseline: BaselineFigures?
for turn in 0..<turns {
    if let baselinePath {
        print("  turn \(turn + 1) of \(turns): running the baseline \(baselinePath)")
        fflush(nil)  // shown now, even when the output is a file or a pipe
        baseline = try BaselineFigures.run(baselinePath, scenes: sceneCount).least(baseline)
    }
    try figures.measure(batchRuns: turns == 1 ? 5 : 3)
}

/// Per scene, in µs, of `seconds` over every scene.
func perScene(_ seconds: Double) -> Double { seconds / Double(sceneCount) * 1e6 }
/// A run's rate and times: wall, CPU, and the cores busy on average (CPU / wall).
func describe(_ run: Timing) -> String {
    "\(format(Double(sceneCount) / run.wall, 0)) scenes/s (\(format(run.wall * 1000)) ms wall, "
        + "\(format(run.cpu * 1000)) ms CPU, \(format(run.cpu / run.wall, 2)) cores busy; "
        + "\(format(Double(sceneCount) / run.cpu, 0)) scenes per CPU second)"
}
/// A phase's wall and CPU µs per scene, as in `decode 12.00 us (30.0%); 11.00 us CPU`.
func times(_ run: Timing, of total: Double) -> String {
    "\(format(perScene(run.wall), 2)) us (\(format(run.wall / total * 100))%); \(format(perScene(run.cpu), 2)) us CPU"
}
/// A phase's mallocs per scene.
func mallocs(_ run: Timing) -> String { "\(format(Double(run.allocations) / Double(sceneCount))) mallocs" }

print("  output: \(figures.outputBytes / 1024) KiB")
print("  1 worker:   \(describe(figures.oneWorker))")
print("  \(cores) workers:  \(describe(figures.allWorkers))")
let speedup = figures.oneWorker.wall / figures.allWorkers.wall
print("  speed-up:   \(format(speedup, 2))x")
let ceiling = MachineCeiling.speedUp(workers: cores)
print("  machine:    \(format(ceiling, 2))x for \(cores) threads of pure arithmetic (below \(cores).0x: other load)")
// The same work as `cores` independent one-worker runs at once, against one alone: what the machine gives the
// batch now (it shares caches, memory and cores with other work that arithmetic alone does not feel).
let batchCeiling = Double(cores) * figures.oneWorker.wall / figures.independent.wall
if cores > 1 {
    print(
        "  ceiling:    \(format(batchCeiling, 2))x for \(cores) one-worker runs at once, each with its own measurer "
            + "(\(format(figures.independent.wall * 1000)) ms wall, \(format(figures.independent.cpu * 1000)) ms CPU)")
}

let total = figures.decode.wall + figures.layout.wall + figures.encode.wall
print("  phases on one core (per scene: wall; CPU of the same run; mallocs):")
print("    decode \(times(figures.decode, of: total)); \(mallocs(figures.decode))")
print(
    "    layout \(times(figures.layout, of: total)); \(mallocs(figures.layout)); "
        + "\(format(perScene(figures.warmLayout.wall), 2)) us with a warm cache "
        + "(\(format(perScene(figures.warmLayout.cpu), 2)) us CPU; \(mallocs(figures.warmLayout)))")
print("    encode \(times(figures.encode, of: total)); \(mallocs(figures.encode))")
print(
    "  Swift scene solve (typical bar, ios7, 375 wide, warm TextMeasurer): "
        + "\(format(figures.swiftSolve.microseconds, 2)) us CPU, \(format(figures.swiftSolve.allocations)) mallocs per solve"
)
print(
    "  Swift scene solve with FixedAdvanceMeasurer (the solver alone): "
        + "\(format(figures.fixedSolve.microseconds, 2)) us CPU, \(format(figures.fixedSolve.allocations)) mallocs per solve"
)

/// Prints a goal line: PASS when `met`.
func goal(_ met: Bool, _ text: String) { print("\(met ? "PASS" : "MISS"): \(text)") }

/// Prints an absolute time goal: PASS or MISS alone, INFO beside a baseline.
///
/// The issue's times were measured on its own machine (its "today" figures do not reproduce here), and it
/// sets its goals as ratios to a baseline measured in the same run: with `--baseline` those ratio lines are
/// the goals, and the absolute figures are printed for reference, saying whether they are met on this machine.
func absolute(_ met: Bool, _ text: String) {
    guard baselinePath != nil else { return goal(met, text) }
    print("INFO: \(text)\(met ? "" : ", not met on this machine: the goal is its ratio to the baseline below")")
}

let layoutShare = figures.layout.wall / total
goal(layoutShare < 1.0 / 3, "layout is \(format(layoutShare * 100))% of decode + layout + encode (goal < 33.3%)")
if cores >= 2 {
    // Issue 13: >= 1.8x on 2 quiet cores (0.9 of each core). On a loaded machine the goal is scaled by what the
    // machine gives now, measured in the same run: the lower of `ceiling` (pure arithmetic) and `batchCeiling`
    // (the same work on independent threads, as separate processes), never above the quiet figure.
    let quiet = 0.9 * Double(cores)
    let machine = min(ceiling, batchCeiling)
    let target = quiet * min(1, machine / Double(cores))
    let scaled = target < quiet ? ", scaled from \(format(quiet, 2))x by the machine's \(format(machine, 2))x" : ""
    goal(
        speedup >= target, "\(cores) cores are \(format(speedup, 2))x one core (goal >= \(format(target, 2))x\(scaled))"
    )
    if batchCeiling < quiet {
        print(
            "      (independent runs get \(format(batchCeiling, 2))x: the machine is busy for this work; "
                + "run again when it is quiet to check \(format(quiet, 2))x itself)")
    }
} else {
    print("SKIP: one core only; the multi-core goal needs two")
}

// Issue 13: allocations (exact, any machine), then CPU times per scene (this machine, this load).
for (name, run, most) in [
    ("decode", figures.decode, 25.0), ("layout (warm)", figures.warmLayout, 20), ("encode", figures.encode, 2),
] {
    let perScene = Double(run.allocations) / Double(sceneCount)
    goal(perScene <= most, "\(name) makes \(format(perScene)) mallocs a scene (goal <= \(format(most, 0)))")
}
for (name, microseconds, most) in [
    ("decode", perScene(figures.decode.cpu), 4.0), ("layout (warm)", perScene(figures.warmLayout.cpu), 3.5),
    ("encode", perScene(figures.encode.cpu), 3), ("Swift scene solve", figures.swiftSolve.microseconds, 2),
] {
    absolute(microseconds <= most, "\(name) takes \(format(microseconds, 2)) us CPU (goal <= \(format(most, 1)) us)")
}
let oneWorkerRate = Double(sceneCount) / figures.oneWorker.cpu
absolute(
    oneWorkerRate >= 100_000, "1 worker lays out \(format(oneWorkerRate, 0)) scenes per CPU second (goal >= 100000)")

// Issue 13's ratios: the baseline's CPU time over this build's, per scene, in the same run.
if let baseline {
    print("  baseline \(baselinePath!), best of \(turns) turns, CPU per scene:")
    print(
        "    decode \(format(baseline.decode, 2)) us, layout \(format(baseline.layout, 2)) us "
            + "(\(format(baseline.warmLayout, 2)) us warm), encode \(format(baseline.encode, 2)) us, "
            + "1 worker \(format(baseline.oneWorker, 2)) us")
    for (name, old, new, least) in [
        ("decode", baseline.decode, perScene(figures.decode.cpu), 3.0),
        ("layout (warm)", baseline.warmLayout, perScene(figures.warmLayout.cpu), 2.86),
        ("encode", baseline.encode, perScene(figures.encode.cpu), 4.9),
        ("1 worker batch", baseline.oneWorker, perScene(figures.oneWorker.cpu), 3.5),
    ] {
        goal(
            old / new >= least,
            "\(name) is \(format(old / new, 2))x the baseline's speed (\(format(old, 2)) -> \(format(new, 2)) us CPU "
                + "a scene; goal >= \(format(least, 2))x)")
    }
    // The typical Swift bar: the issue gives no "today" for it, so its 2 us goal is scaled by the figures it
    // gives for the same work: 10 us for a warm layout (5x, with a warm TextMeasurer) and 7.7 us for a solve with
    // fixed advances (3.85x, FixedAdvanceMeasurer). Builds from before these lines were printed get them from
    // scripts/baseline-benchmark.
    for (name, old, new, least) in [
        ("Swift scene solve", baseline.swiftSolve, figures.swiftSolve.microseconds, 5.0),
        ("Swift scene solve with FixedAdvanceMeasurer", baseline.fixedSolve, figures.fixedSolve.microseconds, 3.85),
    ] {
        guard old.isFinite else {
            print("SKIP: \(name): the baseline prints no figure (build it with scripts/baseline-benchmark)")
            continue
        }
        goal(
            old / new >= least,
            "\(name) is \(format(old / new, 2))x the baseline's speed (\(format(old, 2)) -> \(format(new, 2)) us CPU "
                + "a solve; goal >= \(format(least, 2))x)")
    }
}
