import NavigationBarLayout
import TextMetrics

extension BarRenderer {
    /// The glyph outlines of `text` set in `style`, its line box at `frame`.
    ///
    /// The runs start at the frame's left edge in visual order; the baseline
    /// is placed so that the line (ascent above, descent below, any line
    /// gap shared equally) is centred in the frame, which puts it at
    /// `frame.y + ascent` when the frame is exactly one line high.
    public func textPath(_ text: String, style: TextStyle, frame: Frame) throws(RenderError) -> VectorPath {
        let runs: [GlyphRun]
        let line: LineMetrics
        do {
            runs = try measurer.glyphRuns(text, style: style)
            line = try measurer.lineMetrics(for: style)
        } catch { throw .text(error) }
        let baseline = frame.y + (frame.height - line.ascent - line.descent) / 2 + line.ascent
        var path = VectorPath()
        var x = frame.x
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
    /// Draws `text` in `style` at `frame` in `color` on the text layer.
    mutating func text(_ text: String, style: TextStyle, frame: Frame, color: RGBA, name: String) throws(RenderError) {
        guard !text.isEmpty else { return }
        let path = try renderer.textPath(text, style: style, frame: frame)
        drawing.fill(path, color, layer: .text, name: name)
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
