import SceneGenerators
import Testing
import TextMetrics

@testable import NavigationBarLayout

/// Properties of the `ios17` rules (L16–L18) over generated stacks.
@Suite struct SafeAreaInvariantTests {
    static let count = 1000

    /// Random safe-area insets: none, a notch phone's, or unequal (whole or half points).
    static func insets(_ rng: inout SplitMix64, width: Double) -> SafeAreaInsets {
        switch Int.random(in: 0...2, using: &rng) {
        case 0: .zero
        case 1: SafeAreaInsets(left: 47, right: 47)
        default:
            SafeAreaInsets(
                left: Double(Int.random(in: 0...120, using: &rng)) / 2,
                right: Double(Int.random(in: 0...120, using: &rng)) / 2)
        }
    }

    /// L8, L16, L17: widening the bar never hides an item, within one layout-margin step and across steps
    /// as long as the wider bar gains at least the extra margins and spacing the new step takes.
    @Test func l17WideningNeverHidesAnItemUnderIOS17() throws {
        var rng = SplitMix64(state: 21)
        var checked = 0
        for _ in 0..<Self.count {
            let items = SceneGenerator.items(&rng)
            let width = Double(Int.random(in: 160...700, using: &rng))
            let insets = Self.insets(&rng, width: width)
            let wider = width + Double(Int.random(in: 1...200, using: &rng))
            let narrow = try SolverFixture.modern(items, width: width, insets: insets)
            let wide = try SolverFixture.modern(items, width: wider, insets: insets)
            // Crossing 414 adds 4 to the margins and 2 per gap between items: a bar that gains less may
            // lose an item, as it does when UIKit's size class changes.
            let gaps = Double(items.last.map { $0.leftBarButtonItems.count + $0.rightBarButtonItems.count } ?? 0)
            if width < 414, wider >= 414, wider - width < 8 + 2 * gaps { continue }
            checked += 1
            for (a, b) in zip(narrow.leftItems + narrow.rightItems, wide.leftItems + wide.rightItems) where a.displayed
            {
                #expect(b.displayed, "\(a.id ?? "?") hidden when widened from \(width) to \(wider) with \(insets)")
            }
        }
        #expect(checked > Self.count * 9 / 10)
    }

    /// L13, L16: right to left with insets (l, r) is the exact mirror of left to right with (r, l).
    @Test func l16RightToLeftWithInsetsIsTheExactMirror() throws {
        var rng = SplitMix64(state: 22)
        for _ in 0..<Self.count {
            let items = SceneGenerator.items(&rng)
            let width = Double(Int.random(in: 200...900, using: &rng))
            let insets = Self.insets(&rng, width: width)
            let swapped = SafeAreaInsets(left: insets.right, right: insets.left)
            let ltr = try SolverFixture.modern(items, width: width, insets: swapped)
            let rtl = try SolverFixture.modern(items, width: width, direction: .rightToLeft, insets: insets)
            let mirror = { (f: Frame?) in f.map { Frame(width - $0.maxX, $0.y, $0.width, $0.height) } }
            #expect(SceneGenerator.allFrames(rtl) == SceneGenerator.allFrames(ltr).map(mirror))
            #expect(rtl.bar.format1BackgroundFrame == ltr.bar.format1BackgroundFrame)
            #expect(rtl.leftItems.map(\.displayed) == ltr.leftItems.map(\.displayed))
            #expect(rtl.rightItems.map(\.displayed) == ltr.rightItems.map(\.displayed))
        }
    }

    /// L15, L16: with insets, margins and off-grid text, every edge is on the pixel grid, both directions.
    @Test(arguments: [1.0, 2.0, 3.0])
    func l16EveryEdgeIsOnThePixelGridWithInsets(scale: Double) throws {
        var rng = SplitMix64(state: 23 + UInt64(scale))
        for _ in 0..<300 {
            let width = Double(Int.random(in: 200...1400, using: &rng))
            let insets = Self.insets(&rng, width: width)
            let items = SceneGenerator.items(&rng)
            let idiom: UserInterfaceIdiom = Bool.random(using: &rng) ? .phone : .pad
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let g = try SolverFixture.modern(
                    items, width: width, direction: direction, scale: scale, insets: insets, idiom: idiom,
                    measurer: FixedAdvanceMeasurer(advance: 0.53))
                let off = (SceneGenerator.allFrames(g) + [g.bar.format1BackgroundFrame]).compactMap { $0 }.filter { f in
                    [f.minX, f.maxX, f.minY, f.maxY].contains { InvariantTests.pixel($0, scale: scale) == nil }
                }
                #expect(off.isEmpty, "off the grid, \(direction) at \(width)@\(scale) \(insets): \(off.prefix(3))")
            }
        }
    }

    /// L16: displayed content stays inside the content frame; nothing has a negative size.
    @Test func l16DisplayedContentStaysInsideTheInsets() throws {
        var rng = SplitMix64(state: 24)
        for _ in 0..<Self.count {
            let width = Double(Int.random(in: 200...900, using: &rng))
            let insets = Self.insets(&rng, width: width)
            let g = try SolverFixture.modern(SceneGenerator.items(&rng), width: width, insets: insets)
            let content = g.bar.contentFrame
            for frame in SceneGenerator.displayedFrames(g) {
                #expect(frame.width >= 0 && frame.height >= 0)
                #expect(
                    frame.minX >= content.minX - 1e-9 && frame.maxX <= content.maxX + 1e-9,
                    "\(frame) outside \(content) at \(width) with \(insets)")
            }
        }
    }
}
