import NavigationBarRendering
import Testing
import TextMetrics

/// Glyph outlines read through `FontLibrary.glyphOutline`.
@Suite("Glyph outlines")
struct GlyphOutlineTests {
    /// The single glyph run of `text` in `style`.
    static func run(_ text: String, _ style: TextStyle) throws -> GlyphRun {
        let runs = try RenderingSupport.renderer.measurer.glyphRuns(text, style: style)
        return try #require(runs.first)
    }

    @Test("an 'H' at 17 pt stands on the baseline, cap height tall, y down")
    func capitalH() throws {
        let style = TextStyle(family: "Inter", size: 17)
        let run = try Self.run("H", style)
        let library = RenderingSupport.renderer.measurer.library
        let outline = try library.glyphOutline(run.glyphs[0], face: run.face, size: 17)
        let box = try #require(outline.controlBounds)
        let capHeight = try RenderingSupport.renderer.measurer.lineMetrics(for: style).capHeight
        #expect(abs(box.maxY) < 0.01)
        #expect(abs(-box.minY - capHeight) < 0.2)
        #expect(box.minX > 0 && box.maxX < run.advances[0])
    }

    @Test("heavier weights give wider stems: the wght coordinate is applied")
    func weightVariation() throws {
        let library = RenderingSupport.renderer.measurer.library
        var widths: [Double] = []
        for weight in [FontWeight.regular, .bold] {
            let run = try Self.run("l", TextStyle(family: "Inter", size: 100, weight: weight))
            let outline = try library.glyphOutline(run.glyphs[0], face: run.face, size: 100)
            let box = try #require(outline.controlBounds)
            widths.append(box.maxX - box.minX)
        }
        #expect(widths[1] > widths[0] * 1.3)
    }

    @Test("a space has no contours; outlines scale with the size")
    func spaceAndScale() throws {
        let library = RenderingSupport.renderer.measurer.library
        let space = try Self.run(" ", TextStyle(family: "Inter", size: 17))
        #expect(try library.glyphOutline(space.glyphs[0], face: space.face, size: 17).isEmpty)
        let run = try Self.run("o", TextStyle(family: "Inter", size: 10))
        let smallOutline = try library.glyphOutline(run.glyphs[0], face: run.face, size: 10)
        let largeOutline = try library.glyphOutline(run.glyphs[0], face: run.face, size: 20)
        let small = try #require(smallOutline.controlBounds)
        let large = try #require(largeOutline.controlBounds)
        #expect(abs((large.maxX - large.minX) - 2 * (small.maxX - small.minX)) < 1e-9)
    }

    @Test("a bad size or a missing font file is an error")
    func errors() throws {
        let library = RenderingSupport.renderer.measurer.library
        let run = try Self.run("a", TextStyle(family: "Inter", size: 10))
        #expect(throws: TextMetricsError.invalidSize(-1)) {
            try library.glyphOutline(run.glyphs[0], face: run.face, size: -1)
        }
        var missing = run.face
        missing.path = "/nonexistent/font.ttf"
        #expect(throws: TextMetricsError.self) { try library.glyphOutline(1, face: missing, size: 10) }
    }

    @Test("outlines are safe to read from many tasks at once")
    func concurrent() async throws {
        let run = try Self.run("Concurrency", TextStyle(family: "Inter", size: 17, weight: .semibold))
        let library = RenderingSupport.renderer.measurer.library
        let expected = try library.outlines(of: run, origin: (0, 0))
        try await withThrowingTaskGroup(of: [GlyphOutline].self) { group in
            for _ in 0..<8 { group.addTask { try library.outlines(of: run, origin: (0, 0)) } }
            for try await result in group { #expect(result == expected) }
        }
    }
}
