import NavigationBarLayout
import Testing
import TextMetrics

@testable import NavigationBarRendering

/// L32, L33: the renderer draws the iOS 13 appearance's background, shadow and text colours from the geometry.
@Suite struct AppearanceDrawingTests {
    /// "Inbox" → "Message" with an Edit button under `ios17`, with `extra` scene members.
    static func drawing(_ extra: String) throws -> Drawing {
        let json = """
            {"width": 375, "profile": "ios17", \(extra),
             "items": [{"title": "Inbox"}, {"title": "Message", "rightBarButtonItems": [{"id": "edit", "title": "Edit"}]}]}
            """
        return try RenderingSupport.renderer.drawing(geometry: RenderingSupport.geometry(RenderingSupport.scene(json)))
    }

    /// `ios17`'s light bar material (#F7F7F7 at 0.85, its `systemColors` to 4 decimal places).
    static let ios17Material = RGBA(0.9686, 0.9686, 0.9686, 0.85)

    /// The paint of the shape named `name`, if drawn.
    static func paint(_ drawing: Drawing, _ name: String) -> Paint? {
        drawing.shapes.first { $0.name == name }?.paint
    }

    @Test func l32AnOpaqueColourAndItsShadowAreDrawn() throws {
        let drawing = try Self.drawing(
            #""scrollOffset": 10, "standardAppearance": {"background": "opaque", "#
                + #""backgroundColor": {"red": 0, "green": 0.5, "blue": 1}, "shadowColor": {"red": 1, "green": 0, "blue": 0}}"#
        )
        #expect(Self.paint(drawing, "bar") == .solid(RGBA(0, 0.5, 1, 1)))
        #expect(Self.paint(drawing, "hairline") == .solid(RGBA(1, 0, 0, 1)))
        #expect(Self.paint(drawing, "bar-effect") == nil)
    }

    @Test func l32ATransparentBackgroundDrawsNothingBehindTheContent() throws {
        // At the scroll edge, the standard appearance falls back to a transparent background (L31).
        let drawing = try Self.drawing(
            #""standardAppearance": {"background": "opaque", "backgroundColor": {"red": 0, "green": 0.5, "blue": 1}}"#)
        #expect(drawing.shapes.filter { $0.layer == .background }.isEmpty)
        #expect(!drawing.shapes.isEmpty)
    }

    @Test func l32TheDefaultBackgroundIsTheMaterialAndTheShadow() throws {
        let drawing = try Self.drawing(#""scrollOffset": 1, "standardAppearance": {}"#)
        #expect(Self.paint(drawing, "bar-effect") == .solid(Self.ios17Material))
        #expect(Self.paint(drawing, "bar") == nil)
        #expect(Self.paint(drawing, "hairline") == .solid(RGBA(0, 0, 0, 0.3)))
        let dark = try Self.drawing(
            #""scrollOffset": 1, "standardAppearance": {"backgroundEffect": "systemMaterialDark"}"#)
        #expect(Self.paint(dark, "bar-effect") == .solid(RGBA(0, 0, 0, 0.85)))
    }

    @Test func l33TextsAreDrawnInTheAppearancesColours() throws {
        let drawing = try Self.drawing(
            #""scrollOffset": 1, "standardAppearance": {"titleTextAttributes": {"color": {"red": 1, "green": 0, "blue": 0}}, "#
                + #""buttonAppearance": {"titleTextAttributes": {"color": {"red": 0, "green": 1, "blue": 0}}}}"#)
        #expect(Self.paint(drawing, "title") == .solid(RGBA(1, 0, 0, 1)))
        #expect(Self.paint(drawing, "right-0-title") == .solid(RGBA(0, 1, 0, 1)))
        // The back title keeps the tint, as the appearance gives it no colour.
        #expect(Self.paint(drawing, "back-title") == .solid(RGBA(0, 0.4784, 1)))
    }

    @Test func l34ABarWithoutAnAppearanceIsTransparentAtTheScrollEdgeAndMaterialOnceScrolled() throws {
        let atEdge = try Self.drawing(#""scrollOffset": 0"#)
        #expect(atEdge.shapes.filter { $0.layer == .background }.isEmpty)
        let scrolled = try Self.drawing(#""scrollOffset": 1"#)
        #expect(Self.paint(scrolled, "bar-effect") == .solid(Self.ios17Material))
        #expect(Self.paint(scrolled, "hairline") == .solid(RGBA(0, 0, 0, 0.3)))
    }
}
