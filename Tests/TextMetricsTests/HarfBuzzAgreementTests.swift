import CHarfBuzz
import Testing

@testable import TextMetrics

/// Shapes `text` with HarfBuzz directly (one face, scale upem) and returns its width at `size`.
func plainHarfBuzzWidth(_ text: String, face: FontFace, size: Double) -> Double {
    let blob = hb_blob_create_from_file(face.path)
    let hbFace = hb_face_create(blob, UInt32(face.faceIndex))
    let font = hb_font_create(hbFace)
    defer {
        hb_font_destroy(font)
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)
    }
    let upem = Int32(hb_face_get_upem(hbFace))
    hb_font_set_scale(font, upem, upem)
    var variations = face.variations.map { hb_variation_t(tag: hb_tag_from_string($0.tag, 4), value: Float($0.value)) }
    hb_font_set_variations(font, &variations, UInt32(variations.count))
    let buffer = hb_buffer_create()
    defer { hb_buffer_destroy(buffer) }
    hb_buffer_add_utf8(buffer, text, -1, 0, -1)
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(font, buffer, nil, 0)
    var count: UInt32 = 0
    let positions = hb_buffer_get_glyph_positions(buffer, &count)!
    var advance: Int64 = 0
    for index in 0..<Int(count) { advance += Int64(positions[index].x_advance) }
    return Double(advance) * size / Double(upem)
}

@Suite struct HarfBuzzAgreementTests {
    @Test(arguments: [
        ("Inter", FontWeight.regular, "Hello, World"), ("Inter", .semibold, "Notifications & Sounds"),
        ("Inter", .bold, "AVAVAWAY Wa To"), ("Inter", .medium, "Привет, мир"), ("DejaVu Sans", .regular, "שלום"),
        ("DejaVu Sans", .bold, "مرحبا بالعالم"), ("Droid Sans Fallback", .regular, "你好世界"),
    ])
    func measureAgreesWithPlainHarfBuzz(family: String, weight: FontWeight, text: String) throws {
        for size in [11.0, 17, 34] {
            let textStyle = style(family, size: size, weight: weight)
            let measurement = try measurer.measure(text, style: textStyle)
            #expect(measurement.runs.count == 1)
            #expect(measurement.missingCharacters.isEmpty)
            let face = try bundledLibrary.face(family: family, weight: weight)
            let expected = plainHarfBuzzWidth(text, face: face, size: size)
            #expect(abs(measurement.width - expected) < 0.01, "\(text) \(size): \(measurement.width) vs \(expected)")
        }
    }
}
