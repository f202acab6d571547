import Foundation
import Testing

@testable import TextMetrics

@Suite struct GlyphRunTests {
    @Test func runsMatchTheMeasurement() throws {
        for (text, tracking) in [("Photos 照片 سلام", 0.0), ("Inbox صندوق", 1.25), ("e\u{301}ffi", 2)] {
            let textStyle = style(tracking: tracking)
            let runs = try measurer.glyphRuns(text, style: textStyle)
            let measurement = try measurer.measure(text, style: textStyle)
            #expect(runs.count == measurement.runs.count)
            for (run, summary) in zip(runs, measurement.runs) {
                #expect(run.face.name == summary.face)
                #expect(run.glyphs.count == summary.glyphCount)
                #expect(run.width == summary.width)
                #expect(abs(run.advances.reduce(0, +) - run.width) < 1e-9)
                #expect(
                    [run.advances.count, run.xOffsets.count, run.yOffsets.count, run.clusters.count].allSatisfy {
                        $0 == run.glyphs.count
                    })
                #expect(run.clusters.allSatisfy { run.textRange.contains($0) })
            }
            // Runs are in logical order and cover the whole text.
            #expect(runs.first?.textRange.lowerBound == 0)
            #expect(runs.last?.textRange.upperBound == text.utf8.count)
            for (left, right) in zip(runs, runs.dropFirst()) {
                #expect(left.textRange.upperBound == right.textRange.lowerBound)
            }
        }
    }

    @Test func rightToLeftGlyphsAreInVisualOrder() throws {
        let run = try #require(try measurer.glyphRuns("שלום", style: style()).first)
        #expect(run.direction == .rightToLeft)
        // The leftmost glyph is the last letter (ם at UTF-8 offset 6).
        #expect(run.clusters == [6, 4, 2, 0])
    }

    @Test func facesDescribeFilesAndInstances() throws {
        let runs = try measurer.glyphRuns("Done 完成", style: style(weight: .semibold))
        #expect(runs.map(\.face.family) == ["Inter", "Droid Sans Fallback"])
        #expect(runs[0].face.variations == [FontVariation(tag: "wght", value: 600)])
        #expect(runs[0].face.isVariable && !runs[1].face.isVariable)
        #expect(runs.allSatisfy { FileManager.default.fileExists(atPath: $0.face.path) })
        #expect(runs[0].face.unitsPerEm == 2816)
        #expect(runs[0].size == 17)
        #expect(try measurer.glyphRuns("", style: style()).isEmpty)
    }
}
