/// The text of `navbar batch`'s progress line: how far it is, how fast it goes and when it ends.
///
/// `[#######                       ] 24% 12000 lines, 2 failed, 5210 scenes/s, ETA 0:07`: the bar,
/// the share and the ETA only when the input's size is known (a file, not a pipe); the rate once
/// some time has passed.
public struct BatchProgressText: Sendable, Hashable {
    /// The lines read so far (blank and failed ones included).
    public var lines: Int
    /// The lines that failed so far.
    public var failed: Int
    /// The bytes read so far.
    public var bytes: Int
    /// The input's size in bytes, when it is known.
    public var total: Int?
    /// The seconds since the batch started.
    public var elapsed: Double

    /// The width of the bar in characters.
    public static let barWidth = 30

    /// The progress after `lines` lines (`failed` of them failed) and `bytes` of `total` bytes, `elapsed` seconds in.
    ///
    /// - Parameters:
    ///   - lines: The lines read so far.
    ///   - failed: The lines that failed so far.
    ///   - bytes: The bytes read so far.
    ///   - total: The input's size, or `nil` when it is not known (standard input from a pipe).
    ///   - elapsed: The seconds since the batch started.
    public init(lines: Int, failed: Int, bytes: Int, total: Int?, elapsed: Double) {
        self.lines = lines
        self.failed = failed
        self.bytes = bytes
        self.total = total
        self.elapsed = elapsed
    }

    /// Scenes (lines) per second so far; `nil` before a tenth of a second has passed.
    public var rate: Double? {
        elapsed >= 0.1 ? Double(lines) / elapsed : nil
    }

    /// The seconds left at the rate so far, from the bytes still to read; `nil` when the size is unknown.
    public var secondsLeft: Double? {
        guard let total, total > 0, bytes > 0, elapsed >= 0.1 else { return nil }
        return Double(max(0, total - bytes)) * elapsed / Double(bytes)
    }

    /// The line as drawn (without the carriage return and the clearing escape).
    public var text: String {
        var text = ""
        if let total, total > 0 {
            let fraction = min(1, Double(bytes) / Double(total))
            let filled = Int((fraction * Double(Self.barWidth)).rounded(.down))
            text += "[" + String(repeating: "#", count: filled)
            text += String(repeating: " ", count: Self.barWidth - filled) + "] "
            text += "\(Int((fraction * 100).rounded(.down)))% "
        }
        text += "\(lines) \(lines == 1 ? "line" : "lines")"
        if failed > 0 { text += ", \(failed) failed" }
        if let rate { text += ", \(Int(rate.rounded())) scenes/s" }
        if let secondsLeft { text += ", ETA \(Self.clock(secondsLeft))" }
        return text
    }

    /// `seconds` as `m:ss`, or `h:mm:ss` from an hour on (rounded up to a whole second).
    ///
    /// - Parameter seconds: A duration in seconds.
    /// - Returns: The duration as a clock reads it.
    public static func clock(_ seconds: Double) -> String {
        let whole = Int(min(seconds, 359_999).rounded(.up))
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        let paddedSeconds = rest < 10 ? "0\(rest)" : "\(rest)"
        guard hours > 0 else { return "\(minutes):\(paddedSeconds)" }
        return "\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(paddedSeconds)"
    }
}
