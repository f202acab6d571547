#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A progress bar on standard error, shown only when standard error is a terminal.
///
/// It is redrawn at most ten times a second.
struct BatchProgress {
    /// Whether anything is drawn.
    let enabled: Bool = isatty(2) == 1
    /// The width of the bar in characters.
    private let barWidth = 30
    /// When the bar was last drawn.
    private var lastDrawn: ContinuousClock.Instant?

    /// Draws the progress after `lines` lines, `bytes` of `total` bytes read (total unknown for a pipe).
    mutating func update(lines: Int, failed: Int, bytes: Int, total: Int?) {
        guard enabled else { return }
        let now = ContinuousClock.now
        if let lastDrawn, now - lastDrawn < .milliseconds(100) { return }
        lastDrawn = now
        var text = "\r"
        if let total, total > 0 {
            let fraction = min(1, Double(bytes) / Double(total))
            let filled = Int((fraction * Double(barWidth)).rounded(.down))
            text += "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: barWidth - filled)
            text += "] \(Int((fraction * 100).rounded(.down)))% "
        }
        text += "\(lines) lines"
        if failed > 0 { text += ", \(failed) failed" }
        Output.errRaw(text + "\u{1B}[K")
    }

    /// Clears the bar.
    func finish() {
        guard enabled else { return }
        Output.errRaw("\r\u{1B}[K")
    }
}
