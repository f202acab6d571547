/// The fallback chains a measurer used recently, by the family and weight of the style that asked.
///
/// A bar sets its title semibold and its buttons and back button regular,
/// so one layout switches between a few chains several times. These are
/// scanned linearly (weight and generation first, then the family, which
/// compares as one word when it is short) before the chain dictionary is
/// hashed, and each keeps inline what a cache hit reads (the chain's id and
/// its primary face's line metrics), so a hit in any of them reads no
/// object and retains nothing. The first is held in the struct itself, so a
/// measurer used with one style finds it as fast as without the others (an
/// array read is a dependent load more). At most `capacity` are kept; once
/// full, a new chain replaces the entries in turn. Not thread-safe by itself:
/// it lives in `MeasurerState`, behind the measurer's lock.
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
        /// The chain (nil only in the empty `first`).
        var chain: ResolvedChain?

        /// The entry `first` holds until a chain is kept.
        static var empty: Entry {
            Entry(
                weight: .regular, generation: -1, id: -1,
                primary: Primary(
                    metrics: FontUnitMetrics(ascender: 0, descender: 0, lineGap: 0, capHeight: 0), unitsPerEm: 0),
                family: "", chain: nil)
        }

        /// Whether it was asked for with `family` and `weight`.
        @inline(__always)
        func isAsked(family: String, weight: FontWeight) -> Bool {
            self.weight == weight && self.family == family
        }

        /// Whether it was asked for with `family` and `weight` and resolved at `generation`
        /// (the cheap comparisons first).
        @inline(__always)
        func matches(family: String, weight: FontWeight, generation: Int) -> Bool {
            self.weight == weight && self.generation == generation && self.family == family
        }

        /// `matches(family:weight:generation:)` of the entry at `entry`, its fields read in place:
        /// called on `pointee`, the method copies the entry, and handed the fields, it retains the
        /// family.
        @inline(__always)
        static func matches(
            at entry: UnsafePointer<Entry>, family: String, weight: FontWeight, generation: Int
        ) -> Bool {
            entry.pointee.weight == weight && entry.pointee.generation == generation
                && entry.pointee.family == family
        }
    }

    /// The most chains kept.
    static let capacity = 8

    /// The first chain kept, held inline: a measurer used with one style reads no array. Until a
    /// chain is kept it is `empty`, which nothing matches (no library generation is -1).
    private var first = Entry.empty
    /// The other chains kept (at most `capacity - 1`), in the order they came.
    private var rest: [Entry] = []
    /// The place replaced next once all are taken: 0 for `first`, k for `rest[k - 1]`.
    private var next = 0

    /// The number of chains kept.
    var count: Int { first.chain == nil ? 0 : 1 + rest.count }

    /// Where the chain asked for with `family` and `weight` and resolved at `generation` is kept,
    /// if it is: -1 for `first`, else its index in `rest` (after one pass, no bounds checks).
    ///
    /// The places are read field by field with the accessors below, `rest` through `pointee`: an
    /// entry handed over whole (an array's or a buffer's subscript does) is copied, retaining its
    /// family and chain.
    @inline(__always)
    func place(family: String, weight: FontWeight, generation: Int) -> Int? {
        if first.matches(family: family, weight: weight, generation: generation) { return -1 }
        return rest.withUnsafeBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return nil }
            for index in 0..<buffer.count {
                if Entry.matches(at: start + index, family: family, weight: weight, generation: generation) {
                    return index
                }
            }
            return nil
        }
    }

    /// The chain's id at `place`.
    @inline(__always)
    func id(at place: Int) -> Int {
        place < 0 ? first.id : rest.withUnsafeBufferPointer { ($0.baseAddress! + place).pointee.id }
    }

    /// The chain's primary face metrics at `place`.
    @inline(__always)
    func primary(at place: Int) -> Primary {
        place < 0 ? first.primary : rest.withUnsafeBufferPointer { ($0.baseAddress! + place).pointee.primary }
    }

    /// The chain at `place`.
    func chain(at place: Int) -> ResolvedChain? { place < 0 ? first.chain : rest[place].chain }

    /// Whether the chain asked for with `family` and `weight` and resolved at `generation` is kept.
    func contains(family: String, weight: FontWeight, generation: Int) -> Bool {
        place(family: family, weight: weight, generation: generation) != nil
    }

    /// Keeps `chain`, asked for with `family` and `weight`: in place of the entry of the same
    /// family and weight (resolved at another generation), else in a free place, else in turn.
    mutating func remember(_ chain: ResolvedChain, family: String, weight: FontWeight) {
        let entry = Entry(
            weight: weight, generation: chain.generation, id: chain.id,
            primary: Primary(metrics: chain.metrics, unitsPerEm: chain.primary.unitsPerEm), family: family,
            chain: chain)
        if first.chain == nil || first.isAsked(family: family, weight: weight) {
            first = entry
        } else if let same = rest.firstIndex(where: { $0.isAsked(family: family, weight: weight) }) {
            rest[same] = entry
        } else if rest.count < Self.capacity - 1 {
            rest.append(entry)
        } else {
            if next == 0 { first = entry } else { rest[next - 1] = entry }
            next = (next + 1) % Self.capacity
        }
    }
}
