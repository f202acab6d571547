import CHarfBuzz

/// The baseline: HarfBuzz called directly, as a measurer without cache or fallback would.
///
/// One `hb_font_t` for Inter at scale upem; per string a buffer is created,
/// filled, its properties guessed, shaped, and the advances summed.
final class RawShaper {
    /// The font (owned).
    let font: OpaquePointer
    /// Design units per em.
    let unitsPerEm: Double

    /// Opens the font file at `path`.
    init(path: String) {
        let blob = hb_blob_create_from_file(path)
        let face = hb_face_create(blob, 0)
        font = hb_font_create(face)!
        let upem = hb_face_get_upem(face)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)
        unitsPerEm = Double(upem)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    deinit { hb_font_destroy(font) }

    /// The width of `text` at 17 points.
    func width(_ text: String) -> Double {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                hb_buffer_add_utf8(buffer, characters.baseAddress, Int32(characters.count), 0, Int32(characters.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        var advance: Int64 = 0
        for index in 0..<Int(count) { advance += Int64(positions[index].x_advance) }
        return Double(advance) * 17 / unitsPerEm
    }
}
