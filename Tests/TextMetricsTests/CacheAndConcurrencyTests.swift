import Testing

@testable import TextMetrics

@Suite struct CacheAndConcurrencyTests {
    static let strings = [
        "Settings", "Notifications & Sounds", "你好世界", "سلام عليكم", "שלום", "Photos 照片", "AVAVAWAY Wa To",
        "e\u{301}e\u{301}", "🇫🇷🇩🇪", "Edit", "Done", "Cancel", "Display & Brightness", "メッセージ",
    ]

    @Test func concurrentMeasurementsAreBitIdentical() async throws {
        let reference = try Self.strings.map { try width($0).bitPattern }
        for capacity in [0, 4, 4096] {
            let shared = TextMeasurer(library: bundledLibrary, cacheCapacity: capacity)
            let results = try await withThrowingTaskGroup(of: [UInt64].self) { group in
                for task in 0..<64 {
                    group.addTask {
                        // Each task walks the strings from a different start, so the cache sees interleaved use.
                        var widths = [UInt64](repeating: 0, count: Self.strings.count)
                        for step in 0..<Self.strings.count {
                            let index = (step + task) % Self.strings.count
                            widths[index] = try shared.measure(Self.strings[index], style: style()).width.bitPattern
                        }
                        return widths
                    }
                }
                var all: [[UInt64]] = []
                for try await widths in group { all.append(widths) }
                return all
            }
            #expect(results.count == 64)
            #expect(results.allSatisfy { $0 == reference }, "capacity \(capacity)")
        }
    }

    @Test func cacheNeverExceedsItsCapacity() throws {
        let small = TextMeasurer(library: bundledLibrary, cacheCapacity: 50)
        for index in 0..<1000 {
            _ = try small.measure("Item \(index)", style: style())
            #expect(small.cacheStatistics.count <= 50)
        }
        let statistics = small.cacheStatistics
        #expect(statistics == ShapingCacheStatistics(hits: 0, misses: 1000, count: 50, capacity: 50))
        // Entries never hit are evicted oldest first.
        _ = try small.measure("Item 999", style: style())
        _ = try small.measure("Item 0", style: style())
        #expect(small.cacheStatistics.hits == 1)
        #expect(small.cacheStatistics.misses == 1001)
    }

    @Test func sizeAndTrackingChangesHitTheCache() throws {
        let fresh = TextMeasurer(library: bundledLibrary)
        let base = try fresh.measure("Inbox", style: style()).width
        let double = try fresh.measure("Inbox", style: style(size: 34, tracking: 1)).width
        #expect(fresh.cacheStatistics.hits == 1 && fresh.cacheStatistics.misses == 1)
        #expect(abs(double - (2 * base + 5)) < 1e-9)
        _ = try fresh.measure("Inbox", style: style(weight: .bold))
        #expect(fresh.cacheStatistics.misses == 2)
        fresh.clearCache()
        #expect(fresh.cacheStatistics == ShapingCacheStatistics(hits: 0, misses: 0, count: 0, capacity: 4096))
    }

    @Test func fitResultsAreCachedByTextStyleAndWidth() throws {
        let fresh = TextMeasurer(library: bundledLibrary)
        let uncached = TextMeasurer(library: bundledLibrary, cacheCapacity: 0)
        let text = "Privacy & Security"
        let first = try fresh.fit(text, style: style(), maxWidth: 80)
        #expect(first == (try uncached.fit(text, style: style(), maxWidth: 80)))
        let lookups = fresh.cacheStatistics.hits + fresh.cacheStatistics.misses
        // Answered by the fit cache: no shaped text is even looked up.
        #expect(try fresh.fit(text, style: style(), maxWidth: 80) == first)
        #expect(fresh.cacheStatistics.hits + fresh.cacheStatistics.misses == lookups)
        // Another width, size, tracking or weight is another entry.
        for (textStyle, maxWidth) in [
            (style(), 120.0), (style(size: 20), 80), (style(tracking: 1), 80), (style(weight: .bold), 80),
        ] {
            let fitted = try fresh.fit(text, style: textStyle, maxWidth: maxWidth)
            #expect(fitted == (try uncached.fit(text, style: textStyle, maxWidth: maxWidth)))
            #expect(try fresh.fit(text, style: textStyle, maxWidth: maxWidth) == fitted)
        }
        #expect(try fresh.fit(text, style: style(), maxWidth: 0) == nil)
        #expect(try fresh.fit(text, style: style(), maxWidth: 0) == nil)
        fresh.clearCache()
        #expect(try fresh.fit(text, style: style(), maxWidth: 80) == first)
        #expect(fresh.cacheStatistics.misses > 0)
    }

