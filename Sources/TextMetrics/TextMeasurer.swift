import Synchronization

/// Measures text with HarfBuzz shaping, a font fallback chain and a shaping cache.
///
/// For a style, the chain is the style's family, then `fallbackFamilies`
/// (by default DejaVu Sans, then Droid Sans Fallback), all at the style's
/// weight; families the library does not know are left out of the fallback
/// part. Each grapheme cluster is set in the first face that has glyphs for
/// all of it, and runs are split by script, so Arabic is shaped as Arabic.
///
/// Shaping results are kept in font units in a bounded LRU cache keyed by
/// text, chain and weight, so a change of size or tracking is a cache hit.
/// Widths are deterministic: advances are summed as integers in font units
/// and scaled once per run, in logical order. A measurer that `keepsGlyphs`
/// (a renderer's) keeps every glyph in the cache too, so text it measured is
/// drawn (`glyphRuns`) without being shaped again.
///
/// Thread-safe; share one measurer.
public final class TextMeasurer: TextMeasuring {
    /// The fallback families after the primary one, by default.
    public static let defaultFallbackFamilies = ["DejaVu Sans", "Droid Sans Fallback"]
    /// The default number of shaped texts the cache holds.
    public static let defaultCacheCapacity = 4096

    /// Where families are resolved.
    public let library: FontLibrary
    /// The families tried after a style's own, in order.
    public let fallbackFamilies: [String]
    /// The most shaped texts the cache holds (0: no caching).
    public let cacheCapacity: Int
    /// Whether measuring keeps every glyph in the cache, for drawing the same text later.
    public let keepsGlyphs: Bool
    /// Chains and cache.
    let state: Mutex<MeasurerState>

    /// Creates a measurer over `library` with a fallback chain and a cache of
    /// `cacheCapacity` shaped texts (0 disables caching); with `keepsGlyphs`,
    /// the cache keeps every glyph of what is measured, for drawing it.
    public init(
        library: FontLibrary = .shared, fallbackFamilies: [String] = TextMeasurer.defaultFallbackFamilies,
        cacheCapacity: Int = TextMeasurer.defaultCacheCapacity, keepsGlyphs: Bool = false
    ) {
        self.library = library
        self.fallbackFamilies = fallbackFamilies
        self.cacheCapacity = max(0, cacheCapacity)
        self.keepsGlyphs = keepsGlyphs
        self.state = Mutex(MeasurerState(cache: ShapeCache(capacity: cacheCapacity)))
    }

    /// Measures `text` set in `style` on one line; the width is never below 0,
    /// however negative the tracking (ten zero-width marks tracked by −0.41 are 0 wide, not −4.1).
    ///
    /// Throws `.invalidSize`, `.invalidTracking` or `.unknownFamily` (for the
    /// style's own family). The empty string is 0 wide with no runs.
    /// Characters no face has are measured as the primary face's `.notdef`
    /// and listed in `missingCharacters`.
    public func measure(_ text: String, style: TextStyle) throws(TextMetricsError) -> TextMeasurement {
        try style.validate()
        let (chain, shaped) = try shapedText(text, style: style)
        let measured = measuredRuns(text, shaped, chain: chain, style: style)
        return TextMeasurement(
            width: max(0, measured.width), lineMetrics: chain.primary.lineMetrics(size: style.size),
            runs: measured.runs,
            missingCharacters: shaped.missing)
    }

    /// The width of `text` in `style`, as `measure(_:style:).width`.
    public func width(of text: String, style: TextStyle) throws(TextMetricsError) -> Double {
        try style.validate()
        let (chain, shaped) = try shapedText(text, style: style)
        if let measured = shaped.measured, measured.matches(style) { return max(0, measured.width) }
        var width = 0.0
        for run in shaped.runs {
            width += Self.width(run, unitsPerEm: chain.instances[Int(run.face)].unitsPerEm, style: style)
        }
        return max(0, width)
    }

    /// The run summaries of `shaped` in `style`: remembered in the cache entry, or computed and remembered.
    private func measuredRuns(
        _ text: String, _ shaped: ShapedText, chain: ResolvedChain, style: TextStyle
    ) -> MeasuredRuns {
        if let measured = shaped.measured, measured.matches(style) { return measured }
        var runs: [RunSummary] = []
        runs.reserveCapacity(shaped.runs.count)
        var width = 0.0
        for run in shaped.runs {
            let face = Int(run.face)
            let runWidth = Self.width(run, unitsPerEm: chain.instances[face].unitsPerEm, style: style)
            runs.append(RunSummary(face: chain.names[face], glyphCount: Int(run.glyphCount), width: runWidth))
            width += runWidth
        }
        let measured = MeasuredRuns(size: style.size, tracking: style.tracking, width: width, runs: runs)
        if cacheCapacity > 0, !text.isEmpty {
            let key = ShapeKey(text: text, chain: chain.id)
            state.withLock { $0.cache.setMeasured(measured, for: key) }
        }
        return measured
    }

    /// The line metrics of `style`'s primary face.
    public func lineMetrics(for style: TextStyle) throws(TextMetricsError) -> LineMetrics {
        try style.validate()
        return try chain(for: style).primary.lineMetrics(size: style.size)
    }

