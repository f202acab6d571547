import NavigationBarLayout
import NavigationBarRendering
import Testing
import TextMetrics

/// L16: the renderer fills the bar's background across the whole width and draws the content inset.
@Suite struct SafeAreaDrawingTests {
    /// An 844 × 390 notch phone in landscape with 47-pt insets, `ios17`, scrolled (so its background is drawn, L34).
    static let notch = """
        {"width": 844, "metrics": "compact", "profile": "ios17", "safeAreaInsets": {"left": 47, "right": 47},
         "scrollOffset": 10,
         "items": [{"title": "Mailboxes"}, {"title": "Inbox", "rightBarButtonItems": [{"id": "edit", "title": "Edit"}]}]}
        """

    @Test func l16TheBackgroundSpansTheWholeBarAndTheContentIsInset() throws {
        let geometry = try RenderingSupport.geometry(try RenderingSupport.scene(Self.notch))
        #expect(
            geometry.displayList.nodes.first { $0.kind == .background }?.frame
                == Frame(x: 0, y: 0, width: 844, height: 32))
        let drawing = try RenderingSupport.renderer.drawing(geometry: geometry)
        let background = try #require(drawing.shapes.first { $0.name == "bar-effect" })
        #expect(background.path.controlBounds == Frame(x: 0, y: 0, width: 844, height: 32))
        let hairline = try #require(drawing.shapes.first { $0.name == "hairline" })
        #expect(hairline.path.controlBounds?.width == 844)
        let ink = drawing.shapes.filter { $0.layer != .background }.compactMap(\.path.controlBounds)
        #expect(!ink.isEmpty)
        #expect(ink.allSatisfy { $0.minX >= 47 && $0.maxX <= 844 - 47 })
    }
}
