#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a shaping cache has been used.
public struct ShapingCacheStatistics: Hashable, Sendable {
    /// Lookups that found a shaped text.
    public var hits: Int
    /// Lookups that found nothing in this measurer's cache.
    public var misses: Int
    /// Shaped texts held now.
    public var count: Int
    /// The most shaped texts held; 0 disables the cache.
    public var capacity: Int
    /// Misses answered by what a sibling measurer had shaped (``TextMeasurer/sibling()``): these did not shape.
    public var fromSiblings: Int

    /// Creates statistics.
    ///
    /// - Parameters:
    ///   - hits: Lookups answered from the cache.
    ///   - misses: Lookups that found nothing in this measurer's cache (some answered by a sibling: `fromSiblings`).
    ///   - count: Entries held.
    ///   - capacity: Entries the cache may hold.
    ///   - fromSiblings: Misses answered by a sibling measurer's shaping.
    public init(hits: Int, misses: Int, count: Int, capacity: Int, fromSiblings: Int = 0) {
        self.hits = hits
        self.misses = misses
        self.count = count
        self.capacity = capacity
        self.fromSiblings = fromSiblings
    }
}

/// What a cached text was computed for besides its bytes, and where its hash starts.
protocol TextCacheTag: Hashable, Sendable {
    /// The seed the text's hash starts from.
    var seed: UInt64 { get }
}

/// The tag of a shaped text: the chain it was shaped with (8 bytes, so an entry stays small).
struct ChainTag: TextCacheTag {
    /// The `ResolvedChain.id`.
    var chain: Int

    /// The seed the text's hash starts from.
    var seed: UInt64 { UInt64(bitPattern: Int64(chain)) &* 0x9E37_79B9_7F4A_7C15 }
}

/// The tag of a fitted text: the chain, and the style's size and tracking and the width, as bit patterns.
struct FitTag: TextCacheTag {
    /// The `ResolvedChain.id`.
    var chain: Int
    /// The point size's bit pattern.
    var size: UInt64
    /// The tracking's bit pattern.
    var tracking: UInt64
    /// The maximum width's bit pattern.
    var maxWidth: UInt64

    /// The tag of a fit of a text with chain `chain` in `style` to `maxWidth`.
    @inline(__always)
    init(chain: Int, style: TextStyle, maxWidth: Double) {
        self.chain = chain
        size = style.size.bitPattern
        tracking = style.tracking.bitPattern
        self.maxWidth = maxWidth.bitPattern
    }

    /// The seed the text's hash starts from.
    var seed: UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        return ((UInt64(bitPattern: Int64(chain)) &* multiplier ^ size) &* multiplier ^ tracking) &* multiplier
            ^ maxWidth
    }
}

/// The tag of a text's prefix estimates (`fit`'s): the chain and the style's size, as a bit pattern.
struct EstimateTag: TextCacheTag {
    /// The `ResolvedChain.id`.
    var chain: Int
    /// The point size's bit pattern.
    var size: UInt64

    /// The seed the text's hash starts from.
    var seed: UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (UInt64(bitPattern: Int64(chain)) &* multiplier ^ size) &* multiplier
    }
}

/// The key of a cached text: its UTF-8 bytes and a tag.
///
/// Texts are compared and hashed by their UTF-8 bytes, not by `String`'s
/// canonical equivalence: "é" and "e\u{301}" shape differently, and byte
/// comparison skips Unicode normalization. The bytes are hashed once, with
/// a cheap multiplicative hash, when the key is made, and comparisons
/// reject on the hash first.
struct TextKey<Tag: TextCacheTag>: Hashable, Sendable {
    /// The text.
    let text: String
    /// What it was cached for.
    let tag: Tag
    /// A hash of the text's bytes and the tag.
    let textHash: UInt64

    /// Makes the key of `text` with `tag`.
    init(text: String, tag: Tag) {
        self.textHash = Self.withBytes(of: text) { Self.hash($0, seed: tag.seed) }
        self.text = text
        self.tag = tag
    }

    static func == (lhs: TextKey, rhs: TextKey) -> Bool {
        lhs.textHash == rhs.textHash && lhs.tag == rhs.tag
            && withBytes(of: lhs.text) { rhs.matches($0, hash: lhs.textHash, tag: lhs.tag) }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(textHash)
    }

    /// Whether this key is `bytes` with `tag` (whose hash is `hash`).
    @inline(__always)
    func matches(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, tag: Tag) -> Bool {
        guard textHash == hash, self.tag == tag else { return false }
        return Self.withBytes(of: text) { own in
            own.count == bytes.count
                && (own.isEmpty || memcmp(own.baseAddress!, bytes.baseAddress!, own.count) == 0)
        }
    }

