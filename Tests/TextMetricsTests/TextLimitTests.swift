import Testing
import TextMetrics

/// Widths are finite and never negative: tracking is bounded, and negative tracking cannot make text narrower than 0.
@Suite struct TextLimitTests {
    /// Inter 17 with iOS 7's title tracking.
    static let tracked = TextStyle(size: 17, weight: .semibold, tracking: -0.41)

    @Test func trackingBeyondTheLimitIsAnError() throws {
        let measurer = TextMeasurer(library: bundledLibrary)
        for tracking in [1e308, -1e308, 1000.5, .infinity] {
            let style = TextStyle(size: 17, tracking: tracking)
            #expect(throws: TextMetricsError.invalidTracking(tracking)) { try measurer.measure("Hello", style: style) }
            #expect(throws: TextMetricsError.invalidTracking(tracking)) {
                try FixedAdvanceMeasurer().measure("Hello", style: style)
            }
        }
        #expect(
            TextMetricsError.invalidTracking(1e308).description
                == "tracking must be a finite number from -1000 to 1000, got 1e+308")
        #expect(
            try measurer.measure("Hi", style: TextStyle(size: 17, tracking: TextStyle.maximumTracking)).width > 2000)
    }

    @Test func zeroWidthMarksWithNegativeTrackingAreZeroWide() throws {
        let measurer = TextMeasurer(library: bundledLibrary)
        let marks = String(repeating: "\u{200F}", count: 10)
        #expect(try measurer.measure(marks, style: Self.tracked).width == 0)
        #expect(try measurer.width(of: marks, style: Self.tracked) == 0)
        #expect(try measurer.fit(marks, style: Self.tracked, maxWidth: 100)?.width == 0)
    }

    @Test func sizeZeroWithNegativeTrackingIsZeroWide() throws {
        let style = TextStyle(size: 0, tracking: -0.41)
        #expect(try TextMeasurer(library: bundledLibrary).measure("abcdefg", style: style).width == 0)
        #expect(try FixedAdvanceMeasurer().measure("abcdefg", style: style).width == 0)
        #expect(try FixedAdvanceMeasurer().measure("abcdefg", style: TextStyle(size: 10, tracking: -1000)).width == 0)
    }
}
