import Testing

@testable import TextMetrics

/// Long texts are shaped only as far as can be displayed (issue 8: 2.7 s and 120 MB per MB of title).
@Suite struct LongTextTests {
    /// A megabyte of words.
    static let megabyte = String(repeating: "Settings Général 設定 ", count: 1 << 20 / 24)

    @Test("a text wider than the limit is measured only far enough to know it")
    func boundedMeasurement() throws {
        let measured = try measurer.measure(Self.megabyte, style: style(), widthLimit: 1000)
        #expect(measured.width > 1000)
        let glyphs = measured.runs.map(\.glyphCount).reduce(0, +)
        #expect(glyphs < 8192, "shaped \(glyphs) glyphs of \(Self.megabyte.count) characters")
    }

    @Test("text up to longTextBytes, and text narrower than the limit, are measured whole and exactly")
    func exactWhenItMatters() throws {
        let short = String(Self.megabyte.utf8.prefix(TextMeasurer.longTextBytes - 100))!
        #expect(try measurer.measure(short, style: style(), widthLimit: 10) == measurer.measure(short, style: style()))
        let long = String(repeating: "a", count: 6000)
        let whole = try measurer.measure(long, style: style())
        #expect(try measurer.measure(long, style: style(), widthLimit: whole.width) == whole)
        // Negative tracking (as the title styles have) is bounded too.
        let tracked = try measurer.measure(Self.megabyte, style: style(tracking: -0.4), widthLimit: 1000)
        #expect(tracked.width > 1000)
        #expect(tracked.runs.map(\.glyphCount).reduce(0, +) < 8192)
    }

    @Test(
        "a long text fits as its first part does: the same cut, from a bounded amount of shaping",
        arguments: [0, 40, 375, 1000])
    func boundedFit(maxWidth: Double) throws {
        let visible = String(Self.megabyte.prefix(300))
        let long = try measurer.fit(Self.megabyte, style: style(), maxWidth: maxWidth)
        #expect(long == (try measurer.fit(visible, style: style(), maxWidth: maxWidth)))
    }
}
