import NavigationBarLayout
import NavigationBarRendering
import Testing

/// Right-to-left pictures are mirror images of left-to-right ones, apart from the glyphs.
@Suite("Right-to-left mirroring")
struct MirrorTests {
    /// The largest difference of any channel between `a` at (x, y) and `b` at (width - 1 - x, y), and how many
    /// pixels differ by more than 4 of 255 (FreeType's integer cell arithmetic is not exactly mirror-symmetric:
    /// an edge pixel's coverage may differ by about 1%).
    static func mirrorDifference(_ a: PNGImage, _ b: PNGImage) -> (maximum: Int, count: Int) {
        var maximum = 0
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x, y)
                let q = b.pixel(a.width - 1 - x, y)
                let difference = max(
                    abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)),
                    abs(Int(p.blue) - Int(q.blue)), abs(Int(p.alpha) - Int(q.alpha)))
                maximum = max(maximum, difference)
                if difference > 4 { count += 1 }
            }
        }
        return (maximum, count)
    }

    @Test(
        "without text, the right-to-left picture is the left-to-right one mirrored (within 4 levels of 255)",
        arguments: [RenderingSupport.busyScene, RenderingSupport.classicScene, RenderingSupport.crowdedScene])
    func mirroredWithoutText(json: String) throws {
        let scene = try RenderingSupport.scene(json)
        let leftToRight = try RenderingSupport.renderer.drawing(scene: scene).without([.text, .labels]).image()
        let rightToLeft = try RenderingSupport.renderer.drawing(scene: RenderingSupport.mirrored(scene))
            .without([.text, .labels]).image()
        #expect(leftToRight.width == rightToLeft.width && leftToRight.height == rightToLeft.height)
        let difference = Self.mirrorDifference(leftToRight, rightToLeft)
        #expect(difference.count == 0, "\(difference.count) pixels differ, by up to \(difference.maximum)")
    }

    @Test("the debug frame outlines mirror too")
    func debugOutlinesMirror() throws {
        let scene = try RenderingSupport.scene(RenderingSupport.busyScene)
        let leftToRight = try RenderingSupport.renderer.drawing(scene: scene, debug: true).only([.debug]).image()
        let rightToLeft = try RenderingSupport.renderer.drawing(scene: RenderingSupport.mirrored(scene), debug: true)
            .only([.debug]).image()
        #expect(Self.mirrorDifference(leftToRight, rightToLeft).count == 0)
    }

    @Test("text keeps its reading order: the mirrored picture's text layer is not a mirror image")
    func textIsNotMirrored() throws {
        let scene = try RenderingSupport.scene(RenderingSupport.busyScene)
        let leftToRight = try RenderingSupport.renderer.drawing(scene: scene).only([.text]).image()
        let rightToLeft = try RenderingSupport.renderer.drawing(scene: RenderingSupport.mirrored(scene))
            .only([.text]).image()
        #expect(Self.mirrorDifference(leftToRight, rightToLeft).count > 100)
    }
}
