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

    @Test("a drawing whose coordinates reach 2^63 is written as SVG, not trapped on")
    func hugeCoordinates() throws {
        let huge = Frame(x: 0, y: 0, width: 100, height: 2e19)
        let shape = Shape(layer: .background, name: "huge", path: .rect(huge), paint: .solid(RGBA(0, 0, 0)))
        let svg = Drawing(width: 375, height: 44, scale: 2, shapes: [shape]).svg()
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("2e+19"))
    }

    @Test(
        "scenes that once reached 2^63 are refused by the scene rules, naming the field",
        arguments: [
            (
                #"{"width": 375, "items": [{"title": "A"}, {"titleView": {"width": 100, "height": 2e19}}]}"#,
                "items[1].titleView.height: must be a number from 0 to 100000"
            ),
            (
                #"{"width": 375, "appearance": {"titleVerticalPositionAdjustment": {"default": 1e19}}, "items": [{"title": "A"}, {"title": "B"}]}"#,
                "appearance.titleVerticalPositionAdjustment.default: must be a number from -100000 to 100000"
            ),
            (
                #"{"width": 375, "appearance": {"backIndicatorSize": {"default": {"width": 10, "height": 1e308}}}, "items": [{"title": "A"}, {"title": "B"}]}"#,
                "appearance.backIndicatorSize.default.height: must be a number from 0 to 100000"
            ),
        ])
    func hugeScenesAreRefused(json: String, message: String) throws {
        #expect(throws: (any Error).self) { try RenderingSupport.scene(json) }
        do {
            _ = try RenderingSupport.scene(json)
        } catch {
            #expect("\(error)".contains(message))
        }
    }
}
