extension FontLibrary {
    /// The outline of glyph `glyph` of `face` at `size` points, y down, origin at the pen position.
    ///
    /// Read with FreeType (unhinted, no bitmaps) at the face's `wght`
    /// variation, so it matches the glyph HarfBuzz shaped; cached per face,
    /// glyph and weight. Thread-safe: FreeType is only used under a lock.
    /// Throws `.invalidSize` for a size that is not finite or negative, and
    /// `.fontFileUnreadable` / `.fontFileInvalid` if the face cannot be read.
    ///
    /// - Parameters:
    ///   - glyph: The glyph index in `face`.
    ///   - face: The face, with the variations of the instance shaped.
    ///   - size: The size in points.
    /// - Returns: The outline in points.
    /// - Throws: ``TextMetricsError/invalidSize(_:)``, ``TextMetricsError/fontFileUnreadable(path:reason:)`` or ``TextMetricsError/fontFileInvalid(path:reason:)``.
    public func glyphOutline(_ glyph: UInt32, face: FontFace, size: Double) throws(TextMetricsError) -> GlyphOutline {
        guard size.isFinite, size >= 0, size <= TextStyle.maximumSize else { throw .invalidSize(size) }
        return try GlyphOutlineStore.unitOutline(glyph: glyph, face: face).scaled(by: size)
    }

    /// The outlines of every glyph of `run`, placed at their pen positions with the run starting at `origin`.
    ///
    /// `origin` is the left end of the run on the baseline, in points, y down.
    ///
    /// - Parameters:
    ///   - run: A shaped run, from ``TextMeasurer/glyphRuns(_:style:)``.
    ///   - origin: Where the run starts on the baseline, in points.
    /// - Returns: One outline per glyph of the run, in the run's order.
    /// - Throws: As ``glyphOutline(_:face:size:)``.
    public func outlines(of run: GlyphRun, origin: (x: Double, y: Double)) throws(TextMetricsError) -> [GlyphOutline] {
        var pen = origin.x
        var result: [GlyphOutline] = []
        result.reserveCapacity(run.glyphs.count)
        for index in run.glyphs.indices {
            let outline = try glyphOutline(run.glyphs[index], face: run.face, size: run.size)
            if !outline.isEmpty {
                result.append(
                    outline.translated(dx: pen + run.xOffsets[index], dy: origin.y - run.yOffsets[index]))
            }
            pen += run.advances[index]
        }
        return result
    }
}
