import Dispatch
import Synchronization

/// How well this machine runs several threads right now, to read the batch speed-up against.
enum MachineCeiling {
    /// The speed-up of `workers` threads over one on a loop of pure arithmetic (no memory, no locks):
    /// `workers` on an idle machine with that many cores.
    static func speedUp(workers: Int) -> Double {
        let one = time(threads: 1)
        let many = time(threads: workers)
        return Double(workers) * one / many
    }

    /// The seconds `threads` threads take when each runs the same loop (best of three).
    private static func time(threads: Int) -> Double {
        var fastest = Double.infinity
        for _ in 0..<3 {
            let sink = Atomic<UInt64>(0)
            let start = ContinuousClock.now
            DispatchQueue.concurrentPerform(iterations: threads) { seed in
                var x = UInt64(seed) &+ 1
                for _ in 0..<50_000_000 { x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
                sink.add(x, ordering: .relaxed)
            }
            let elapsed = ContinuousClock.now - start
            fastest = min(fastest, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return fastest
    }
}
