import NavigationBarLayout
import Synchronization
import Testing
import TextMetrics

/// Every text of the geometry carries what a renderer needs: its resolved style, its baseline and its colour.
@Suite struct TextGeometryTests {
    static let red = Color(red: 1, green: 0, blue: 0, alpha: 0.5)

    /// `value` is within 1e-9 of `expected`.
    static func close(_ value: Double?, _ expected: Double) -> Bool {
        value.map { abs($0 - expected) < 1e-9 } ?? false
    }

    @Test func theTitleCarriesTheAppearanceStyleAndColourAndItsBaseline() throws {
        let attributes = TextAttributes(size: 20, tracking: 0.5, color: Self.red)
        let appearance = Appearance(titleTextAttributes: PerMetrics([.default: attributes]))
        let g = try SolverFixture.layout([NavigationItem(title: "Messages")], appearance: appearance)
        let title = try #require(g.title)
        #expect(title.style == TextStyle(size: 20, weight: .semibold, tracking: 0.5))
        #expect(title.color == Self.red)
        // 8 × (10 + 0.5) = 84 wide; the line (24 tall, ascent 16, descent 4) centred in its frame at y 10.
        #expect(title.frame == Frame(145.5, 10, 84, 24))
        #expect(Self.close(title.baseline, 10 + (24 - 20) / 2 + 16))
        #expect(title.textLine?.baseline == title.baseline)
    }

    @Test func itemsBackTitleAndPromptCarryTheirProfileStyles() throws {
        var top = NavigationItem(title: "Note", prompt: "Pick")
        top.rightBarButtonItems = [.text("Done", style: .done, id: "done"), .text("Edit", id: "edit")]
        let g = try SolverFixture.layout([NavigationItem(title: "Inbox"), top])
        let semibold = TextStyle(size: 17, weight: .semibold)
        #expect(g.rightItems[0].title?.style == semibold)
        #expect(g.rightItems[1].title?.style == TextStyle(size: 17))
        #expect(g.backButton?.title?.style == TextStyle(size: 17))
        #expect(g.prompt?.style == TextStyle(size: 13))
        // The appearance gives none of these a colour.
        #expect(g.rightItems[0].title?.color == nil)
        #expect(g.prompt?.color == nil)
        #expect(g.title?.color == nil)
        // Each baseline centres the line (ascent 0.8 em, descent 0.2 em) in its frame.
        let lines = [g.prompt, g.backButton?.title, g.rightItems[0].title, g.rightItems[1].title].compactMap { $0 }
        #expect(lines.count == 4)
        for line in lines {
            let size = line.style.size
            #expect(Self.close(line.baseline, line.frame.y + (line.frame.height - size) / 2 + 0.8 * size))
        }
    }

    @Test func l15_2BaselinesArePlacedInTheFinalFramesRightToLeftAndOnEveryGrid() throws {
        var top = NavigationItem(title: "Note")
        top.rightBarButtonItem = .text("Edit", id: "edit")
        let items = [NavigationItem(title: "Inbox"), top]
        for scale in [1.0, 2, 3] {
            let ltr = try SolverFixture.layout(items, width: 375.25, scale: scale)
            let rtl = try SolverFixture.layout(items, width: 375.25, direction: .rightToLeft, scale: scale)
            #expect(ltr.title?.baseline == rtl.title?.baseline)
            #expect(ltr.backButton?.title?.baseline == rtl.backButton?.title?.baseline)
            #expect(ltr.rightItems[0].title?.baseline == rtl.rightItems[0].title?.baseline)
            let frame = try #require(rtl.rightItems[0].title?.frame)
            #expect(Self.close(rtl.rightItems[0].title?.baseline, frame.y + (frame.height - 17) / 2 + 13.6))
        }
    }

    @Test func aHiddenTitleAndHiddenItemsHaveNoFrameOrBaseline() throws {
        let top = NavigationItem(rightBarButtonItems: SolverFixture.items(12, prefix: "r"))
        let g = try SolverFixture.layout([top], width: 120)
        let hidden = try #require(g.rightItems.last)
        #expect(hidden.placement == .hidden(reason: .lowerPriority))
        #expect(hidden.frame == nil && hidden.title == nil && hidden.image == nil && !hidden.displayed)
        #expect(g.rightItems[0].displayed && g.rightItems[0].hiddenReason == nil)
        // A text title cut to nothing and a title view too wide to show are both hidden.
        let tiny = try SolverFixture.layout([NavigationItem(title: "Messages")], width: 20)
        let text = try #require(tiny.title)
        #expect(text.placement == .hidden && text.frame == nil && text.baseline == nil && text.textLine == nil)
        #expect(text.style == TextStyle(size: 17, weight: .semibold))
        var wide = NavigationItem()
        wide.titleView = TitleView(width: 300, height: 30)
        let view = try #require(try SolverFixture.layout([wide], width: 200).title)
        #expect(view.placement == .hidden && view.style == nil && view.kind == .view)
    }

    @Test func theSolverTakesLineHeightsFromLineMetricsAndNeverMeasuresEmptyText() throws {
        let spy = SpyMeasurer()
        var top = NavigationItem(title: "Note", prompt: "Pick a folder")
        top.rightBarButtonItem = .text("Edit", id: "edit")
        let scene = Scene(width: 120, items: [NavigationItem(title: "A much longer back title"), top])
        let g = try BarLayout.solve(scene, profile: SolverFixture.ios7, measurer: spy)
        // 1.2 × 13 = 15.6 points, rounded outward onto the 2× grid (L15.1).
        #expect(g.prompt?.frame.height == 16)
        #expect(!spy.texts.isEmpty)
        #expect(!spy.texts.contains(""))
        #expect(spy.lineMetricsAsked > 0)
    }
}

/// A fixed-advance measurer that records what it is asked.
final class SpyMeasurer: TextMeasuring {
    private let base = FixedAdvanceMeasurer()
    private let log = Mutex<(texts: [String], lineMetrics: Int)>(([], 0))

    /// The texts measured or fitted, in order.
    var texts: [String] { log.withLock { $0.texts } }
    /// How many times line metrics were asked for.
    var lineMetricsAsked: Int { log.withLock { $0.lineMetrics } }

    func measure(_ text: String, style: TextStyle) throws(TextMetricsError) -> TextMeasurement {
        log.withLock { $0.texts.append(text) }
        return try base.measure(text, style: style)
    }

    func fit(_ text: String, style: TextStyle, maxWidth: Double) throws(TextMetricsError) -> FittedText? {
        log.withLock { $0.texts.append(text) }
        return try base.fit(text, style: style, maxWidth: maxWidth)
    }

    func lineMetrics(for style: TextStyle) throws(TextMetricsError) -> LineMetrics {
        log.withLock { $0.lineMetrics += 1 }
        return try base.lineMetrics(for: style)
    }
}
