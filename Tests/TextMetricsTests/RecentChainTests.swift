import Testing

@testable import TextMetrics

/// The warm text path with mixed styles: recently used chains, line metrics and face handles (issue 13).
@Suite struct RecentChainTests {
    /// The styles of a typical bar: a semibold title, regular buttons, a bold large title.
    static let barStyles = [style(weight: .semibold), style(), style(size: 34, weight: .bold), style(size: 13)]

    @Test("a remembered measurement is found in every recently used style, not only the last")
    func hitsInAnyRecentStyle() throws {
        let fresh = TextMeasurer(library: bundledLibrary)
        let texts = ["Inbox", "Mailboxes", "Done", "Edit"]
        for (text, textStyle) in zip(texts, Self.barStyles) { _ = try fresh.size(of: text, style: textStyle) }
        #expect(fresh.state.withLock { $0.recent.count } == 3)
        for _ in 0..<3 {
            for (text, textStyle) in zip(texts, Self.barStyles) {
                let found = ShapeKey.withBytes(of: text) { bytes in
                    fresh.state.withLock { state in
                        state.rememberedEntry(bytes, style: textStyle, generation: bundledLibrary.generation)
                    }
                }
                #expect(found != nil, "\(text) \(textStyle.weight)")
            }
        }
        // Each lookup above counted a hit; the four first measurements were the only misses.
        #expect(fresh.cacheStatistics == ShapingCacheStatistics(hits: 12, misses: 4, count: 4, capacity: 4096))
    }

