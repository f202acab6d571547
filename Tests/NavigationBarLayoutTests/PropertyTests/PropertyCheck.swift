import Glibc
import NavigationBarLayout
import SceneGenerators
import Testing
import TextMetrics

/// Runs a property over generated scenes (`SceneGenerator.combinedScene(seed:)`) and reports each failure
/// with its seed and its scene as JSON, so that it can be reproduced and reduced.
///
/// The number of scenes is the given count times `NAVBAR_PROPERTY_SCALE` (a factor, 1 by default; the
/// sanitizer steps of `.ci/run` lower it). `NAVBAR_PROPERTY_SEED=N` runs scene N alone.
/// A failure of a scene that a `KnownDefect` describes is recorded as a known issue; any other fails the test.
enum PropertyCheck {
    /// The measurer of every property test: real fonts, shared (it is thread-safe and caches what it shaped).
    static let measurer = TextMeasurer()
    /// The most failures reported one by one for a property; the rest are counted.
    static let reportedFailures = 8

    /// The factor from `NAVBAR_PROPERTY_SCALE`, 1 when unset; an unreadable value is 1, too.
    static let scale: Double = {
        guard let text = getenv("NAVBAR_PROPERTY_SCALE").map({ String(cString: $0) }),
            let value = Double(text), value > 0
        else { return 1 }
        return value
    }()

    /// The seeds of `count` scenes from `first`, scaled; with `NAVBAR_PROPERTY_SEED`, that seed if it is one of them.
    static func seeds(first: UInt64, count: Int) -> [UInt64] {
        if let text = getenv("NAVBAR_PROPERTY_SEED").map({ String(cString: $0) }), let seed = UInt64(text) {
            return (first..<first + UInt64(count)).contains(seed) ? [seed] : []
        }
        let scaled = max(1, Int((Double(count) * scale).rounded()))
        return (0..<UInt64(scaled)).map { first + $0 }
    }

    /// Lays `scene` out with the shared measurer and the profile it names.
    static func solve(_ scene: Scene) throws -> BarGeometry {
        try BarLayout.solve(scene, measurer: measurer)
    }

    /// Checks `properties` on `count` scenes from seed `first`; they return their failures (none: they hold).
    ///
    /// A scene whose solve throws fails too: the solve never throws for a generated scene.
    static func check(
        first: UInt64, count: Int,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ properties: (Scene) throws -> [String]
    ) {
        check(first: first, count: count, sourceLocation: sourceLocation) { _, scene in try properties(scene) }
    }

    /// Checks `properties` on `count` scenes from seed `first`, handing each its seed too (to draw more from it).
    static func check(
        first: UInt64, count: Int,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ properties: (UInt64, Scene) throws -> [String]
    ) {
        var failed = 0
        var known = 0
        for seed in seeds(first: first, count: count) {
            let scene = SceneGenerator.combinedScene(seed: seed)
            var failures: [String]
            do { failures = try properties(seed, scene) } catch { failures = ["the solve threw \(error)"] }
            guard !failures.isEmpty else { continue }
            let report = "seed \(seed): \(failures.joined(separator: "; "))\n\(scene.encodeJSON(pretty: false))"
            let defects = failures.map { KnownDefect.explaining($0, of: scene) }
            if defects.allSatisfy({ $0 != nil }), let defect = defects.first ?? nil {
                known += 1
                if known <= reportedFailures {
                    withKnownIssue(Comment(rawValue: defect.name), isIntermittent: true) {
                        Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
                    }
                }
                continue
            }
            failed += 1
            if failed <= reportedFailures { Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation) }
        }
        if known > reportedFailures {
            withKnownIssue("known defects", isIntermittent: true) {
                Issue.record("\(known) scenes failed by known defects in all", sourceLocation: sourceLocation)
            }
        }
        if failed > reportedFailures {
            Issue.record("\(failed) scenes failed in all", sourceLocation: sourceLocation)
        }
    }
}
