import Testing

@testable import TextMetrics

/// `TextMeasurer.sibling()`: measurers with their own caches that shape each text once between them.
@Suite struct SiblingMeasurerTests {
    @Test("a sibling takes a text its sibling shaped, and gives it the texts it shapes")
    func siblingsShareWhatTheyShape() throws {
        let first = TextMeasurer(library: bundledLibrary)
        let second = first.sibling()
        let settings = try first.measure("Settings", style: style())
        #expect(try second.measure("Settings", style: style()) == settings)
        #expect(
            second.cacheStatistics
                == ShapingCacheStatistics(hits: 0, misses: 1, count: 1, capacity: 4096, fromSiblings: 1))
        // A sibling of the sibling shares with both, both ways.
        let third = second.sibling()
        #expect(try third.measure("Settings", style: style(size: 12)).width == settings.width * 12 / 17)
        let done = try third.measure("Done", style: style())
        #expect(try first.measure("Done", style: style()) == done)
        #expect(first.cacheStatistics.fromSiblings == 1)
        #expect(third.cacheStatistics.fromSiblings == 1)
        // Each keeps its own cache: a hit in one is not counted in the others.
        _ = try second.measure("Settings", style: style())
        #expect(second.cacheStatistics.hits == 1)
        #expect(first.cacheStatistics.hits == 0)
    }

    @Test("siblings agree on chain ids, whatever order each resolves its styles in")
    func chainIDsAreShared() throws {
        let first = TextMeasurer(library: bundledLibrary)
        let second = first.sibling()
        let bold = try first.measure("Done", style: style(weight: .bold))
        let regular = try first.measure("Done", style: style())
        #expect(bold.width != regular.width)
        // `second` resolves the regular chain first: with ids of its own it would be chain 0, the bold one's id.
        #expect(try second.measure("Done", style: style()) == regular)
        #expect(try second.measure("Done", style: style(weight: .bold)) == bold)
        #expect(second.cacheStatistics.fromSiblings == 2)
    }

    @Test("a sibling copies the fonts, fallbacks, capacity and glyph keeping; with no cache nothing is shared")
    func siblingSettings() throws {
        let keeping = TextMeasurer(
            library: bundledLibrary, fallbackFamilies: ["DejaVu Sans"], cacheCapacity: 64, keepsGlyphs: true)
        let sibling = keeping.sibling()
        #expect(sibling.library === bundledLibrary)
        #expect(sibling.fallbackFamilies == ["DejaVu Sans"])
        #expect(sibling.cacheCapacity == 64)
        #expect(sibling.keepsGlyphs)
        // Glyphs kept by one are drawn by the other without shaping.
        let runs = try keeping.glyphRuns("Edit", style: style())
        #expect(try sibling.glyphRuns("Edit", style: style()) == runs)
        #expect(sibling.cacheStatistics.fromSiblings == 1)

        let uncached = TextMeasurer(library: bundledLibrary, cacheCapacity: 0)
        let uncachedSibling = uncached.sibling()
        let width = try uncached.measure("Cancel", style: style()).width
        #expect(try uncachedSibling.measure("Cancel", style: style()).width == width)
        #expect(uncachedSibling.cacheStatistics == ShapingCacheStatistics(hits: 0, misses: 1, count: 0, capacity: 0))
    }

    @Test("siblings on many threads measure bit for bit as one measurer")
    func siblingsOnManyThreads() async throws {
        let strings = CacheAndConcurrencyTests.strings
        let reference = try strings.map { try width($0).bitPattern }
        let first = TextMeasurer(library: bundledLibrary)
        let siblings = [first] + (1..<8).map { _ in first.sibling() }
        let results = try await withThrowingTaskGroup(of: [UInt64].self) { group in
            for (task, sibling) in siblings.enumerated() {
                group.addTask {
                    var widths = [UInt64](repeating: 0, count: strings.count)
                    for step in 0..<strings.count {
                        let index = (step + task) % strings.count
                        widths[index] = try sibling.measure(strings[index], style: style()).width.bitPattern
                    }
                    return widths
                }
            }
            var all: [[UInt64]] = []
            for try await widths in group { all.append(widths) }
            return all
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == reference })
        // Every text was shaped once at least and taken from a sibling the other times, or shaped by two at once.
        let shared = siblings.reduce(0) { $0 + $1.cacheStatistics.fromSiblings }
        let missed = siblings.reduce(0) { $0 + $1.cacheStatistics.misses }
        #expect(missed == 8 * strings.count)
        #expect(shared <= missed - strings.count)
    }
}
