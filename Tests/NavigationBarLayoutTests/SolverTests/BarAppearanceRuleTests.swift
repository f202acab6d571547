import Testing
import TextMetrics

@testable import NavigationBarLayout

/// L30–L33: the iOS 13 appearance slots: which is asked for, the fallback chain, item over bar, the background
/// drawn, and the styles, colours and adjustments the solver uses.
@Suite struct BarAppearanceRuleTests {
    /// The fixed-advance test profile with the `ios17` appearance backgrounds, so it supports the slots.
    static let profile: MetricsProfile = {
        var profile = SolverFixture.ios7
        profile.name = "test-ios13"
        profile.appearanceBackgrounds = AppearanceBackgrounds(
            default: BarBackground(shadowColor: shadow, effect: .systemChromeMaterial),
            opaque: BarBackground(color: Color(red: 1, green: 1, blue: 1), shadowColor: shadow))
        return profile
    }()
    static let shadow = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let red = Color(red: 1, green: 0, blue: 0)

    /// An appearance told apart by its title colour's green component.
    static func marked(_ mark: Double) -> BarAppearance {
        BarAppearance(titleTextAttributes: TextAttributes(color: Color(red: 0, green: mark, blue: 0)))
    }

    /// Lays out "Inbox" → "Message" with the bar's and the top item's slots.
    static func layout(
        bar: BarAppearanceSlots = BarAppearanceSlots(), item: BarAppearanceSlots = BarAppearanceSlots(),
        metrics: BarMetrics = .default, scrollOffset: Double = 10, direction: LayoutDirection = .leftToRight,
        profile: MetricsProfile = profile
    ) throws -> BarGeometry {
        let top = NavigationItem(
            title: "Message",
            rightBarButtonItems: [.system(.done, id: "done"), .text("Edit", id: "e")],
            appearances: item)
        let scene = Scene(
            width: 375, metrics: metrics, layoutDirection: direction, items: [NavigationItem(title: "Inbox"), top],
            scrollOffset: scrollOffset, appearances: bar)
        return try BarLayout.solve(scene, profile: profile, measurer: FixedAdvanceMeasurer())
    }

    @Test(arguments: [
        (false, 1.0, AppearanceSlot.standard), (false, 0, .scrollEdge), (false, -30, .scrollEdge),
        (true, 0.5, .compact), (true, 0, .compactScrollEdge), (true, -1, .compactScrollEdge),
    ])
    func l30CompactMetricsAndTheScrollEdgeChooseTheSlot(compact: Bool, offset: Double, slot: AppearanceSlot) throws {
        // L30: at the scroll edge is scrollOffset <= 0.
        #expect(AppearanceChoice.requestedSlot(compact: compact, atScrollEdge: offset <= 0) == slot)
        let every = BarAppearanceSlots(
            standard: Self.marked(0.1), compact: Self.marked(0.2), scrollEdge: Self.marked(0.3),
            compactScrollEdge: Self.marked(0.4))
        let geometry = try Self.layout(bar: every, metrics: compact ? .compact : .default, scrollOffset: offset)
        #expect(geometry.bar.appearance?.requested == slot)
        #expect(geometry.bar.appearance?.used == slot)
        #expect(geometry.bar.appearance?.source == .bar)
    }

