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
    /// characters no face has to `missing`.
    ///
    /// Pure ASCII text the primary face covers is one item with no per-cluster work.
    static func itemize(
        _ text: String, bytes: UnsafeBufferPointer<UInt8>, chain: [FontInstance], missing: inout [Character]
    ) -> [TextItem] {
        if let item = asciiItem(bytes, primary: chain[0]) { return [item] }
        return itemizeClusters(text, chain: chain, missing: &missing)
    }

    /// The single item of ASCII text the primary face fully covers, or nil.
    @inline(__always)
    static func asciiItem(_ bytes: UnsafeBufferPointer<UInt8>, primary: FontInstance) -> TextItem? {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var all: UInt8 = 0
        for byte in bytes {
            all |= byte
            if byte < 64 { low |= 1 &<< UInt64(byte) } else { high |= 1 &<< UInt64(byte & 63) }
        }
        guard all < 0x80, low & ~primary.asciiLow == 0, high & ~primary.asciiHigh == 0 else { return nil }
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

    /// Itemizes cluster by cluster: the general path.
    static func itemizeClusters(_ text: String, chain: [FontInstance], missing: inout [Character]) -> [TextItem] {
        let unicode = hb_unicode_funcs_get_default()
        var items: [TextItem] = []
        var offset = 0
        var leadingClusters = 0
        var index = text.startIndex
        let scalarsView = text.unicodeScalars
        while index < text.endIndex {
            let next = text.index(after: index)
            let scalars = scalarsView[index..<next]
            var length = 0
            var neutral = true
            var script = HB_SCRIPT_INVALID
            var scalarCount = 0
            var firstScalar = Unicode.Scalar(UInt8(0))
            for scalar in scalars {
                if scalarCount == 0 { firstScalar = scalar }
                scalarCount += 1
                length += UTF8.width(scalar)
                if neutral, !isWhitespace(scalar), !isIgnorable(scalar) { neutral = false }
                if script == HB_SCRIPT_INVALID {
                    let found = hb_unicode_script(unicode, scalar.value)
                    if found != HB_SCRIPT_COMMON, found != HB_SCRIPT_INHERITED, found != HB_SCRIPT_UNKNOWN {
                        script = found
                    }
                }
            }
            defer {
                offset += length
                index = next
            }
            if neutral {
                if items.isEmpty {
                    leadingClusters += 1
                } else {
                    items[items.count - 1].end = offset + length
                    items[items.count - 1].clusterCount += 1
                }
                continue
            }
            let face = scalarCount == 1 ? chooseFace(firstScalar, chain: chain) : chooseFace(scalars, chain: chain)
            if face < 0 {
                let character = text[index]
                if !missing.contains(character) { missing.append(character) }
            }
            let faceIndex = max(face, 0)
            if let last = items.last, last.face == faceIndex,
                script == HB_SCRIPT_INVALID || last.script == HB_SCRIPT_INVALID || last.script == script
            {
                items[items.count - 1].end = offset + length
                items[items.count - 1].clusterCount += 1
                if last.script == HB_SCRIPT_INVALID { items[items.count - 1].script = script }
            } else {
                let leading = items.isEmpty
                items.append(
                    TextItem(
                        start: leading ? 0 : offset, end: offset + length, face: faceIndex, script: script,
                        clusterCount: leading ? leadingClusters + 1 : 1))
            }
        }
        if items.isEmpty, leadingClusters > 0 {
            items.append(
                TextItem(start: 0, end: offset, face: 0, script: HB_SCRIPT_INVALID, clusterCount: leadingClusters))
        }
        return items
    }

    /// The first face of the chain that has every non-ignorable scalar, or -1.
    static func chooseFace(_ scalars: Substring.UnicodeScalarView, chain: [FontInstance]) -> Int {
        for (position, instance) in chain.enumerated() {
            if scalars.allSatisfy({ covers(instance, $0) }) { return position }
        }
        return -1
    }

    /// The first face of the chain that has `scalar`, or -1: `chooseFace` for a cluster of one
    /// scalar (most of them), without iterating a substring's scalars.
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