    /// Calls `body` with the UTF-8 bytes of `text` (copied to contiguous storage only if it is not native).
    @inline(__always)
    static func withBytes<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    /// A fast 64-bit hash of `bytes` (8 bytes per step, multiply and rotate mixing).
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = (seed &+ UInt64(bytes.count)) &* multiplier
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = (hash ^ word) &* multiplier
            hash = (hash << 31) | (hash >> 33)
            offset += 8
        }
        if offset < bytes.count {
            var tail: UInt64 = 0
            if bytes.count >= 8 {
                // The last 8 bytes, overlapping words already mixed: one load instead of a byte loop.
                tail = raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
            } else {
                for index in offset..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
            }
            hash = (hash ^ tail) &* multiplier
        }
        hash ^= hash >> 32
        hash = hash &* 0xD6E8_FEB8_6659_FD93
        return hash ^ (hash >> 32)
    }
}

/// A bounded map from `TextKey` to `Value`, evicting with the clock (second-chance) policy.
///
/// Entries live in `entries`; an open-addressing table (linear probing,
/// backward-shift deletion) maps a key's hash to its entry. Each slot holds
/// the low 32 bits of its entry's hash beside the entry's index, so probing
/// past other keys (and shifting slots back on eviction) reads no entry: a
/// lookup reads the slots, then, on a hit, one entry and its bytes. A hit
/// only sets the entry's `referenced` bit: when the cache is full, a hand
/// sweeps the entries in a circle, clearing set bits, and evicts the first
/// entry whose bit is clear (one not used since the hand last passed it).
/// Not thread-safe by itself: `TextMeasurer` keeps it behind a `ShortLock`.
struct TextCache<Tag: TextCacheTag, Value> {
    /// One cached text; what a hit reads (the bit, the key, the start of the value) comes first.
    struct Entry {
        /// Set by a hit, cleared by the passing hand.
        var referenced: Bool
        /// The key.
        var key: TextKey<Tag>
        /// The cached value.
        var value: Value
    }

    /// The most entries held.
    let capacity: Int
    /// Lookups that found an entry.
    private(set) var hits = 0
    /// Lookups that did not.
    private(set) var misses = 0
    /// The entries, reused once full.
    private(set) var entries: [Entry] = []
    /// One slot of the table: an entry's index (-1 when empty) and the low 32 bits of its key's hash.
    struct Slot {
        /// The low 32 bits of the entry's `TextKey.textHash`.
        var hash: UInt32
        /// The entry's index in `entries`, or -1.
        var entry: Int32

        /// An empty slot.
        static var empty: Slot { Slot(hash: 0, entry: -1) }
    }

    /// The hash table, at least twice `capacity` long.
    private var table: [Slot]
    /// `table.count - 1` (the table length is a power of two).
    private let mask: Int
    /// The next entry the clock hand looks at when one must be evicted.
    private var hand = 0

