import CHarfBuzz
import Synchronization

/// Measures text with HarfBuzz shaping, a font fallback chain and a shaping cache.
///
/// For a style, the chain is the style's family, then `fallbackFamilies`
/// (by default DejaVu Sans, Droid Sans Fallback, then Noto families), all at the style's
/// weight; families the library does not know are left out of the fallback
/// part. A measurer made by ``withFallbackFonts(_:)`` puts the families of font files before
/// the style's family (`leadingFamilies`) or after the fallbacks. Each grapheme cluster is set in the first face that has glyphs for
/// all of it, and runs are split by script, so Arabic is shaped as Arabic.
///
/// Shaping results are kept in font units in a bounded cache (clock
/// eviction) keyed by text, chain and weight, so a change of size or
/// tracking is a cache hit; `fit` results are cached too.
/// Widths are deterministic: advances are summed as integers in font units
/// and scaled once per run, in logical order. A measurer that `keepsGlyphs`
/// (a renderer's) keeps every glyph in the cache too, so text it measured is
/// drawn (`glyphRuns`) without being shaped again.
///
/// Thread-safe: share one measurer, or give each thread its own ``sibling()``
/// (its own cache and lock, sharing what the others shaped).
public final class TextMeasurer: TextMeasuring {
    /// The fallback families after the primary one, by default: DejaVu Sans and Droid Sans Fallback,
    /// then the bundled Noto families for the scripts they lack (`Fonts/README.md`).
    public static let defaultFallbackFamilies = [
        "DejaVu Sans", "Droid Sans Fallback", "Noto Sans Devanagari", "Noto Sans Bengali", "Noto Sans Gurmukhi",
        "Noto Sans Gujarati", "Noto Sans Oriya", "Noto Sans Tamil", "Noto Sans Telugu", "Noto Sans Kannada",
        "Noto Sans Malayalam", "Noto Sans Sinhala", "Noto Sans Thai", "Noto Sans Khmer", "Noto Sans Myanmar",
        "Noto Sans Ethiopic", "Noto Sans CJK KR", "Noto Nastaliq Urdu", "Noto Color Emoji",
    ]
    /// The default number of shaped texts the cache holds.
    public static let defaultCacheCapacity = 4096

    /// Where families are resolved.
    public let library: FontLibrary
    /// The families tried after a style's own, in order.
    public let fallbackFamilies: [String]
    /// The families tried before a style's own, in order: the families of `fallbackFonts.prepend`.
    public let leadingFamilies: [String]
    /// The font files this measurer's chains add (`withFallbackFonts(_:)`); empty for a measurer made with `init`.
    public let fallbackFonts: FallbackFonts
    /// The measurer this one was made from by `withFallbackFonts(_:)`, or `nil` for one made with `init`.
    let base: TextMeasurer?
    /// The measurers made from this one by `withFallbackFonts(_:)`, by their fonts.
    let derived = ThreadLock<[FallbackFonts: TextMeasurer]>([:])
    /// The families of the font files added, shared by every measurer made from the same first one.
    let fontFiles: FontFileFamilies
    /// The most shaped texts the cache holds (0: no caching).
    public let cacheCapacity: Int
    /// Whether measuring keeps every glyph in the cache, for drawing the same text later.
    public let keepsGlyphs: Bool
    /// Chains and cache.
    let state: ShortLock<MeasurerState>
    /// Chain ids, and the texts shaped by this measurer's siblings (``sibling()``).
    let sharing: ShapeSharing

