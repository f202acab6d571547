/// The 32-bit OpenType tag of a four-character string such as `wght`
/// (shorter strings are padded with spaces).
func openTypeTag(_ text: String) -> UInt32 {
    var tag: UInt32 = 0
    var count = 0
    for byte in text.utf8.prefix(4) {
        tag = tag << 8 | UInt32(byte)
        count += 1
    }
    while count < 4 {
        tag = tag << 8 | 0x20
        count += 1
    }
    return tag
}
