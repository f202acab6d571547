import NavigationBarLayout
import NavigationBarRendering
import Testing
import TextMetrics

/// L19–L21: the renderer draws the large title clipped to its row, and the inline title only once it shows.
@Suite struct LargeTitleDrawingTests {
    /// `ios17`, "Inbox" with large titles preferred, scrolled `offset` points.
    static func scene(offset: Double) throws -> Scene {
        try RenderingSupport.scene(
            #"{"width": 375, "profile": "ios17", "prefersLargeTitles": true, "scrollOffset": \#(offset), "#
                + #""items": [{"title": "Inbox"}]}"#)
    }

    @Test func l20TheLargeTitleIsClippedToItsRowAndTheInlineTitleWaits() throws {
        let geometry = try RenderingSupport.geometry(try Self.scene(offset: 26))
        let drawing = try RenderingSupport.renderer.drawing(geometry: geometry)
        let large = try #require(drawing.shapes.first { $0.name == "large-title" })
        #expect(large.clip == Frame(x: 0, y: 44, width: 375, height: 26))
        #expect(large.layer == .text)
        // The inline title is transparent while the large title shows: not drawn.
        #expect(!drawing.shapes.contains { $0.name == "title" })
        #expect(drawing.height == 70)
        #expect(
            drawing.svg().contains(#"<clipPath id="clip0"><rect x="0" y="44" width="375" height="26"/></clipPath>"#))
        // No ink of the large title above the row, though its line box reaches above it.
        let image = try drawing.image()
        let scale = Int(geometry.bar.scale)
        var inkAbove = 0
        for y in 0..<(44 * scale) {
            for x in 0..<(200 * scale) where image.pixel(x, y).alpha > 0 && image.pixel(x, y).red < 100 {
                inkAbove += 1
            }
        }
        #expect(inkAbove == 0)
    }

    @Test func l20OnceCollapsedOnlyTheInlineTitleIsDrawn() throws {
        let drawing = try RenderingSupport.renderer.drawing(scene: try Self.scene(offset: 60))
        #expect(drawing.shapes.contains { $0.name == "title" })
        #expect(!drawing.shapes.contains { $0.name == "large-title" })
        #expect(drawing.height == 44)
    }

    @Test func l21AnOverScrolledTitleIsDrawnLarger() throws {
        let rest = try RenderingSupport.renderer.drawing(scene: try Self.scene(offset: 0))
        let pulled = try RenderingSupport.renderer.drawing(scene: try Self.scene(offset: -100))
        let a = try #require(rest.shapes.first { $0.name == "large-title" }?.path.controlBounds)
        let b = try #require(pulled.shapes.first { $0.name == "large-title" }?.path.controlBounds)
        #expect(b.width > a.width * 1.05 && b.width < a.width * 1.1)
        #expect(pulled.height == 196)
    }
}
