import NavbarCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `navbar audit`'s progress line on standard error, only when it is a terminal: the share done, the bars
/// laid out, the rate and the ETA, redrawn at most ten times a second from any worker.
final class AuditProgress: Sendable {
    /// Whether anything is drawn.
    let enabled: Bool = isatty(2) == 1
    /// When the audit started.
    private let start = ContinuousClock.now
    /// When the line was last drawn.
    private let lastDrawn = Mutex<ContinuousClock.Instant?>(nil)

    /// Draws the line after `done` of `total` bars.
    func update(done: Int, total: Int) {
        let now = ContinuousClock.now
        let draw = lastDrawn.withLock { last -> Bool in
            if let drawn = last, now - drawn < .milliseconds(100), done < total { return false }
            last = now
            return true
        }
        guard draw else { return }
        let elapsed = now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let share = total > 0 ? Double(done) / Double(total) : 1
        var text = "\(Int((share * 100).rounded(.down)))% \(done) of \(total) bars"
        if seconds >= 0.1 {
            text += ", \(Int((Double(done) / seconds).rounded())) bars/s"
            if done > 0 { text += ", ETA " + BatchProgressText.clock(Double(total - done) * seconds / Double(done)) }
        }
        Output.errRaw("\r" + text + "\u{1B}[K")
    }

    /// Clears the line.
    func finish() {
        guard enabled else { return }
        Output.errRaw("\r\u{1B}[K")
    }
}
