import CHarfBuzz
import Synchronization

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

/// A face of a font file, with what is known about it; opened in HarfBuzz on first use
/// when it was listed from the bundled font index (`BundledFontIndex`).
///
/// `@unchecked Sendable`: every stored property is immutable after `init`
/// except the opened face, which is set once, atomically; an `hb_face_t` is
/// safe to share between threads (HarfBuzz loads its tables lazily with
/// atomic operations).
final class LoadedFace: @unchecked Sendable {
    /// A number unique within the process.
    let id: Int
    /// The FreeType description (or the index's copy of it).
    let info: FaceInfo
    /// Where the face came from.
    let source: FontSource
    /// Design units per em.
    let unitsPerEm: Int32
    /// The HarfBuzz face, once opened.
    private let opened = OnceReference<FaceHandle>()

    /// Creates the HarfBuzz face for `info` from `blob` (which it retains): an eagerly loaded face.
    init(id: Int, info: FaceInfo, source: FontSource, blob: OpaquePointer) throws(TextMetricsError) {
        let handle = FaceHandle(blob: blob, info: info)
        if let error = handle.error { throw error }
        self.id = id
        self.info = info
        self.source = source
        self.unitsPerEm = handle.unitsPerEm
        _ = opened.storeIfNil(handle)
    }

    /// Creates a face that is opened (mapped, checked and given to HarfBuzz) on first use.
    init(id: Int, info: FaceInfo, source: FontSource, unitsPerEm: Int32) {
        self.id = id
        self.info = info
        self.source = source
        self.unitsPerEm = unitsPerEm
    }

    /// The opened face, opening it now if it is not yet: an empty face with the reason if that fails.
    var handle: FaceHandle {
        if let handle = opened.load() { return handle }
        return open()
    }

    /// Opens the face and keeps it (or the one another thread kept first).
    @inline(never)
    private func open() -> FaceHandle {
        opened.storeIfNil(FaceHandle(path: info.path, info: info))
    }

    /// Whether the face's file has been opened.
    var isOpened: Bool { opened.load() != nil }

    /// Whether the face is a variable font with a `wght` axis.
    var isVariable: Bool { info.weightAxis != nil }
}

/// An `hb_face_t` made from a font file, or HarfBuzz's empty face and why the file could not be used.
final class FaceHandle: @unchecked Sendable {
    /// The HarfBuzz face (owned); the empty face when `error` is set.
    let face: OpaquePointer
    /// Design units per em (0 when `error` is set).
    let unitsPerEm: Int32
    /// Why the file could not be used, if it could not.
    let error: TextMetricsError?

    /// Makes face `info.index` of `blob` (which it retains).
    init(blob: OpaquePointer, info: FaceInfo) {
        let face = hb_face_create(blob, UInt32(info.index))!
        let upem = hb_face_get_upem(face)
        guard upem > 0, hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            self.face = hb_face_get_empty()
            self.unitsPerEm = 0
            self.error = .fontFileInvalid(path: info.path, reason: "HarfBuzz found no glyphs in face \(info.index)")
            return
        }
        self.face = face
        self.unitsPerEm = Int32(upem)
        self.error = nil
    }

    /// Maps the file at `path` once, checks it as an eager load does, and makes face `info.index` of it.
    convenience init(path: String, info: FaceInfo) {
        do throws(TextMetricsError) {
            try FreeTypeLoader.checkReadable(path)
            guard let blob = hb_blob_create_from_file_or_fail(path) else {
                throw .fontFileInvalid(path: path, reason: "HarfBuzz cannot read the file")
            }
            defer { hb_blob_destroy(blob) }
            var length: UInt32 = 0
            if let data = hb_blob_get_data(blob, &length) {
                try FreeTypeLoader.checkTableDirectory(
                    UnsafeRawBufferPointer(start: data, count: Int(length)), path: path)
            }
            self.init(blob: blob, info: info)
        } catch {
            self.init(error: error)
        }
    }

    /// The empty face, for a file that could not be used.
    private init(error: TextMetricsError) {
        self.face = hb_face_get_empty()
        self.unitsPerEm = 0
        self.error = error
    }

    deinit { hb_face_destroy(face) }
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

    /// The line metrics at `size` points, for a face of `unitsPerEm` design units per em.
    @inline(__always)
    func lineMetrics(size: Double, unitsPerEm: Int32) -> LineMetrics {
        let scale = size / Double(unitsPerEm)
        let ascent = Double(ascender) * scale
        let descent = Double(descender) * scale
        return LineMetrics(
            ascent: ascent, descent: descent, lineHeight: Double(ascender + descender + lineGap) * scale,
            capHeight: Double(capHeight) * scale)
    }
}

