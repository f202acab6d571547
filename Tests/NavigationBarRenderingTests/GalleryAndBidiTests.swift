import NavigationBarLayout
import Testing
import TextMetrics

@testable import NavigationBarRendering

@Suite("Gallery and text order")
struct GalleryAndBidiTests {
    @Test("a gallery puts pictures under captions; a failed entry shows its error")
    func gallery() throws {
        let scene = try RenderingSupport.scene(RenderingSupport.busyScene)
        let bar = try RenderingSupport.renderer.drawing(scene: scene)
        let entries = [
            GalleryEntry(name: "busy", content: .success(bar)),
            GalleryEntry(
                name: "broken",
                content: .failure(.layout(.invalidScene([SceneProblem(path: "width", rule: .barWidth)])))),
        ]
        let gallery = try RenderingSupport.renderer.gallery(entries, scale: 1)
        #expect(gallery.width == 12 + 2 * (375 + 12))  // side by side: two columns fit the page
        #expect(gallery.height > 44 + 2 * 14)
        #expect(gallery.shapes.filter { $0.name == "caption" }.count == 2)
        #expect(gallery.shapes.filter { $0.name == "error" }.count == 1)
        #expect(gallery.shapes.filter { $0.name == "title" }.count == 1)
        let image = try gallery.image()
        #expect(image.width == 786)
        #expect(image.pixel(1, 1).alpha == 255)
    }

    @Test("a grid: wide bars keep their size, as many columns as fit the page, --columns wins")
    func columns() throws {
        var scene = try RenderingSupport.scene(RenderingSupport.busyScene)
        scene.width = 1200
        let wide = try RenderingSupport.renderer.drawing(scene: scene)
        let entries = (0..<9).map { GalleryEntry(name: "bar \($0)", content: .success(wide)) }
        let gallery = try RenderingSupport.renderer.gallery(entries, scale: 1)
        // A 1200-point bar fills the 1200-point page: one column, at its own size.
        #expect(gallery.width == 12 + 1200 + 12)
        #expect(gallery.scale == 1)
        let bars = gallery.shapes.filter { $0.name == "bar" }
        try #require(bars.count == 9)
        let first = try #require(bars.first?.path.controlBounds)
        #expect(abs(first.width - 1200) < 1e-9)
        #expect(gallery.shapes.filter { $0.name == "scaled" }.isEmpty)

        let narrow = try RenderingSupport.renderer.drawing(
            scene: try RenderingSupport.scene(RenderingSupport.busyScene))
        let small = (0..<5).map { GalleryEntry(name: "bar \($0)", content: .success(narrow)) }
        let grid = try RenderingSupport.renderer.gallery(small, scale: 1)
        #expect(grid.width == 12 + 3 * (375 + 12))  // three 375-point columns fit 1200 points
        let captions = grid.shapes.filter { $0.name == "caption" }.compactMap(\.path.controlBounds)
        try #require(captions.count == 5)
        // Row by row: the fourth caption starts the second row, under the first.
        #expect(abs(captions[3].minX - captions[0].minX) < 1e-9)
        #expect(captions[3].minY > captions[0].minY + 44)
        #expect(abs(captions[1].minY - captions[0].minY) < 1)
        let twoColumns = try RenderingSupport.renderer.gallery(small, scale: 1, columns: 2)
        #expect(twoColumns.width == 12 + 2 * (375 + 12))
    }

    @Test("a gallery too large to draw at its scale is drawn smaller and says so")
    func scaledToFit() throws {
        var scene = try RenderingSupport.scene(RenderingSupport.busyScene)
        scene.width = 20_000
        let huge = try RenderingSupport.renderer.drawing(scene: scene)
        let gallery = try RenderingSupport.renderer.gallery(
            (0..<3).map { GalleryEntry(name: "bar \($0)", content: .success(huge)) }, scale: 2)
        #expect(gallery.scale < 2)
        let size = gallery.pixelSize
        #expect(size.width * size.height <= 16_777_216)
        #expect(gallery.shapes.filter { $0.name == "scaled" }.count == 1)
        let bars = gallery.shapes.filter { $0.name == "bar" }
        #expect(abs((try #require(bars.first?.path.controlBounds)).width - 20_000) < 1e-6)
    }

    @Test("runs are drawn in visual order: a right-to-left paragraph puts its Latin run first")
    func visualOrder() throws {
        let style = TextStyle(family: "Inter", size: 17)
        let measurer = RenderingSupport.renderer.measurer
        let hebrewFirst = try measurer.glyphRuns("שלום abc", style: style)
        #expect(hebrewFirst.map(\.direction) == [.rightToLeft, .leftToRight])
        #expect(BarRenderer.visualOrder(hebrewFirst).map(\.direction) == [.leftToRight, .rightToLeft])
        let latinFirst = try measurer.glyphRuns("abc שלום אבג def", style: style)
        #expect(BarRenderer.visualOrder(latinFirst) == latinFirst)
        let mixed = try measurer.glyphRuns("שלום abc 日本", style: style)
        let order = BarRenderer.visualOrder(mixed)
        #expect(order.first?.direction == .leftToRight)
        #expect(order.last == mixed.first)
    }
}
