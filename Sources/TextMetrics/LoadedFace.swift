import CHarfBuzz

/// Where a face came from; earlier sources win when a family is looked up.
enum FontSource: Int, Sendable, Comparable {
    /// The bundled `Fonts/` directory.
    case bundled
    /// A file or directory added with `FontLibrary.add`.
    case added
    /// A system font found through fontconfig.
    case system

    static func < (lhs: FontSource, rhs: FontSource) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A face loaded into HarfBuzz, with what FreeType reported about it.
///
/// `@unchecked Sendable`: every stored property is immutable after `init`,
/// and an `hb_face_t` is safe to share between threads (HarfBuzz loads its
/// tables lazily with atomic operations).
final class LoadedFace: @unchecked Sendable {
    /// A number unique within the process.
    let id: Int
    /// The FreeType description.
    let info: FaceInfo
    /// Where the face came from.
    let source: FontSource
    /// The HarfBuzz face (owned).
    let hbFace: OpaquePointer
    /// Design units per em.
    let unitsPerEm: Int32

    /// Creates the HarfBuzz face for `info` from `blob` (which it retains).
    init(id: Int, info: FaceInfo, source: FontSource, blob: OpaquePointer) throws(TextMetricsError) {
        let face = hb_face_create(blob, UInt32(info.index))!
        let upem = hb_face_get_upem(face)
        guard upem > 0, hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            throw .fontFileInvalid(path: info.path, reason: "HarfBuzz found no glyphs in face \(info.index)")
        }
        self.id = id
        self.info = info
        self.source = source
        self.hbFace = face
        self.unitsPerEm = Int32(upem)
    }

    deinit { hb_face_destroy(hbFace) }

    /// Whether the face is a variable font with a `wght` axis.
    var isVariable: Bool { info.weightAxis != nil }
}

/// Vertical metrics of a face in font units.
struct FontUnitMetrics: Sendable, Hashable {
    /// Ascender (positive, above the baseline).
    var ascender: Int32
    /// Descender (positive, below the baseline).
    var descender: Int32
    /// Line gap.
    var lineGap: Int32
    /// Cap height.
    var capHeight: Int32
}

/// One face at one weight, ready to shape: an immutable `hb_font_t` at scale upem.
///
/// `@unchecked Sendable`: the `hb_font_t` is made immutable with
/// `hb_font_make_immutable` before it is shared, so shaping with it and
/// querying glyphs are thread-safe; all other properties are immutable.
final class FontInstance: @unchecked Sendable {
    /// A number unique within the process.
    let id: Int
    /// The public description (family, style, file, variations).
    let face: FontFace
    /// The face it was made from (kept alive for `font`).
    let loadedFace: LoadedFace
    /// The HarfBuzz font (owned), scale = upem.
    let font: OpaquePointer
    /// Design units per em.
    let unitsPerEm: Int32
    /// Line metrics in font units.
    let metrics: FontUnitMetrics
    /// Bit `c` set when ASCII code point `c` (0–63) has a glyph or is white space.
    let asciiLow: UInt64
    /// Bit `c - 64` set when ASCII code point `c` (64–127) has a glyph or is white space.
    let asciiHigh: UInt64

    /// Makes an instance of `loadedFace` with `face.variations` applied.
    ///
    /// Variations equal to the axis defaults are not set on the font: the
    /// result is the same and HarfBuzz then skips the variation deltas.
    init(id: Int, loadedFace: LoadedFace, face: FontFace) {
        let font = hb_font_create(loadedFace.hbFace)!
        let upem = loadedFace.unitsPerEm
        hb_font_set_scale(font, upem, upem)
        let axis = loadedFace.info.weightAxis
        let isDefault = face.variations.allSatisfy { $0.tag == "wght" && $0.value == axis?.defaultValue }
        if !isDefault {
            var settings = face.variations.map { variation in
                hb_variation_t(tag: openTypeTag(variation.tag), value: Float(variation.value))
            }
            hb_font_set_variations(font, &settings, UInt32(settings.count))
        }
        hb_font_make_immutable(font)
        self.id = id
        self.face = face
        self.loadedFace = loadedFace
        self.font = font
        self.unitsPerEm = upem
        self.metrics = Self.readMetrics(font, unitsPerEm: upem)
        var low: UInt64 = 0
        var high: UInt64 = 0
        for code in UInt32(0)..<128 {
            var glyph: hb_codepoint_t = 0
            let isSpace = code == 32 || (9...13).contains(code)
            guard isSpace || hb_font_get_nominal_glyph(font, code, &glyph) != 0 else { continue }
            if code < 64 { low |= 1 << UInt64(code) } else { high |= 1 << UInt64(code - 64) }
        }
        asciiLow = low
        asciiHigh = high
    }

    deinit { hb_font_destroy(font) }

    /// Whether the face has a nominal glyph for `scalar`.
    @inline(__always)
    func hasGlyph(_ scalar: UInt32) -> Bool {
        if scalar < 64 { return asciiLow & (1 << UInt64(scalar)) != 0 }
        if scalar < 128 { return asciiHigh & (1 << UInt64(scalar - 64)) != 0 }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
    }

    /// The line metrics at `size` points.
    func lineMetrics(size: Double) -> LineMetrics {
        let scale = size / Double(unitsPerEm)
        let ascent = Double(metrics.ascender) * scale
        let descent = Double(metrics.descender) * scale
        return LineMetrics(
            ascent: ascent, descent: descent,
            lineHeight: Double(metrics.ascender + metrics.descender + metrics.lineGap) * scale,
            capHeight: Double(metrics.capHeight) * scale)
    }

    /// Reads ascender, descender, line gap and cap height in font units.
    private static func readMetrics(_ font: OpaquePointer, unitsPerEm: Int32) -> FontUnitMetrics {
        var extents = hb_font_extents_t()
        _ = hb_font_get_h_extents(font, &extents)
        var capHeight: hb_position_t = 0
        if hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_CAP_HEIGHT, &capHeight) == 0 || capHeight <= 0 {
            var glyph: hb_codepoint_t = 0
            var glyphExtents = hb_glyph_extents_t()
            if hb_font_get_nominal_glyph(font, 0x48, &glyph) != 0,
                hb_font_get_glyph_extents(font, glyph, &glyphExtents) != 0
            {
                capHeight = glyphExtents.y_bearing
            } else {
                capHeight = extents.ascender * 7 / 10
            }
        }
        return FontUnitMetrics(
            ascender: extents.ascender, descender: -extents.descender, lineGap: extents.line_gap,
            capHeight: capHeight)
    }
}
