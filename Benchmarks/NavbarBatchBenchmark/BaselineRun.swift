import Foundation

/// The per-scene CPU figures another build of this benchmark printed, read from its output.
///
/// It reads the lines every build prints (since CPU time was added beside wall time):
/// `1 worker: … (W ms wall, C ms CPU, …)`, `decode W us (…); C us CPU`, `layout W us (…); C us CPU;
/// … (C us CPU)` (cold, then warm), `encode W us (…); C us CPU`, and, from builds that have it,
/// `Swift scene solve (typical … C us CPU` and `Swift scene solve with FixedAdvanceMeasurer … C us CPU`
/// (`scripts/baseline-benchmark` adds both to builds from before they were printed).
struct BaselineFigures {
    /// CPU µs per scene of each phase on one core.
    var decode = Double.infinity
    var layout = Double.infinity
    var warmLayout = Double.infinity
    var encode = Double.infinity
    /// CPU µs per scene of the whole batch with one worker.
    var oneWorker = Double.infinity
    /// CPU µs per solve of the typical bar built in Swift (a warm `TextMeasurer`), when the build prints it.
    var swiftSolve = Double.infinity
    /// CPU µs per solve of the same bar with `FixedAdvanceMeasurer`, when the build prints it.
    var fixedSolve = Double.infinity

    /// The figures in `output`, a benchmark run's standard output of `scenes` scenes; `nil` when a phase is missing.
    init?(output: String, scenes: Int) {
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard let first = words.first else { continue }
            let cpu = Self.numbers(before: "us", then: "CPU", in: words)
            switch first {
            case "decode": decode = cpu.first ?? .infinity
            case "layout":
                layout = cpu.first ?? .infinity
                warmLayout = cpu.dropFirst().first ?? .infinity
            case "encode": encode = cpu.first ?? .infinity
            case "1" where words.dropFirst().first == "worker:":
                let milliseconds = Self.numbers(before: "ms", then: "CPU", in: words)
                oneWorker = (milliseconds.first ?? .infinity) * 1000 / Double(scenes)
            case "Swift" where words.count > 3 && words[3] == "(typical": swiftSolve = cpu.first ?? .infinity
            case "Swift" where words.count > 4 && words[3] == "with" && words[4] == "FixedAdvanceMeasurer":
                fixedSolve = cpu.first ?? .infinity
            default: continue
            }
        }
        if [decode, layout, warmLayout, encode, oneWorker].contains(.infinity) { return nil }
    }

    /// The numbers followed by the words `unit` and `word` (ignoring brackets and punctuation around them).
    private static func numbers(before unit: String, then word: String, in words: [String]) -> [Double] {
        let bare = words.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "();,%")) }
        return bare.indices.dropLast(2).compactMap { index in
            bare[index + 1] == unit && bare[index + 2] == word ? Double(bare[index]) : nil
        }
    }

    /// The least of each figure of this and `other`.
    func least(_ other: BaselineFigures?) -> BaselineFigures {
        guard let other else { return self }
        var least = self
        least.decode = min(decode, other.decode)
        least.layout = min(layout, other.layout)
        least.warmLayout = min(warmLayout, other.warmLayout)
        least.encode = min(encode, other.encode)
        least.oneWorker = min(oneWorker, other.oneWorker)
        least.swiftSolve = min(swiftSolve, other.swiftSolve)
        least.fixedSolve = min(fixedSolve, other.fixedSolve)
        return least
    }

    /// Runs the benchmark binary at `path` (with no arguments) and reads its figures.
    static func run(_ path: String, scenes: Int) throws -> BaselineFigures {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0, let figures = BaselineFigures(output: output, scenes: scenes) else {
            throw BaselineError(path: path, output: output)
        }
        return figures
    }
}

/// A baseline binary that failed or printed no figures.
struct BaselineError: Error, CustomStringConvertible {
    /// The binary.
    var path: String
    /// What it printed.
    var output: String

    var description: String { "the baseline \(path) printed no per-scene figures:\n\(output)" }
}
