import CHarfBuzz

/// A stretch of text shaped in one go: one face, one script, one direction.
struct TextItem {
    /// UTF-8 offset of the first byte.
    var start: Int
    /// UTF-8 offset just past the last byte.
    var end: Int
    /// Index of the face in the chain.
    var face: Int
    /// The script, or `HB_SCRIPT_INVALID` if only common characters so far.
    var script: hb_script_t
    /// Grapheme clusters in the item.
    var clusterCount: Int

    /// The HarfBuzz direction of the item's script (left to right unless the script is RTL).
    var direction: hb_direction_t {
        let direction = hb_script_get_horizontal_direction(script)
        return direction == HB_DIRECTION_RTL ? HB_DIRECTION_RTL : HB_DIRECTION_LTR
    }
}

/// Splits text into items by face coverage (the fallback chain) and script.
enum Itemizer {
    /// Splits `bytes` (the UTF-8 of `text`) into items for `chain`; appends
    /// characters no face has to `missing`. With `coverage` (the chain's table),
    /// what a one-scalar cluster needs is looked up there rather than worked out.
    ///
    /// Pure ASCII text the primary face covers is one item with no per-cluster work.
    static func itemize(
        _ text: String, bytes: UnsafeBufferPointer<UInt8>, chain: [FontInstance], coverage: ChainCoverage? = nil,
        missing: inout [Character]
    ) -> [TextItem] {
        let primary = coverage?.primary ?? chain[0].handle
        if let item = asciiItem(bytes, low: primary.asciiLow, high: primary.asciiHigh) { return [item] }
        return itemizeClusters(text, bytes: bytes, chain: chain, coverage: coverage, missing: &missing)
    }

    /// The single item of ASCII text the primary face fully covers (`low` and `high`: its
    /// `asciiLow` and `asciiHigh`), or nil.
    @inline(__always)
    static func asciiItem(_ bytes: UnsafeBufferPointer<UInt8>, low covered: UInt64, high coveredHigh: UInt64)
        -> TextItem?
    {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var all: UInt8 = 0
        for byte in bytes {
            all |= byte
            if byte < 64 { low |= 1 &<< UInt64(byte) } else { high |= 1 &<< UInt64(byte & 63) }
        }
        guard all < 0x80, low & ~covered == 0, high & ~coveredHigh == 0 else { return nil }
        var clusters = bytes.count
        if low & (1 << 13) != 0, bytes.count > 1 {
            for position in 1..<bytes.count where bytes[position] == 10 && bytes[position - 1] == 13 {
                clusters -= 1
            }
        }
        // Letters A–Z (65–90) and a–z (97–122) are bits 1–26 and 33–58 of `high`.
        let letters: UInt64 = 0x07FF_FFFE_07FF_FFFE
        let script = high & letters != 0 ? HB_SCRIPT_LATIN : HB_SCRIPT_INVALID
        return TextItem(start: 0, end: bytes.count, face: 0, script: script, clusterCount: clusters)
    }

