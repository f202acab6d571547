import NavigationBarLayout
import SceneGenerators
import Testing
import TextMetrics

/// Properties of large titles (L19–L21) over generated stacks, display modes and scroll offsets.
@Suite struct LargeTitleInvariantTests {
    static let count = 600

    /// A generated stack whose items take random large-title display modes.
    static func stack(_ rng: inout SplitMix64) -> [NavigationItem] {
        var items = SceneGenerator.items(&rng)
        for index in items.indices {
            items[index].largeTitleDisplayMode = LargeTitleDisplayMode.allCases.randomElement(using: &rng)!
        }
        return items
    }

    /// A scroll offset from well over-scrolled to well collapsed, in quarter points.
    static func offset(_ rng: inout SplitMix64) -> Double {
        Double(Int.random(in: -400...400, using: &rng)) / 4
    }

    /// L20, L21: scrolling down never makes the bar taller, never shows the large title again once it has
    /// collapsed, and never fades the inline title out again once it shows.
    @Test func l20CollapseIsMonotoneInTheScrollOffset() throws {
        var rng = SplitMix64(state: 1901)
        for _ in 0..<Self.count {
            let items = Self.stack(&rng)
            let width = Double(Int.random(in: 200...1100, using: &rng))
            let idiom: UserInterfaceIdiom = Bool.random(using: &rng) ? .phone : .pad
            let a = Self.offset(&rng)
            let b = a + Double(Int.random(in: 0...120, using: &rng)) / 2
            let before = try SolverFixture.large(items, width: width, idiom: idiom, offset: a)
            let after = try SolverFixture.large(items, width: width, idiom: idiom, offset: b)
            #expect(after.bar.height <= before.bar.height, "\(a) → \(b)")
            #expect((after.titleNodeAlpha ?? 1) >= (before.titleNodeAlpha ?? 1), "\(a) → \(b)")
            #expect((after.largeTitle?.alpha ?? 0) <= (before.largeTitle?.alpha ?? 0), "\(a) → \(b)")
            #expect(after.bar.contentFrame == before.bar.contentFrame)
            #expect(after.bar.height >= before.bar.contentFrame.maxY)
        }
    }

    /// L13, L19: right to left with a large title is the exact mirror of left to right, the large title
    /// included.
    @Test func l19RightToLeftIsTheExactMirrorWithLargeTitles() throws {
        var rng = SplitMix64(state: 1902)
        for _ in 0..<Self.count {
            let items = Self.stack(&rng)
            let width = Double(Int.random(in: 200...900, using: &rng))
            let offset = Self.offset(&rng)
            let scale = [1.0, 2, 3].randomElement(using: &rng)!
            let ltr = try SolverFixture.large(items, width: width, scale: scale, offset: offset)
            let rtl = try SolverFixture.large(
                items, width: width, direction: .rightToLeft, scale: scale, offset: offset)
            // In whole pixels: every right-to-left edge is the mirror line less the left-to-right edge.
            let edge = Int((width * scale).rounded(.toNearestOrAwayFromZero))
            let pixels = { (f: Frame?) -> [Int]? in
                f.map { [$0.minX, $0.maxX, $0.minY, $0.maxY].map { Int(($0 * scale).rounded()) } }
            }
            let mirror = { (p: [Int]?) in p.map { [edge - $0[1], edge - $0[0], $0[2], $0[3]] } }
            let frames = { (g: BarGeometry) in
                (SceneGenerator.allFrames(g) + [g.largeTitle?.line.frame, g.largeTitle?.clipFrame]).map(pixels)
            }
            #expect(frames(rtl) == frames(ltr).map(mirror))
            #expect(rtl.largeTitle?.alpha == ltr.largeTitle?.alpha && rtl.titleNodeAlpha == ltr.titleNodeAlpha)
            #expect(rtl.largeTitle?.line.text == ltr.largeTitle?.line.text)
            #expect(rtl.largeTitle?.line.baseline == ltr.largeTitle?.line.baseline)
        }
    }

    /// L8, L17, L19: under `ios17` with large titles, widening the bar never hides an item (within one margin
    /// step, as L17 says).
    @Test func l19WideningNeverHidesAnItemWithLargeTitles() throws {
        var rng = SplitMix64(state: 1903)
        for _ in 0..<Self.count {
            let items = Self.stack(&rng)
            let width = Double(Int.random(in: 160...700, using: &rng))
            let wider = width + Double(Int.random(in: 1...200, using: &rng))
            if width < 414, wider >= 414 { continue }
            let offset = Self.offset(&rng)
            let narrow = try SolverFixture.large(items, width: width, offset: offset)
            let wide = try SolverFixture.large(items, width: wider, offset: offset)
            for (a, b) in zip(narrow.leftItems + narrow.rightItems, wide.leftItems + wide.rightItems) where a.displayed
            {
                #expect(b.displayed, "\(a.id ?? "?") hidden when widened from \(width) to \(wider)")
            }
        }
    }

    /// L15, L19: the large title's frames are on the pixel grid and its text inside the content's margins.
    @Test func l19TheLargeTitleIsOnTheGridAndInsideTheMargins() throws {
        var rng = SplitMix64(state: 1904)
        for _ in 0..<Self.count {
            let items = Self.stack(&rng)
            let width = Double(Int.random(in: 100...1400, using: &rng)) + 0.25
            let scale = [1.0, 2, 3].randomElement(using: &rng)!
            let g = try SolverFixture.large(
                items, width: width, scale: scale, offset: Self.offset(&rng),
                measurer: FixedAdvanceMeasurer(advance: 0.53))
            guard let large = g.largeTitle else { continue }
            for f in [large.line.frame, large.clipFrame] {
                #expect(
                    [f.minX, f.maxX, f.minY, f.maxY].allSatisfy { InvariantTests.pixel($0, scale: scale) != nil },
                    "\(f) at \(scale)")
            }
            #expect(large.line.frame.minX >= 16 && large.line.frame.maxX <= width - 16 + 1 / scale)
            #expect(large.alpha == 0 || large.alpha == 1)
        }
    }

    /// L19: without `prefersLargeTitles` the geometry is the one laid out before large titles existed.
    @Test func l19WithoutPrefersLargeTitlesTheModesChangeNothing() throws {
        var rng = SplitMix64(state: 1905)
        for _ in 0..<200 {
            let items = Self.stack(&rng)
            var plain = items
            for index in plain.indices { plain[index].largeTitleDisplayMode = .automatic }
            let offset = Self.offset(&rng)
            let with = try SolverFixture.large(items, offset: offset, prefers: false)
            let without = try SolverFixture.modern(plain)
            #expect(
                with.jsonString()
                    == without.jsonString().replacingOccurrences(of: "test-ios17", with: "test-ios17-large"))
        }
    }
}