    /// Creates a measurer over `library` with a fallback chain and a cache of
    /// `cacheCapacity` shaped texts (0 disables caching); with `keepsGlyphs`,
    /// the cache keeps every glyph of what is measured, for drawing it.
    ///
    /// - Parameters:
    ///   - library: The fonts to measure with.
    ///   - fallbackFamilies: The families tried, in order, for characters the style's family does not have.
    ///   - cacheCapacity: How many shaped texts to keep; 0 disables caching.
    ///   - keepsGlyphs: Whether the cache keeps the glyphs of what is measured, so drawing it does not shape again.
    public convenience init(
        library: FontLibrary = .shared, fallbackFamilies: [String] = TextMeasurer.defaultFallbackFamilies,
        cacheCapacity: Int = TextMeasurer.defaultCacheCapacity, keepsGlyphs: Bool = false
    ) {
        self.init(
            library: library, fallbackFamilies: fallbackFamilies, cacheCapacity: cacheCapacity,
            keepsGlyphs: keepsGlyphs, sharing: ShapeSharing(capacity: max(0, cacheCapacity)))
    }

    /// A measurer sharing chain ids and shaped texts through `sharing` (see ``sibling()``), with `leadingFamilies`
    /// before a style's family, made from `base` with `fallbackFonts` (see ``withFallbackFonts(_:)``).
    init(
        library: FontLibrary, fallbackFamilies: [String], cacheCapacity: Int, keepsGlyphs: Bool,
        sharing: ShapeSharing, leadingFamilies: [String] = [], fallbackFonts: FallbackFonts = FallbackFonts(),
        base: TextMeasurer? = nil, fontFiles: FontFileFamilies = FontFileFamilies()
    ) {
        self.sharing = sharing
        self.library = library
        self.fallbackFamilies = fallbackFamilies
        self.leadingFamilies = leadingFamilies
        self.fallbackFonts = fallbackFonts
        self.base = base
        self.fontFiles = fontFiles
        self.cacheCapacity = max(0, cacheCapacity)
        self.keepsGlyphs = keepsGlyphs
        self.state = ShortLock(
            MeasurerState(
                cache: ShapeCache(capacity: cacheCapacity), fits: TextCache(capacity: cacheCapacity),
                estimates: TextCache(capacity: cacheCapacity)))
    }

    /// Measures `text` set in `style` on one line; the width is never below 0,
    /// however negative the tracking (ten zero-width marks tracked by −0.41 are 0 wide, not −4.1).
    ///
    /// Throws `.invalidSize`, `.invalidTracking` or `.unknownFamily` (for the
    /// style's own family). The empty string is 0 wide with no runs.
    /// Characters no face has are measured as the primary face's `.notdef`
    /// and listed in `missingCharacters`.
    ///
    /// - Parameters:
    ///   - text: The text to measure.
    ///   - style: The style to set it in.
    /// - Returns: The width, the line metrics and the runs of the text.
    /// - Throws: ``TextMetricsError/invalidSize(_:)``, ``TextMetricsError/invalidTracking(_:)`` or ``TextMetricsError/unknownFamily(_:known:)``.
    public func measure(_ text: String, style: TextStyle) throws(TextMetricsError) -> TextMeasurement {
        if let remembered = remembered(text, style: style, { $0.measurement }) { return remembered }
        try style.validate()
        return try measureShaped(text, style: style)
    }

    /// The width and line metrics of `text` set in `style`: `measure(_:style:)` without the runs.
    ///
    /// A cache hit reads the remembered width and line metrics and hands out
    /// no array, so it allocates nothing and retains nothing; a miss measures
    /// as `measure(_:style:)` does and remembers the whole measurement.
    ///
    /// - Parameters:
    ///   - text: The text to measure.
    ///   - style: The style to set it in.
    /// - Returns: The width and line metrics, equal to those `measure(_:style:)` returns.
    /// - Throws: As ``measure(_:style:)``.
    public func size(of text: String, style: TextStyle) throws(TextMetricsError) -> TextSize {
        if let remembered = remembered(text, style: style, { $0.size }) { return remembered }
        try style.validate()
        return TextSize(try measureShaped(text, style: style))
    }