/// One face at one weight, ready to shape: an immutable `hb_font_t` at scale upem, made on
/// first use.
///
/// `@unchecked Sendable`: the `hb_font_t` is made immutable with
/// `hb_font_make_immutable` before it is shared, and set once, atomically,
/// so shaping with it and querying glyphs are thread-safe; all other
/// properties are immutable.
final class FontInstance: @unchecked Sendable {
    /// A number unique within the process.
    let id: Int
    /// The public description (family, style, file, variations).
    let face: FontFace
    /// The face it was made from (kept alive for `font`).
    let loadedFace: LoadedFace
    /// Design units per em.
    let unitsPerEm: Int32
    /// The HarfBuzz font and what is read from it, once made.
    private let opened = OnceReference<InstanceHandle>()

    /// Describes an instance of `loadedFace` with `face.variations` applied; nothing is opened yet.
    init(id: Int, loadedFace: LoadedFace, face: FontFace) {
        self.id = id
        self.face = face
        self.loadedFace = loadedFace
        self.unitsPerEm = loadedFace.unitsPerEm
    }

    /// The HarfBuzz font and its metrics, made now if they are not yet (opening the face's file
    /// if needed); for a file that cannot be used, an empty font that has no glyphs, and the reason.
    @inline(__always)
    var handle: InstanceHandle {
        if let handle = opened.load() { return handle }
        return makeHandle()
    }

    /// Makes the HarfBuzz font and keeps it (or the one another thread kept first).
    @inline(never)
    private func makeHandle() -> InstanceHandle {
        opened.storeIfNil(InstanceHandle(loadedFace: loadedFace, face: face))
    }

    /// The handle, or the reason the face's file cannot be used.
    func open() throws(TextMetricsError) -> InstanceHandle {
        let handle = handle
        if let error = handle.error { throw error }
        return handle
    }

    /// The HarfBuzz font (owned by the handle), scale = upem.
    var font: OpaquePointer { handle.font }
    /// Line metrics in font units.
    var metrics: FontUnitMetrics { handle.metrics }
    /// Bit `c` set when ASCII code point `c` (0–63) has a glyph or is white space.
    var asciiLow: UInt64 { handle.asciiLow }
    /// Bit `c - 64` set when ASCII code point `c` (64–127) has a glyph or is white space.
    var asciiHigh: UInt64 { handle.asciiHigh }

    /// Whether the face has a nominal glyph for `scalar`.
    @inline(__always)
    func hasGlyph(_ scalar: UInt32) -> Bool {
        let handle = handle
        if scalar < 64 { return handle.asciiLow & (1 << UInt64(scalar)) != 0 }
        if scalar < 128 { return handle.asciiHigh & (1 << UInt64(scalar - 64)) != 0 }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(handle.font, scalar, &glyph) != 0
    }

    /// The line metrics at `size` points.
    func lineMetrics(size: Double) -> LineMetrics {
        metrics.lineMetrics(size: size, unitsPerEm: unitsPerEm)
    }
}

/// An instance's immutable `hb_font_t` and what is read from it once.
final class InstanceHandle: @unchecked Sendable {
    /// The HarfBuzz font (owned), scale = upem.
    let font: OpaquePointer
    /// Line metrics in font units.
    let metrics: FontUnitMetrics
    /// Bit `c` set when ASCII code point `c` (0–63) has a glyph or is white space.
    let asciiLow: UInt64
    /// Bit `c - 64` set when ASCII code point `c` (64–127) has a glyph or is white space.
    let asciiHigh: UInt64
    /// Why the face's file cannot be used, if it cannot (the font is then empty).
    let error: TextMetricsError?

    /// Makes the font of `loadedFace` with `face.variations` applied.
    ///
    /// Variations equal to the axis defaults are not set on the font: the
    /// result is the same and HarfBuzz then skips the variation deltas.
    init(loadedFace: LoadedFace, face: FontFace) {
        let faceHandle = loadedFace.handle
        let font = hb_font_create(faceHandle.face)!
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
        self.font = font
        self.error = faceHandle.error
        self.metrics = Self.readMetrics(font, unitsPerEm: upem)
        var low: UInt64 = 0
        var high: UInt64 = 0
        for code in UInt32(0)..<128 where faceHandle.error == nil {
            var glyph: hb_codepoint_t = 0
            let isSpace = code == 32 || (9...13).contains(code)
            guard isSpace || hb_font_get_nominal_glyph(font, code, &glyph) != 0 else { continue }
            if code < 64 { low |= 1 << UInt64(code) } else { high |= 1 << UInt64(code - 64) }
        }
        asciiLow = low
        asciiHigh = high
    }

    deinit { hb_font_destroy(font) }

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
