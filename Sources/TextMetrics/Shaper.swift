import CHarfBuzz

/// The glyphs of one shaped item, in font units, as HarfBuzz output them (visual order).
struct RawGlyphRun: Sendable, Hashable {
    /// The index of the item's face in the chain.
    var face: Int
    /// Whether the item was shaped right to left.
    var rightToLeft: Bool
    /// The UTF-8 range of the whole text the item covers.
    var textRange: Range<Int>
    /// The grapheme clusters in the item.
    var clusterCount: Int
    /// Glyph ids.
    var glyphs: [UInt32] = []
    /// UTF-8 offsets of each glyph's cluster in the whole text.
    var clusters: [Int] = []
    /// Horizontal advances.
    var advances: [Int32] = []
    /// Horizontal offsets.
    var xOffsets: [Int32] = []
    /// Vertical offsets.
    var yOffsets: [Int32] = []
}

/// Shapes text with HarfBuzz, item by item.
enum Shaper {
    /// The language a text whose style has none is shaped in (`und`), so results do not depend on the
    /// machine's locale.
    ///
    /// `nonisolated(unsafe)`: an `hb_language_t` is an interned, immutable
    /// pointer that HarfBuzz never frees.
    nonisolated(unsafe) static let language: hb_language_t = hb_language_from_string("und", -1)

    /// Shapes `text` with `chain`, returning run totals in font units; `coverage`, the chain's table,
    /// spares the itemizer asking the faces about code points it has seen.
    /// Shaped in `language`.
    static func shape(
        _ text: String, chain: [FontInstance], coverage: ChainCoverage? = nil, language: hb_language_t = Shaper.language
    ) -> ShapedText {
        var text = text
        text.makeContiguousUTF8()
        // The primary face's handle is read once (each read of a lazily made handle is a call).
        let primary = coverage?.primary ?? chain[0].handle
        // The result is returned out of the closures, not built in a captured variable (a copy).
        let shaped = text.utf8.withContiguousStorageIfAvailable { bytes in
            withBuffer { buffer in
                if let item = Itemizer.asciiItem(bytes, low: primary.asciiLow, high: primary.asciiHigh) {
                    // The common case: no item array, one run.
                    return ShapedText(
                        runs: [shapeRun(item, buffer: buffer, bytes: bytes, font: primary.font, language: language)],
                        missing: [])
                }
                var missing: [Character] = []
                let items = Itemizer.itemizeClusters(
                    text, bytes: bytes, chain: chain, coverage: coverage, missing: &missing)
                var runs: [ShapedRun] = []
                runs.reserveCapacity(items.count)
                for item in items {
                    let font = item.face == 0 ? primary.font : chain[item.face].font
                    runs.append(shapeRun(item, buffer: buffer, bytes: bytes, font: font, language: language))
                }
                return ShapedText(runs: runs, missing: missing)
            }
        }
        return shaped ?? ShapedText(runs: [], missing: [])
    }

    /// Shapes one item and sums its advances.
    @inline(__always)
    private static func shapeRun(
        _ item: TextItem, buffer: OpaquePointer?, bytes: UnsafeBufferPointer<UInt8>, font: OpaquePointer,
        language: hb_language_t
    ) -> ShapedRun {
        fill(buffer, bytes: bytes, item: item, language: language)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        var advance: Int64 = 0
        for position in 0..<Int(count) { advance += Int64(positions[position].x_advance) }
        return ShapedRun(
            face: Int32(item.face), glyphCount: Int32(count), clusterCount: Int32(item.clusterCount), advance: advance)
    }

    /// Shapes `text` with `chain` as `shape` does, keeping every glyph in `glyphRuns` as well as the run totals.
    static func shapeKeepingGlyphs(
        _ text: String, chain: [FontInstance], coverage: ChainCoverage? = nil, language: hb_language_t = Shaper.language
    ) -> ShapedText {
        var missing: [Character] = []
        let glyphRuns = shapeGlyphs(text, chain: chain, coverage: coverage, language: language, missing: &missing)
        let runs = glyphRuns.map { run in
            ShapedRun(
                face: Int32(run.face), glyphCount: Int32(run.glyphs.count), clusterCount: Int32(run.clusterCount),
                advance: run.advances.reduce(Int64(0)) { $0 + Int64($1) })
        }
        return ShapedText(runs: runs, missing: missing, glyphRuns: glyphRuns)
    }

