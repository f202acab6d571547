import CHarfBuzz
import TextMetrics

#if canImport(Glibc)
    import Glibc
#endif

// Measures TextMeasurer cold (every call shapes), warm (cache hits) and
// `fit`, each against a baseline measured in the same run, in CPU time
// (getrusage): cold against a raw HarfBuzz loop over the same strings (a
// pass of each in turns), warm against a bare open-addressing lookup of the
// same strings.
// Goals: cold ≤ 1.1× raw; a hit (`measure`, and `size(of:style:)`: width and line metrics, what the
// solver asks) ≤ 2.3× the bare lookup: the issue's 25 ns where the lookup took 8–11 ns, the ratio
// holding under load and across machines where the absolute figure does not (printed as INFO).
// Mixed-style figures (no goal): size hits and line metrics with the style alternating between
// regular and semibold on every call, as a bar's title and buttons alternate.

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

/// "PASS" or "MISS".
func verdict(_ met: Bool) -> String { met ? "PASS" : "MISS" }

/// "INFO" and whether an absolute figure of the issue's machine is met on this one (the ratio is the goal).
func absolute(_ met: Bool) -> String { "INFO (\(met ? "met" : "not met") here; the goal is the ratio above)" }

let strings = BenchmarkStrings.make(count: 3000)
let latin = strings.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
/// The style measured (read into a local in each timed function, so no loop reads a global).
let benchmarkStyle = TextStyle(size: 17)
let style = benchmarkStyle
let arguments = CommandLine.arguments.dropFirst()
/// `--passes N` sets the number of timed passes (default 7); `--profile MODE` runs only
/// `raw`, `cold`, `warm`, `size`, `mixed`, `lookup` or `fit` for a profiler (`--set latin`:
/// over the Latin strings only).
let passes = arguments.firstIndex(of: "--passes").flatMap { Int(arguments[$0 + 1]) } ?? 7
let profileMode = arguments.firstIndex(of: "--profile").map { arguments[$0 + 1] }
/// Hits are timed over this many rounds of the strings, so a pass lasts long enough for CPU time.
let warmRounds = 20

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
    let style = benchmarkStyle
    let cold = TextMeasurer(library: library, cacheCapacity: 0)
    let warm = TextMeasurer(library: library, cacheCapacity: 4096)
    var checksum = 0.0
    var widths: [Double] = []
    for text in set {
        checksum += try cold.measure(text, style: style).width
        widths.append(try warm.measure(text, style: style).width)
        checksum += raw.width(text)
    }
    let lookup = LookupBaseline(set, widths: widths)
    // Raw and cold passes in turns: both see the same load.
    let (rawNs, coldNs) = try bestInTurns(passes: passes, count: set.count) {
        for text in set { checksum += raw.width(text) }
    } _: {
        cold.clearCache()
        for text in set { checksum += try cold.measure(text, style: style).width }
    }
    let lookupNs = best(passes: passes, count: set.count * warmRounds) {
        for _ in 0..<warmRounds {
            for text in set { checksum += lookup.width(text)! }
        }
    }
    let warmNs = try best(passes: passes, count: set.count * warmRounds) {
        for _ in 0..<warmRounds {
            for text in set { checksum += try warm.measure(text, style: style).width }
        }
    }
    let sizeNs = try best(passes: passes, count: set.count * warmRounds) {
        for _ in 0..<warmRounds {
            for text in set { checksum += try warm.size(of: text, style: style).width }
        }
    }
    let (mixedNs, lineNs) = try mixedStyleHits(set, library: library, checksum: &checksum)
    let overhead = coldNs / rawNs
    print("\(name): \(set.count) strings, best of \(passes) passes, CPU time (checksum \(format(checksum, 0)))")
    print("  raw hb_shape loop      \(pad(format(rawNs), 9)) ns/string")
    print("  cold (no cache)        \(pad(format(coldNs), 9)) ns/string")
    print("  bare table lookup      \(pad(format(lookupNs), 9)) ns/string")
    print("  warm (cache hits)      \(pad(format(warmNs), 9)) ns/string")
    print("  warm size      (size hits) \(pad(format(sizeNs), 9)) ns/string  (width and line metrics only)")
    print("  mixed size     (size hits) \(pad(format(mixedNs), 9)) ns/string  (regular and semibold in turn)")
    print("  line metrics   (hits)      \(pad(format(lineNs), 9)) ns/call    (regular and semibold in turn)")
    print("  warm speed-up  raw/warm    = \(pad(format(rawNs / warmNs), 7))×")
    // The issue's 25 ns was set where the bare lookup took 8–11 ns: 2.3× the lookup, measured in the same run,
    // is the goal; the nanoseconds are printed beside it (INFO), saying whether 25 ns is met on this machine.
    let hitCost = warmNs / lookupNs
    let sizeCost = sizeNs / lookupNs
    print("  hit cost       warm/lookup = \(pad(format(hitCost, 2), 7))×  goal ≤ 2.3  \(verdict(hitCost <= 2.3))")
    print("  size hit cost  size/lookup = \(pad(format(sizeCost, 2), 7))×  goal ≤ 2.3  \(verdict(sizeCost <= 2.3))")
    print("  hit            warm        = \(pad(format(warmNs), 7)) ns  ≤ 25 ns \(absolute(warmNs <= 25))")
    print("  size hit       size        = \(pad(format(sizeNs), 7)) ns  ≤ 25 ns \(absolute(sizeNs <= 25))")
    print("  cold overhead  cold/raw    = \(pad(format(overhead, 2), 7))×  goal ≤ 1.1  \(verdict(overhead <= 1.1))")
}

