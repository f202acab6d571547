import NavbarCore
import NavigationBarLayout
import Synchronization
import TextMetrics

/// `navbar batch`: lays out JSON Lines of scenes on every core (see `navbar batch --help`).
enum BatchCommand {
    /// The help text, made from the command table.
    static var usage: String { CommandTable.batch.helpText }

    /// What the command line asked for.
    struct Options {
        /// The input, `-` for standard input.
        var file = "-"
        /// How many scenes are laid out at once.
        var jobs = Processors.online
        /// The options shared with `layout`.
        var scene = SceneOptions()
        /// `-o`: a file, or `-` for standard output.
        var output = "-"
        /// `--skip-blank`: blank lines give no output line.
        var skipBlank = false
        /// `--geometry-format`: the geometry format written.
        var geometryFormat = GeometryFormat.standard
    }

    /// The most jobs `--jobs` may ask for: 8 per processor, and at least 64.
    static let maximumJobs = max(64, 8 * Processors.online)

    /// Parses `arguments`, lays out every line, and writes one line each to standard output or `-o`'s file.
    ///
    /// The file is renamed into place at the end, even when lines failed (their error entries are in
    /// it, as on standard output); a run that stops (a read or write error, an interrupt) leaves none.
    static func run(_ arguments: [String]) throws {
        guard let options = try parse(arguments) else {
            try Output.out(usage + "\n")
            return
        }
        let reader = try LineReader(path: options.file)
        var layouter = try options.scene.makeLayouter()
        layouter.geometryFormat = options.geometryFormat
        // One measurer per worker, kept for the whole input: siblings of the first, each with its own cache and
        // lock, sharing the profiles and the texts any of them shaped.
        let measurer = layouter.measurer as? TextMeasurer
        let layouters = (0..<options.jobs).map { index in
            guard index > 0, let measurer else { return layouter }
            return layouter.withMeasurer(measurer.sibling())
        }
        let target = try OutputTarget(path: options.output)
        var progress = BatchProgress()
        var failed: [Int] = []
        // Each worker reads a chunk, lays it out and writes it in its turn (`BatchPool.stream`), so a line's bytes
        // and output stay on one core; the writing worker shows how far reading has got.
        var through = 0
        let bytesRead = Atomic<Int>(0)
        try BatchPool.stream(layouters: layouters, file: options.file) { () throws(CLIError) -> [BatchLine]? in
            let lines = try chunk(of: reader, through: &through, skipBlank: options.skipBlank)
            bytesRead.store(reader.bytesReturned, ordering: .relaxed)
            return lines.isEmpty ? nil : lines
        } write: { (lines, results) throws(CLIError) in
            var output: [UInt8] = []
            for (line, result) in zip(lines, results) {
                if result.failed { failed.append(line.number) }
                output += result.json
                output.append(UInt8(ascii: "\n"))
            }
            try target.write(bytes: output)
            progress.update(
                lines: lines[lines.count - 1].number, failed: failed.count, bytes: bytesRead.load(ordering: .relaxed),
                total: reader.totalBytes)
        }
        progress.finish()
        try target.commit()
        guard failed.isEmpty else {
            let shown = failed.prefix(10).map(String.init).joined(separator: ", ")
            let more = failed.count > 10 ? ", …" : ""
            let noun = failed.count == 1 ? "line" : "lines"
            throw CLIError.data(
                "\(SceneInput.displayName(options.file)): \(failed.count) \(noun) failed (\(shown)\(more))")
        }
    }

    /// The next lines of `reader` after line `through` (which it moves on), up to `BatchPool.streamChunkSize`
    /// of them, leaving out blank lines when `skipBlank`; none at the end of the input.
    static func chunk(of reader: LineReader, through: inout Int, skipBlank: Bool) throws(CLIError) -> [BatchLine] {
        var lines: [BatchLine] = []
        while lines.count < BatchPool.streamChunkSize, let line = try reader.nextLine() {
            through += 1
            switch line {
            case .oversized:
                lines.append(BatchLine(number: through, bytes: [], oversized: true))
            case .bytes(let bytes):
                if skipBlank && BatchLine.isBlank(bytes) { continue }
                lines.append(BatchLine(number: through, bytes: bytes))
            }
        }
        return lines
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
            case "-o", "--output": options.output = try scanner.outputPath(of: option)
            case "--skip-blank": options.skipBlank = try scanner.flag(option)
            case "--geometry-format": options.geometryFormat = try scanner.geometryFormat()
            case "--compact": throw .usage("'--compact' is now '--metrics compact'; see 'navbar batch --help'")
            default:
                throw .unknownOption(option, valid: CommandTable.batch.optionNames, command: "batch")
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
