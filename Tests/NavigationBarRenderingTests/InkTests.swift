import NavigationBarLayout
import NavigationBarRendering
import Testing
import TextMetrics

/// Where text ink falls: inside the frames of displayed text, nowhere else.
@Suite("Text ink")
struct InkTests {
    /// Pixels of `image` with any ink (alpha above 0).
    static func inkedPixels(_ image: PNGImage) -> [(x: Int, y: Int)] {
        var result: [(x: Int, y: Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x, y).alpha > 0 { result.append((x, y)) }
        }
        return result
    }

    /// Whether pixel (`x`, `y`) at `scale` touches `frame` grown by `tolerance` points.
    static func pixel(_ x: Int, _ y: Int, scale: Double, touches frame: Frame, tolerance: Double) -> Bool {
        let left = Double(x) / scale
        let top = Double(y) / scale
        let size = 1 / scale
        return left + size > frame.x - tolerance && left < frame.maxX + tolerance
            && top + size > frame.y - tolerance && top < frame.maxY + tolerance
    }

    @Test(
        "text ink lies inside the frames of displayed text (1 pt tolerance for side bearings and overshoot)",
        arguments: [
            RenderingSupport.busyScene, RenderingSupport.classicScene, RenderingSupport.crowdedScene,
            #"{"width": 375, "layoutDirection": "rightToLeft", "items": [{"title": "الإعدادات"}, {"title": "عام"}]}"#,
            #"{"width": 320, "profile": "ios7", "items": [{"title": "设置和隐私"}, {"title": "通用", "prompt": "Choose a setting"}]}"#,
        ])
    func inkInsideTextFrames(json: String) throws {
        let scene = try RenderingSupport.scene(json)
        let geometry = try RenderingSupport.geometry(scene)
        let frames = Array(RenderingSupport.textFrames(geometry).values)
        #expect(!frames.isEmpty)
        let drawing = try RenderingSupport.renderer.drawing(geometry: geometry).only([.text])
        let image = try drawing.image()
        let ink = Self.inkedPixels(image)
        #expect(ink.count > 100)
        let stray = ink.filter { point in
            !frames.contains { Self.pixel(point.x, point.y, scale: scene.scale, touches: $0, tolerance: 1) }
        }
        #expect(stray.isEmpty, "\(stray.count) inked pixels outside the text frames, first \(stray.prefix(3))")
        for frame in frames {
            let inside = ink.contains { Self.pixel($0.x, $0.y, scale: scene.scale, touches: frame, tolerance: 0) }
            #expect(inside, "no ink in the text frame \(frame)")
        }
    }

    @Test("hidden items and titles are not drawn")
    func hiddenItemsLeaveNoInk() throws {
        let scene = try RenderingSupport.scene(RenderingSupport.busyScene)
        // A bar holding only a hidden title and a hidden item (which have no frame to draw at): nothing is drawn.
        var geometry = BarGeometry(bar: try RenderingSupport.geometry(scene).bar)
        geometry.title = TitleGeometry(
            kind: .text, text: "Hidden", truncated: false, style: TextStyle(size: 17), placement: .hidden)
        geometry.leftItems.append(
            ItemGeometry(id: "ghost", kind: .text, style: .plain, placement: .hidden(reason: .lowerPriority)))
        let drawing = try RenderingSupport.renderer.drawing(geometry: geometry)
        #expect(drawing.shapes.map(\.name) == ["bar", "hairline"])
        let image = try drawing.without([.background]).image()
        #expect(Self.inkedPixels(image).count == 0)
    }

    @Test("items the solver hides are not drawn; the debug legend names them")
    func solverHiddenItems() throws {
        let scene = try RenderingSupport.scene(RenderingSupport.crowdedScene)
        let geometry = try RenderingSupport.geometry(scene)
        let hidden = geometry.rightItems.enumerated().filter { !$0.element.displayed }.map { $0.offset }
        #expect(!hidden.isEmpty)
        let drawing = try RenderingSupport.renderer.drawing(geometry: geometry)
        for index in hidden {
            #expect(!drawing.shapes.contains { $0.name.hasPrefix("right-\(index)-") })
        }
        let debug = try RenderingSupport.renderer.drawing(geometry: geometry, debug: true)
        let legendLines = debug.shapes.filter { $0.name.hasPrefix("debug-legend-") }
        #expect(legendLines.count == hidden.count + 1)
        #expect(debug.height > geometry.bar.height)
    }
}