/// The styles a bar alternates between: its buttons' and its title's.
let mixedStyles = [benchmarkStyle, TextStyle(size: 17, weight: .semibold)]

/// The time of a size hit and of `lineMetrics(for:)` (ns a call) with the style alternating between
/// `mixedStyles` on every call; string k is measured in style k mod 2 (each held once in the cache).
func mixedStyleHits(_ set: [String], library: FontLibrary, checksum: inout Double) throws -> (Double, Double) {
    let styles = mixedStyles
    let mixed = TextMeasurer(library: library, cacheCapacity: 4096)
    for (index, text) in set.enumerated() { checksum += try mixed.size(of: text, style: styles[index & 1]).width }
    var sum = checksum
    let sizeNs = try best(passes: passes, count: set.count * warmRounds) {
        for _ in 0..<warmRounds {
            for (index, text) in set.enumerated() { sum += try mixed.size(of: text, style: styles[index & 1]).width }
        }
    }
    let lineNs = try best(passes: passes, count: set.count * warmRounds) {
        for call in 0..<(set.count * warmRounds) { sum += try mixed.lineMetrics(for: styles[call & 1]).ascent }
    }
    checksum = sum
    return (sizeNs, lineNs)
}

/// The widths `fit` is asked for: 60 % of each string's width, so most calls truncate.
func fitWidths(_ set: [String], measurer: TextMeasurer) throws -> [Double] {
    let style = benchmarkStyle
    return try set.map { 0.6 * (try measurer.width(of: $0, style: style)) }
}

/// Prints the cost of a repeated `fit` (the same text, style and width, as a relayout asks)
/// against a repeated `measure` of the same text.
func runFit(_ set: [String], library: FontLibrary) throws {
    let style = benchmarkStyle
    let measurer = TextMeasurer(library: library)
    let widths = try fitWidths(set, measurer: measurer)
    var checksum = 0.0
    for (text, width) in zip(set, widths) {
        checksum += try measurer.fit(text, style: style, maxWidth: width)?.width ?? 0
    }
    let measureNs = try best(passes: passes, count: set.count) {
        for text in set { checksum += try measurer.measure(text, style: style).width }
    }
    let fitNs = try best(passes: passes, count: set.count) {
        for (text, width) in zip(set, widths) {
            checksum += try measurer.fit(text, style: style, maxWidth: width)?.width ?? 0
        }
    }
    print("fit at 60 % of the width, repeated: \(set.count) strings, best of \(passes) passes, CPU time")
    print("  warm measure           \(pad(format(measureNs), 9)) ns/string")
    print("  repeated fit           \(pad(format(fitNs), 9)) ns/string")
    print("  fit cost       fit/measure = \(pad(format(fitNs / measureNs, 2), 7))×  (checksum \(format(checksum, 0)))")
}

/// Runs one mode `passes` times over every string of `set`, for a profiler, after one untimed
/// pass (the loops as in the timed runs).
///
/// The passes run in `profileLoop` alone, so a profiler can count them without the set-up:
/// `valgrind --tool=callgrind --toggle-collect='*profileLoop*' … --profile cold` counts only the
/// cold measures, and the total divided by passes × strings is the cost of one.
func profile(_ mode: String, _ set: [String], raw: RawShaper) throws {
    let style = benchmarkStyle
    let measurer = TextMeasurer(library: library, cacheCapacity: mode == "cold" ? 0 : 4096)
    let widths = mode == "fit" || mode == "lookup" ? try fitWidths(set, measurer: measurer) : []
    var checksum = 0.0
    for text in set {
        checksum += mode == "raw" ? raw.width(text) : try measurer.measure(text, style: style).width
    }
    let lookup = LookupBaseline(set, widths: mode == "lookup" ? widths : [])
    checksum += try profileLoop(mode, set, raw: raw, measurer: measurer, widths: widths, lookup: lookup)
    print("\(mode): \(set.count) strings × \(passes) passes, checksum \(format(checksum, 0))")
}

/// The timed passes of `profile`.
@inline(never)
func profileLoop(
    _ mode: String, _ set: [String], raw: RawShaper, measurer: TextMeasurer, widths: [Double], lookup: LookupBaseline
) throws -> Double {
    let style = benchmarkStyle
    var checksum = 0.0
    for _ in 0..<passes {
        switch mode {
        case "raw": for text in set { checksum += raw.width(text) }
        case "lookup": for text in set { checksum += lookup.width(text)! }
        case "size": for text in set { checksum += try measurer.size(of: text, style: style).width }
        case "mixed":
            for (index, text) in set.enumerated() {
                checksum += try measurer.size(of: text, style: mixedStyles[index & 1]).width
                checksum += try measurer.lineMetrics(for: mixedStyles[index & 1]).ascent
            }
        case "fit":
            for (text, width) in zip(set, widths) {
                checksum += try measurer.fit(text, style: style, maxWidth: width)?.width ?? 0
            }
        default: for text in set { checksum += try measurer.measure(text, style: style).width }
        }
    }
    return checksum
}

if let profileMode {
    // `--set latin` profiles the Latin strings only.
    let set = arguments.firstIndex(of: "--set").map { arguments[$0 + 1] } == "latin" ? latin : strings
    try profile(profileMode, set, raw: raw)
    exit(0)
}

print("TextMetrics benchmark (HarfBuzz \(String(cString: hb_version_string())), Inter \(format(style.size, 0)) pt)")
try run("all (Latin, CJK, Arabic, Hebrew)", strings, library: library, raw: raw)
try run("Latin only", latin, library: library, raw: raw)
try runFit(strings, library: library)
