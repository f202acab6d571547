import NavigationBarLayout
import Testing
import TextMetrics

@testable import NavigationBarRendering

@Suite("Gallery and text order")
struct GalleryAndBidiTests {
    @Test("a gallery stacks pictures under captions; a failed entry shows its error")
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
        #expect(gallery.width == 375 + 24)
        #expect(gallery.height > 44 + 2 * 14)
        #expect(gallery.shapes.filter { $0.name == "caption" }.count == 2)
        #expect(gallery.shapes.filter { $0.name == "error" }.count == 1)
        #expect(gallery.shapes.filter { $0.name == "title" }.count == 1)
        let image = try gallery.image()
        #expect(image.width == 399)
        #expect(image.pixel(1, 1).alpha == 255)
    }

    @Test("bars wider than a column are scaled down to fit; more than eight entries make two columns")
    func columns() throws {
        var scene = try RenderingSupport.scene(RenderingSupport.busyScene)
        scene.width = 1200
        let wide = try RenderingSupport.renderer.drawing(scene: scene)
        let entries = (0..<9).map { GalleryEntry(name: "bar \($0)", content: .success(wide)) }
        let gallery = try RenderingSupport.renderer.gallery(entries, scale: 1)
        #expect(gallery.width == 12 + 2 * (BarRenderer.galleryColumnLimit + 12))
        let bars = gallery.shapes.filter { $0.name == "bar" }
        #expect(bars.count == 9)
        let first = try #require(bars[0].path.controlBounds)
        #expect(abs(first.width - BarRenderer.galleryColumnLimit) < 1e-9)
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
