import Testing

@testable import TextMetrics

/// Line metrics through `TextMeasuring`, and glyphs kept in the shaping cache for drawing.
@Suite struct GlyphCacheTests {
    @Test func lineMetricsAreThoseOfAMeasurement() throws {
        let bold = style(size: 22, weight: .bold)
        #expect(try measurer.lineMetrics(for: bold) == measurer.measure("Inbox", style: bold).lineMetrics)
        #expect(throws: TextMetricsError.invalidSize(-1)) { try measurer.lineMetrics(for: style(size: -1)) }
    }

    @Test func fixedAdvanceLineMetricsAreFixedFractionsOfTheSize() throws {
        let line = try FixedAdvanceMeasurer().lineMetrics(for: style(size: 10))
        #expect(line == LineMetrics(ascent: 8, descent: 2, lineHeight: 12, capHeight: 7))
        #expect(line.baseline(top: 100, height: 12) == 109)
        #expect(line.baseline(top: 100, height: 20) == 113)
    }

    @Test func aMeasurerThatKeepsGlyphsDrawsWhatItMeasuredWithoutShapingAgain() throws {
        let keeping = TextMeasurer(library: bundledLibrary, keepsGlyphs: true)
        let texts = ["Inbox", "Settings", "设置和隐私", "صندوق الوارد", "Inbox שלום"]
        for text in texts { _ = try keeping.measure(text, style: style(weight: .semibold)) }
        let shaped = keeping.cacheStatistics
        #expect(shaped.misses == texts.count)
        for text in texts {
            let cached = try keeping.glyphRuns(text, style: style(weight: .semibold, tracking: 0.5))
            let fresh = try TextMeasurer(library: bundledLibrary, cacheCapacity: 0)
                .glyphRuns(text, style: style(weight: .semibold, tracking: 0.5))
            #expect(cached == fresh, "\(text)")
        }
        let drawn = keeping.cacheStatistics
        #expect(drawn.misses == shaped.misses)
        #expect(drawn.hits == shaped.hits + texts.count)
    }

    @Test func aMeasurerThatDoesNotKeepGlyphsShapesThemOnceForDrawing() throws {
        let plain = TextMeasurer(library: bundledLibrary)
        _ = try plain.measure("Edit", style: style())
        _ = try plain.glyphRuns("Edit", style: style())
        _ = try plain.glyphRuns("Edit", style: style())
        #expect(plain.cacheStatistics.misses == 2)
        #expect(plain.cacheStatistics.hits == 1)
        #expect(try plain.measure("Edit", style: style()).width == width("Edit"))
    }
}
