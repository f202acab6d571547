import NavigationBarLayout
import SceneGenerators
import Testing
import TextMetrics

/// L50 with real fonts: the bundled `ios17` profile at the largest accessibility size keeps every invariant.
@Suite struct DynamicTypeInvariantTests {
    static let count = 500
    static let measurer = TextMeasurer()

    /// Lays out `items` with the bundled `ios17` profile and Inter at `category`.
    static func layout(
        _ items: [NavigationItem], width: Double, category: ContentSizeCategory,
        metrics: BarMetrics = .default, direction: LayoutDirection = .leftToRight
    ) throws -> BarGeometry {
        let scene = Scene(
            width: width, metrics: metrics, layoutDirection: direction, profile: "ios17", items: items,
            contentSizeCategory: category)
        return try BarLayout.solve(scene, measurer: measurer)
    }

    /// L8: the items in the order of importance (left[0], right[0], left[1], …).
    static func importanceOrder(_ g: BarGeometry) -> [ItemGeometry] {
        (0..<max(g.leftItems.count, g.rightItems.count)).flatMap { index in
            [
                g.leftItems.indices.contains(index) ? g.leftItems[index] : nil,
                g.rightItems.indices.contains(index) ? g.rightItems[index] : nil,
            ].compactMap { $0 }
        }
    }

    @Test func l50AtAX5NoDisplayedFramesOverlapAndEverythingStaysOnTheBar() throws {
        var rng = SplitMix64(state: 50)
        for _ in 0..<Self.count {
            let width = Double(Int.random(in: 240...900, using: &rng))
            let metrics: BarMetrics = Bool.random(using: &rng) ? .default : .compact
            var items = SceneGenerator.items(&rng)
            if Bool.random(using: &rng) { items[items.count - 1].prompt = "Choose a message to read" }
            let g = try Self.layout(items, width: width, category: .accessibilityExtraExtraExtraLarge, metrics: metrics)
            let large = try Self.layout(items, width: width, category: .large, metrics: metrics)
            // The bar's own frames never change; its appearance reports the sized title (L33, L34).
            var sizedBar = g.bar
            var largeBar = large.bar
            sizedBar.appearance = nil
            largeBar.appearance = nil
            #expect(sizedBar == largeBar)
            let frames = SceneGenerator.displayedFrames(g)
            for (i, a) in frames.enumerated() {
                #expect(
                    a.minX >= 0 && a.maxX <= width && a.minY >= 0 && a.maxY <= g.bar.height,
                    "\(a) outside the \(width) × \(g.bar.height) bar")
                for b in frames[(i + 1)...] { #expect(!a.intersects(b), "\(a) overlaps \(b) at width \(width)") }
            }
            // Every text fits the bar's height and sits in its row, as at the default size.
            for text in SceneGenerator.texts(g) {
                #expect(text.frame.minY >= 0 && text.frame.maxY <= g.bar.height, "\(text.text) at \(text.frame)")
            }
        }
    }

    /// Under `ios17` the items that no longer fit move into the overflow menu (L40, L43), least important first:
    /// the displayed items are a prefix of the order of importance, and the rest are in the menu (spaces, which
    /// are no menu entries, hidden as `notInMenu`).
    @Test func l50AtAX5ItemsMoveIntoTheMenuInTheOrderOfImportance() throws {
        var rng = SplitMix64(state: 51)
        var hidden = 0
        for _ in 0..<Self.count {
            let width = Double(Int.random(in: 240...700, using: &rng))
            let g = try Self.layout(
                SceneGenerator.items(&rng), width: width, category: .accessibilityExtraExtraExtraLarge)
            let order = Self.importanceOrder(g)
            let shown = order.prefix { $0.displayed }
            let rest = order.dropFirst(shown.count)
            #expect(rest.allSatisfy { !$0.displayed }, "a displayed item after a hidden one at \(width)")
            #expect(rest.allSatisfy { $0.hiddenReason == .inOverflow || $0.hiddenReason == .notInMenu })
            hidden += rest.count
        }
        #expect(hidden > 0)
    }

    @Test func l50ALargerCategoryNeverShowsAnItemASmallerOneHides() throws {
        var rng = SplitMix64(state: 52)
        var differences = 0
        for _ in 0..<Self.count {
            let items = SceneGenerator.items(&rng)
            let width = Double(Int.random(in: 240...700, using: &rng))
            let large = try Self.layout(items, width: width, category: .large)
            let ax5 = try Self.layout(items, width: width, category: .accessibilityExtraExtraExtraLarge)
            for (a, b) in zip(large.leftItems + large.rightItems, ax5.leftItems + ax5.rightItems) where !a.displayed {
                #expect(!b.displayed, "\(b.id ?? "?") shown at AX5 but hidden at large, width \(width)")
            }
            let count = { (g: BarGeometry) in (g.leftItems + g.rightItems).filter(\.displayed).count }
            if count(ax5) < count(large) { differences += 1 }
        }
        // Larger text does hide items somewhere in the sample.
        #expect(differences > 0)
    }

    @Test func l50RightToLeftAtAX5IsTheMirror() throws {
        var rng = SplitMix64(state: 53)
        for _ in 0..<200 {
            let items = SceneGenerator.items(&rng)
            let width = Double(Int.random(in: 240...700, using: &rng))
            let category = ContentSizeCategory.allCases.randomElement(using: &rng)!
            let ltr = try Self.layout(items, width: width, category: category)
            let rtl = try Self.layout(items, width: width, category: category, direction: .rightToLeft)
            let mirror = { (f: Frame?) in f.map { Frame(width - $0.maxX, $0.y, $0.width, $0.height) } }
            #expect(SceneGenerator.allFrames(rtl) == SceneGenerator.allFrames(ltr).map(mirror))
        }
    }
}
