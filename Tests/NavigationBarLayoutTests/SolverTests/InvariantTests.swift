import NavigationBarLayout
import SceneGenerators
import Testing
import TextMetrics

/// The frames and texts of a geometry, for the properties below.
extension SceneGenerator {
    /// Every displayed frame of the bar (items, back button, title), except zero-width spaces.
    static func displayedFrames(_ g: BarGeometry) -> [Frame] {
        var frames = (g.leftItems + g.rightItems).compactMap(\.frame).filter { $0.width > 0 }
        if let back = g.backButton { frames.append(back.frame) }
        if let title = g.title?.frame { frames.append(title) }
        return frames
    }

    /// Every frame of the geometry, displayed or not, in one fixed order, text frames included.
    static func allFrames(_ g: BarGeometry) -> [Frame?] {
        var frames: [Frame?] = [g.bar.contentFrame, g.prompt?.frame, g.title?.frame]
        if let back = g.backButton {
            frames += [back.frame, back.indicator.frame, back.title?.frame, back.image]
        }
        for item in g.leftItems + g.rightItems { frames += [item.frame, item.title?.frame, item.image] }
        return frames
    }

    /// Every text of the geometry with the size of the style it is set in (prompt 13, the rest 17; L15.1).
    static func texts(_ g: BarGeometry) -> [(text: String, frame: Frame, size: Double)] {
        var texts: [(String, Frame, Double)] = []
        if let prompt = g.prompt { texts.append((prompt.text, prompt.frame, 13)) }
        if let title = g.title, title.kind == .text, let text = title.text, let frame = title.frame {
            texts.append((text, frame, 17))
        }
        let others = [g.backButton?.title] + (g.leftItems + g.rightItems).map(\.title)
        for case let text? in others { texts.append((text.text, text.frame, 17)) }
        return texts
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

    /// Lays out `items` with a measurer whose advances (0.53 em: 9.01 points at 17 pt) are off every grid.
    static func offGridLayout(
        _ items: [NavigationItem], width: Double, scale: Double, direction: LayoutDirection = .leftToRight
    ) throws -> BarGeometry {
        let scene = Scene(width: width, layoutDirection: direction, scale: scale, items: items)
        return try BarLayout.solve(scene, profile: SolverFixture.ios7, measurer: FixedAdvanceMeasurer(advance: 0.53))
    }

    /// The pixel index of `edge` at `scale`, when it is on the grid.
    static func pixel(_ edge: Double, scale: Double) -> Int? {
        let pixels = edge * scale
        return abs(pixels - pixels.rounded()) < 1e-6 ? Int(pixels.rounded()) : nil
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

    /// L13, L15: at any width and scales 1, 2, 3, right to left mirrors left to right pixel for pixel.
    ///
    /// The mirror line is the bar's width on the grid (`contentFrame.maxX`):
    /// every right-to-left edge is that many pixels less the left-to-right edge.
    @Test(arguments: [1.0, 2.0, 3.0])
    func l13RightToLeftMirrorsLeftToRightOnTheGridAtFractionalWidths(scale: Double) throws {
        var rng = SplitMix64(state: 6 + UInt64(scale))
        for _ in 0..<500 {
            let items = SceneGenerator.items(&rng)
            let width = SceneGenerator.fractionalWidth(in: 160...700, &rng)
            let ltr = try Self.offGridLayout(items, width: width, scale: scale)
            let rtl = try Self.offGridLayout(items, width: width, scale: scale, direction: .rightToLeft)
            let bar = try #require(Self.pixel(ltr.bar.contentFrame.maxX, scale: scale))
            #expect(bar == Int((width * scale).rounded(.toNearestOrAwayFromZero)))
            let p = { (edge: Double) in Self.pixel(edge, scale: scale) }
            var bad: [String] = []
            for (l, r) in zip(SceneGenerator.allFrames(ltr), SceneGenerator.allFrames(rtl)) {
                guard let l, let r else {
                    if (l == nil) != (r == nil) { bad.append("\(String(describing: l)) vs \(String(describing: r))") }
                    continue
                }
                let mirrored =
                    p(r.minX) != nil && p(r.minX) == p(l.maxX).map { bar - $0 } && p(r.maxX) != nil
                    && p(r.maxX) == p(l.minX).map { bar - $0 } && p(r.minY) == p(l.minY) && p(r.maxY) == p(l.maxY)
                if !mirrored { bad.append("\(r) is not the mirror of \(l)") }
            }
            #expect(bad.isEmpty, "at width \(width): \(bad.prefix(3))")
        }
    }

    /// L15: every edge of every frame is on the pixel grid, in both directions, at any width and scales 1, 2, 3.
    @Test(arguments: [1.0, 2.0, 3.0])
    func l15EveryEdgeIsOnThePixelGrid(scale: Double) throws {
        var rng = SplitMix64(state: 5 + 10 * UInt64(scale))
        for index in 0..<500 {
            let width = index == 0 ? 375.25 : SceneGenerator.fractionalWidth(in: 160...700, &rng)
            let items = SceneGenerator.items(&rng)
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let g = try Self.offGridLayout(items, width: width, scale: scale, direction: direction)
                let off = SceneGenerator.allFrames(g).compactMap { $0 }.filter { f in
                    [f.minX, f.maxX, f.minY, f.maxY].contains { Self.pixel($0, scale: scale) == nil }
                }
                #expect(off.isEmpty, "off the grid, \(direction) at \(width)@\(scale): \(off.prefix(3))")
            }
        }
    }

    /// L15.1: rounding never makes a text frame narrower or shorter than its measured text.
    @Test(arguments: [1.0, 2.0, 3.0])
    func l15TextFramesAreNeverSmallerThanTheirText(scale: Double) throws {
        var rng = SplitMix64(state: 7 + 10 * UInt64(scale))
        for _ in 0..<500 {
            let width = SceneGenerator.fractionalWidth(in: 160...700, &rng)
            let items = SceneGenerator.items(&rng)
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let g = try Self.offGridLayout(items, width: width, scale: scale, direction: direction)
                let small = SceneGenerator.texts(g).filter { text, frame, size in
                    frame.width < Double(text.count) * 0.53 * size - 1e-9 || frame.height < 1.2 * size - 1e-9
                }
                #expect(small.isEmpty, "\(direction) at \(width)@\(scale): \(small.prefix(3))")
            }
        }
    }
}