    /// Itemizes cluster by cluster: the general path, over the UTF-8 `bytes` of `text`.
    ///
    /// A cluster ends after its first scalar when `breaksBetween` says so for
    /// it and the next one; otherwise `String` finds its end. A one-scalar
    /// cluster's face, script and neutrality come from `coverage` when given,
    /// else from `properties(of:chain:)` (what the table keeps).
    static func itemizeClusters(
        _ text: String, bytes: UnsafeBufferPointer<UInt8>, chain: [FontInstance], coverage: ChainCoverage?,
        missing: inout [Character]
    ) -> [TextItem] {
        // The caller holds `coverage` (its chain holds it) for the whole call, so its slots stay valid.
        let slots = chain.count <= ChainCoverage.maxFaces ? coverage?.slots : nil
        var items: [TextItem] = []
        // The item being built; before the first cluster that is not neutral, the leading neutral
        // ones (an item of the primary face with no script if the text has nothing else).
        var current = TextItem(start: 0, end: 0, face: 0, script: HB_SCRIPT_INVALID, clusterCount: 0)
        var started = false
        var offset = 0
        let count = bytes.count
        var next = count > 0 ? decode(bytes, at: 0) : (scalar: 0, length: 0)
        while offset < count {
            let first = next
            var end = offset + first.length
            if end < count {
                next = decode(bytes, at: end)
                if !breaksBetween(first.scalar, next.scalar) {
                    end = clusterEnd(text, from: offset)
                    if end < count { next = decode(bytes, at: end) }
                }
            }
            defer { offset = end }
            let neutral: Bool
            let script: hb_script_t
            var face = 0
            if end == offset + first.length {
                if let slots {
                    let answer = slots.lookUp(first.scalar, chain: chain)
                    neutral = answer.isNeutral
                    script = answer.script
                    if !neutral { face = answer.face }
                } else {
                    (neutral, script, face) = properties(of: first.scalar, chain: chain)
                }
            } else {
                (neutral, script) = clusterProperties(bytes, offset..<end)
                if !neutral { face = chooseFace(bytes, offset..<end, chain: chain) }
            }
            if neutral {
                current.end = end
                current.clusterCount += 1
                continue
            }
            if face < 0 {
                let character = text[text.utf8.index(text.utf8.startIndex, offsetBy: offset)]
                if !missing.contains(character) { missing.append(character) }
            }
            let faceIndex = max(face, 0)
            if !started {
                // The first item takes the leading neutral clusters.
                started = true
                current.face = faceIndex
                current.script = script
                current.end = end
                current.clusterCount += 1
            } else if current.face == faceIndex,
                script == HB_SCRIPT_INVALID || current.script == HB_SCRIPT_INVALID || current.script == script
            {
                current.end = end
                current.clusterCount += 1
                if current.script == HB_SCRIPT_INVALID { current.script = script }
            } else {
                items.append(current)
                current = TextItem(start: offset, end: end, face: faceIndex, script: script, clusterCount: 1)
            }
        }
        if current.clusterCount > 0 { items.append(current) }
        withExtendedLifetime(coverage) {}
        return items
    }

