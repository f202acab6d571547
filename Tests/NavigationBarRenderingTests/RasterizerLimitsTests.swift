import Foundation
import NavigationBarLayout
import NavigationBarRendering
import Testing

/// FreeType coverage at the edges: empty, degenerate and non-finite paths, huge coordinates, huge paths, tiles.
@Suite("FreeType coverage limits")
struct RasterizerLimitsTests {
    @Test("empty and degenerate paths draw nothing")
    func degenerate() throws {
        var moveOnly = VectorPath()
        moveOnly.move(1, 1)
        moveOnly.move(2, 2)
        var backAndForth = VectorPath()
        backAndForth.move(0, 0)
        backAndForth.line(4, 4)
        backAndForth.line(0, 0)
        backAndForth.close()
        var collinear = VectorPath()
        collinear.move(0, 2)
        collinear.line(2, 2)
        collinear.line(4, 2)
        collinear.close()
        var closeOnly = VectorPath()
        closeOnly.close()
        closeOnly.close()
        let paths = [
            VectorPath(), moveOnly, backAndForth, collinear, closeOnly,
            .rect(Frame(x: 1, y: 1, width: 0, height: 3)), .rect(Frame(x: 1, y: 1, width: 2, height: 0)),
        ]
        for path in paths {
            #expect(RasterizerTests.area(try RasterizerTests.image(path)) == 0)
        }
    }

    @Test("a path with a point that is not finite draws nothing", arguments: [Double.nan, .infinity, -.infinity])
    func notFinite(value: Double) throws {
        var path = VectorPath.rect(Frame(x: 0, y: 0, width: 4, height: 4))
        path.move(1, 1)
        path.line(value, 2)
        path.line(2, 3)
        path.close()
        #expect(RasterizerTests.area(try RasterizerTests.image(path)) == 0)
    }

    @Test("huge coordinates (±1e9 and beyond) are clamped: axis-aligned edges stay exact, nothing hangs")
    func hugeCoordinates() throws {
        let everywhere = try RasterizerTests.image(.rect(Frame(x: -1e9, y: -1e9, width: 2e9, height: 2e9)))
        #expect(RasterizerTests.alphas(everywhere).allSatisfy { $0.allSatisfy { $0 == 255 } })
        let band = try RasterizerTests.image(.rect(Frame(x: -1e9, y: 1, width: 2e9 + 3, height: 2)))
        #expect(
            RasterizerTests.alphas(band) == [
                [0, 0, 0, 0], [255, 255, 255, 255], [255, 255, 255, 255], [0, 0, 0, 0],
            ])
        var triangle = VectorPath()
        triangle.move(-1e9, -1e9)
        triangle.cubic(Point(1e12, 0), Point(0, 1e300), Point(2, 1e9))
        triangle.quad(1e9, 1e9, 3, 3)
        triangle.close()
        let wild = try RasterizerTests.image(triangle, width: 64, height: 64, scale: 10)
        #expect(wild.width == 640 && wild.height == 640)
        #expect(RasterizerTests.area(try RasterizerTests.image(.rect(Frame(x: 1e9, y: 0, width: 5, height: 5)))) == 0)
    }

    @Test("a path of more than 32,767 points (FreeType's limit per outline) is drawn whole")
    func manyPoints() throws {
        var squares = VectorPath()
        for y in 0..<100 {
            for x in 0..<100 { squares.append(.rect(Frame(x: Double(x), y: Double(y), width: 1, height: 1))) }
        }
        let grid = try RasterizerTests.image(squares, width: 100, height: 100)
        #expect(RasterizerTests.area(grid) == 10_000)
        let count = 50_000
        let polygon = (0..<count).map { step in
            let angle = 2 * Double.pi * Double(step) / Double(count)
            return Point(50 + 40 * cos(angle), 50 + 40 * sin(angle))
        }
        let disc = try RasterizerTests.image(.polygon(polygon), width: 100, height: 100)
        let expected = Double.pi * 40 * 40
        #expect(abs(RasterizerTests.area(disc) - expected) / expected < 0.01)
        #expect(disc.pixel(50, 50).alpha == 255 && disc.pixel(50, 11).alpha == 255)
    }

    @Test("pictures wider than a tile (4096 pixels) are covered across the tile seams")
    func tiles() throws {
        let wide = try RasterizerTests.image(.rect(Frame(x: 0.5, y: 0, width: 9000, height: 2)), width: 9001, height: 2)
        #expect(wide.width == 9001)
        for x in [1, 4095, 4096, 4097, 8191, 8192, 8999] { #expect(wide.pixel(x, 1).alpha == 255) }
        #expect((127...129).contains(wide.pixel(0, 0).alpha) && (127...129).contains(wide.pixel(9000, 0).alpha))
        let circle = try RasterizerTests.image(.circle(Point(4096, 30), 25), width: 8192, height: 60)
        let expected = Double.pi * 25 * 25
        #expect(abs(RasterizerTests.area(circle) - expected) / expected < 0.01)
        #expect(circle.pixel(4095, 30).alpha == 255 && circle.pixel(4096, 30).alpha == 255)
    }
}
