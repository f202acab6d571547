#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a shaping cache has been used.
public struct ShapingCacheStatistics: Hashable, Sendable {
    /// Lookups that found a shaped text.
    public var hits: Int
    /// Lookups that had to shape.
    public var misses: Int
    /// Shaped texts held now.
    public var count: Int
    /// The most shaped texts held; 0 disables the cache.
    public var capacity: Int

    /// Creates statistics.
    public init(hits: Int, misses: Int, count: Int, capacity: Int) {
        self.hits = hits
        self.misses = misses
        self.count = count
        self.capacity = capacity
    }
}

/// The key of a shaped text: the text and the fallback chain (faces at one weight).
///
/// Texts are compared and hashed by their UTF-8 bytes, not by `String`'s
/// canonical equivalence: "é" and "e\u{301}" shape differently, and byte
/// comparison skips Unicode normalization. The bytes are hashed once, with
/// a cheap multiplicative hash, when the key is made; the dictionary then
/// hashes only that number, and comparisons reject on it first.
struct ShapeKey: Hashable, Sendable {
    /// The text.
    let text: String
    /// The `ResolvedChain.id`.
    let chain: Int
    /// A hash of the text's bytes and the chain.
    let textHash: UInt64

    /// Makes the key of `text` shaped with chain `chain`.
    init(text: String, chain: Int) {
        var text = text
        self.textHash = text.withUTF8 { Self.hash($0, seed: UInt64(bitPattern: Int64(chain))) }
        self.text = text
        self.chain = chain
    }

