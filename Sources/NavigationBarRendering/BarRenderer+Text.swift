import NavigationBarLayout
import TextMetrics

extension BarRenderer {
    /// The glyph outlines of a line of the geometry: its text in its style, at its frame's left edge and its baseline.
    ///
    /// - Parameter line: A text of the geometry.
    /// - Returns: The glyph outlines, in points.
    /// - Throws: ``RenderError/text(_:)`` when the text cannot be shaped or an outline read.
    public func textPath(_ line: TextGeometry) throws(RenderError) -> VectorPath {
        try textPath(line.text, style: line.style, x: line.frame.x, baseline: line.baseline)
    }

    /// The glyph outlines of `text` set in `style`, its line box at `frame`.
    ///
    /// The baseline is placed so that the line (ascent above, descent
    /// below) is centred in the frame, as the solver places the baselines of
    /// the geometry; for the renderer's own labels and captions.
    ///
    /// - Parameters:
    ///   - text: The text to draw.
    ///   - style: The style to set it in.
    ///   - frame: The line box to place it in.
    /// - Returns: The glyph outlines, in points.
    /// - Throws: ``RenderError/text(_:)`` when the text cannot be shaped or an outline read.
    public func textPath(_ text: String, style: TextStyle, frame: Frame) throws(RenderError) -> VectorPath {
        let line: LineMetrics
        do { line = try measurer.lineMetrics(for: style) } catch { throw .text(error) }
        return try textPath(text, style: style, x: frame.x, baseline: line.baseline(top: frame.y, height: frame.height))
    }

    /// The glyph outlines of `text` set in `style`, starting at `x` on `baseline`.
    ///
    /// The runs are laid left to right in visual order; their glyphs come
    /// from the measurer's cache when it shaped the text before.
    ///
    /// - Parameters:
    ///   - text: The text to draw.
    ///   - style: The style to set it in.
    ///   - x: Where the text starts.
    ///   - baseline: The `y` of its baseline.
    /// - Returns: The glyph outlines, in points.
    /// - Throws: ``RenderError/text(_:)`` when the text cannot be shaped or an outline read.
    public func textPath(_ text: String, style: TextStyle, x: Double, baseline: Double) throws(RenderError)
        -> VectorPath
    {
        let runs: [GlyphRun]
        do { runs = try measurer.glyphRuns(text, style: style) } catch { throw .text(error) }
        var path = VectorPath()
        var x = x
        for run in Self.visualOrder(runs) {
            do {
                for outline in try measurer.library.outlines(of: run, origin: (x, baseline)) { path.append(outline) }
            } catch { throw .text(error) }
            x += run.advances.reduce(0, +)
        }
        return path
    }

    /// The advance width of `text` in `style`.
    func textWidth(_ text: String, style: TextStyle) throws(RenderError) -> Double {
        do { return try measurer.width(of: text, style: style) } catch { throw .text(error) }
    }

    /// `text` cut with a tail ellipsis to fit `width`, or nil if not even the ellipsis fits.
    func fitted(_ text: String, style: TextStyle, width: Double) throws(RenderError) -> FittedText? {
        do { return try measurer.fit(text, style: style, maxWidth: max(0, width)) } catch { throw .text(error) }
    }

    /// The line height of `style`.
    func lineHeight(_ style: TextStyle) throws(RenderError) -> Double {
        do { return try measurer.lineMetrics(for: style).lineHeight } catch { throw .text(error) }
    }

    /// Runs (in logical order) put in visual order, left to right.
    ///
    /// The paragraph direction is that of the first run. In a left-to-right
    /// paragraph each stretch of right-to-left runs is reversed; in a
    /// right-to-left paragraph the whole order is reversed and then each
    /// stretch of left-to-right runs is put back in logical order (the
    /// two-level case of the Unicode bidirectional algorithm, rule L2).
    static func visualOrder(_ runs: [GlyphRun]) -> [GlyphRun] {
        guard let first = runs.first else { return [] }
        let ordered = first.direction == .rightToLeft ? Array(runs.reversed()) : runs
        let minority: TextDirection = first.direction == .rightToLeft ? .leftToRight : .rightToLeft
        var result: [GlyphRun] = []
        var stretch: [GlyphRun] = []
        for run in ordered {
            if run.direction == minority {
                stretch.append(run)
            } else {
                result += stretch.reversed()
                stretch = []
                result.append(run)
            }
        }
        return result + stretch.reversed()
    }
}

extension BarPainter {
    /// Draws `text` from `x` on `baseline`, on the text layer, in its own colour or else in `color`.
    ///
    /// Nothing is drawn for text without a style or baseline, or with empty text.
    mutating func text(_ text: NodeText, x: Double, baseline: Double?, color: RGBA, name: String) throws(RenderError) {
        guard !text.text.isEmpty, let style = text.style, let baseline else { return }
        let paint = text.color.map(RGBA.init) ?? color
        drawing.fill(
            try renderer.textPath(text.text, style: style, x: x, baseline: baseline), paint, layer: .text, name: name)
    }

    /// Draws a small label centred in `box`, cut to fit, on `layer`.
    mutating func label(_ text: String, in box: Frame, color: RGBA, layer: DrawLayer, name: String) throws(RenderError)
    {
        let size = min(11, max(6, box.height * 0.5))
        let style = TextStyle(family: "Inter", size: size, weight: .medium)
        guard box.width > 8, let fit = try renderer.fitted(text, style: style, width: box.width - 6),
            !fit.text.isEmpty
        else { return }
        let height = try renderer.lineHeight(style)
        let frame = Frame(x: box.midX - fit.width / 2, y: box.midY - height / 2, width: fit.width, height: height)
        drawing.fill(try renderer.textPath(fit.text, style: style, frame: frame), color, layer: layer, name: name)
    }
}
