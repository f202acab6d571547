import NavigationBarLayout
import SceneGenerators
import TextMetrics

/// The operations `scripts/instruction-budgets` counts with callgrind: `--count OPERATION N` does each one N
/// times after a warm-up pass, so the instructions of N operations are those of the run less those of the
/// same run with N = 0.
enum InstructionCount {
    /// The operations, by the name the command line and `Benchmarks/budgets.json` use.
    static let operations = ["decode", "solve", "solve-fixed", "encode", "encode-2"]

    /// The scenes the decode, layout and encode operations cycle through: generated (the batch benchmark's
    /// generator and seed), a typical mix of profiles and features.
    static let sceneCount = 64

    /// Runs `operation` `count` times after one warm-up pass; returns a sum so that no work is optimised away,
    /// or `nil` for an unknown operation.
    static func run(_ operation: String, count: Int, pipeline: BatchPipeline) throws -> Int? {
        let lines = SceneGenerator.jsonLines(count: sceneCount, seed: 2026).map { Array($0.utf8) }
        let measurer = TextMeasurer(library: pipeline.library)
        var sink = 0
        switch operation {
        case "decode":
            for line in lines { sink += try BatchPipeline.decode(line).items.count }
            for index in 0..<count { sink += try BatchPipeline.decode(lines[index % lines.count]).items.count }
        case "solve":
            // Generated scenes with a warm `TextMeasurer`: the solver and the text cache's hits.
            let scenes = try lines.map(BatchPipeline.decode)
            for scene in scenes { sink += Int(try pipeline.solve(scene, measurer: measurer).bar.height) }
            for index in 0..<count {
                sink += Int(try pipeline.solve(scenes[index % scenes.count], measurer: measurer).bar.height)
            }
        case "solve-fixed":
            // The typical bar built in Swift with `FixedAdvanceMeasurer`: the solver alone.
            sink += Int(try TypicalBar.solve(count: 1, measurer: FixedAdvanceMeasurer()))
            sink += Int(try TypicalBar.solve(count: count, measurer: FixedAdvanceMeasurer()))
        case "encode", "encode-2":
            // Format 1 (`encode`), or format 2 (`encode-2`), the default output, whose `nodes` are the display list.
            let format: GeometryFormat = operation == "encode" ? .version1 : .version2
            let geometries = try lines.map { try pipeline.solve(try BatchPipeline.decode($0), measurer: measurer) }
            for geometry in geometries { sink += BatchPipeline.encode(geometry, format: format).count }
            for index in 0..<count {
                sink += BatchPipeline.encode(geometries[index % geometries.count], format: format).count
            }
        default:
            return nil
        }
        return sink
    }
}