    /// Shapes `text` with `chain` in `language`, returning every glyph; appends missing characters to `missing`.
    static func shapeGlyphs(
        _ text: String, chain: [FontInstance], coverage: ChainCoverage? = nil,
        language: hb_language_t = Shaper.language,
        missing: inout [Character]
    ) -> [RawGlyphRun] {
        var runs: [RawGlyphRun] = []
        forEachShapedItem(text, chain: chain, coverage: coverage, language: language, missing: &missing) {
            item, infos, positions in
            var run = RawGlyphRun(
                face: item.face, rightToLeft: item.direction == HB_DIRECTION_RTL, textRange: item.start..<item.end,
                clusterCount: item.clusterCount)
            run.glyphs.reserveCapacity(infos.count)
            for position in 0..<infos.count {
                run.glyphs.append(infos[position].codepoint)
                run.clusters.append(Int(infos[position].cluster))
                run.advances.append(positions[position].x_advance)
                run.xOffsets.append(positions[position].x_offset)
                run.yOffsets.append(positions[position].y_offset)
            }
            runs.append(run)
        }
        return runs
    }

    /// Shapes `text` with `chain` as `shapeGlyphs` does and adds each glyph's advance, in points at
    /// `size`, to `byByte` at its cluster's UTF-8 offset (`byByte` holds one entry per byte and one more).
    ///
    /// What `fit` estimates its cuts from, without building glyph arrays.
    static func addClusterAdvances(
        _ text: String, chain: [FontInstance], size: Double, language: hb_language_t = Shaper.language,
        to byByte: inout [Double]
    ) {
        var missing: [Character] = []
        forEachShapedItem(text, chain: chain, language: language, missing: &missing) { item, infos, positions in
            let scale = size / Double(chain[item.face].unitsPerEm)
            for glyph in 0..<infos.count {
                byByte[Int(infos[glyph].cluster)] += Double(positions[glyph].x_advance) * scale
            }
        }
    }

    /// Itemizes `text` for `chain` and shapes each item, calling `body` with the item and its glyph
    /// infos and positions (valid during the call only); appends missing characters to `missing`.
    @inline(__always)
    private static func forEachShapedItem(
        _ text: String, chain: [FontInstance], coverage: ChainCoverage? = nil, language: hb_language_t,
        missing: inout [Character],
        _ body: (TextItem, UnsafeBufferPointer<hb_glyph_info_t>, UnsafeBufferPointer<hb_glyph_position_t>) -> Void
    ) {
        var text = text
        text.makeContiguousUTF8()
        text.utf8.withContiguousStorageIfAvailable { bytes in
            withBuffer { buffer in
                for item in Itemizer.itemize(text, bytes: bytes, chain: chain, coverage: coverage, missing: &missing) {
                    fill(buffer, bytes: bytes, item: item, language: language)
                    hb_shape(chain[item.face].font, buffer, nil, 0)
                    var count: UInt32 = 0
                    let infos = hb_buffer_get_glyph_infos(buffer, &count)!
                    let positions = hb_buffer_get_glyph_positions(buffer, &count)!
                    body(
                        item, UnsafeBufferPointer(start: infos, count: Int(count)),
                        UnsafeBufferPointer(start: positions, count: Int(count)))
                }
            }
        }
    }

    /// HarfBuzz buffers no shaping is using, kept for the next one (at most `pooledBufferLimit`).
    ///
    /// Creating and destroying a buffer per text cost about 0.8 k instructions of a cold measure
    /// (its two arrays are allocated on first use); a pooled buffer keeps them. `fill` clears a
    /// buffer's contents and properties before each item, and no other state is ever set, so a
    /// reused buffer shapes exactly as a new one does. The pool's lock makes it safe to shape on
    /// several threads at once; each thread holds its buffer only while it shapes.
    private static let bufferPool = ShortLock<[OpaquePointer]>([])
    /// The most buffers `bufferPool` keeps (one a thread that shapes at the same time).
    private static let pooledBufferLimit = 8

    /// Calls `body` with a HarfBuzz buffer no one else uses, taken from `bufferPool` or made, and
    /// gives it back afterwards.
    @inline(__always)
    private static func withBuffer<Result>(_ body: (OpaquePointer) -> Result) -> Result {
        let buffer = bufferPool.withLock { $0.popLast() } ?? hb_buffer_create()!
        defer {
            let kept = bufferPool.withLock { pool in
                guard pool.count < pooledBufferLimit else { return false }
                pool.append(buffer)
                return true
            }
            if !kept { hb_buffer_destroy(buffer) }
        }
        return body(buffer)
    }

    /// Puts one item into `buffer` with the whole text as context, and sets its properties: the item's
    /// direction and script, and `language`.
    @inline(__always)
    private static func fill(
        _ buffer: OpaquePointer?, bytes: UnsafeBufferPointer<UInt8>, item: TextItem, language: hb_language_t
    ) {
        hb_buffer_clear_contents(buffer)
        bytes.withMemoryRebound(to: CChar.self) { characters in
            hb_buffer_add_utf8(
                buffer, characters.baseAddress, Int32(characters.count), UInt32(item.start),
                Int32(item.end - item.start))
        }
        var properties = hb_segment_properties_t(
            direction: item.direction, script: item.script, language: language, reserved1: nil, reserved2: nil)
        hb_buffer_set_segment_properties(buffer, &properties)
    }
}
