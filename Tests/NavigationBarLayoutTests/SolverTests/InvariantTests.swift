import NavigationBarLayout
import Testing

/// Makes random bars from a seed, covering every item kind and option.
enum SceneGenerator {
    static func item(_ rng: inout SplitMix64, id: String) -> BarButtonItem {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: .system(SystemItem.allCases.randomElement(using: &rng)!, id: id)
        case 1: BarButtonItem(id: id, image: Size(width: Double.random(in: 10...30, using: &rng).rounded(), height: 20))
        case 2:
            BarButtonItem(
                id: id, customView: Size(width: Double.random(in: 20...90, using: &rng).rounded(), height: 28))
        case 3: .fixed(Double(Int.random(in: 0...30, using: &rng)), id: id)
        case 4: .flexible(id: id)
        case 5: .text(title(&rng, max: 12), style: .done, id: id)
        default: .text(title(&rng, max: 10), id: id)
        }
    }

    static func title(_ rng: inout SplitMix64, max: Int) -> String {
        String(repeating: "m", count: Int.random(in: 1...max, using: &rng))
    }

    static func items(_ rng: inout SplitMix64) -> [NavigationItem] {
        var back = NavigationItem(title: Bool.random(using: &rng) ? title(&rng, max: 20) : nil)
        if Int.random(in: 0..<4, using: &rng) == 0 { back.backBarButtonItem = .text(title(&rng, max: 8)) }
        var top = NavigationItem(title: Bool.random(using: &rng) ? title(&rng, max: 30) : nil)
        top.leftBarButtonItems = (0..<Int.random(in: 0...3, using: &rng)).map { item(&rng, id: "l\($0)") }
        top.rightBarButtonItems = (0..<Int.random(in: 0...4, using: &rng)).map { item(&rng, id: "r\($0)") }
        top.leftItemsSupplementBackButton = Bool.random(using: &rng)
        top.hidesBackButton = Int.random(in: 0..<5, using: &rng) == 0
        if Int.random(in: 0..<4, using: &rng) == 0 {
            let width = Double(Int.random(in: 40...200, using: &rng))
            top.titleView = TitleView(
                width: width, height: 30, minimumWidth: (width * Double.random(in: 0.3...1, using: &rng)).rounded(),
                resizable: Bool.random(using: &rng))
        }
        if Int.random(in: 0..<6, using: &rng) == 0 { top.prompt = title(&rng, max: 40) }
        return Int.random(in: 0..<5, using: &rng) == 0 ? [top] : [back, top]
    }

    /// Every displayed frame of the bar (items, back button, title), except zero-width spaces.
    static func displayedFrames(_ g: BarGeometry) -> [Frame] {
        var frames = (g.leftItems + g.rightItems).compactMap(\.frame).filter { $0.width > 0 }
        if let back = g.backButton { frames.append(back.frame) }
        if let title = g.title?.frame { frames.append(title) }
        return frames
    }
}

/// Properties that hold for every bar, checked on generated scenes (L8, L13, L15).
@Suite struct InvariantTests {
    static let count = 2000

    @Test func l8DisplayedFramesNeverOverlapAndStayInsideTheBar() throws {
        var rng = SplitMix64(state: 1)
        for _ in 0..<Self.count {
            let width = Double(Int.random(in: 160...700, using: &rng))
            let g = try SolverFixture.layout(SceneGenerator.items(&rng), width: width)
            let frames = SceneGenerator.displayedFrames(g)
            for (i, a) in frames.enumerated() {
                #expect(
                    a.minX >= 0 && a.maxX <= width && a.minY >= 0 && a.maxY <= g.bar.height, "\(a) outside \(width)")
                for b in frames[(i + 1)...] {
                    #expect(!a.intersects(b), "\(a) overlaps \(b) at width \(width)")
                }
            }
        }
    }

    @Test func l5L6DisplayedItemsKeepTheirOrder() throws {
        var rng = SplitMix64(state: 2)
        for _ in 0..<Self.count {
            let g = try SolverFixture.layout(
                SceneGenerator.items(&rng), width: Double(Int.random(in: 160...700, using: &rng)))
            let left = g.leftItems.compactMap(\.frame)
            let right = g.rightItems.compactMap(\.frame)
            #expect(zip(left, left.dropFirst()).allSatisfy { $0.maxX <= $1.minX })
            #expect(zip(right, right.dropFirst()).allSatisfy { $1.maxX <= $0.minX })
            if let back = g.backButton, let first = left.first { #expect(back.frame.maxX <= first.minX) }
        }
    }

    @Test func l8WideningTheBarNeverHidesAnItem() throws {
        var rng = SplitMix64(state: 3)
        for _ in 0..<Self.count {
            let items = SceneGenerator.items(&rng)
            let width = Double(Int.random(in: 120...500, using: &rng))
            let narrow = try SolverFixture.layout(items, width: width)
            let wide = try SolverFixture.layout(items, width: width + Double(Int.random(in: 1...200, using: &rng)))
            for (a, b) in zip(narrow.leftItems + narrow.rightItems, wide.leftItems + wide.rightItems) where a.displayed
            {
                #expect(b.displayed, "\(a.id ?? "?") hidden when widened from \(width)")
            }
        }
    }

    @Test func l13RightToLeftIsTheMirrorOfLeftToRight() throws {
        var rng = SplitMix64(state: 4)
        for _ in 0..<Self.count {
            let items = SceneGenerator.items(&rng)
            let width = Double(Int.random(in: 160...700, using: &rng))
            let ltr = try SolverFixture.layout(items, width: width)
            let rtl = try SolverFixture.layout(items, width: width, direction: .rightToLeft)
            let mirror = { (f: Frame?) in f.map { Frame(width - $0.maxX, $0.y, $0.width, $0.height) } }
            #expect(rtl.title?.frame == mirror(ltr.title?.frame))
            #expect(rtl.backButton?.frame == mirror(ltr.backButton?.frame))
            #expect(rtl.leftItems.map(\.frame) == ltr.leftItems.map { mirror($0.frame) })
            #expect(rtl.rightItems.map(\.frame) == ltr.rightItems.map { mirror($0.frame) })
            #expect(rtl.leftItems.map(\.displayed) == ltr.leftItems.map(\.displayed))
        }
    }

    @Test func l15EveryEdgeIsOnThePixelGrid() throws {
        var rng = SplitMix64(state: 5)
        for _ in 0..<500 {
            let g = try SolverFixture.layout(SceneGenerator.items(&rng), width: 375, scale: 3)
            for f in SceneGenerator.displayedFrames(g) {
                for edge in [f.minX, f.maxX, f.minY, f.maxY] {
                    #expect(abs(edge * 3 - (edge * 3).rounded()) < 1e-9)
                }
            }
        }
    }
}
