import Testing

@testable import NavigationBarLayout

/// L15: rounding to the pixel grid is half up, the same at every position.
@Suite struct PixelGridRuleTests {
    @Test func l15RoundsHalfUp() {
        let grid = PixelGrid(scale: 2)
        #expect(grid.nearest(0.25) == 0.5)
        #expect(grid.nearest(-0.25) == 0)
        #expect(grid.nearest(-0.75) == -0.5)
        #expect(grid.nearest(1.2) == 1)
        #expect(grid.nearest(-1.3) == -1.5)
    }

    /// A frame 10.25 wide slid across x = 0 in eighths of a point keeps its width in pixels wherever it is moved
    /// by whole pixels: rounded half away from zero, at x = −0.75 it was 10.5 wide and at x = 0.25 10.
    @Test func l15AFrameSlidAcrossZeroKeepsItsWidthInPixels() throws {
        var parts = try SolverFixture.layout([]).parts
        func roundedWidth(at x: Double) -> Double {
            parts.bar.contentFrame = Frame(x, 0, 10.25, 44)
            parts.roundToPixels(scale: 2)
            return parts.bar.contentFrame.width
        }
        for step in -24...24 {
            let x = Double(step) / 8
            for pixels in [-4.0, -1, 1, 3] {
                #expect(roundedWidth(at: x) == roundedWidth(at: x + pixels / 2), "from x = \(x) by \(pixels) pixels")
            }
        }
    }
}
