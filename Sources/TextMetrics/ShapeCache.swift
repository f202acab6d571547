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
struct ShapeKey: Hashable, Sendable {
    /// The text.
    var text: String
    /// The `ResolvedChain.id`.
    var chain: Int
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

/// A text shaped with a chain, in font units.
struct ShapedText: Sendable, Hashable {
    /// The runs in logical order.
    var runs: [ShapedRun]
    /// Characters no face has, in order of first appearance.
    var missing: [Character]

    /// The shaped empty string.
    static let empty = ShapedText(runs: [], missing: [])
}

/// A bounded least-recently-used map from `ShapeKey` to `ShapedText`.
///
/// Not thread-safe by itself: `TextMeasurer` keeps it behind a `Mutex`.
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
    /// The slots, reused once full.
    private var nodes: [Node] = []
    /// Key → slot.
    private var slots: [ShapeKey: Int32] = [:]
    /// The most recently used slot, or -1.
    private var newest: Int32 = -1
    /// The least recently used slot, or -1.
    private var oldest: Int32 = -1

    /// Creates an empty cache holding at most `capacity` entries.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The number of entries held.
    var count: Int { slots.count }

    /// The statistics.
    var statistics: ShapingCacheStatistics {
        ShapingCacheStatistics(hits: hits, misses: misses, count: count, capacity: capacity)
    }

    /// The entry for `key`, made the most recent; counts a hit or a miss.
    mutating func value(for key: ShapeKey) -> ShapedText? {
        guard let slot = slots[key] else {
            misses += 1
            return nil
        }
        hits += 1
        moveToFront(slot)
        return nodes[Int(slot)].value
    }

    /// Stores `value` for `key`, evicting the least recently used entry if full.
    mutating func insert(_ value: ShapedText, for key: ShapeKey) {
        guard capacity > 0 else { return }
        if let slot = slots[key] {
            nodes[Int(slot)].value = value
            moveToFront(slot)
            return
        }
        let slot: Int32
        if nodes.count < capacity {
            nodes.append(Node(key: key, value: value, newer: -1, older: -1))
            slot = Int32(nodes.count - 1)
        } else {
            slot = oldest
            unlink(slot)
            slots[nodes[Int(slot)].key] = nil
            nodes[Int(slot)].key = key
            nodes[Int(slot)].value = value
        }
        slots[key] = slot
        linkAtFront(slot)
    }

    /// Removes every entry and resets the statistics.
    mutating func removeAll() {
        nodes.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
        newest = -1
        oldest = -1
        hits = 0
        misses = 0
    }

    /// Makes `slot` the most recent.
    private mutating func moveToFront(_ slot: Int32) {
        guard slot != newest else { return }
        unlink(slot)
        linkAtFront(slot)
    }

    /// Takes `slot` out of the recency list.
    private mutating func unlink(_ slot: Int32) {
        let node = nodes[Int(slot)]
        if node.newer >= 0 { nodes[Int(node.newer)].older = node.older } else { newest = node.older }
        if node.older >= 0 { nodes[Int(node.older)].newer = node.newer } else { oldest = node.newer }
        nodes[Int(slot)].newer = -1
        nodes[Int(slot)].older = -1
    }

    /// Puts `slot` at the front of the recency list.
    private mutating func linkAtFront(_ slot: Int32) {
        nodes[Int(slot)].older = newest
        nodes[Int(slot)].newer = -1
        if newest >= 0 { nodes[Int(newest)].newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }
}