    /// Measures `text` from its shaping (cached or not) and remembers the measurement with it.
    private func measureShaped(_ text: String, style: TextStyle) throws(TextMetricsError) -> TextMeasurement {
        let (chain, shaped) = try shapedText(text, style: style)
        var runs: [RunSummary] = []
        runs.reserveCapacity(shaped.runs.count)
        var width = 0.0
        for run in shaped.runs {
            let face = Int(run.face)
            let runWidth = Self.width(run, unitsPerEm: chain.instances[face].unitsPerEm, style: style)
            runs.append(RunSummary(face: chain.names[face], glyphCount: Int(run.glyphCount), width: runWidth))
            width += runWidth
        }
        let measurement = TextMeasurement(
            width: max(0, width), lineMetrics: chain.lineMetrics(size: style.size), runs: runs,
            missingCharacters: shaped.missing)
        if cacheCapacity > 0, !text.isEmpty {
            let key = ShapeKey(text: text, chain: ShapingLanguage.tagID(chain: chain.id, style: style))
            let measured = MeasuredText(style: style, measurement: measurement)
            state.withLock { $0.cache.update(key) { $0.measured = measured } }
        }
        return measurement
    }

    /// The width of `text` in `style`, as `measure(_:style:).width`.
    ///
    /// - Parameters:
    ///   - text: The text to measure.
    ///   - style: The style to set it in.
    /// - Returns: The width in points.
    /// - Throws: As ``measure(_:style:)``.
    public func width(of text: String, style: TextStyle) throws(TextMetricsError) -> Double {
        if let remembered = remembered(text, style: style, { $0.size.width }) { return remembered }
        try style.validate()
        let (chain, shaped) = try shapedText(text, style: style)
        var width = 0.0
        for run in shaped.runs {
            width += Self.width(run, unitsPerEm: chain.instances[Int(run.face)].unitsPerEm, style: style)
        }
        return max(0, width)
    }

    /// What `read` takes from the measurement of `text` remembered in the cache at `style`'s size
    /// and tracking, if any (a hit); nil sends the caller to `shapedText`, which counts the hit or
    /// miss itself.
    ///
    /// One lock and no allocation: the recently used chains are scanned for
    /// the style's family and weight, the text's bytes are hashed and looked
    /// up, and `read` reads the remembered measurement in place. The style
    /// need not be validated first: a hit means its size and tracking are,
    /// bit for bit, those of a style validated when the text was measured.
    @inline(__always)
    private func remembered<Result>(
        _ text: String, style: TextStyle, _ read: (MeasuredText) -> Result
    ) -> Result? {
        guard cacheCapacity > 0 else { return nil }
        let generation = library.generation
        return ShapeKey.withBytes(of: text) { bytes in
            let bytes = BorrowedBytes(buffer: bytes)
            return state.withLock { state in
                guard let entry = state.rememberedEntry(bytes.buffer, style: style, generation: generation) else {
                    return nil
                }
                return read(state.cache.entries[entry].value.measured!)
            }
        }
    }

    /// The line metrics of `style`'s primary face.
    ///
    /// - Parameter style: The style.
    /// - Returns: The ascent, descent, line height and cap height at the style's size.
    /// - Throws: As ``measure(_:style:)``.
    public func lineMetrics(for style: TextStyle) throws(TextMetricsError) -> LineMetrics {
        try style.validate()
        let generation = library.generation
        // A recently used chain: its primary face's metrics are read in the lock, no object is retained.
        if let primary = state.withLock({
            $0.recentPrimary(family: style.family, weight: style.weight, generation: generation)
        }) {
            return primary.metrics.lineMetrics(size: style.size, unitsPerEm: primary.unitsPerEm)
        }
        return try chain(for: style).lineMetrics(size: style.size)
    }

    /// The faces `style` resolves to: its own family first, then the fallbacks used.
    ///
    /// - Parameter style: The style.
    /// - Returns: The faces in the order they are tried.
    /// - Throws: As ``measure(_:style:)``.
    public func fallbackChain(for style: TextStyle) throws(TextMetricsError) -> [FontFace] {
        try chain(for: style).instances.map(\.face)
    }

    /// How the shaping cache has been used.
    public var cacheStatistics: ShapingCacheStatistics {
        state.withLock { state in
            var statistics = state.cache.statistics
            statistics.fromSiblings = state.fromSiblings
            return statistics
        }
    }

