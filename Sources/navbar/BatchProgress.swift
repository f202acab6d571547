import NavbarCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A progress line on standard error, shown only when standard error is a terminal.
///
/// It shows the lines done, the failures, the rate and, for a file, a bar and the ETA
/// (`BatchProgressText`); it is redrawn at most ten times a second.
struct BatchProgress {
    /// Whether anything is drawn.
    let enabled: Bool = isatty(2) == 1
    /// When the batch started.
    private let start = ContinuousClock.now
    /// When the line was last drawn.
    private var lastDrawn: ContinuousClock.Instant?

    /// Draws the progress after `lines` lines, `bytes` of `total` bytes read (total unknown for a pipe).
    mutating func update(lines: Int, failed: Int, bytes: Int, total: Int?) {
        guard enabled else { return }
        let now = ContinuousClock.now
        if let lastDrawn, now - lastDrawn < .milliseconds(100) { return }
        lastDrawn = now
        let elapsed = now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let progress = BatchProgressText(lines: lines, failed: failed, bytes: bytes, total: total, elapsed: seconds)
        Output.errRaw("\r" + progress.text + "\u{1B}[K")
    }

    /// Clears the line.
    func finish() {
        guard enabled else { return }
        Output.errRaw("\r\u{1B}[K")
    }
}
