import NavigationBarLayout
import NavigationBarRendering
import Testing

/// The rasteriser's coverage, measured through whole drawings.
@Suite("Rasteriser")
struct RasterizerTests {
    /// One black shape on a transparent drawing of `width` × `height` points at scale 1.
    static func image(_ path: VectorPath, width: Double = 4, height: Double = 4) throws -> PNGImage {
        let shape = Shape(layer: .icons, name: "shape", path: path, paint: .solid(RGBA(0, 0, 0)))
        return try Drawing(width: width, height: height, scale: 1, shapes: [shape]).image()
    }

    @Test("a rectangle on pixel edges covers whole pixels exactly")
    func wholePixels() throws {
        let image = try Self.image(.rect(Frame(x: 1, y: 1, width: 2, height: 2)))
        #expect(image.pixel(1, 1).alpha == 255)
        #expect(image.pixel(2, 2).alpha == 255)
        #expect(image.pixel(0, 0).alpha == 0)
        #expect(image.pixel(3, 3).alpha == 0)
    }

    @Test("half-covered pixels are half opaque")
    func partialCoverage() throws {
        let image = try Self.image(.rect(Frame(x: 0.5, y: 0, width: 2, height: 4)))
        #expect(image.pixel(0, 1).alpha == 128)
        #expect(image.pixel(1, 1).alpha == 255)
        #expect(image.pixel(2, 1).alpha == 128)
    }

    @Test("overlapping shapes wound the same way unite; opposite windings cut a hole (non-zero rule)")
    func windings() throws {
        var united = VectorPath.rect(Frame(x: 0, y: 0, width: 4, height: 4))
        united.append(.rect(Frame(x: 1, y: 1, width: 2, height: 2)))
        #expect(try Self.image(united).pixel(1, 1).alpha == 255)
        var holed = VectorPath.rect(Frame(x: 0, y: 0, width: 4, height: 4))
        var inner = VectorPath()
        inner.move(1, 1)
        inner.line(1, 3)
        inner.line(3, 3)
        inner.line(3, 1)
        inner.close()
        holed.append(inner)
        let image = try Self.image(holed)
        #expect(image.pixel(1, 1).alpha == 0)
        #expect(image.pixel(0, 0).alpha == 255)
    }

    @Test("shapes partly outside the picture are clipped, not a crash")
    func clipping() throws {
        let image = try Self.image(.ellipse(Frame(x: -3, y: -3, width: 12, height: 12)))
        #expect(image.pixel(2, 2).alpha == 255)
        #expect(image.pixel(0, 0).alpha > 0)
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
}
