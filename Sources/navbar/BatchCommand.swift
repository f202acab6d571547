import Foundation
import NavigationBarLayout
import TextMetrics

/// `navbar batch`: lays out JSON Lines of scenes on every core (see `navbar batch --help`).
enum BatchCommand {
    static let usage = """
        OVERVIEW: Lay out JSON Lines of scenes, one geometry a line, on every core.

        USAGE: navbar batch [<file>] [--jobs <n>] [--compact] [--width <points>]
                            [--metrics <metrics>] [--profile <name-or-file>] [--rtl]
                            [--confine-profiles] [--font-file <path> ...]

        ARGUMENTS:
          <file>                  A JSON Lines file, one scene a line, or '-' for
                                  standard input. (default: -)

        OPTIONS:
          -j, --jobs <n>          The number of scenes laid out at once, at most 8 times
                                  the number of processors (and at least 64). (default:
                                  the number of active processors)
          --compact               Lay out with compact metrics (the same as --metrics
                                  compact).
          --width <points>        Lay out at this bar width instead of each scene's.
          --metrics <metrics>     The bar metrics instead of each scene's. (values:
                                  default, compact)
          --profile <name-or-file>
                                  A bundled profile (ios7, ios6) or a profile JSON file.
          --rtl                   Lay out right to left.
          --confine-profiles      Read a scene's profile file only from inside the
                                  scene's folder (for scenes from untrusted sources).
          --font-file <path>      Make the family of this font file available
                                  (repeatable).
          -h, --help              Show help information.

        Each input line gives one output line, in order: the compact geometry JSON, or
        {"error":{"line":N,"message":"..."}} for a line that cannot be laid out. Blank
        lines are skipped (and still counted). A line may have at most 16 MiB. The exit
        status is 65 when any line failed. A progress bar is drawn on standard error when it is a terminal.
        """

    /// What the command line asked for.
    struct Options {
        /// The input, `-` for standard input.
        var file = "-"
        /// How many scenes are laid out at once.
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        /// The options shared with `layout`.
        var scene = SceneOptions()
    }

    /// The most jobs `--jobs` may ask for: 8 per processor, and at least 64.
    static let maximumJobs = max(64, 8 * ProcessInfo.processInfo.activeProcessorCount)

    /// The number of lines read and laid out before their results are written.
    static let chunkSize = 256

    /// Parses `arguments`, lays out every line, and writes one line each to standard output.
    static func run(_ arguments: [String]) throws {
        guard let options = try parse(arguments) else {
            try Output.out(usage + "\n")
            return
        }
        let reader = try LineReader(path: options.file)
        let layouter = try options.scene.makeLayouter()
        // One measurer per worker (sharing the font library and profiles), kept for the whole input.
        let layouters = (0..<options.jobs).map { index in
            index == 0 ? layouter : layouter.withMeasurer(TextMeasurer(library: FontLibrary.shared))
        }
        var progress = BatchProgress()
        var lineNumber = 0
        var failed: [Int] = []
        var finished = false
        while !finished {
            var chunk: [BatchLine] = []
            while chunk.count < chunkSize {
                guard let line = try reader.nextLine() else {
                    finished = true
                    break
                }
                lineNumber += 1
                switch line {
                case .oversized:
                    chunk.append(BatchLine(number: lineNumber, bytes: [], oversized: true))
                case .bytes(let bytes):
                    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                    chunk.append(BatchLine(number: lineNumber, bytes: bytes))
                }
            }
            let results = BatchPool.layOut(chunk, layouters: layouters, file: options.file)
            var output: [UInt8] = []
            for (line, result) in zip(chunk, results) {
                if result.failed { failed.append(line.number) }
                output += result.json
                output.append(UInt8(ascii: "\n"))
            }
            try Output.out(bytes: output)
            progress.update(lines: lineNumber, failed: failed.count, bytes: reader.bytesRead, total: reader.totalBytes)
        }
        progress.finish()
        guard failed.isEmpty else {
            let shown = failed.prefix(10).map(String.init).joined(separator: ", ")
            let more = failed.count > 10 ? ", …" : ""
            let noun = failed.count == 1 ? "line" : "lines"
            throw CLIError.data(
                "\(SceneInput.displayName(options.file)): \(failed.count) \(noun) failed (\(shown)\(more))")
        }
    }

    /// The options in `arguments`, or `nil` when help was asked for.
    static func parse(_ arguments: [String]) throws(CLIError) -> Options? {
        if ArgumentScanner.wantsHelp(arguments) { return nil }
        var scanner = ArgumentScanner(arguments)
        var options = Options()
        while let option = try scanner.nextOption() {
            if try options.scene.read(option, from: &scanner) { continue }
            switch option {
            case "--jobs", "-j": options.jobs = try scanner.count(of: option, maximum: maximumJobs)
            case "--compact": if try scanner.flag(option) { options.scene.metrics = .compact }
            default:
                let valid = SceneOptions.names + ["--jobs", "--compact", "--help"]
                throw .unknownOption(option, valid: valid, command: "batch")
            }
        }
        switch scanner.positionals.count {
        case 0: break
        case 1: options.file = scanner.positionals[0]
        default:
            throw .usage("unexpected argument '\(scanner.positionals[1])'; batch reads one file (or '-')")
        }
        return options
    }
}