    /// L30: under a large title in its own row (52 points) the bar stays at the scroll edge until the row has
    /// collapsed, at a scroll offset of 52; an inline large title (no row) and a bar without one leave it at 0.
    @Test(arguments: [
        (true, 0.0, AppearanceSlot.scrollEdge), (true, 10, .scrollEdge), (true, 51.5, .scrollEdge),
        (true, 52, .standard), (true, 80, .standard), (true, -20, .scrollEdge),
        (false, 10, .standard), (false, 0, .scrollEdge),
    ])
    func l30ALargeTitleKeepsTheScrollEdgeUntilItsRowHasCollapsed(
        prefersLargeTitles: Bool, offset: Double, slot: AppearanceSlot
    ) throws {
        var profile = SolverFixture.ios17Large
        profile.appearanceBackgrounds = Self.profile.appearanceBackgrounds
        let every = BarAppearanceSlots(standard: Self.marked(0.1), scrollEdge: Self.marked(0.3))
        let scene = Scene(
            width: 375, items: [NavigationItem(title: "Settings")], prefersLargeTitles: prefersLargeTitles,
            scrollOffset: offset, appearances: every)
        let geometry = try BarLayout.solve(scene, profile: profile, measurer: FixedAdvanceMeasurer())
        #expect(geometry.bar.appearance?.requested == slot)
        // Inline (iOS 17), the large title has no row: the scroll edge is scrollOffset <= 0 again.
        var inline = scene
        inline.items[0].largeTitleDisplayMode = .inline
        let inlineGeometry = try BarLayout.solve(inline, profile: profile, measurer: FixedAdvanceMeasurer())
        #expect(inlineGeometry.bar.appearance?.requested == (offset <= 0 ? .scrollEdge : .standard))
    }

    /// A case of the chain: the slot asked for, the slots set (on the bar), the slot used, and whether the
    /// background is made transparent.
    struct ChainCase: Sendable, CustomTestStringConvertible {
        let requested: AppearanceSlot
        let set: [AppearanceSlot]
        let used: AppearanceSlot
        let transparent: Bool
        var testDescription: String { "\(requested) with \(set) → \(used)" }
    }

    static let chainCases: [ChainCase] = [
        ChainCase(requested: .standard, set: [.standard], used: .standard, transparent: false),
        ChainCase(
            requested: .standard, set: [.standard, .compact, .scrollEdge, .compactScrollEdge], used: .standard,
            transparent: false),
        ChainCase(requested: .compact, set: [.compact, .standard], used: .compact, transparent: false),
        ChainCase(requested: .compact, set: [.standard, .scrollEdge], used: .standard, transparent: false),
        ChainCase(requested: .scrollEdge, set: [.scrollEdge, .standard], used: .scrollEdge, transparent: false),
        ChainCase(requested: .scrollEdge, set: [.standard, .compact], used: .standard, transparent: true),
        ChainCase(requested: .scrollEdge, set: [.compactScrollEdge, .standard], used: .standard, transparent: true),
        ChainCase(
            requested: .compactScrollEdge, set: AppearanceSlot.allCases, used: .compactScrollEdge,
            transparent: false),
        ChainCase(
            requested: .compactScrollEdge, set: [.scrollEdge, .compact, .standard], used: .scrollEdge,
            transparent: false),
        ChainCase(requested: .compactScrollEdge, set: [.compact, .standard], used: .compact, transparent: true),
        ChainCase(requested: .compactScrollEdge, set: [.standard], used: .standard, transparent: true),
    ]

    @Test(arguments: chainCases)
    func l31FallbackChain(_ test: ChainCase) {
        var bar = BarAppearanceSlots()
        for slot in test.set { bar[slot] = Self.marked(Double(AppearanceSlot.allCases.firstIndex(of: slot) ?? 0) / 10) }
        let compact = test.requested == .compact || test.requested == .compactScrollEdge
        let edge = test.requested == .scrollEdge || test.requested == .compactScrollEdge
        let choice = AppearanceChoice.choose(item: nil, bar: bar, compact: compact, atScrollEdge: edge)
        #expect(choice.requested == test.requested)
        #expect(choice.used == test.used)
        #expect(choice.source == .bar)
        #expect(choice.appearance == bar[test.used])
        #expect(choice.transparentBackground == test.transparent)
    }

