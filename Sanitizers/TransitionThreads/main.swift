import Dispatch
import Foundation
import NavbarCore
import NavigationBarLayout
import TextMetrics

// tsan-transitions: the transition path on several threads at once, for .ci/run's ThreadSanitizer step.
//
// Usage: tsan-transitions THREADS ROUNDS REQUEST.json ...
//
// Each of THREADS threads has its own layouter (sibling measurers sharing what they shape, one profile cache,
// as `navbar batch --jobs` makes them) and makes every request's transition ROUNDS times, in an order of its
// own, sampling each at its frames and at 0, ½ and 1. What the threads share is what `navbar transition` and
// the renderer share when a host runs transitions on several threads: the font library and its faces, the
// shaped texts, the profile caches and each profile's resolved metrics. Prints one line: the transitions made
// and a checksum of the samples, the same on every run; exits 1 when a request fails.

let arguments = CommandLine.arguments
guard arguments.count >= 4, let threads = Int(arguments[1]), let rounds = Int(arguments[2]), threads > 0 else {
    FileHandle.standardError.write(Data("usage: tsan-transitions THREADS ROUNDS REQUEST.json ...\n".utf8))
    exit(64)
}
let files = Array(arguments[3...])
let requests: [(String, [UInt8])] = files.map { file in
    guard let data = FileManager.default.contents(atPath: file) else {
        FileHandle.standardError.write(Data("tsan-transitions: cannot read \(file)\n".utf8))
        exit(66)
    }
    return (file, Array(data))
}

let measurer = TextMeasurer(library: .shared)
let first = SceneLayouter(overrides: SceneOverrides(), measurer: measurer)
let layouters = (0..<threads).map { $0 == 0 ? first : first.withMeasurer(measurer.sibling()) }

/// The checksum and count of each thread, and the first failure.
final class Totals: @unchecked Sendable {
    private let lock = NSLock()
    private var sum = 0.0
    private var made = 0
    private var failure: String?

    /// Adds a thread's results.
    func add(sum: Double, made: Int, failure: String?) {
        lock.lock()
        defer { lock.unlock() }
        self.sum += sum
        self.made += made
        self.failure = self.failure ?? failure
    }

    /// The totals.
    var result: (Double, Int, String?) {
        lock.lock()
        defer { lock.unlock() }
        return (sum, made, failure)
    }
}
let totals = Totals()

DispatchQueue.concurrentPerform(iterations: threads) { thread in
    var sum = 0.0
    var made = 0
    var failure: String?
    for round in 0..<rounds {
        for index in requests.indices {
            // Each thread in its own order, so different requests meet.
            let (file, bytes) = requests[(index + thread * 7 + round) % requests.count]
            do {
                let (request, transition) = try layouters[thread].transition(json: bytes, file: file)
                for sample in request.samples(of: transition) + [0, 0.5, 1].map(transition.sample(at:)) {
                    sum += sample.height + sample.elements.reduce(0) { $0 + $1.frame.x + $1.alpha }
                }
                made += 1
            } catch {
                failure = failure ?? "\(file): \(error)"
            }
        }
    }
    totals.add(sum: sum, made: made, failure: failure)
}

let (sum, made, failure) = totals.result
if let failure {
    FileHandle.standardError.write(Data("tsan-transitions: \(failure)\n".utf8))
    exit(1)
}
print("\(made) transitions on \(threads) threads, checksum \(String(format: "%.3f", sum))")