    /// The faces `style` resolves to: its own family first, then the fallbacks used.
    public func fallbackChain(for style: TextStyle) throws(TextMetricsError) -> [FontFace] {
        try chain(for: style).instances.map(\.face)
    }

    /// How the shaping cache has been used.
    public var cacheStatistics: ShapingCacheStatistics {
        state.withLock { $0.cache.statistics }
    }

    /// Empties the shaping cache and resets its statistics.
    public func clearCache() {
        state.withLock { $0.cache.removeAll() }
    }

    /// The width of a run in points: advances scaled once, plus tracking per cluster.
    @inline(__always)
    static func width(_ run: ShapedRun, unitsPerEm: Int32, style: TextStyle) -> Double {
        Double(run.advance) * style.size / Double(unitsPerEm) + Double(run.clusterCount) * style.tracking
    }

    /// The shaped text of `text` with `style`'s chain, from the cache or freshly shaped; with `glyphs`,
    /// one that holds its glyphs.
    func shapedText(
        _ text: String, style: TextStyle, glyphs: Bool = false
    ) throws(TextMetricsError) -> (ResolvedChain, ShapedText) {
        let generation = library.generation
        let chainKey = ChainKey(family: style.family, weight: style.weight)
        let found: (ResolvedChain?, ShapedText?) = state.withLock { state in
            guard let chain = state.chain(for: chainKey), chain.generation == generation else { return (nil, nil) }
            if text.isEmpty { return (chain, .empty) }
            return (chain, state.cache.value(for: ShapeKey(text: text, chain: chain.id), glyphs: glyphs))
        }
        if let chain = found.0, let shaped = found.1 { return (chain, shaped) }
        let chain: ResolvedChain
        if let resolved = found.0 {
            chain = resolved
        } else {
            chain = try resolveChain(chainKey, generation: generation)
            if text.isEmpty { return (chain, .empty) }
            let key = ShapeKey(text: text, chain: chain.id)
            if let shaped = state.withLock({ $0.cache.value(for: key, glyphs: glyphs) }) { return (chain, shaped) }
        }
        let shaped =
            glyphs || keepsGlyphs
            ? Shaper.shapeKeepingGlyphs(text, chain: chain.instances) : Shaper.shape(text, chain: chain.instances)
        if cacheCapacity > 0 {
            let key = ShapeKey(text: text, chain: chain.id)
            state.withLock { $0.cache.insert(shaped, for: key) }
        }
        return (chain, shaped)
    }

    /// The resolved chain of `style`.
    func chain(for style: TextStyle) throws(TextMetricsError) -> ResolvedChain {
        let generation = library.generation
        let chainKey = ChainKey(family: style.family, weight: style.weight)
        if let chain = state.withLock({ $0.chain(for: chainKey) }), chain.generation == generation { return chain }
        return try resolveChain(chainKey, generation: generation)
    }

    /// Resolves the primary family and the fallbacks, and remembers the chain.
    private func resolveChain(_ key: ChainKey, generation: Int) throws(TextMetricsError) -> ResolvedChain {
        var instances = [try library.instance(family: key.family, weight: key.weight)]
        for family in fallbackFamilies {
            guard let instance = try? library.instance(family: family, weight: key.weight),
                !instances.contains(where: { $0.id == instance.id })
            else { continue }
            instances.append(instance)
        }
        return state.withLock { state in
            let ids = instances.map(\.id)
            let id: Int
            if let existing = state.chainIDs[ids] {
                id = existing
            } else {
                id = state.chainIDs.count
                state.chainIDs[ids] = id
            }
            let chain = ResolvedChain(id: id, instances: instances, generation: generation)
            state.chains[key] = chain
            state.lastChain = (key, chain)
            return chain
        }
    }
}

/// A style's family and weight: what a chain is resolved from.
struct ChainKey: Hashable, Sendable {
    /// The family as the style spells it.
    var family: String
    /// The weight.
    var weight: FontWeight
}

/// A fallback chain resolved to font instances.
final class ResolvedChain: Sendable {
    /// Identifies the list of instances (the same faces give the same id).
    let id: Int
    /// The primary face first, then the fallbacks.
    let instances: [FontInstance]
    /// The face names, as `Family Style`.
    let names: [String]
    /// The library generation it was resolved at.
    let generation: Int

    /// Creates a chain.
    init(id: Int, instances: [FontInstance], generation: Int) {
        self.id = id
        self.instances = instances
        self.names = instances.map(\.face.name)
        self.generation = generation
    }

    /// The primary face.
    var primary: FontInstance { instances[0] }
}

/// The mutable part of a `TextMeasurer`.
struct MeasurerState {
    /// Resolved chains by style family and weight.
    var chains: [ChainKey: ResolvedChain] = [:]
    /// Chain ids by instance ids.
    var chainIDs: [[Int]: Int] = [:]
    /// The shaping cache.
    var cache: ShapeCache
    /// The chain used last, checked before `chains` (most callers use one or two styles).
    var lastChain: (key: ChainKey, chain: ResolvedChain)?

    /// The remembered chain for `key`, if any.
    @inline(__always)
    mutating func chain(for key: ChainKey) -> ResolvedChain? {
        if let last = lastChain, last.key == key { return last.chain }
        guard let chain = chains[key] else { return nil }
        lastChain = (key, chain)
        return chain
    }
}