    /// Creates an empty cache holding at most `capacity` entries.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
        var size = 8
        while size < 2 * self.capacity { size *= 2 }
        table = [Slot](repeating: .empty, count: size)
        mask = size - 1
    }

    /// The number of entries held.
    var count: Int { entries.count }

    /// The statistics.
    var statistics: ShapingCacheStatistics {
        ShapingCacheStatistics(hits: hits, misses: misses, count: count, capacity: capacity)
    }

    /// The index of the entry for `bytes` with `tag` (hashed to `hash`), if held; counts nothing.
    @inline(__always)
    func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, tag: Tag) -> Int? {
        let low = UInt32(truncatingIfNeeded: hash)
        var slot = Int(low) & mask
        while true {
            let found = table[slot]
            if found.entry < 0 { return nil }
            if found.hash == low, entries[Int(found.entry)].key.matches(bytes, hash: hash, tag: tag) {
                return Int(found.entry)
            }
            slot = (slot + 1) & mask
        }
    }

    /// Counts a hit on entry `index` and marks it as used.
    @inline(__always)
    mutating func countHit(_ index: Int) {
        hits += 1
        if !entries[index].referenced { entries[index].referenced = true }
    }

    /// The value for `key`, marked as used; counts a hit or a miss.
    ///
    /// With `accepting`, a value it rejects counts as a miss and is not returned.
    mutating func value(for key: TextKey<Tag>, accepting: (Value) -> Bool = { _ in true }) -> Value? {
        let found = TextKey<Tag>.withBytes(of: key.text) { find($0, hash: key.textHash, tag: key.tag) }
        guard let found, accepting(entries[found].value) else {
            misses += 1
            return nil
        }
        countHit(found)
        return entries[found].value
    }

    /// Changes the value held for `key`, if it is still held (does not count as a lookup).
    mutating func update(_ key: TextKey<Tag>, _ body: (inout Value) -> Void) {
        guard let entry = find(key).entry else { return }
        body(&entries[entry].value)
    }

    /// Stores `value` for `key`, evicting an entry (see the type's description) if full.
    mutating func insert(_ value: Value, for key: TextKey<Tag>) {
        guard capacity > 0 else { return }
        if let existing = find(key).entry {
            entries[existing].value = value
            entries[existing].referenced = true
            return
        }
        let entry: Int
        if entries.count < capacity {
            entries.append(Entry(referenced: false, key: key, value: value))
            entry = entries.count - 1
        } else {
            while entries[hand].referenced {
                entries[hand].referenced = false
                hand = (hand + 1) % capacity
            }
            entry = hand
            hand = (hand + 1) % capacity
            removeSlot(find(entries[entry].key).slot)
            entries[entry] = Entry(referenced: false, key: key, value: value)
        }
        table[find(key).slot] = Slot(hash: UInt32(truncatingIfNeeded: key.textHash), entry: Int32(entry))
    }

    /// Removes every entry and resets the statistics.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        for slot in table.indices { table[slot] = .empty }
        hand = 0
        hits = 0
        misses = 0
    }

    /// The slot holding `key`'s entry (and the entry), or the empty slot where it would go.
    private func find(_ key: TextKey<Tag>) -> (slot: Int, entry: Int?) {
        let low = UInt32(truncatingIfNeeded: key.textHash)
        var slot = Int(low) & mask
        while true {
            let found = table[slot]
            if found.entry < 0 { return (slot, nil) }
            if found.hash == low, entries[Int(found.entry)].key == key { return (slot, Int(found.entry)) }
            slot = (slot + 1) & mask
        }
    }

    /// Empties `slot`, shifting later entries of the probe run back so lookups still find them.
    private mutating func removeSlot(_ slot: Int) {
        var hole = slot
        var next = (hole + 1) & mask
        while table[next].entry >= 0 {
            let home = Int(table[next].hash) & mask
            if (next - home) & mask >= (next - hole) & mask {
                table[hole] = table[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        table[hole] = .empty
    }
}

/// The shaping cache: shaped texts by text and chain.
typealias ShapeCache = TextCache<ChainTag, ShapedText>

/// The key of a shaped text: the text and the chain.
typealias ShapeKey = TextKey<ChainTag>

extension TextKey where Tag == ChainTag {
    /// The key of `text` shaped with chain `chain`.
    init(text: String, chain: Int) {
        self.init(text: text, tag: ChainTag(chain: chain))
    }
}

/// One run of a shaped text, in font units, independent of size and tracking.
struct ShapedRun: Sendable, Hashable {
    /// The index of the run's face in the chain.
    var face: Int32
    /// The number of glyphs.
    var glyphCount: Int32
    /// The number of grapheme clusters (for tracking).
    var clusterCount: Int32
    /// The sum of the glyph advances, in the face's design units.
    var advance: Int64
}

/// A text's measurement at one size and tracking.
///
/// Kept with the cached shaping so that measuring the same text in the same
/// style again neither computes nor allocates anything: a hit returns it as it is.
struct MeasuredText: Sendable, Hashable {
    /// The point size it was computed for.
    var fontSize: Double
    /// The tracking it was computed for.
    var tracking: Double
    /// The width and line metrics (no arrays: reading them retains nothing).
    var size: TextSize
    /// The runs.
    var runs: [RunSummary]
    /// The characters no face has.
    var missingCharacters: [Character]

    /// The measurement `measurement`, computed for `style`.
    init(style: TextStyle, measurement: TextMeasurement) {
        fontSize = style.size
        tracking = style.tracking
        size = TextSize(measurement)
        runs = measurement.runs
        missingCharacters = measurement.missingCharacters
    }

    /// The whole measurement.
    var measurement: TextMeasurement {
        TextMeasurement(
            width: size.width, lineMetrics: size.lineMetrics, runs: runs, missingCharacters: missingCharacters)
    }

    /// Whether it was computed for `style`'s size and tracking (bit for bit).
    @inline(__always)
    func matches(_ style: TextStyle) -> Bool {
        fontSize.bitPattern == style.size.bitPattern && tracking.bitPattern == style.tracking.bitPattern
    }
}

/// A text shaped with a chain, in font units.
struct ShapedText: Sendable, Hashable {
    /// The measurement at the size and tracking last measured, if any (first: a hit reads it
    /// right after the entry's key).
    var measured: MeasuredText? = nil
    /// The runs in logical order.
    var runs: [ShapedRun]
    /// Characters no face has, in order of first appearance.
    var missing: [Character]
    /// Every glyph of the runs, when shaped for drawing (`TextMeasurer.keepsGlyphs` or `glyphRuns`).
    var glyphRuns: [RawGlyphRun]? = nil

    /// The shaped empty string.
    static let empty = ShapedText(runs: [], missing: [], glyphRuns: [])
}

extension TextCache where Tag == ChainTag, Value == ShapedText {
    /// The shaped text for `key`, marked as used; counts a hit or a miss. With `glyphs`, an entry
    /// shaped without its glyphs counts as a miss and is not returned.
    mutating func value(for key: ShapeKey, glyphs: Bool) -> ShapedText? {
        value(for: key) { !glyphs || $0.glyphRuns != nil }
    }
}
