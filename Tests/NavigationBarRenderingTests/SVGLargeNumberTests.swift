import Foundation
import NavigationBarLayout
import NavigationBarRendering
import Testing

/// Coordinates too large for an `Int` are written, not trapped on (issue 8: `render -o x.svg` trapped).
@Suite("SVG numbers beyond Int")
struct SVGLargeNumberTests {
    @Test("numbers from 2^62 on are written with an exponent; smaller whole numbers as digits")
    func exponentForm() {
        #expect(SVGNumber.format(2e19) == "2e+19")
        #expect(SVGNumber.format(-1e308) == "-1e+308")
        #expect(SVGNumber.format(0x1p63) == "9.223372036854776e+18")
        #expect(SVGNumber.format(1e15) == "1000000000000000")
        #expect(SVGNumber.format(-2.5e12) == "-2500000000000")
    }

    @Test(
        "a valid scene whose coordinates reach 2^63 draws as SVG",
        arguments: [
            #"{"width": 375, "items": [{"title": "A"}, {"titleView": {"width": 100, "height": 2e19}}]}"#,
            #"{"width": 375, "appearance": {"titleVerticalPositionAdjustment": {"default": 1e19}}, "items": [{"title": "A"}, {"title": "B"}]}"#,
            #"{"width": 375, "appearance": {"backIndicatorSize": {"default": {"width": 10, "height": 1e308}}}, "items": [{"title": "A"}, {"title": "B"}]}"#,
        ])
    func hugeCoordinates(json: String) throws {
        let scene = try RenderingSupport.scene(json)
        let svg = try RenderingSupport.renderer.drawing(scene: scene).svg()
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("e+"))
    }
}
