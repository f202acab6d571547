import Synchronization

extension TextMeasurer {
    /// A measurer for another thread that shares this one's shaping: the same fonts, fallbacks,
    /// cache capacity and glyph keeping, with its own cache and lock.
    ///
    /// A cache hit in either never waits for the other's lock, as with two separate measurers; a text
    /// that neither has in its own cache but that one of them (or another sibling) has shaped is taken
    /// from that shaping, not shaped again. `navbar batch` gives each worker a sibling of the first
    /// measurer, so the workers shape each cold text once between them, not once each.
    ///
    /// - Returns: A new measurer sharing shaped texts with this one and with its other siblings.
    public func sibling() -> TextMeasurer {
        sharing.startSharing()
        return TextMeasurer(
            library: library, fallbackFamilies: fallbackFamilies, cacheCapacity: cacheCapacity,
            keepsGlyphs: keepsGlyphs, sharing: sharing, leadingFamilies: leadingFamilies, fallbackFonts: fallbackFonts,
            fontFiles: fontFiles)
    }
}

/// What a measurer and its siblings (`TextMeasurer.sibling()`) share: the ids of their fallback
/// chains, so that one text has one key in all of them, and, once a sibling exists, the texts they shaped.
///
/// Only a miss in a measurer's own cache reaches it, so its one lock is taken rarely; it is a `ShortLock`,
/// as the measurer's own, since what it guards is a lookup or an insertion. A measurer without siblings
/// assigns its chain ids here and never touches the shaped texts.
final class ShapeSharing: Sendable {
    /// Set when the first sibling is made: from then on shaped texts are put here and looked up.
    private let shared = Atomic<Bool>(false)
    /// The chain ids and the shaped texts.
    private let state: ShortLock<State>

    /// The mutable part.
    struct State {
        /// Chain ids by the ids of their font instances, in order.
        var chainIDs: [[Int]: Int] = [:]
        /// The texts shaped by any sibling, made when the first sibling is.
        var shapes: ShapeCache?
    }

    /// The most shaped texts held (a measurer's own capacity).
    let capacity: Int

    /// Sharing for a measurer caching `capacity` shaped texts (0: nothing is shared but chain ids).
    init(capacity: Int) {
        self.capacity = capacity
        state = ShortLock(State())
    }

    /// Whether shaped texts are shared (a sibling has been made).
    var isSharing: Bool { shared.load(ordering: .relaxed) }

    /// Starts sharing shaped texts: called when a sibling is made.
    func startSharing() {
        guard capacity > 0, !isSharing else { return }
        state.withLock { state in
            if state.shapes == nil { state.shapes = ShapeCache(capacity: capacity) }
        }
        shared.store(true, ordering: .releasing)
    }

    /// The id of the chain of the font instances `instances` (by id, in order): the same list gets the same id
    /// in every sibling.
    func chainID(of instances: [Int]) -> Int {
        state.withLock { state in
            if let existing = state.chainIDs[instances] { return existing }
            let id = state.chainIDs.count
            state.chainIDs[instances] = id
            return id
        }
    }

    /// The text of `key` as a sibling shaped it, if one did (one with its glyphs when `glyphs`).
    func shaped(for key: ShapeKey, glyphs: Bool) -> ShapedText? {
        guard isSharing else { return nil }
        return state.withLock { $0.shapes?.value(for: key, glyphs: glyphs) }
    }

    /// Keeps `shaped`, the text of `key`, for the siblings (when sharing).
    func remember(_ shaped: ShapedText, for key: ShapeKey) {
        guard isSharing else { return }
        state.withLock { $0.shapes?.insert(shaped, for: key) }
    }
}