    static func == (lhs: ShapeKey, rhs: ShapeKey) -> Bool {
        guard lhs.textHash == rhs.textHash, lhs.chain == rhs.chain else { return false }
        var left = lhs.text
        var right = rhs.text
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                leftBytes.count == rightBytes.count
                    && (leftBytes.isEmpty
                        || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(textHash)
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
            for index in offset..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
            hash = (hash ^ tail) &* multiplier
        }
        hash ^= hash >> 32
        hash = hash &* 0xD6E8_FEB8_6659_FD93
        return hash ^ (hash >> 32)
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

/// The run summaries of a shaped text at one size and tracking.
///
/// Kept with the cached shaping so that measuring the same text in the same
/// style again neither computes nor allocates anything.
struct MeasuredRuns: Sendable, Hashable {
    /// The point size they were computed for.
    var size: Double
    /// The tracking they were computed for.
    var tracking: Double
    /// The total width.
    var width: Double
    /// The summaries.
    var runs: [RunSummary]

    /// Whether these were computed for `style`'s size and tracking (bit for bit).
    func matches(_ style: TextStyle) -> Bool {
        size.bitPattern == style.size.bitPattern && tracking.bitPattern == style.tracking.bitPattern
    }
}

/// A text shaped with a chain, in font units.
struct ShapedText: Sendable, Hashable {
    /// The runs in logical order.
    var runs: [ShapedRun]
    /// Characters no face has, in order of first appearance.
    var missing: [Character]
    /// The summaries at the size and tracking last measured, if any.
    var measured: MeasuredRuns? = nil
    /// Every glyph of the runs, when shaped for drawing (`TextMeasurer.keepsGlyphs` or `glyphRuns`).
    var glyphRuns: [RawGlyphRun]? = nil

    /// The shaped empty string.
    static let empty = ShapedText(runs: [], missing: [], glyphRuns: [])
}

/// A bounded least-recently-used map from `ShapeKey` to `ShapedText`.
///
/// Entries live in `nodes`, linked in recency order; an open-addressing
/// table (linear probing, backward-shift deletion) maps a key's hash to
/// its node, so a lookup costs one hash comparison and, on a hit, one byte
/// comparison. Not thread-safe by itself: `TextMeasurer` keeps it behind
/// a `Mutex`.
struct ShapeCache {
    /// A slot of the doubly linked recency list.
    private struct Node {
        var key: ShapeKey
        var value: ShapedText
        var newer: Int32
        var older: Int32
    }

    /// The most entries held.
    let capacity: Int
    /// Lookups that found an entry.
    private(set) var hits = 0
    /// Lookups that did not.
    private(set) var misses = 0
    /// The entries, reused once full.
    private var nodes: [Node] = []
    /// Hash slots holding node indices, or -1; at least twice `capacity` long.
    private var table: [Int32]
    /// `table.count - 1` (the table length is a power of two).
    private let mask: Int
    /// The most recently used node, or -1.
    private var newest: Int32 = -1
    /// The least recently used node, or -1.
    private var oldest: Int32 = -1

    /// Creates an empty cache holding at most `capacity` entries.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
        var size = 8
        while size < 2 * self.capacity { size *= 2 }
        table = [Int32](repeating: -1, count: size)
        mask = size - 1
    }

    /// The number of entries held.
    var count: Int { nodes.count }

    /// The statistics.
    var statistics: ShapingCacheStatistics {
        ShapingCacheStatistics(hits: hits, misses: misses, count: count, capacity: capacity)
    }

    /// The entry for `key`, made the most recent; counts a hit or a miss.
    ///
    /// With `glyphs`, an entry shaped without its glyphs counts as a miss and is not returned.
    mutating func value(for key: ShapeKey, glyphs: Bool = false) -> ShapedText? {
        let (_, node) = find(key)
        guard let node, !glyphs || nodes[Int(node)].value.glyphRuns != nil else {
            misses += 1
            return nil
        }
        hits += 1
        moveToFront(node)
        return nodes[Int(node)].value
    }

    /// Stores `value` for `key`, evicting the least recently used entry if full.
    mutating func insert(_ value: ShapedText, for key: ShapeKey) {
        guard capacity > 0 else { return }
        if let node = find(key).node {
            nodes[Int(node)].value = value
            moveToFront(node)
            return
        }
        let node: Int32
        if nodes.count < capacity {
            nodes.append(Node(key: key, value: value, newer: -1, older: -1))
            node = Int32(nodes.count - 1)
        } else {
            node = oldest
            unlink(node)
            removeSlot(find(nodes[Int(node)].key).slot)
            nodes[Int(node)].key = key
            nodes[Int(node)].value = value
        }
        table[find(key).slot] = node
        linkAtFront(node)
    }

    /// Remembers the run summaries of `key`'s entry, if it is still held (does not count as a lookup).
    mutating func setMeasured(_ measured: MeasuredRuns, for key: ShapeKey) {
        guard let node = find(key).node else { return }
        nodes[Int(node)].value.measured = measured
    }

    /// Removes every entry and resets the statistics.
    mutating func removeAll() {
        nodes.removeAll(keepingCapacity: true)
        for slot in table.indices { table[slot] = -1 }
        newest = -1
        oldest = -1
        hits = 0
        misses = 0
    }

    /// The slot holding `key`'s node (and the node), or the empty slot where it would go.
    private func find(_ key: ShapeKey) -> (slot: Int, node: Int32?) {
        var slot = Int(truncatingIfNeeded: key.textHash) & mask
        while true {
            let node = table[slot]
            if node < 0 { return (slot, nil) }
            if nodes[Int(node)].key == key { return (slot, node) }
            slot = (slot + 1) & mask
        }
    }

    /// Empties `slot`, shifting later entries of the probe run back so lookups still find them.
    private mutating func removeSlot(_ slot: Int) {
        var hole = slot
        var next = (hole + 1) & mask
        while table[next] >= 0 {
            let home = Int(truncatingIfNeeded: nodes[Int(table[next])].key.textHash) & mask
            if (next - home) & mask >= (next - hole) & mask {
                table[hole] = table[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        table[hole] = -1
    }

    /// Makes `node` the most recent.
    private mutating func moveToFront(_ node: Int32) {
        guard node != newest else { return }
        unlink(node)
        linkAtFront(node)
    }

    /// Takes `node` out of the recency list.
    private mutating func unlink(_ node: Int32) {
        let links = (newer: nodes[Int(node)].newer, older: nodes[Int(node)].older)
        if links.newer >= 0 { nodes[Int(links.newer)].older = links.older } else { newest = links.older }
        if links.older >= 0 { nodes[Int(links.older)].newer = links.newer } else { oldest = links.newer }
        nodes[Int(node)].newer = -1
        nodes[Int(node)].older = -1
    }

    /// Puts `node` at the front of the recency list.
    private mutating func linkAtFront(_ node: Int32) {
        nodes[Int(node)].older = newest
        nodes[Int(node)].newer = -1
        if newest >= 0 { nodes[Int(newest)].newer = node }
        newest = node
        if oldest < 0 { oldest = node }
    }
}
