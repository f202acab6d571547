import NavigationBarLayout
import NavigationBarRendering
import Testing
import TextMetrics

/// The renderer draws from the geometry alone: the style, baseline and colour of each text, the glyphs the
/// layout shaped, and the solver's typed errors.
@Suite struct GeometryDrawingTests {
    /// A bar with a back button, a text item and a title in the appearance's colour.
    static let tintedTitle = """
        {"width": 375, "scale": 2, "appearance": {"titleTextAttributes": {"default": {"color":
          {"red": 1, "green": 0, "blue": 0, "alpha": 1}}}},
         "items": [{"title": "Inbox"}, {"title": "Message", "rightBarButtonItems": [{"id": "edit", "title": "Edit"}]}]}
        """

    @Test func theTitleIsDrawnInTheColourItsGeometryCarries() throws {
        let scene = try RenderingSupport.scene(Self.tintedTitle)
        let geometry = try RenderingSupport.geometry(scene)
        #expect(geometry.title?.color == Color(red: 1, green: 0, blue: 0))
        let drawing = try RenderingSupport.renderer.drawing(geometry: geometry)
        let title = try #require(drawing.shapes.first { $0.name == "title" })
        #expect(title.paint == .solid(RGBA(1, 0, 0, 1)))
        var recoloured = geometry
        recoloured.title?.color = Color(red: 0, green: 0, blue: 1)
        let blue = try RenderingSupport.renderer.drawing(geometry: recoloured)
        #expect(blue.shapes.first { $0.name == "title" }?.paint == .solid(RGBA(0, 0, 1, 1)))
    }

    @Test func textIsSetInTheStyleAndOnTheBaselineOfItsGeometry() throws {
        let scene = try RenderingSupport.scene(Self.tintedTitle)
        let geometry = try RenderingSupport.geometry(scene)
        let line = try #require(geometry.rightItems[0].title)
        let drawn = try #require(try RenderingSupport.renderer.textPath(line).controlBounds)
        var bigger = line
        bigger.style.size = 34
        bigger.baseline += 10
        let big = try #require(try RenderingSupport.renderer.textPath(bigger).controlBounds)
        #expect(big.height > 1.8 * drawn.height)
        // Cap height sits on the baseline: the ink ends at it ("Edit" has no descender).
        #expect(abs(drawn.maxY - line.baseline) < 0.5)
        #expect(abs(big.maxY - bigger.baseline) < 0.5)
    }

    @Test(
        "geometry read back from its JSON draws the same shapes in the same paints, with no scene or profile",
        arguments: [RenderingSupport.busyScene, RenderingSupport.classicScene, Self.tintedTitle])
    func geometryFromJSONAlone(json: String) throws {
        var scene = try RenderingSupport.scene(json)
        scene.barStyle = .black
        scene.tintColor = Color(red: 1, green: 0.5, blue: 0)
        let geometry = try RenderingSupport.geometry(scene)
        let decoded = try BarGeometry(json: geometry.jsonString())
        let direct = try RenderingSupport.renderer.drawing(scene: scene)
        let fromJSON = try RenderingSupport.renderer.drawing(geometry: decoded)
        #expect(fromJSON.shapes.map(\.name) == direct.shapes.map(\.name))
        #expect(fromJSON.shapes.map(\.paint) == direct.shapes.map(\.paint))
        #expect(fromJSON.width == direct.width && fromJSON.height == direct.height)
    }

    @Test func drawingALaidOutBarShapesNothingAgain() throws {
        let renderer = BarRenderer(measurer: TextMeasurer(keepsGlyphs: true))
        let scene = try RenderingSupport.scene(Self.tintedTitle)
        let geometry = try BarLayout.solve(scene, measurer: renderer.measurer)
        let laidOut = renderer.measurer.cacheStatistics
        _ = try renderer.drawing(geometry: geometry)
        let drawn = renderer.measurer.cacheStatistics
        #expect(drawn.misses == laidOut.misses)
        #expect(drawn.hits >= laidOut.hits + 3)
    }

    @Test func aLayoutFailureKeepsItsTypedError() throws {
        var scene = try RenderingSupport.scene(Self.tintedTitle)
        scene.appearance.titleTextAttributes = PerMetrics([.default: TextAttributes(family: "No Such Family")])
        do {
            _ = try RenderingSupport.renderer.drawing(scene: scene)
            Issue.record("expected a layout error")
        } catch {
            guard case .layout(.measurement(.unknownFamily(let family, _))) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(family == "No Such Family")
        }
    }

    @Test func everyFixtureTextHasItsBaselineWhereCentringTheLineInTheFramePutsIt() throws {
        let measurer = RenderingSupport.renderer.measurer
        for name in try RenderingSupport.fixtureNames() {
            let geometry = try RenderingSupport.geometry(try RenderingSupport.fixture(name))
            var lines = [geometry.prompt, geometry.backButton?.title, geometry.title?.textLine]
            lines += (geometry.leftItems + geometry.rightItems).map(\.title)
            for line in lines.compactMap({ $0 }) {
                let metrics = try measurer.lineMetrics(for: line.style)
                #expect(line.baseline == metrics.baseline(top: line.frame.y, height: line.frame.height), "\(name)")
            }
        }
    }
}
