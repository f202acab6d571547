import NavigationBarLayout
import Testing
import TextMetrics

/// L1, L9, L13, L15 on bars with nothing to show: an empty stack and an empty title.
@Suite struct EmptyBarRuleTests {
    static func solve(_ scene: Scene) throws -> BarGeometry {
        try BarLayout.solve(scene, profile: SolverFixture.ios7, measurer: FixedAdvanceMeasurer())
    }

    /// An empty stack is rounded (L15) and mirrored (L13) like any bar: its content frame is on the grid and
    /// between the same safe-area insets in both directions.
    @Test func l1AnEmptyStackIsRoundedAndMirroredLikeAnyBar() throws {
        for direction in LayoutDirection.allCases {
            let scene = Scene(
                width: 375.25, layoutDirection: direction, items: [],
                safeAreaInsets: SafeAreaInsets(left: 10, right: 30))
            let g = try Self.solve(scene)
            // 10 … 345.25, its far edge rounded to the half-point grid (345.5); right to left mirrored across 375.5.
            #expect(g.bar.contentFrame == Frame(10, 0, 335.5, 44), "\(direction)")
            #expect(g.bar.layoutDirection == direction)
        }
    }

    /// An empty title on a bar too narrow for the title's insets is not displayed (it was placed at x = −7 at
    /// width 1); at every width a displayed title lies inside the bar.
    @Test func l9AnEmptyTitleIsNeverPlacedOutsideTheBar() throws {
        let narrow = try Self.solve(Scene(width: 1, items: [NavigationItem(title: "")]))
        #expect(narrow.title?.frame == nil)
        for width in 1...40 {
            let g = try Self.solve(Scene(width: Double(width), items: [NavigationItem(title: "")]))
            if let frame = g.title?.frame {
                #expect(frame.minX >= 0 && frame.maxX <= Double(width), "at width \(width): \(frame)")
            }
        }
    }
}