    @Test("alternating styles give the widths, line metrics and statistics of one style at a time")
    func alternatingStylesMatchSeparateMeasurers() throws {
        let texts = ["Settings", "Back", "Edit", "Photos 照片", "سلام عليكم"]
        let alternating = TextMeasurer(library: bundledLibrary)
        for round in 0..<3 {
            for text in texts {
                for textStyle in Self.barStyles {
                    let alone = TextMeasurer(library: bundledLibrary, cacheCapacity: 0)
                    let expected = try alone.measure(text, style: textStyle)
                    #expect(try alternating.size(of: text, style: textStyle) == TextSize(expected), "\(text) \(round)")
                    #expect(try alternating.measure(text, style: textStyle) == expected, "\(text) \(round)")
                    #expect(try alternating.width(of: text, style: textStyle) == expected.width, "\(text) \(round)")
                    #expect(try alternating.lineMetrics(for: textStyle) == expected.lineMetrics)
                }
            }
        }
        // Each text in each chain is shaped once; size 13 regular shares the regular chain's entry but
        // is remembered at another size, so it is a hit on the shaping.
        let lookups = 3 * texts.count * Self.barStyles.count * 3
        let misses = texts.count * 3
        #expect(
            alternating.cacheStatistics
                == ShapingCacheStatistics(
                    hits: lookups - misses, misses: misses, count: misses, capacity: 4096))
    }

    @Test("line metrics are the primary face's, on the first call and from a recent chain")
    func lineMetricsFromRecentChains() throws {
        for textStyle in Self.barStyles + [style("DejaVu Sans", size: 20, weight: .bold)] {
            let fresh = TextMeasurer(library: bundledLibrary)
            let primary = try bundledLibrary.instance(family: textStyle.family, weight: textStyle.weight)
            let expected = primary.lineMetrics(size: textStyle.size)
            #expect(try fresh.lineMetrics(for: textStyle) == expected)
            #expect(try fresh.lineMetrics(for: textStyle) == expected)
            #expect(try fresh.measure("Hg", style: textStyle).lineMetrics == expected)
        }
        let inter = try measurer.lineMetrics(for: style())
        #expect(inter.ascent > 0 && inter.descent > 0 && inter.lineHeight >= inter.ascent + inter.descent)
        #expect(inter.capHeight > 0 && inter.capHeight < inter.ascent)
    }

    @Test("line metrics of a bad style throw, even when its chain is recent")
    func lineMetricsValidate() throws {
        let fresh = TextMeasurer(library: bundledLibrary)
        _ = try fresh.lineMetrics(for: style())
        #expect(throws: TextMetricsError.invalidSize(-1)) { try fresh.lineMetrics(for: style(size: -1)) }
        #expect(throws: TextMetricsError.invalidTracking(2000)) { try fresh.lineMetrics(for: style(tracking: 2000)) }
        #expect(throws: TextMetricsError.self) { try fresh.lineMetrics(for: style("No Such Family")) }
    }

    @Test("at most eight chains are recent; older ones are replaced in turn and still resolve")
    func recentChainsAreBounded() throws {
        let fresh = TextMeasurer(library: bundledLibrary)
        // Family names are matched as spelled, so each spelling is its own recent entry.
        let spellings = ["Inter", "inter", "INTER", "DejaVu Sans", "dejavu sans"]
        var styles: [TextStyle] = []
        for family in spellings {
            for weight in [FontWeight.regular, .bold] { styles.append(style(family, weight: weight)) }
        }
        #expect(styles.count == 10)
        var widths: [Double] = []
        for textStyle in styles { widths.append(try fresh.width(of: "Title", style: textStyle)) }
        #expect(fresh.state.withLock { $0.recent.count } == RecentChains.capacity)
        #expect(RecentChains.capacity == 8)
        // The first two were replaced by the ninth and tenth; the last eight are recent.
        let generation = bundledLibrary.generation
        let recent = styles.map { textStyle in
            fresh.state.withLock {
                $0.recent.contains(family: textStyle.family, weight: textStyle.weight, generation: generation)
            }
        }
        #expect(recent == [false, false, true, true, true, true, true, true, true, true])
        for (textStyle, width) in zip(styles, widths) {
            #expect(try fresh.width(of: "Title", style: textStyle) == width)
        }
    }

    @Test("a fit is found again in any recently used style, and counted as one hit")
    func fitHitsInAnyRecentStyle() throws {
        let fresh = TextMeasurer(library: bundledLibrary)
        let uncached = TextMeasurer(library: bundledLibrary, cacheCapacity: 0)
        let texts = ["Privacy & Security", "Notifications", "Mailboxes", "你好世界你好世界"]
        for round in 0..<3 {
            for text in texts {
                for textStyle in Self.barStyles {
                    let expected = try uncached.fit(text, style: textStyle, maxWidth: 70)
                    #expect(try fresh.fit(text, style: textStyle, maxWidth: 70) == expected, "\(text) \(round)")
                }
            }
        }
        // The first round missed (and fitted); the two others hit, in whichever style came last.
        let fits = fresh.state.withLock { $0.fits.statistics }
        let calls = texts.count * Self.barStyles.count
        #expect(fits == ShapingCacheStatistics(hits: 2 * calls, misses: calls, count: calls, capacity: 4096))
        let found = ShapeKey.withBytes(of: "Mailboxes") { bytes in
            fresh.state.withLock { state in
                state.rememberedFit(
                    bytes, style: Self.barStyles[0], maxWidth: 70, generation: bundledLibrary.generation)
            }
        }
        #expect(found == .some(try uncached.fit("Mailboxes", style: Self.barStyles[0], maxWidth: 70)))
        #expect(found??.truncated == true)
    }

    @Test("a once-set reference keeps the first object stored and releases it when it goes away")
    func onceReferenceKeepsTheFirstObject() {
        final class Box: Sendable {
            let value: Int
            init(_ value: Int) { self.value = value }
        }
        weak var first: Box?
        weak var second: Box?
        do {
            let reference = OnceReference<Box>()
            #expect(reference.load() == nil)
            let one = Box(1)
            first = one
            #expect(reference.storeIfNil(one).value == 1)
            do {
                let two = Box(2)
                second = two
                #expect(reference.storeIfNil(two) === one)
            }
            #expect(second == nil)
            #expect(reference.load()?.value == 1)
        }
        #expect(first == nil)
    }

    @Test("threads measuring in mixed styles get the widths of one thread")
    func concurrentMixedStyles() async throws {
        let texts = ["Inbox", "Mailboxes", "Edit", "Done", "你好世界"]
        let reference = try texts.map { text in try Self.barStyles.map { try width(text, $0).bitPattern } }
        let shared = TextMeasurer(library: bundledLibrary)
        let results = try await withThrowingTaskGroup(of: [[UInt64]].self) { group in
            for task in 0..<16 {
                group.addTask {
                    var widths = [[UInt64]](repeating: [0, 0, 0, 0], count: texts.count)
                    for step in 0..<(texts.count * 20) {
                        let index = (step + task) % texts.count
                        let styleIndex = (step / texts.count + task) % Self.barStyles.count
                        let textStyle = Self.barStyles[styleIndex]
                        widths[index][styleIndex] = try shared.size(of: texts[index], style: textStyle).width.bitPattern
                        _ = try shared.lineMetrics(for: textStyle)
                    }
                    return widths
                }
            }
            var all: [[[UInt64]]] = []
            for try await widths in group { all.append(widths) }
            return all
        }
        #expect(results.count == 16 && results.allSatisfy { $0 == reference })
    }
}
