import NavigationBarLayout
import Testing

/// L12 (seed 001): the fallback of values given per bar metrics.
///
/// `compactPrompt` → `compact` → `default` and `defaultPrompt` → `default`;
/// "be sure to specify a value for UIBarMetricsDefault".
@Suite("seed 001 / L12: values per bar metrics")
struct PerMetricsTests {
    @Test("seed 001 / L12: the fallback chains")
    func fallbackChains() {
        #expect(BarMetrics.default.fallbackChain == [.default])
        #expect(BarMetrics.compact.fallbackChain == [.compact, .default])
        #expect(BarMetrics.defaultPrompt.fallbackChain == [.defaultPrompt, .default])
        #expect(BarMetrics.compactPrompt.fallbackChain == [.compactPrompt, .compact, .default])
    }

    @Test("seed 001 / L12: compactPrompt falls back to compact, then default")
    func compactPromptFallsBack() {
        let all = PerMetrics<Double>([.default: 44, .compact: 32, .defaultPrompt: 74, .compactPrompt: 62])
        #expect(all[.compactPrompt] == 62)
        var values = all
        values.values[.compactPrompt] = nil
        #expect(values[.compactPrompt] == 32)
        values.values[.compact] = nil
        #expect(values[.compactPrompt] == 44)
        #expect(values[.compact] == 44)
    }

    @Test("seed 001 / L12: defaultPrompt falls back to default, never to compact")
    func defaultPromptFallsBack() {
        let values = PerMetrics<Double>([.default: 44, .compact: 32])
        #expect(values[.defaultPrompt] == 44)
        #expect(PerMetrics<Double>([.defaultPrompt: 74])[.defaultPrompt] == 74)
        #expect(PerMetrics<Double>([.compact: 32])[.defaultPrompt] == nil)
    }

    @Test("seed 001: a value given only for default serves all four metrics", arguments: BarMetrics.allCases)
    func defaultServesAll(metrics: BarMetrics) {
        #expect(PerMetrics(all: 44.0)[metrics] == 44)
        #expect(PerMetrics<Double>([.default: 44])[metrics] == 44)
    }

    @Test("seed 001: without a value for default, other metrics have none to fall back on")
    func noDefaultMeansNil() {
        let values = PerMetrics<Double>([.compactPrompt: 62])
        #expect(values[.compactPrompt] == 62)
        #expect(values[.compact] == nil)
        #expect(values[.default] == nil)
        #expect(values[.defaultPrompt] == nil)
        #expect(PerMetrics<Double>().isEmpty)
        #expect(PerMetrics<Double>()[.default] == nil)
    }

    @Test("seed 001 / L12: overlaid(by:) replaces the metrics the overlay gives and keeps the rest")
    func overlaid() {
        let base = PerMetrics<Double>([.default: 44, .compact: 32])
        let overlay = PerMetrics<Double>([.compact: 30, .compactPrompt: 60])
        let result = base.overlaid(by: overlay)
        #expect(result.values == [.default: 44, .compact: 30, .compactPrompt: 60])
        #expect(result[.defaultPrompt] == 44)
        #expect(base.overlaid(by: PerMetrics()) == base)
        #expect(PerMetrics().overlaid(by: overlay) == overlay)
    }

    @Test("seed 001 / L12: an overlay's compact value is used before the base's default")
    func overlayFallbackMixesLayers() {
        // The overlay is merged metrics by metrics before the lookup, so a
        // compact value from either layer beats a default from either.
        let base = PerMetrics<Double>([.compact: 32])
        let overlay = PerMetrics<Double>([.default: 50])
        let result = base.overlaid(by: overlay)
        #expect(result[.compact] == 32)
        #expect(result[.compactPrompt] == 32)
        #expect(result[.default] == 50)
    }

    @Test("values set and removed leave values equal to ones never set, and every metrics reads its own slot")
    func removedValuesCompareEqual() {
        var values = PerMetrics<Double>([.compact: 32])
        values.values[.compact] = nil
        #expect(values == PerMetrics<Double>())
        #expect(values.isEmpty)
        #expect(values.hashValue == PerMetrics<Double>().hashValue)
        let all = PerMetrics<Double>([.default: 44, .compact: 32, .defaultPrompt: 74, .compactPrompt: 62])
        #expect(BarMetrics.allCases.map { all[$0] } == [44, 32, 74, 62])
        #expect(all.values == [.default: 44, .compact: 32, .defaultPrompt: 74, .compactPrompt: 62])
    }

    @Test("appearance slots set and cleared compare equal to empty slots; each slot keeps its own appearance")
    func appearanceSlotsCompareEqual() {
        var slots = BarAppearanceSlots(scrollEdge: BarAppearance())
        #expect(!slots.isEmpty)
        #expect(slots.scrollEdge == BarAppearance())
        #expect(slots.standard == nil && slots.compact == nil && slots.compactScrollEdge == nil)
        slots[.compact] = BarAppearance()
        #expect(AppearanceSlot.allCases.map { slots[$0] != nil } == [false, true, true, false])
        slots.scrollEdge = nil
        slots[.compact] = nil
        #expect(slots.isEmpty)
        #expect(slots == BarAppearanceSlots())
        #expect(slots.hashValue == BarAppearanceSlots().hashValue)
    }
}
