#if canImport(Glibc)
    import Glibc
#endif

// StartupBenchmark: the whole-process cost of `navbar layout FIXTURE`, against trivial Swift
// executables measured in the same run, in turns (so a change in the machine's load affects all):
// `StartupBaseline` (no Foundation), `StartupFoundationBaseline` (Foundation, with ICU) and
// `StartupEssentialsBaseline` (FoundationEssentials only).
//
// Each process is started with posix_spawn, its output sent to /dev/null, and its CPU time
// (user + system) read from wait4's rusage. Prints the median and the best per process and
// the ratios to the trivial executable. Goal: `navbar layout` ≤ 6 ms CPU and ≤ 1.35× the trivial
// executable's.
//
// Usage: StartupBenchmark [--runs N] [--navbar PATH]... [--fixture FILE]
// The executables are looked for next to this one; `--navbar` may be given more than once to
// compare builds (for example the previous commit's) in the same run.

/// One measured process: CPU and wall nanoseconds.
struct Sample {
    var cpu: Double
    var wall: Double
}

/// Nanoseconds on the monotonic clock.
func wallNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// Runs `arguments` (the executable first) with output to /dev/null; returns its CPU and wall time.
func measureProcess(_ arguments: [String]) -> Sample {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = wallNanoseconds()
    guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else {
        fatalError("cannot start \(arguments[0])")
    }
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let wall = wallNanoseconds() - start
    guard status == 0 else { fatalError("\(arguments.joined(separator: " ")) exited with status \(status)") }
    let cpu =
        Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e9
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e3
    return Sample(cpu: cpu, wall: wall)
}

/// The median of `values`.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Milliseconds with two decimals.
func milliseconds(_ nanoseconds: Double) -> String {
    let hundredths = Int((nanoseconds / 1e4).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// Pads `text` on the left to `width` characters.
func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

/// The directory of this executable.
func executableDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return "." }
    let path = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
}

/// The value after `option` in the arguments, every time it appears.
func values(of option: String) -> [String] {
    let arguments = CommandLine.arguments
    return arguments.indices.filter { arguments[$0] == option && $0 + 1 < arguments.count }.map { arguments[$0 + 1] }
}

let directory = executableDirectory()
let runs = values(of: "--runs").last.flatMap { Int($0) } ?? 40
let fixture = values(of: "--fixture").last ?? "Fixtures/back-title-gives-way-to-items.json"
let navbars = values(of: "--navbar").isEmpty ? [directory + "/navbar"] : values(of: "--navbar")

var commands: [(name: String, arguments: [String])] = [
    ("trivial Swift executable", [directory + "/StartupBaseline"]),
    ("trivial + Foundation", [directory + "/StartupFoundationBaseline"]),
    ("trivial + Essentials", [directory + "/StartupEssentialsBaseline"]),
]
let baselineCount = commands.count
for (index, navbar) in navbars.enumerated() {
    let name = navbars.count == 1 ? "navbar layout" : "navbar layout #\(index + 1)"
    commands.append((name, [navbar, "layout", fixture]))
}
for command in commands where access(command.arguments[0], X_OK) != 0 {
    print("Error: \(command.arguments[0]) is not an executable (build with `swift build -c release`)")
    exit(1)
}

print("StartupBenchmark: \(runs) runs of each, in turns; CPU time (user + system) and wall time per process")
print("  fixture: \(fixture)")
for (index, navbar) in navbars.enumerated() where navbars.count > 1 { print("  #\(index + 1): \(navbar)") }
var samples = [[Sample]](repeating: [], count: commands.count)
for command in commands.indices { _ = measureProcess(commands[command].arguments) }  // warm the page cache
for _ in 0..<runs {
    for command in commands.indices { samples[command].append(measureProcess(commands[command].arguments)) }
}
let baseline = median(samples[0].map(\.cpu))
print("  process                      CPU median   CPU best  wall median   CPU / trivial")
for command in commands.indices {
    let cpu = samples[command].map(\.cpu)
    let ratio = median(cpu) / baseline
    let hundredths = Int((ratio * 100).rounded())
    let ratioText = "\(hundredths / 100)." + String(hundredths % 100 + 100).dropFirst()
    print(
        "  \(commands[command].name)"
            + String(repeating: " ", count: max(1, 27 - commands[command].name.count))
            + "\(pad(milliseconds(median(cpu)), 8)) ms \(pad(milliseconds(cpu.min()!), 7)) ms"
            + " \(pad(milliseconds(median(samples[command].map(\.wall))), 8)) ms  \(pad(ratioText, 10))×")
}
// The goal as a ratio too: 6 ms was 1.35× the trivial executable on a quiet machine, and a ratio
// measured in the same run holds on a loaded one.
for command in baselineCount..<commands.count {
    let cpu = median(samples[command].map(\.cpu))
    let met = cpu <= 6e6 && cpu <= 1.35 * baseline
    print(
        "  \(commands[command].name): \(milliseconds(cpu)) ms CPU, goal ≤ 6 ms and ≤ 1.35× trivial"
            + "  \(met ? "PASS" : "MISS")")
}
