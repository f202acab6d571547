import NavigationBarLayout
import TextMetrics

extension RenderCommand {
    /// The families of `geometry`'s drawn texts whose glyphs are bitmaps only (Noto Color Emoji), so the
    /// renderer draws each of their glyphs as a box; in the order first met.
    static func bitmapFamilies(in geometry: BarGeometry, measurer: TextMeasurer) -> [String] {
        var families: [String] = []
        for node in geometry.displayList.nodes {
            let text: NodeText?
            switch node.content {
            case .text(let content): text = content
            case .item(let item): text = item.title
            default: text = nil
            }
            guard let text, let style = text.style, let runs = try? measurer.glyphRuns(text.text, style: style) else {
                continue
            }
            for run in runs where !families.contains(run.face.family) {
                guard let glyph = run.glyphs.first,
                    (try? measurer.library.glyphOutline(glyph, face: run.face, size: 1)) == GlyphOutline.placeholderBox
                else { continue }
                families.append(run.face.family)
            }
        }
        return families
    }

    /// Says on standard error that the texts set in `families` (bitmap glyphs) are drawn as boxes.
    static func noteBitmapFamilies(_ families: [String], source: String) {
        guard !families.isEmpty else { return }
        Output.err(
            "Note: \(source): \(families.joined(separator: ", ")) has colour bitmap glyphs and no outlines; "
                + "its glyphs (emoji) are measured exactly but drawn as boxes")
    }
}
