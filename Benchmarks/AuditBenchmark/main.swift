import BenchmarkSupport
import LocalizationAudit
import NavigationBarLayout
import TextMetrics

// The audit's scale (issue 26, item 6): 50 screens × 40 locales × 30 devices × 2 orientations × 12 Dynamic Type
// sizes, 1.44 million bars, on every core. Prints the CPU time (getrusage, every thread) per bar against a
// typical solve measured in the same run: one scene laid out again and again on one thread.
//
//     swift run -c release AuditBenchmark [FRACTION]
//
// FRACTION (default 1) scales the screens: 0.02 audits one screen (28,800 bars). Goal: at most 4× the solve.

let fraction = CommandLine.arguments.dropFirst().first.flatMap(Double.init) ?? 1
let screenCount = max(1, Int((50 * fraction).rounded()))

/// Words that make titles and buttons of every length, one set per locale (the locale's index shifts them).
let words = [
    "Settings", "Privacy", "Notifications", "Account", "History", "Security", "Downloads", "Appearance",
    "Accessibility", "Subscriptions", "Storage", "Network",
]
let locales = Array(
    [
        "ar", "bn", "ca", "cs", "da", "de", "el", "en", "en-GB", "es", "es-419", "fa", "fi", "fr", "fr-CA", "gu",
        "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk",
        "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant",
    ].prefix(40))

var screens: [String] = []
var texts: [String: [String: String]] = [:]
for screen in 0..<screenCount {
    let back = screen == 0 ? "" : #""back": "s\#(screen - 1)", "#
    let right = screen % 3 == 0 ? #"{"systemItem": "done"}"# : #"{"title": "s\#(screen).action"}"#
    screens.append(
        #"{"id": "s\#(screen)", \#(back)"title": "s\#(screen).title", "prefersLargeTitles": \#(screen % 4 == 0), "#
            + #""rightBarButtonItems": [\#(right)]}"#)
    for (index, locale) in locales.enumerated() {
        // Longer in some locales than others: 1 to 4 words.
        let count = 1 + (screen + index) % 4
        let title = (0..<count).map { words[(screen + index + $0) % words.count] }.joined(separator: " ")
        texts[locale, default: [:]]["s\(screen).title"] = title
        texts[locale, default: [:]]["s\(screen).action"] = words[(screen * 7 + index) % words.count]
    }
}
let screensFile = try AuditScreens.decode(json: #"{"screens": [\#(screens.joined(separator: ","))]}"#)
let strings = StringTable(texts, locales: locales)

/// 30 devices: phones and iPads from 320 to 1032 points wide.
let devices = (0..<30).map { index -> AuditDevice in
    let pad = index >= 20
    let width = pad ? 744 + Double(index - 20) * 32 : 320 + Double(index) * 6
    return AuditDevice(
        name: "Device \(index)", idiom: pad ? .pad : .phone, scale: pad ? 2 : 3, portrait: AuditWindow(width: width),
        landscape: AuditWindow(
            width: pad ? width * 1.4 : width * 2.1, safeAreaInsets: pad ? .zero : SafeAreaInsets(left: 59, right: 59),
            metrics: pad ? .default : .compact, showsLargeTitles: pad))
}
let matrix = AuditMatrix(
    locales: locales, devices: devices, orientations: [.portrait, .landscape],
    categories: ContentSizeCategory.allCases)

// The typical solve: a two-item bar (German texts, the profile's English strings) on a 393-pt phone, again and again on one
// thread.
let profile = try ProfileLibrary.resolve("ios17")
let measurer = TextMeasurer()
var typical = try Scene.decode(
    json: #"{"width": 393, "scale": 3, "items": [{"title": "Einstellungen"}, "#
        + #"{"title": "Datenschutz", "rightBarButtonItems": [{"title": "Bearbeiten"}]}]}"#)
typical.id = nil
let repeats = 20_000
_ = try BarLayout.solve(typical, profile: profile, measurer: measurer)
let solveStart = cpuSeconds()
for _ in 0..<repeats { _ = try BarLayout.solve(typical, profile: profile, measurer: measurer) }
let solveCPU = (cpuSeconds() - solveStart) / Double(repeats)

let auditStart = cpuSeconds()
let wall = ContinuousClock.now
let report = try LocalizationAudit.run(screens: screensFile, strings: strings, matrix: matrix)
let elapsed = ContinuousClock.now - wall
let auditCPU = cpuSeconds() - auditStart
let perBar = auditCPU / Double(report.bars)

func microseconds(_ seconds: Double) -> String { String(Int((seconds * 10_000_000).rounded())).dotted }
extension String {
    /// `1234` as `123.4`: tenths of a microsecond.
    var dotted: String { count > 1 ? dropLast() + "." + suffix(1) : "0." + self }
}

print("bars: \(report.bars) (\(screenCount) screens × \(locales.count) locales × 30 devices × 2 × 12)")
print("findings: \(report.findings.count)")
print("audit: \(auditCPU.formatted2) s CPU, \(elapsed) wall")
print("CPU per bar: \(microseconds(perBar)) µs; typical solve: \(microseconds(solveCPU)) µs")
print("ratio: \((perBar / solveCPU).formatted2)× (goal: at most 4×)")

extension Double {
    /// The number with 2 decimals.
    var formatted2: String {
        let hundredths = Int((self * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
