/// The fallback chains a measurer used recently, by the family and weight of the style that asked.
///
/// A bar sets its title semibold and its buttons and back button regular,
/// so one layout switches between a few chains several times. These are
/// scanned linearly (weight and generation first, then the family, which
/// compares as one word when it is short) before the chain dictionary is
/// hashed, and each keeps inline what a cache hit reads (the chain's id and
/// its primary face's line metrics), so a hit in any of them reads no
/// object and retains nothing. At most `capacity` are kept; once full, a new
/// chain replaces the entries in turn. Not thread-safe by itself: it lives
/// in `MeasurerState`, behind the measurer's lock.
struct RecentChains {
    /// What line metrics are computed from: the primary face's metrics and its units per em.
    struct Primary {
        /// The primary face's line metrics in font units.
        var metrics: FontUnitMetrics
        /// The primary face's design units per em.
        var unitsPerEm: Int32
    }

    /// One recent chain, with the key it was asked for.
    struct Entry {
        /// The weight of the style that asked.
        var weight: FontWeight
        /// The library generation the chain was resolved at.
        var generation: Int
        /// The chain's id.
        var id: Int
        /// The chain's primary face metrics.
        var primary: Primary
        /// The family as the style spelled it.
        var family: String
        /// The chain.
        var chain: ResolvedChain
    }

    /// The most chains kept.
    static let capacity = 8

    /// The chains, most recently added last until full.
    private var entries: [Entry] = []
    /// The entry replaced next once `entries` is full.
    private var next = 0

    /// The number of chains kept.
    var count: Int { entries.count }

    /// What `read` takes from the entry of the chain asked for with `family` and `weight` and
    /// resolved at `generation`, if it is kept: one pass over the entries, no bounds checks.
    @inline(__always)
    func withEntry<Result>(
        family: String, weight: FontWeight, generation: Int, _ read: (UnsafePointer<Entry>) -> Result
    ) -> Result? {
        entries.withUnsafeBufferPointer { buffer in
            guard var entry = buffer.baseAddress else { return nil }
            let end = entry + buffer.count
            while entry < end {
                if entry.pointee.weight == weight, entry.pointee.generation == generation,
                    entry.pointee.family == family
                {
                    return read(entry)
                }
                entry += 1
            }
            return nil
        }
    }

    /// Whether the chain asked for with `family` and `weight` and resolved at `generation` is kept.
    func contains(family: String, weight: FontWeight, generation: Int) -> Bool {
        withEntry(family: family, weight: weight, generation: generation) { _ in true } ?? false
    }

    /// Keeps `chain`, asked for with `family` and `weight`: in place of the entry of the same
    /// family and weight (resolved at another generation), else in a free place, else in turn.
    mutating func remember(_ chain: ResolvedChain, family: String, weight: FontWeight) {
        let entry = Entry(
            weight: weight, generation: chain.generation, id: chain.id,
            primary: Primary(metrics: chain.metrics, unitsPerEm: chain.primary.unitsPerEm), family: family,
            chain: chain)
        if let same = entries.firstIndex(where: { $0.weight == weight && $0.family == family }) {
            entries[same] = entry
        } else if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
    }
}
