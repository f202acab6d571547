import CHarfBuzz
import Synchronization

/// What the itemizer learns about a code point for one fallback chain, remembered lock-free,
/// and the chain's primary face ready to shape with.
///
/// For each code point seen: whether it is neutral (white space or default
/// ignorable), its script (`HB_SCRIPT_INVALID` for common, inherited and
/// unknown), and, for a code point that is not neutral, the first face of the
/// chain that has it (`Itemizer.chooseFace`), or none. A cold measure of text
/// outside ASCII then asks no face for a glyph (`hb_font_get_nominal_glyph`
/// through each face's lazily opened handle) for a code point the chain has
/// seen before.
///
/// The table is direct-mapped: each slot holds one code point's whole answer
/// in one 64-bit word, written and read with relaxed atomics, so two threads
/// may look up and fill it at once (a slot overwritten by another code point
/// is a miss, answered again from the faces). An answer depends only on the
/// chain's faces, which never change: a chain resolved again (a new library
/// generation) gets a new table.
///
/// `@unchecked Sendable`: the slots are only touched through `Atomic`; the handle is immutable.
final class ChainCoverage: @unchecked Sendable {
    /// The number of slots (a power of two).
    static let slotCount = 1024
    /// The most faces a chain may have for its answers to be remembered (the face field's range).
    static let maxFaces = 120

    /// The primary face's handle (font and ASCII coverage), read once when the chain is resolved:
    /// reading a lazily made handle is a call each time.
    let primary: InstanceHandle
    /// The slots.
    let slots: CoverageSlots

    /// An empty table for a chain whose first face is `primary`.
    init(primary: FontInstance) {
        self.primary = primary.handle
        let base = UnsafeMutablePointer<Atomic<UInt64>>.allocate(capacity: Self.slotCount)
        for slot in 0..<Self.slotCount { (base + slot).initialize(to: Atomic(0)) }
        slots = CoverageSlots(base: base)
    }

    deinit {
        slots.base.deinitialize(count: Self.slotCount)
        slots.base.deallocate()
    }
}

/// The slots of a `ChainCoverage`, valid while it lives: what the itemizer reads in its loop
/// (a pointer, so reading it retains nothing).
struct CoverageSlots {
    /// The first slot; a slot holding 0 is empty.
    let base: UnsafeMutablePointer<Atomic<UInt64>>

    /// What the itemizer needs to know about `scalar` in `chain` (the table's chain, of at most
    /// `ChainCoverage.maxFaces` faces).
    @inline(__always)
    func lookUp(_ scalar: UInt32, chain: [FontInstance]) -> ScalarCoverage {
        let slot = Int(truncatingIfNeeded: (scalar &* 0x9E37_79B1) >> 22)
        let word = base[slot].load(ordering: .relaxed)
        if UInt32(truncatingIfNeeded: word) & 0x3F_FFFF == ScalarCoverage.key(scalar) {
            return ScalarCoverage(word: word)
        }
        let found = ScalarCoverage(scalar, chain: chain)
        base[slot].store(found.word, ordering: .relaxed)
        return found
    }
}

/// One code point's answer for a chain: neutral or not, script, and the face it is set in.
///
/// Packed in one word as `ChainCoverage` stores it: bits 0–20 the code point,
/// bit 21 set (so code point 0 is not an empty slot), bit 22 neutral, bits
/// 23–29 the face plus 2 (0: not chosen, for a neutral code point; 1: no
/// face has it), bits 32–63 the script.
struct ScalarCoverage {
    /// The packed answer.
    let word: UInt64

    /// The low word of a slot holding `scalar` (code point and the set bit, without the answer bits).
    @inline(__always)
    static func key(_ scalar: UInt32) -> UInt32 { scalar | 1 << 21 }

    /// Unpacks a stored answer.
    @inline(__always)
    init(word: UInt64) { self.word = word }

    /// Works out the answer for `scalar` in `chain` (`Itemizer`'s rules), asking the faces.
    init(_ scalar: UInt32, chain: [FontInstance]) {
        let (neutral, script, face) = Itemizer.properties(of: scalar, chain: chain)
        var low = UInt32(Self.key(scalar))
        if neutral { low |= 1 << 22 } else { low |= UInt32(face + 2) << 23 }
        word = UInt64(script.rawValue) << 32 | UInt64(low)
    }

    /// Whether the code point is white space or default ignorable.
    @inline(__always)
    var isNeutral: Bool { word & (1 << 22) != 0 }

    /// The script, or `HB_SCRIPT_INVALID` for common, inherited and unknown.
    @inline(__always)
    var script: hb_script_t { hb_script_t(rawValue: UInt32(truncatingIfNeeded: word >> 32)) }

    /// The first face of the chain that has the code point, or -1 (only for a code point that is not neutral).
    @inline(__always)
    var face: Int { Int(truncatingIfNeeded: (word >> 23) & 0x7F) - 2 }
}