    /// The scalar whose UTF-8 starts at `offset` of `bytes` (valid UTF-8), and its length in bytes.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (scalar: UInt32, length: Int) {
        let lead = UInt32(bytes[offset])
        if lead < 0x80 { return (lead, 1) }
        let second = UInt32(bytes[offset + 1] & 0x3F)
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | second, 2) }
        let third = UInt32(bytes[offset + 2] & 0x3F)
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | second << 6 | third, 3) }
        let fourth = UInt32(bytes[offset + 3] & 0x3F)
        return ((lead & 0x07) << 18 | second << 12 | third << 6 | fourth, 4)
    }

    /// The UTF-8 offset in `text` where the grapheme cluster starting at `offset` (a cluster boundary) ends.
    static func clusterEnd(_ text: String, from offset: Int) -> Int {
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        let rest = text[start...]
        return offset + rest.utf8.distance(from: rest.startIndex, to: rest.index(after: rest.startIndex))
    }

    /// Whether a grapheme cluster surely ends between the adjacent scalars `left` and `right`.
    ///
    /// True when both are code points that neither join a neighbour nor are
    /// joined to one under any rule of UAX #29 (no extenders, spacing marks,
    /// prepends, joiners, regional indicators or Hangul jamo), as Swift's own
    /// grapheme breaking checks first; false (ask `String`) otherwise, and
    /// for a carriage return, which a line feed joins.
    @inline(__always)
    static func breaksBetween(_ left: UInt32, _ right: UInt32) -> Bool {
        left != 13 && breaksAround(left) && breaksAround(right)
    }

    /// Whether `scalar` is in a range whose code points have a cluster boundary on both sides
    /// whatever their neighbours are (`breaksBetween`; checked one by one in the tests).
    @inline(__always)
    static func breaksAround(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0000...0x02FF, 0x0370...0x0482, 0x048A...0x052F, 0x05D0...0x05EA, 0x0620...0x064A, 0x1E00...0x1EFF,
            0x2010...0x2029, 0x3000...0x3029, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC...0x30FE, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF9D:
            return true
        default:
            return false
        }
    }

    /// What a one-scalar cluster of `scalar` needs: whether it is neutral, its script, and (when it
    /// is not neutral; else 0) the first face of `chain` that has it, or -1. `ChainCoverage` keeps it.
    static func properties(of scalar: UInt32, chain: [FontInstance]) -> (Bool, hb_script_t, Int) {
        let value = Unicode.Scalar(scalar)!
        let neutral = isNeutral(value)
        return (neutral, script(of: scalar), neutral ? 0 : chooseFace(value, chain: chain))
    }

    /// Whether a cluster of several scalars (`range` of `bytes`) is neutral (only white space and
    /// ignorables), and its script: that of the first scalar with a script of its own.
    static func clusterProperties(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (Bool, hb_script_t) {
        var neutral = true
        var script = HB_SCRIPT_INVALID
        var position = range.lowerBound
        while position < range.upperBound {
            let (value, length) = decode(bytes, at: position)
            if neutral, !isNeutral(Unicode.Scalar(value)!) { neutral = false }
            if script == HB_SCRIPT_INVALID { script = Self.script(of: value) }
            position += length
        }
        return (neutral, script)
    }

    /// The script of `scalar`, or `HB_SCRIPT_INVALID` for common, inherited and unknown.
    @inline(__always)
    static func script(of scalar: UInt32) -> hb_script_t {
        let found = hb_unicode_script(hb_unicode_funcs_get_default(), scalar)
        return found == HB_SCRIPT_COMMON || found == HB_SCRIPT_INHERITED || found == HB_SCRIPT_UNKNOWN
            ? HB_SCRIPT_INVALID : found
    }

    /// Whether `scalar` is white space or default ignorable: a cluster of only such stays in the current run.
    @inline(__always)
    static func isNeutral(_ scalar: Unicode.Scalar) -> Bool {
        isWhitespace(scalar) || isIgnorable(scalar)
    }

    /// The first face of the chain that has every non-ignorable scalar of `range` of `bytes`, or -1.
    static func chooseFace(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, chain: [FontInstance]) -> Int {
        for (position, instance) in chain.enumerated() {
            var offset = range.lowerBound
            var coversAll = true
            while offset < range.upperBound, coversAll {
                let (value, length) = decode(bytes, at: offset)
                coversAll = covers(instance, Unicode.Scalar(value)!)
                offset += length
            }
            if coversAll { return position }
        }
        return -1
    }

    /// The first face of the chain that has `scalar`, or -1: `chooseFace` for a cluster of one
    /// scalar (most of them).
    static func chooseFace(_ scalar: Unicode.Scalar, chain: [FontInstance]) -> Int {
        for position in chain.indices where covers(chain[position], scalar) { return position }
        return -1
    }

    /// Whether `instance` can draw `scalar`: it has a glyph for it, or it needs none.
    @inline(__always)
    static func covers(_ instance: FontInstance, _ scalar: Unicode.Scalar) -> Bool {
        isIgnorable(scalar) || instance.hasGlyph(scalar.value)
    }

    /// Whether `scalar` is white space (a cluster of only white space stays in the current run).
    @inline(__always)
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value == 32 || (9...13).contains(value) }
        return scalar.properties.isWhitespace
    }

    /// Whether `scalar` is a default-ignorable code point that needs no glyph
    /// (joiners, variation selectors, tags, invisible operators and the like).
    @inline(__always)
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD, 0x034F, 0x061C, 0x180B...0x180F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064,
            0x2066...0x206F, 0xFE00...0xFE0F, 0xFEFF, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }
}
