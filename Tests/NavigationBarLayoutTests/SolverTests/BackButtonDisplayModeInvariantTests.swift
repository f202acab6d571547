import NavigationBarLayout
import SceneGenerators
import Testing
import TextMetrics

/// L4, L4.1, L8, L13: the properties of every bar hold with `backButtonTitle` and `backButtonDisplayMode` set.
@Suite struct BackButtonDisplayModeInvariantTests {
    static let count = 2000

    /// Whether widening from `narrow` to `wide` hid an item, named for the message.
    static func hiddenWhenWidened(_ narrow: BarGeometry, _ wide: BarGeometry) -> [String] {
        zip(narrow.leftItems + narrow.rightItems, wide.leftItems + wide.rightItems).compactMap { a, b in
            a.displayed && !b.displayed ? a.id ?? "?" : nil
        }
    }

    @Test func l4_1WideningTheBarNeverHidesAnItem() throws {
        var rng = SplitMix64(state: 31)
        for _ in 0..<Self.count {
            let items = SceneGenerator.items(&rng, backButtonKeys: true)
            let width = Double(Int.random(in: 120...500, using: &rng))
            let narrow = try SolverFixture.layout(items, width: width)
            let wide = try SolverFixture.layout(items, width: width + Double(Int.random(in: 1...200, using: &rng)))
            #expect(Self.hiddenWhenWidened(narrow, wide) == [], "hidden when widened from \(width)")
        }
    }

    @Test func l4_1WideningNeverHidesAnItemInGeneratedScenesOfEveryProfile() throws {
        var rng = SplitMix64(state: 32)
        for _ in 0..<500 {
            var scene = SceneGenerator.scene(using: &rng, backButtonKeys: true)
            let narrow = try BarLayout.solve(scene, measurer: FixedAdvanceMeasurer())
            scene.width += Double(Int.random(in: 1...300, using: &rng))
            let wide = try BarLayout.solve(scene, measurer: FixedAdvanceMeasurer())
            #expect(Self.hiddenWhenWidened(narrow, wide) == [], "hidden when widened to \(scene.width)")
        }
    }

    @Test func l3_1DisplayedFramesNeverOverlapAndTheModeIsObeyed() throws {
        var rng = SplitMix64(state: 33)
        for _ in 0..<Self.count {
            let items = SceneGenerator.items(&rng, backButtonKeys: true)
            let width = Double(Int.random(in: 160...700, using: &rng))
            let g = try SolverFixture.layout(items, width: width)
            let frames = SceneGenerator.displayedFrames(g)
            for (i, a) in frames.enumerated() {
                #expect(a.minX >= 0 && a.maxX <= width, "\(a) outside \(width)")
                for b in frames[(i + 1)...] { #expect(!a.intersects(b), "\(a) overlaps \(b) at width \(width)") }
            }
            guard let back = g.backButton, items.count == 2, items[0].backBarButtonItem == nil else { continue }
            switch items[0].backButtonDisplayMode {
            case .minimal: #expect(back.form == BackTitleForm.none && back.source == .minimalDisplayMode)
            case .generic: #expect(back.form != .full && back.source == .genericTitle)
            case .default:
                if back.form == .full {
                    #expect([items[0].backButtonTitle, items[0].title].contains(back.title?.text))
                }
            }
        }
    }

    @Test func l13RightToLeftIsTheMirrorOfLeftToRight() throws {
        var rng = SplitMix64(state: 34)
        for _ in 0..<Self.count {
            let items = SceneGenerator.items(&rng, backButtonKeys: true)
            let width = Double(Int.random(in: 160...700, using: &rng))
            let ltr = try SolverFixture.layout(items, width: width)
            let rtl = try SolverFixture.layout(items, width: width, direction: .rightToLeft)
            let mirror = { (f: Frame?) in f.map { Frame(width - $0.maxX, $0.y, $0.width, $0.height) } }
            #expect(rtl.backButton?.frame == mirror(ltr.backButton?.frame))
            #expect(rtl.backButton?.title?.text == ltr.backButton?.title?.text)
            #expect(rtl.title?.frame == mirror(ltr.title?.frame))
        }
    }
}
