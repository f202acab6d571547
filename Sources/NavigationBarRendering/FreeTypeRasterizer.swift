import CFreeType

/// FreeType's anti-aliasing ("smooth") rasteriser and the `FT_Library` it runs in, for one picture.
///
/// Not shared between threads: each `Drawing.image()` makes its own, so no
/// lock is needed; the library is released with the object.
final class FreeTypeRasterizer {
    /// The FreeType instance `FT_Outline_Render` looks its renderers up in.
    private let library: FT_Library

    /// Starts a FreeType instance with its default modules.
    init() throws(RenderError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw .raster("FreeType could not start (error \(error))") }
        self.library = library
    }

    deinit { FT_Done_FreeType(library) }

    /// What the span callback writes to: a coverage buffer of `width` × `height` cells, top row first.
    private struct SpanTarget {
        /// The first cell.
        var coverage: UnsafeMutablePointer<Float>
        /// Cells per row.
        var width: Int
        /// Rows.
        var height: Int
    }

    /// Adds the coverage of `outline` (26.6 pixels, y up, origin at the bottom left of the buffer) to
    /// `coverage`, `width` × `height` cells with the top row first; each cell ends at most 1.
    ///
    /// The outline is filled with the non-zero winding rule, anti-aliased
    /// (`FT_RASTER_FLAG_AA`), clipped to the buffer (`FT_RASTER_FLAG_CLIP`),
    /// and handed over span by span (`FT_RASTER_FLAG_DIRECT`): each span's
    /// coverage / 255 is added to its cells.
    func addCoverage(
        of outline: FreeTypeOutline, to coverage: inout [Float], width: Int, height: Int
    ) throws(RenderError) {
        guard width > 0, height > 0, coverage.count == width * height, !outline.points.isEmpty else { return }
        var points = outline.points
        var tags = outline.tags
        var contours = outline.contours
        let error = coverage.withUnsafeMutableBufferPointer { cells -> FT_Error in
            var target = SpanTarget(coverage: cells.baseAddress!, width: width, height: height)
            return withUnsafeMutablePointer(to: &target) { targetPointer in
                var params = FT_Raster_Params()
                params.flags = Int32(FT_RASTER_FLAG_AA | FT_RASTER_FLAG_DIRECT | FT_RASTER_FLAG_CLIP)
                params.clip_box = FT_BBox(xMin: 0, yMin: 0, xMax: FT_Pos(width), yMax: FT_Pos(height))
                params.user = UnsafeMutableRawPointer(targetPointer)
                params.gray_spans = { y, count, spans, user in
                    guard let spans, let user, count > 0 else { return }
                    let target = user.assumingMemoryBound(to: SpanTarget.self).pointee
                    let row = target.height - 1 - Int(y)
                    guard row >= 0, row < target.height else { return }
                    let cells = target.coverage + row * target.width
                    for span in UnsafeBufferPointer(start: spans, count: Int(count)) {
                        let start = max(0, Int(span.x))
                        let end = min(target.width, Int(span.x) + Int(span.len))
                        guard start < end else { continue }
                        let value = Float(span.coverage) / 255
                        for column in start..<end { cells[column] = min(1, cells[column] + value) }
                    }
                }
                return points.withUnsafeMutableBufferPointer { pointBuffer in
                    tags.withUnsafeMutableBufferPointer { tagBuffer in
                        contours.withUnsafeMutableBufferPointer { contourBuffer in
                            var ftOutline = FT_Outline(
                                n_contours: Int16(contourBuffer.count), n_points: Int16(pointBuffer.count),
                                points: pointBuffer.baseAddress, tags: tagBuffer.baseAddress,
                                contours: contourBuffer.baseAddress, flags: 0)
                            return FT_Outline_Render(library, &ftOutline, &params)
                        }
                    }
                }
            }
        }
        guard error == 0 else { throw .raster("FreeType could not rasterise a path (error \(error))") }
    }
}