    @Test func disabledCacheStillMeasures() throws {
        let uncached = TextMeasurer(library: bundledLibrary, cacheCapacity: 0)
        #expect(try uncached.measure("Settings", style: style()).width == width("Settings"))
        #expect(uncached.cacheStatistics.count == 0)
    }

    @Test func clockCacheGivesUsedEntriesASecondChance() {
        var cache = ShapeCache(capacity: 2)
        let value = ShapedText(runs: [ShapedRun(face: 0, glyphCount: 1, clusterCount: 1, advance: 10)], missing: [])
        cache.insert(value, for: ShapeKey(text: "a", chain: 0))
        cache.insert(value, for: ShapeKey(text: "b", chain: 0))
        #expect(cache.value(for: ShapeKey(text: "a", chain: 0)) != nil)
        cache.insert(value, for: ShapeKey(text: "c", chain: 0))
        #expect(cache.value(for: ShapeKey(text: "b", chain: 0)) == nil)
        #expect(cache.value(for: ShapeKey(text: "a", chain: 0)) != nil)
        #expect(cache.value(for: ShapeKey(text: "c", chain: 0)) != nil)
        #expect(cache.value(for: ShapeKey(text: "a", chain: 1)) == nil)
        #expect(cache.count == 2)
    }

    @Test(arguments: [1, 3, 7])
    func clockCacheMatchesAReferenceModel(capacity: Int) {
        var cache = ShapeCache(capacity: capacity)
        // The clock policy: entries in fixed places, a hit sets an entry's bit, and a hand
        // evicts the first entry with a clear bit, clearing the set bits it passes.
        var model: [(text: String, referenced: Bool)] = []
        var hand = 0
        var state: UInt64 = 42
        for step in 0..<5000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let text = "key \(Int(state >> 40) % (capacity * 3))"
            let key = ShapeKey(text: text, chain: 0)
            let value = ShapedText(
                runs: [ShapedRun(face: 0, glyphCount: Int32(step), clusterCount: 1, advance: 1)], missing: [])
            let index = model.firstIndex { $0.text == text }
            if (state >> 20) % 2 == 0 {
                let found = cache.value(for: key)
                #expect((found != nil) == (index != nil), "step \(step)")
                if let index { model[index].referenced = true }
            } else {
                cache.insert(value, for: key)
                if index == nil {
                    if model.count < capacity {
                        model.append((text, false))
                    } else {
                        while model[hand].referenced {
                            model[hand].referenced = false
                            hand = (hand + 1) % capacity
                        }
                        model[hand] = (text, false)
                        hand = (hand + 1) % capacity
                    }
                }
                #expect(cache.value(for: key)?.runs.first?.glyphCount == Int32(step))
                model[model.firstIndex { $0.text == text }!].referenced = true
            }
            #expect(cache.count == model.count)
        }
        for entry in model { #expect(cache.value(for: ShapeKey(text: entry.text, chain: 0)) != nil) }
    }

    @Test func cacheKeysCompareBytesNotCanonicalEquivalence() throws {
        let fresh = TextMeasurer(library: bundledLibrary)
        let composed = try fresh.measure("Caf\u{E9}", style: style())
        let decomposed = try fresh.measure("Cafe\u{301}", style: style())
        #expect(fresh.cacheStatistics.misses == 2)
        #expect(composed.runs.first?.glyphCount == 4)
        #expect(
            decomposed.runs.first?.glyphCount
                == (try measurer.measure("Cafe\u{301}", style: style())).runs.first?.glyphCount)
        #expect(ShapeKey(text: "Caf\u{E9}", chain: 0) != ShapeKey(text: "Cafe\u{301}", chain: 0))
        #expect(ShapeKey(text: "Edit", chain: 0) != ShapeKey(text: "Edit", chain: 1))
    }

    @Test func repeatedStylesReuseRunSummaries() throws {
        let fresh = TextMeasurer(library: bundledLibrary)
        let first = try fresh.measure("Photos 照片", style: style())
        let again = try fresh.measure("Photos 照片", style: style())
        let bigger = try fresh.measure("Photos 照片", style: style(size: 20))
        let back = try fresh.measure("Photos 照片", style: style())
        #expect(first == again && again == back)
        #expect(bigger.width > first.width)
        #expect(try fresh.width(of: "Photos 照片", style: style()) == first.width)
    }
}
