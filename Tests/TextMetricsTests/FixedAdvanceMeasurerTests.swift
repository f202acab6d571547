import Testing
import TextMetrics

@Suite struct FixedAdvanceMeasurerTests {
    @Test func widthIsClustersTimesAdvance() throws {
        let m = try FixedAdvanceMeasurer().measure("Back", style: TextStyle(size: 17))
        #expect(m.width == 34)
    }

    /// ASCII text is counted from its bytes, with CR LF as one cluster; other text by grapheme breaking.
    @Test(arguments: [
        ("", 0), ("Back", 4), ("a\r\nb", 3), ("\r\n\r\n", 2), ("\n\r", 2), ("\r\r\n", 2), ("A\r", 2),
        ("e\u{301}", 1), ("Café", 4), ("日本語", 3), ("👍🏽 OK", 4), ("ab\r\né", 4), ("\u{0}\t ", 3),
    ])
    func clustersAreCountedAsStringCounts(text: String, clusters: Int) throws {
        let measurer = FixedAdvanceMeasurer()
        let style = TextStyle(size: 17)
        #expect(text.count == clusters)
        #expect(try measurer.size(of: text, style: style).width == Double(clusters) * 8.5)
        #expect(try measurer.measure(text, style: style).runs.first?.glyphCount ?? 0 == clusters)
        #expect(try measurer.fit(text, style: style, maxWidth: 1000)?.width == Double(clusters) * 8.5)
    }
}
