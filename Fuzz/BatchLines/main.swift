import FuzzSupport
import NavbarCore
import NavigationBarLayout
import TextMetrics

// fuzz-batch: the bytes of a JSON Lines file → the lines `navbar batch` lays out → BatchPool with
// two workers, each with its own TextMeasurer (siblings), as `navbar batch --jobs 2` runs them. Every line
// (a blank one too) gives one output line: geometry with finite, non-negative frames, or an error
// object.

/// Two layouters sharing the font library, profile cache and shaped texts, as `navbar batch --jobs 2` makes them.
let layouters: [SceneLayouter] = {
    let measurer = TextMeasurer(library: .shared)
    let first = SceneLayouter(overrides: SceneOverrides(), measurer: measurer)
    return [first, first.withMeasurer(measurer.sibling())]
}()

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzDriver.bytes(data, size)
    var lines: [BatchLine] = []
    var split = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    // A final line break ends the last line; it does not start another (as LineReader reads).
    if split.last?.isEmpty == true { split.removeLast() }
    for (index, line) in split.enumerated() {
        var line = Array(line)
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        lines.append(BatchLine(number: index + 1, bytes: line))
    }
    // "-": names in `profile` are resolved as for standard input, from the working directory.
    let results = BatchPool.layOut(lines, layouters: layouters, file: "-")
    FuzzCheck.require(results.count == lines.count, "\(lines.count) lines gave \(results.count) results")
    for result in results {
        let json = String(decoding: result.json, as: UTF8.self)
        FuzzCheck.require(!json.contains("\n"), "an output line holds a line break: \(json.prefix(300))")
        if result.failed {
            FuzzCheck.require(json.hasPrefix(#"{"error":{"#), "a failed line gave \(json.prefix(300))")
        } else {
            FuzzCheck.geometryJSON(json)
        }
    }
    return 0
}

FuzzDriver.run(testOneInput)
