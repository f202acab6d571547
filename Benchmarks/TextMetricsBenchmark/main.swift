import CHarfBuzz
import TextMetrics

#if canImport(Glibc)
    import Glibc
#endif

// Measures TextMeasurer cold (every call shapes) and warm (cache hits)
// against a raw HarfBuzz loop over the same strings, and prints the ratios
// against the goals: warm ≥ 20× faster than raw, cold ≤ 1.3× raw.

/// Nanoseconds on the monotonic clock.
func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The best (smallest) nanoseconds per item of `passes` runs of `body` over `count` items.
func best(passes: Int, count: Int, _ body: () throws -> Void) rethrows -> Double {
    var result = Double.infinity
    for _ in 0..<passes {
        let start = now()
        try body()
        result = min(result, Double(now() - start) / Double(count))
    }
    return result
}

/// Formats `value` with `decimals` digits after the point.
func format(_ value: Double, _ decimals: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(scaled % Int(scale))
    if decimals == 0 { return String(whole) }
    return "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
}

/// Pads `text` on the left to `width` characters.
func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

let strings = BenchmarkStrings.make(count: 3000)
let latin = strings.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
let style = TextStyle(size: 17)
let arguments = CommandLine.arguments.dropFirst()
/// `--passes N` sets the number of timed passes (default 7); `--profile MODE` runs only
/// `raw`, `cold` or `warm` for a profiler.
let passes = arguments.firstIndex(of: "--passes").flatMap { Int(arguments[$0 + 1]) } ?? 7
let profileMode = arguments.firstIndex(of: "--profile").map { arguments[$0 + 1] }

let library: FontLibrary
do {
    library = try FontLibrary()
} catch {
    print("Error: \(error)")
    exit(1)
}
let interPath = try library.face(family: "Inter", weight: .regular).path
let raw = RawShaper(path: interPath)

/// Prints one comparison block for `set`.
func run(_ name: String, _ set: [String], library: FontLibrary, raw: RawShaper) throws {
    let cold = TextMeasurer(library: library, cacheCapacity: 0)
    let warm = TextMeasurer(library: library, cacheCapacity: 4096)
    var checksum = 0.0
    for text in set {
        checksum += try cold.measure(text, style: style).width
        checksum += try warm.measure(text, style: style).width
        checksum += raw.width(text)
    }
    let rawNs = best(passes: passes, count: set.count) {
        for text in set { checksum += raw.width(text) }
    }
    let coldNs = try best(passes: passes, count: set.count) {
        cold.clearCache()
        for text in set { checksum += try cold.measure(text, style: style).width }
    }
    let warmNs = try best(passes: passes, count: set.count) {
        for text in set { checksum += try warm.measure(text, style: style).width }
    }
    let speedup = rawNs / warmNs
    let overhead = coldNs / rawNs
    print("\(name): \(set.count) strings, best of \(passes) passes (checksum \(format(checksum, 0)))")
    print("  raw hb_shape loop  \(pad(format(rawNs), 9)) ns/string")
    print("  cold (no cache)    \(pad(format(coldNs), 9)) ns/string")
    print("  warm (cache hits)  \(pad(format(warmNs), 9)) ns/string")
    print("  warm speed-up  raw/warm = \(pad(format(speedup), 6))×  goal ≥ 20   \(speedup >= 20 ? "PASS" : "MISS")")
    print(
        "  cold overhead  cold/raw = \(pad(format(overhead, 2), 6))×  goal ≤ 1.3  \(overhead <= 1.3 ? "PASS" : "MISS")")
}

if let profileMode {
    let measurer = TextMeasurer(library: library, cacheCapacity: profileMode == "cold" ? 0 : 4096)
    var checksum = 0.0
    for _ in 0..<passes {
        for text in strings {
            checksum += profileMode == "raw" ? raw.width(text) : try measurer.measure(text, style: style).width
        }
    }
    print("\(profileMode): checksum \(format(checksum, 0))")
    exit(0)
}

print("TextMetrics benchmark (HarfBuzz \(String(cString: hb_version_string())), Inter \(format(style.size, 0)) pt)")
try run("all (Latin, CJK, Arabic, Hebrew)", strings, library: library, raw: raw)
try run("Latin only", latin, library: library, raw: raw)
