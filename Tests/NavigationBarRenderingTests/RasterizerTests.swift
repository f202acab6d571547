import Foundation
import NavigationBarLayout
import NavigationBarRendering
import Testing

/// FreeType's coverage of filled paths (`FT_Outline_Render`, anti-aliased, non-zero winding), through whole drawings.
///
/// Shapes are opaque black on a transparent drawing at scale 1 unless
/// stated, so a pixel's alpha byte is FreeType's coverage of it (0...255).
@Suite("FreeType coverage")
struct RasterizerTests {
    /// One black shape on a transparent drawing of `width` × `height` points at `scale`.
    static func image(_ path: VectorPath, width: Double = 4, height: Double = 4, scale: Double = 1) throws
        -> PNGImage
    {
        let shape = Shape(layer: .icons, name: "shape", path: path, paint: .solid(RGBA(0, 0, 0)))
        return try Drawing(width: width, height: height, scale: scale, shapes: [shape]).image()
    }

    /// Every pixel's alpha, row by row.
    static func alphas(_ image: PNGImage) -> [[UInt8]] {
        (0..<image.height).map { y in (0..<image.width).map { x in image.pixel(x, y).alpha } }
    }

    /// The covered area in pixels: the sum of every pixel's coverage.
    static func area(_ image: PNGImage) -> Double {
        stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + Double(image.pixels[$1]) / 255 }
    }

    /// A rectangle wound the other way from `VectorPath.rect` (anticlockwise on screen).
    static func anticlockwise(_ r: Frame) -> VectorPath {
        var path = VectorPath()
        path.move(r.x, r.y)
        path.line(r.x, r.maxY)
        path.line(r.maxX, r.maxY)
        path.line(r.maxX, r.y)
        path.close()
        return path
    }

    @Test("a square on pixel edges covers its pixels fully and nothing else")
    func wholePixels() throws {
        let image = try Self.image(.rect(Frame(x: 1, y: 1, width: 2, height: 2)))
        #expect(
            Self.alphas(image) == [
                [0, 0, 0, 0],
                [0, 255, 255, 0],
                [0, 255, 255, 0],
                [0, 0, 0, 0],
            ])
    }

    @Test("a half-pixel offset gives edge pixels coverage 0.5 ± 1/255, horizontally and vertically")
    func halfPixelEdges() throws {
        let across = try Self.image(.rect(Frame(x: 0.5, y: 0, width: 2, height: 4)))
        for y in 0..<4 {
            #expect((127...129).contains(across.pixel(0, y).alpha))
            #expect(across.pixel(1, y).alpha == 255)
            #expect((127...129).contains(across.pixel(2, y).alpha))
            #expect(across.pixel(3, y).alpha == 0)
        }
        let down = try Self.image(.rect(Frame(x: 0, y: 1.5, width: 4, height: 1)))
        for x in 0..<4 {
            #expect(down.pixel(x, 0).alpha == 0)
            #expect((127...129).contains(down.pixel(x, 1).alpha))
            #expect((127...129).contains(down.pixel(x, 2).alpha))
            #expect(down.pixel(x, 3).alpha == 0)
        }
        let quarter = try Self.image(.rect(Frame(x: 0.5, y: 0.5, width: 3, height: 3)))
        #expect((63...65).contains(quarter.pixel(0, 0).alpha))
        #expect((127...129).contains(quarter.pixel(1, 0).alpha))
        #expect(quarter.pixel(1, 1).alpha == 255)
    }

    @Test("non-zero winding: overlaps wound alike stay fully covered, opposite windings cut a hole")
    func windings() throws {
        var united = VectorPath.rect(Frame(x: 0, y: 0, width: 4, height: 4))
        united.append(.rect(Frame(x: 1, y: 1, width: 2, height: 2)))
        #expect(Self.alphas(try Self.image(united)).allSatisfy { $0.allSatisfy { $0 == 255 } })
        var holed = VectorPath.rect(Frame(x: 0, y: 0, width: 4, height: 4))
        holed.append(Self.anticlockwise(Frame(x: 1, y: 1, width: 2, height: 2)))
        #expect(
            Self.alphas(try Self.image(holed)) == [
                [255, 255, 255, 255],
                [255, 0, 0, 255],
                [255, 0, 0, 255],
                [255, 255, 255, 255],
            ])
        var crossing = VectorPath.rect(Frame(x: 0, y: 0, width: 3, height: 3))
        crossing.append(.rect(Frame(x: 1, y: 1, width: 3, height: 3)))
        let image = try Self.image(crossing)
        #expect(image.pixel(1, 1).alpha == 255 && image.pixel(2, 2).alpha == 255)
        #expect(image.pixel(3, 0).alpha == 0 && image.pixel(0, 3).alpha == 0)
    }

    @Test("a circle's covered area is πr² within 1%, at scale 1 and 3", arguments: [1.0, 3.0])
    func circleArea(scale: Double) throws {
        let image = try Self.image(.circle(Point(22, 22), 20), width: 44, height: 44, scale: scale)
        let expected = Double.pi * 20 * 20 * scale * scale
        #expect(abs(Self.area(image) - expected) / expected < 0.01)
        #expect(image.pixel(Int(22 * scale), Int(22 * scale)).alpha == 255)
        #expect(image.pixel(0, 0).alpha == 0)
    }

    @Test("quadratic control points are conic: a parabolic arch covers 2/3 of its box")
    func quadraticArea() throws {
        var arch = VectorPath()
        arch.move(0, 20)
        arch.quad(10, -20, 20, 20)
        arch.close()
        let image = try Self.image(arch, width: 20, height: 20)
        #expect(abs(Self.area(image) - 2.0 / 3 * 20 * 20) < 0.01 * 2.0 / 3 * 20 * 20)
    }

    @Test("shapes partly outside the picture are clipped, not a crash")
    func clipping() throws {
        let image = try Self.image(.ellipse(Frame(x: -3, y: -3, width: 12, height: 12)))
        #expect(Self.alphas(image).allSatisfy { $0.allSatisfy { $0 > 0 } })
        #expect(image.pixel(2, 2).alpha == 255)
        let overhang = try Self.image(.rect(Frame(x: -10, y: 2, width: 30, height: 10)))
        #expect(Self.alphas(overhang) == [[0, 0, 0, 0], [0, 0, 0, 0], [255, 255, 255, 255], [255, 255, 255, 255]])
        for outside in [Frame(x: 5, y: 0, width: 3, height: 3), Frame(x: -5, y: -5, width: 4, height: 4)] {
            #expect(Self.area(try Self.image(.rect(outside))) == 0)
        }
    }

    @Test("a translucent colour over another composites source-over")
    func compositing() throws {
        let shapes = [
            Shape(
                layer: .background, name: "a", path: .rect(Frame(x: 0, y: 0, width: 2, height: 2)),
                paint: .solid(RGBA(1, 0, 0))),
            Shape(
                layer: .icons, name: "b", path: .rect(Frame(x: 0, y: 0, width: 2, height: 2)),
                paint: .solid(RGBA(0, 0, 1, 0.5))),
        ]
        let p = try Drawing(width: 2, height: 2, scale: 1, shapes: shapes).image().pixel(0, 0)
        #expect(p.red == 128 && p.green == 0 && p.blue == 128 && p.alpha == 255)
    }

    @Test("half coverage of a translucent colour gives a quarter of the alpha")
    func coverageTimesAlpha() throws {
        let shape = Shape(
            layer: .icons, name: "a", path: .rect(Frame(x: 0.5, y: 0, width: 1, height: 1)),
            paint: .solid(RGBA(0, 0, 1, 0.5)))
        let image = try Drawing(width: 2, height: 1, scale: 1, shapes: [shape]).image()
        #expect((63...65).contains(image.pixel(0, 0).alpha))
        #expect(image.pixel(0, 0).blue == 255)
    }
}