    /// Empties the shaping cache (and `fit`'s) and resets the statistics.
    public func clearCache() {
        state.withLock { state in
            state.cache.removeAll()
            state.fromSiblings = 0
            state.fits.removeAll()
            state.estimates.removeAll()
        }
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
        // Two optionals, not an optional tuple (which the runtime copies through generic witnesses).
        var foundChain: ResolvedChain? = nil
        let found: ShapedText? = state.withLock { state in
            guard let chain = state.chain(for: chainKey, generation: generation) else { return nil }
            foundChain = chain
            if text.isEmpty { return .empty }
            return state.cache.value(
                for: ShapeKey(text: text, chain: ShapingLanguage.tagID(chain: chain.id, style: style)), glyphs: glyphs)
        }
        if let chain = foundChain, let shaped = found { return (chain, shaped) }
        let chain: ResolvedChain
        if let resolved = foundChain {
            chain = resolved
        } else {
            chain = try resolveChain(chainKey, generation: generation)
            if text.isEmpty { return (chain, .empty) }
            let key = ShapeKey(text: text, chain: ShapingLanguage.tagID(chain: chain.id, style: style))
            if let shaped = state.withLock({ $0.cache.value(for: key, glyphs: glyphs) }) { return (chain, shaped) }
        }
        guard cacheCapacity > 0 else {
            return (chain, shape(text, chain: chain, language: ShapingLanguage.language(of: style), glyphs: glyphs))
        }
        let key = ShapeKey(text: text, chain: ShapingLanguage.tagID(chain: chain.id, style: style))
        // A sibling's shaping (with its glyphs when this measurer keeps them), else a new one, kept for the siblings.
        if let shaped = sharing.shaped(for: key, glyphs: glyphs || keepsGlyphs) {
            state.withLock { state in
                state.cache.insert(shaped, for: key)
                state.fromSiblings += 1
            }
            return (chain, shaped)
        }
        let shaped = shape(text, chain: chain, language: ShapingLanguage.language(of: style), glyphs: glyphs)
        state.withLock { $0.cache.insert(shaped, for: key) }
        sharing.remember(shaped, for: key)
        return (chain, shaped)
    }

    /// `text` shaped with `chain` in `language`, with its glyphs when `glyphs` or when this measurer keeps them.
    private func shape(_ text: String, chain: ResolvedChain, language: hb_language_t, glyphs: Bool) -> ShapedText {
        glyphs || keepsGlyphs
            ? Shaper.shapeKeepingGlyphs(text, chain: chain.instances, coverage: chain.coverage, language: language)
            : Shaper.shape(text, chain: chain.instances, coverage: chain.coverage, language: language)
    }

    /// The resolved chain of `style`.
    func chain(for style: TextStyle) throws(TextMetricsError) -> ResolvedChain {
        let generation = library.generation
        let chainKey = ChainKey(family: style.family, weight: style.weight)
        if let chain = state.withLock({ $0.chain(for: chainKey, generation: generation) }) { return chain }
        return try resolveChain(chainKey, generation: generation)
    }

