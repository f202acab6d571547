#if canImport(Glibc)
    import Glibc
#endif

/// The floor for a cache hit: an open-addressing table from a text's UTF-8 bytes to a width.
///
/// No lock, no statistics, no recency: one hash of the bytes (the same
/// multiplicative hash the shaping cache uses), a probe and a byte
/// comparison. A text-cache hit is quoted as a multiple of this.
struct LookupBaseline {
    /// The keys and values, at their slots.
    private var keys: [String?]
    /// The widths, at the same slots.
    private var values: [Double]
    /// The table length minus one (a power of two).
    private let mask: Int

    /// A table holding `widths` for `texts`.
    init(_ texts: [String], widths: [Double]) {
        var size = 8
        while size < 2 * texts.count { size *= 2 }
        keys = [String?](repeating: nil, count: size)
        values = [Double](repeating: 0, count: size)
        mask = size - 1
        for (text, width) in zip(texts, widths) {
            var slot = Int(truncatingIfNeeded: Self.hash(text)) & mask
            while keys[slot] != nil { slot = (slot + 1) & mask }
            keys[slot] = text
            values[slot] = width
        }
    }

    /// The width stored for `text`, or nil.
    func width(_ text: String) -> Double? {
        var slot = Int(truncatingIfNeeded: Self.hash(text)) & mask
        while let key = keys[slot] {
            if Self.equalBytes(key, text) { return values[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Whether two strings have the same UTF-8 bytes.
    private static func equalBytes(_ left: String, _ right: String) -> Bool {
        left.utf8.withContiguousStorageIfAvailable { leftBytes in
            right.utf8.withContiguousStorageIfAvailable { rightBytes in
                leftBytes.count == rightBytes.count
                    && (leftBytes.isEmpty
                        || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0)
            } ?? false
        } ?? false
    }

    /// A multiplicative hash of the bytes (8 at a time).
    private static func hash(_ text: String) -> UInt64 {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
            var hash = UInt64(bytes.count) &* multiplier
            guard let base = bytes.baseAddress else { return hash }
            let raw = UnsafeRawPointer(base)
            var offset = 0
            while offset + 8 <= bytes.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
                hash = (hash << 31) | (hash >> 33)
                offset += 8
            }
            var tail: UInt64 = 0
            while offset < bytes.count {
                tail = tail << 8 | UInt64(bytes[offset])
                offset += 1
            }
            hash = (hash ^ tail) &* 0xD6E8_FEB8_6659_FD93
            return hash ^ (hash >> 32)
        } ?? 0
    }
}
