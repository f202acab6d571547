import Foundation
import NavigationBarLayout
import NavigationBarRendering
import Testing

@Suite("PNG output")
struct PNGOutputTests {
    /// The width and height stored in the IHDR chunk of PNG `bytes`.
    static func headerSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test("the image is the bar's width and height times the scale", arguments: [1.0, 2.0, 3.0])
    func imageSizeFollowsScale(scale: Double) throws {
        var scene = try RenderingSupport.scene(RenderingSupport.busyScene)
        scene.scale = scale
        let png = try RenderingSupport.renderer.drawing(scene: scene).png()
        let size = try #require(Self.headerSize(png))
        #expect(size.width == Int(375 * scale))
        #expect(size.height == Int(44 * scale))
        let decoded = try PNGImage.decode(png)
        #expect(decoded.width == Int(375 * scale))
        #expect(decoded.height == Int(44 * scale))
        #expect(decoded.pixels.count == decoded.width * decoded.height * 4)
    }

    @Test("a prompt bar is as tall as the prompt metrics")
    func promptBarHeight() throws {
        let scene = try RenderingSupport.scene(
            #"{"width": 320, "scale": 2, "profile": "ios7", "items": [{"title": "Add", "prompt": "Enter your details"}]}"#
        )
        let image = try RenderingSupport.renderer.drawing(scene: scene).image()
        #expect(image.width == 640)
        #expect(image.height == 148)
    }

    @Test("the default bar is light grey and translucent, with the tint on the back chevron")
    func defaultColours() throws {
        let scene = try RenderingSupport.scene(RenderingSupport.busyScene)
        let geometry = try RenderingSupport.geometry(scene)
        let image = try RenderingSupport.renderer.drawing(geometry: geometry).image()
        let background = image.pixel(200, 4)
        #expect(background.red == 247 && background.green == 247 && background.blue == 247)
        #expect(background.alpha == 217)
        let back = try #require(geometry.backButton)
        let indicator = back.indicator.frame
        var tinted = 0
        for y in Int(indicator.y * 2)..<Int(indicator.maxY * 2) {
            for x in Int(indicator.x * 2)..<Int(indicator.maxX * 2) {
                let p = image.pixel(x, y)
                if p.red < 40, p.green > 100, p.blue > 230, p.alpha == 255 { tinted += 1 }
            }
        }
        #expect(tinted > 20)
    }

    @Test("a black, opaque bar is opaque black")
    func blackOpaque() throws {
        var scene = try RenderingSupport.scene(RenderingSupport.busyScene)
        scene.barStyle = .black
        scene.translucent = false
        let image = try RenderingSupport.renderer.drawing(scene: scene).image()
        let p = image.pixel(300, 3)
        #expect(p.red == 0 && p.green == 0 && p.blue == 0 && p.alpha == 255)
    }

    @Test("PNG bytes decode back to the same pixels")
    func roundTrip() throws {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 10, 20, 30, 40]
        let image = PNGImage(width: 2, height: 2, pixels: pixels)
        let decoded = try PNGImage.decode(try image.encoded())
        #expect(decoded == image)
    }

    @Test("bytes that are not a PNG are an error, not a crash")
    func badPNG() {
        #expect(throws: RenderError.self) { try PNGImage.decode([1, 2, 3, 4]) }
    }

    @Test("an image too large to draw is an error")
    func tooLarge() throws {
        let drawing = Drawing(width: 100_000, height: 44, scale: 10)
        #expect(throws: RenderError.imageTooLarge(width: 1_000_000, height: 440)) { try drawing.image() }
    }
}