    @Test func l31TheChainsAreUIKits() {
        #expect(AppearanceChoice.fallbackChain(for: .standard) == [.standard])
        #expect(AppearanceChoice.fallbackChain(for: .compact) == [.compact, .standard])
        #expect(AppearanceChoice.fallbackChain(for: .scrollEdge) == [.scrollEdge, .standard])
        #expect(
            AppearanceChoice.fallbackChain(for: .compactScrollEdge) == [
                .compactScrollEdge, .scrollEdge, .compact,
                .standard,
            ])
    }

    @Test func l31NothingSetUsesTheDefaultTransparentAtTheScrollEdge() {
        let scrolled = AppearanceChoice.choose(
            item: nil, bar: BarAppearanceSlots(), compact: false, atScrollEdge: false)
        #expect(scrolled.used == .standard)
        #expect(scrolled.source == .default)
        #expect(scrolled.appearance == BarAppearance())
        #expect(!scrolled.transparentBackground)
        let edge = AppearanceChoice.choose(item: nil, bar: BarAppearanceSlots(), compact: true, atScrollEdge: true)
        #expect(edge.requested == .compactScrollEdge)
        #expect(edge.used == .standard)
        #expect(edge.source == .default)
        #expect(edge.transparentBackground)
    }

    /// Item over bar, slot by slot: (item's slots, bar's slots, compact, at the edge) → (used, source).
    @Test(arguments: [
        // The same slot on both: the item's.
        (
            [AppearanceSlot.standard], [AppearanceSlot.standard], false, false, AppearanceSlot.standard,
            AppearanceSource.item
        ),
        // The bar's compact comes before the item's standard (UINavigationBar.compactAppearance).
        ([.standard], [.compact], true, false, .compact, .bar),
        ([.compact], [.compact, .standard], true, false, .compact, .item),
        // The bar's scroll edge comes before the item's standard.
        ([.standard], [.scrollEdge], false, true, .scrollEdge, .bar),
        // The item's standard comes before the bar's standard in the transparent fallback.
        ([.standard], [.standard, .compact], false, true, .standard, .item),
        ([.compactScrollEdge], [.compactScrollEdge], true, true, .compactScrollEdge, .item),
        ([.scrollEdge], [.compactScrollEdge], true, true, .compactScrollEdge, .bar),
        ([.scrollEdge], [.compact], true, true, .scrollEdge, .item),
        ([], [.standard], false, false, .standard, .bar),
    ])
    func l31ItemSlotsWinOverTheBarsSameSlot(
        item: [AppearanceSlot], bar: [AppearanceSlot], compact: Bool, edge: Bool, used: AppearanceSlot,
        source: AppearanceSource
    ) throws {
        var itemSlots = BarAppearanceSlots()
        for slot in item { itemSlots[slot] = Self.marked(0.5) }
        var barSlots = BarAppearanceSlots()
        for slot in bar { barSlots[slot] = Self.marked(0.9) }
        let choice = AppearanceChoice.choose(item: itemSlots, bar: barSlots, compact: compact, atScrollEdge: edge)
        #expect(choice.used == used)
        #expect(choice.source == source)
        // Through the solver too: the title takes the chosen appearance's colour.
        let geometry = try Self.layout(
            bar: barSlots, item: itemSlots, metrics: compact ? .compact : .default, scrollOffset: edge ? 0 : 12)
        #expect(geometry.bar.appearance?.used == used)
        #expect(geometry.bar.appearance?.source == source)
        #expect(geometry.title?.color?.green == (source == .item ? 0.5 : 0.9))
    }

    @Test func l31OnlyTheTopItemsSlotsCount() throws {
        let back = NavigationItem(title: "Inbox", appearances: BarAppearanceSlots(standard: Self.marked(0.7)))
        let scene = Scene(
            width: 375, items: [back, NavigationItem(title: "Message")], scrollOffset: 5,
            appearances: BarAppearanceSlots(standard: Self.marked(0.2)))
        let geometry = try BarLayout.solve(scene, profile: Self.profile, measurer: FixedAdvanceMeasurer())
        #expect(geometry.bar.appearance?.source == .bar)
        #expect(geometry.title?.color?.green == 0.2)
    }

    @Test func l32TheBackgroundIsTheConfigurationsWithTheAppearancesColoursOverIt() throws {
        let backgrounds = try #require(Self.profile.appearanceBackgrounds)
        func background(_ appearance: BarAppearance, transparent: Bool = false) -> BarBackground {
            backgrounds.background(
                for: AppearanceChoice(
                    requested: .standard, used: .standard, source: .bar, appearance: appearance,
                    transparentBackground: transparent))
        }
        #expect(background(BarAppearance()) == BarBackground(shadowColor: Self.shadow, effect: .systemChromeMaterial))
        #expect(
            background(BarAppearance(background: .opaque, backgroundColor: Self.blue))
                == BarBackground(color: Self.blue, shadowColor: Self.shadow))
        #expect(
            background(BarAppearance(background: .transparent, shadowColor: Self.red, backgroundEffect: .dark))
                == BarBackground(shadowColor: Self.red, effect: .dark))
        // A transparent fallback drops the appearance's own colours too.
        #expect(
            background(BarAppearance(background: .opaque, backgroundColor: Self.blue), transparent: true)
                == BarBackground())

        let geometry = try Self.layout(
            bar: BarAppearanceSlots(standard: BarAppearance(background: .opaque, backgroundColor: Self.blue)),
            scrollOffset: 0)
        let appearance = try #require(geometry.bar.appearance)
        #expect(appearance.background == .transparent)
        #expect(appearance.barBackground == BarBackground())
    }

    @Test func l33TextAttributesChangeTheStylesMeasuredAndTheColours() throws {
        let standard = BarAppearance(
            titleTextAttributes: TextAttributes(size: 20, weight: .bold, color: Self.red),
            largeTitleTextAttributes: TextAttributes(size: 40, color: Self.blue),
            buttonAppearance: BarButtonItemAppearance(titleTextAttributes: TextAttributes(size: 10, color: Self.blue)),
            doneButtonAppearance: BarButtonItemAppearance(
                titleTextAttributes: TextAttributes(size: 30, color: Self.red)),
            backButtonAppearance: BarButtonItemAppearance(titleTextAttributes: TextAttributes(size: 12)))
        let geometry = try Self.layout(bar: BarAppearanceSlots(standard: standard))
        // Fixed advance: 0.5 em a character.
        let title = try #require(geometry.title)
        #expect(title.style == TextStyle(size: 20, weight: .bold))
        #expect(title.frame?.width == 70)
        #expect(title.color == Self.red)
        let done = try #require(geometry.rightItems[0].title)
        #expect(done.style.size == 30)
        #expect(done.style.weight == .semibold)
        #expect(done.frame.width == 60)
        #expect(done.color == Self.red)
        let edit = try #require(geometry.rightItems[1].title)
        #expect(edit.style.size == 10)
        #expect(edit.frame.width == 20)
        #expect(edit.color == Self.blue)
        let back = try #require(geometry.backButton?.title)
        #expect(back.style.size == 12)
        #expect(back.frame.width == 30)
        #expect(back.color == nil)
        let appearance = try #require(geometry.bar.appearance)
        #expect(
            appearance.titleTextAttributes
                == ResolvedTextAttributes(style: TextStyle(size: 20, weight: .bold), color: Self.red))
        #expect(appearance.largeTitleTextAttributes == TextAttributes(size: 40, color: Self.blue))
        #expect(
            appearance.largeTitleStyle(over: TextStyle(size: 34, weight: .bold, tracking: 0.41))
                == TextStyle(size: 40, weight: .bold, tracking: 0.41))
    }

    @Test func l33PositionAdjustmentsMoveTextsLikeTheIOS5API() throws {
        let plain = try Self.layout(bar: BarAppearanceSlots(standard: BarAppearance()))
        let moved = BarAppearance(
            titlePositionAdjustment: Offset(horizontal: 5, vertical: -2),
            buttonAppearance: BarButtonItemAppearance(titlePositionAdjustment: Offset(horizontal: 1, vertical: 3)),
            doneButtonAppearance: BarButtonItemAppearance(titlePositionAdjustment: Offset(vertical: -1)),
            backButtonAppearance: BarButtonItemAppearance(titlePositionAdjustment: Offset(horizontal: 4)))
        let geometry = try Self.layout(bar: BarAppearanceSlots(standard: moved))
        let title = try #require(geometry.title?.frame)
        let plainTitle = try #require(plain.title?.frame)
        #expect(title.x == plainTitle.x + 5)
        #expect(title.y == plainTitle.y - 2)
        #expect(geometry.rightItems[1].title?.frame.x == (plain.rightItems[1].title?.frame.x).map { $0 + 1 })
        #expect(geometry.rightItems[1].title?.frame.y == (plain.rightItems[1].title?.frame.y).map { $0 + 3 })
        #expect(geometry.rightItems[0].title?.frame.y == (plain.rightItems[0].title?.frame.y).map { $0 - 1 })
        #expect(geometry.backButton?.title?.frame.x == (plain.backButton?.title?.frame.x).map { $0 + 4 })
        // Adjustments take no room: every button frame is where it was.
        #expect(geometry.rightItems.map(\.frame) == plain.rightItems.map(\.frame))
        #expect(geometry.backButton?.frame == plain.backButton?.frame)
        // Right to left mirrors the moved bar exactly.
        let rtl = try Self.layout(bar: BarAppearanceSlots(standard: moved), direction: .rightToLeft)
        let rtlTitle = try #require(rtl.title?.frame)
        #expect(rtlTitle.x == 375 - title.maxX)
    }

    @Test func l33TheIOS13AppearanceIsLaidOverTheIOS5One() throws {
        var legacy = Appearance()
        legacy.titleTextAttributes = PerMetrics(all: TextAttributes(family: "DejaVu Sans", size: 18, color: Self.blue))
        legacy.titleVerticalPositionAdjustment = PerMetrics(all: 2)
        let scene = Scene(
            width: 375, appearance: legacy, items: [NavigationItem(title: "Message")], scrollOffset: 1,
            appearances: BarAppearanceSlots(
                standard: BarAppearance(
                    titleTextAttributes: TextAttributes(size: 22), titlePositionAdjustment: Offset(vertical: 1))))
        let geometry = try BarLayout.solve(scene, profile: Self.profile, measurer: FixedAdvanceMeasurer())
        var without = scene
        without.appearances = BarAppearanceSlots(standard: BarAppearance())
        let base = try BarLayout.solve(without, profile: Self.profile, measurer: FixedAdvanceMeasurer())
        #expect(geometry.title?.style == TextStyle(family: "DejaVu Sans", size: 22, weight: .semibold))
        #expect(geometry.title?.color == Self.blue)
        // 22-pt lines are 4.8 taller than 18-pt ones: centred, 2.4 higher; then 1 lower.
        let y = try #require(geometry.title?.frame?.y)
        let baseY = try #require(base.title?.frame?.y)
        #expect(abs(y - (baseY - 2.4 + 1)) <= 0.5)
    }

    @Test func l33SlotsAreIgnoredWithoutSupportAndUnsetWithout() throws {
        let slots = BarAppearanceSlots(standard: BarAppearance(titleTextAttributes: TextAttributes(size: 30)))
        // ios7-like profile without appearanceBackgrounds: the slots are ignored.
        let ignored = try Self.layout(bar: slots, profile: SolverFixture.ios7)
        let before = try Self.layout(profile: SolverFixture.ios7)
        #expect(ignored == before)
        #expect(ignored.bar.appearance == nil)
        // L34: a supporting profile and a scene without slots: the default appearance, the same layout.
        let none = try Self.layout()
        #expect(none.bar.appearance?.source == .default)
        #expect(none.bar.appearance?.used == .standard)
        #expect(none.title == before.title)
    }
}