    /// Resolves the primary family and the fallbacks, and remembers the chain.
    private func resolveChain(_ key: ChainKey, generation: Int) throws(TextMetricsError) -> ResolvedChain {
        var instances: [FontInstance] = []
        // The families of prepended font files come first, opened now as the primary face is.
        for family in leadingFamilies {
            let instance = try library.instance(family: family, weight: key.weight)
            guard !instances.contains(where: { $0.id == instance.id }) else { continue }
            _ = try instance.open()
            instances.append(instance)
        }
        let primary = try library.instance(family: key.family, weight: key.weight)
        // The primary face is opened now, so a file that cannot be used throws here; a fallback
        // is opened when a text first needs a character its predecessors lack.
        _ = try primary.open()
        if !instances.contains(where: { $0.id == primary.id }) { instances.append(primary) }
        for family in fallbackFamilies {
            guard let instance = try? library.instance(family: family, weight: key.weight),
                !instances.contains(where: { $0.id == instance.id })
            else { continue }
            instances.append(instance)
        }
        let id = sharing.chainID(of: instances.map(\.id))
        return state.withLock { state in
            let chain = ResolvedChain(id: id, instances: instances, generation: generation)
            state.chains[key] = chain
            state.remember(chain, for: key)
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
    /// What the itemizer has learnt about code points in these faces.
    let coverage: ChainCoverage

    /// Creates a chain.
    init(id: Int, instances: [FontInstance], generation: Int) {
        self.id = id
        self.instances = instances
        self.names = instances.map(\.face.name)
        self.generation = generation
        self.metrics = instances[0].metrics
        self.coverage = ChainCoverage(primary: instances[0])
    }

    /// The primary face's line metrics in font units (read when the chain is resolved).
    let metrics: FontUnitMetrics

    /// The primary face.
    var primary: FontInstance { instances[0] }

    /// The primary face's line metrics at `size` points.
    func lineMetrics(size: Double) -> LineMetrics {
        metrics.lineMetrics(size: size, unitsPerEm: instances[0].unitsPerEm)
    }
}

/// The mutable part of a `TextMeasurer`.
struct MeasurerState {
    /// Resolved chains by style family and weight.
    var chains: [ChainKey: ResolvedChain] = [:]
    /// The shaping cache.
    var cache: ShapeCache
    /// Misses of `cache` answered by a sibling's shaping.
    var fromSiblings = 0
    /// Fitted texts by text, chain, size, tracking and width (`fit`'s cache).
    var fits: TextCache<FitTag, FittedText?>
    /// `fit`'s prefix estimates by text, chain and size (one shaping of a text serves every width it is fitted to).
    var estimates: TextCache<EstimateTag, [Double]>
    /// The chains used recently (see `RecentChains`), checked before `chains`.
    var recent = RecentChains()

    /// The remembered chain for `key` resolved at `generation`, if any; it becomes a recent chain.
    mutating func chain(for key: ChainKey, generation: Int) -> ResolvedChain? {
        if let place = recent.place(family: key.family, weight: key.weight, generation: generation) {
            return recent.chain(at: place)
        }
        guard let chain = chains[key], chain.generation == generation else { return nil }
        remember(chain, for: key)
        return chain
    }

    /// Makes `chain` (resolved for `key`) a recent chain.
    mutating func remember(_ chain: ResolvedChain, for key: ChainKey) {
        recent.remember(chain, family: key.family, weight: key.weight)
    }

    /// The primary face's metrics of the recent chain of `family` and `weight` at `generation`, if any.
    @inline(__always)
    func recentPrimary(family: String, weight: FontWeight, generation: Int) -> RecentChains.Primary? {
        guard let place = recent.place(family: family, weight: weight, generation: generation) else { return nil }
        return recent.primary(at: place)
    }

    /// The cache entry of the text `bytes` whose measurement is remembered at `style`'s size and
    /// tracking with `style`'s chain at `generation`, if that is a recent chain; counts a hit
    /// when found.
    @inline(__always)
    mutating func rememberedEntry(_ bytes: UnsafeBufferPointer<UInt8>, style: TextStyle, generation: Int) -> Int? {
        guard !bytes.isEmpty,
            let place = recent.place(family: style.family, weight: style.weight, generation: generation)
        else { return nil }
        let tag = ChainTag(chain: ShapingLanguage.tagID(chain: recent.id(at: place), style: style))
        guard let entry = cache.find(bytes, hash: ShapeKey.hash(bytes, seed: tag.seed), tag: tag),
            cache.entries[entry].value.measured?.matches(style) == true
        else { return nil }
        cache.countHit(entry)
        return entry
    }
}

/// A text's bytes, read inside the measurer's lock while the text is alive.
///
/// `@unchecked Sendable`: the buffer is only read, and only during the call it was made for.
struct BorrowedBytes: @unchecked Sendable {
    /// The bytes.
    let buffer: UnsafeBufferPointer<UInt8>
}
