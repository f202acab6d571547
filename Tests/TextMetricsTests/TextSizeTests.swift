import Testing

@testable import TextMetrics

/// `size(of:style:)`: the width and line metrics of `measure`, without the runs (issue 13).
@Suite struct TextSizeTests {
    static let strings = [
        "Settings", "Notifications & Sounds", "你好世界", "سلام عليكم", "שלום", "Photos 照片", "AVAVAWAY Wa To",
        "e\u{301}e\u{301}", "🇫🇷🇩🇪", "", "\u{E000}\u{E001}", "Display & Brightness",
    ]

    @Test("a size is measure's width and line metrics, bit for bit, on a hit and on a miss")
    func sizeEqualsMeasure() throws {
        for capacity in [0, 4096] {
            for textStyle in [style(), style(size: 34, weight: .bold, tracking: 0.4), style(tracking: -0.41)] {
                let first = TextMeasurer(library: bundledLibrary, cacheCapacity: capacity)
                let second = TextMeasurer(library: bundledLibrary, cacheCapacity: capacity)
                for text in Self.strings {
                    let measured = try measurer.measure(text, style: textStyle)
                    let expected = TextSize(width: measured.width, lineMetrics: measured.lineMetrics)
                    // Size first (a miss, then a hit), and size after measure (a hit on the measured entry).
                    #expect(try first.size(of: text, style: textStyle) == expected, "\(text) \(capacity)")
                    #expect(try first.size(of: text, style: textStyle) == expected, "\(text) \(capacity)")
                    _ = try second.measure(text, style: textStyle)
                    #expect(try second.size(of: text, style: textStyle) == expected, "\(text) \(capacity)")
                    #expect(try second.measure(text, style: textStyle) == measured, "\(text) \(capacity)")
                    #expect(try first.width(of: text, style: textStyle) == expected.width, "\(text) \(capacity)")
                }
            }
        }
    }

    @Test("a size hit counts as a hit, another size or tracking as a miss")
    func sizeHitsAreCounted() throws {
        let fresh = TextMeasurer(library: bundledLibrary)
        _ = try fresh.size(of: "Inbox", style: style())
        _ = try fresh.size(of: "Inbox", style: style())
        #expect(fresh.cacheStatistics.hits == 1 && fresh.cacheStatistics.misses == 1)
        let larger = try fresh.size(of: "Inbox", style: style(size: 34))
        // The shaping is found again (a hit); only the measurement at 34 pt is new.
        #expect(fresh.cacheStatistics.hits == 2 && fresh.cacheStatistics.misses == 1)
        #expect(larger.width == (try measurer.measure("Inbox", style: style(size: 34))).width)
    }

    @Test("an invalid style throws even when the text is cached")
    func invalidStyleThrowsOnAHit() throws {
        let fresh = TextMeasurer(library: bundledLibrary)
        _ = try fresh.size(of: "Edit", style: style())
        #expect(throws: TextMetricsError.invalidSize(-1)) { try fresh.size(of: "Edit", style: style(size: -1)) }
        #expect(throws: TextMetricsError.invalidTracking(.infinity)) {
            try fresh.size(of: "Edit", style: style(tracking: .infinity))
        }
        let nan = try #require(textMetricsError { _ = try fresh.size(of: "Edit", style: style(size: .nan)) })
        guard case .invalidSize(let size) = nan else {
            Issue.record("expected invalidSize, got \(nan)")
            return
        }
        #expect(size.isNaN)
    }

    @Test("with a width limit, a size is measure's with the same limit")
    func sizeWithWidthLimit() throws {
        let long = String(repeating: "Settings Général 設定 ", count: 2000)
        for limit in [10.0, 1000, .infinity] {
            let measured = try measurer.measure(long, style: style(), widthLimit: limit)
            let size = try measurer.size(of: long, style: style(), widthLimit: limit)
            #expect(size == TextSize(measured), "limit \(limit)")
        }
    }

    @Test("the fixed-advance measurer's size is its measurement's")
    func fixedAdvanceSize() throws {
        let fixed = FixedAdvanceMeasurer()
        for text in Self.strings {
            let measured = try fixed.measure(text, style: style(tracking: 1))
            #expect(try fixed.size(of: text, style: style(tracking: 1)) == TextSize(measured))
            #expect(try fixed.size(of: text, style: style(tracking: 1), widthLimit: 1) == TextSize(measured))
        }
        #expect(throws: TextMetricsError.invalidSize(-1)) { try fixed.size(of: "Back", style: style(size: -1)) }
    }
}
