import NavigationBarLayout
import Testing
import TextMetrics

/// A bar's colours and status-bar band, resolved when asked for (L35–L37): what the solve keeps resolves to the
/// same values, given values win, and equality compares what they resolve to.
@Suite struct BarInfoLookTests {
    /// A dark `ios17` bar on an iPhone 15 Pro, with its status-bar band.
    static let darkDevice = DarkModeRuleTests.scene(#""device": "iPhone 15 Pro", "userInterfaceStyle": "dark""#)

    @Test func colorsAndBandResolveForTheBarAsTheSceneAsked() throws {
        let geometry = try DarkModeRuleTests.layout(Self.darkDevice)
        let system = try #require(try ProfileLibrary.resolve("ios17").systemColors)
        #expect(
            geometry.bar.colors == BarColors(system: system, style: .dark, tint: nil, translucent: true))
        let scene = try Scene.decode(json: Self.darkDevice)
        #expect(geometry.bar.statusBar == StatusBarBand(scene: scene))
        #expect(geometry.bar.statusBar != nil)
    }

    @Test func givenColorsAndBandWinAndCountInEquality() throws {
        let geometry = try DarkModeRuleTests.layout(Self.darkDevice)
        var bar = geometry.bar
        #expect(bar == geometry.bar)
        let red = Color(red: 1, green: 0, blue: 0)
        var colors = bar.colors
        colors.label = red
        bar.colors = colors
        #expect(bar.colors.label == red)
        #expect(bar != geometry.bar)
        bar.colors = geometry.bar.colors
        // Given values equal to the resolved ones: equal bars with equal hashes.
        #expect(bar == geometry.bar)
        #expect(bar.hashValue == geometry.bar.hashValue)
        bar.statusBar = nil
        #expect(bar.statusBar == nil)
        #expect(bar != geometry.bar)
    }

    /// `BarInfo`'s stored values as `==` and `hash(into:)` list them by hand (`BarInfo+Look.swift`).
    static let comparedStorage = [
        "width", "height", "metrics", "layoutDirection", "scale", "profile", "contentFrame",
        "format1BackgroundFrame", "layoutMargin", "appearance", "barStyle", "tintColor", "translucent", "bordered",
        "userInterfaceStyle", "systemColors", "givenColors", "statusBarSource",
    ]

    /// A stored value added to `BarInfo` fails here until it is added to `==`, `hash(into:)` and this list.
    @Test func equalityListsEveryStoredValue() throws {
        let geometry = try DarkModeRuleTests.layout(Self.darkDevice)
        let labels = Mirror(reflecting: geometry.bar).children.compactMap(\.label)
        #expect(labels == Self.comparedStorage)
    }

    /// Each plain value `==` compares tells two bars apart, and equal bars hash alike.
    @Test func everyComparedValueTellsBarsApart() throws {
        let base = try DarkModeRuleTests.layout(Self.darkDevice).bar
        let changes: [(String, (inout BarInfo) -> Void)] = [
            ("width", { $0.width += 1 }), ("height", { $0.height += 1 }),
            ("metrics", { $0.metrics = $0.metrics == .default ? .compact : .default }),
            (
                "layoutDirection",
                { $0.layoutDirection = $0.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight }
            ),
            ("scale", { $0.scale += 1 }), ("profile", { $0.profile += "-other" }),
            ("contentFrame", { $0.contentFrame.x += 1 }),
            ("layoutMargin", { $0.layoutMargin = ($0.layoutMargin ?? 0) + 1 }),
            ("barStyle", { $0.barStyle = $0.barStyle == .black ? .default : .black }),
            ("tintColor", { $0.tintColor = Color(red: 0.1, green: 0.2, blue: 0.3) }),
            ("translucent", { $0.translucent.toggle() }), ("bordered", { $0.bordered.toggle() }),
            ("userInterfaceStyle", { $0.userInterfaceStyle = $0.userInterfaceStyle == .dark ? .light : .dark }),
        ]
        for (name, change) in changes {
            var bar = base
            change(&bar)
            #expect(bar != base, "changing \(name) left the bar equal")
        }
        let copy = base
        #expect(copy == base && copy.hashValue == base.hashValue)
    }

    @Test func aLegacyBarsColoursFollowItsStyleAndTint() throws {
        let geometry = try DarkModeRuleTests.layout(
            #"{"width": 320, "profile": "ios7", "items": [{"title": "Inbox"}]}"#)
        var bar = geometry.bar
        #expect(bar.colors == BarColors(legacy: .default, tint: nil, translucent: true, bordered: false))
        let orange = Color(red: 1, green: 0.5, blue: 0)
        bar.tintColor = orange
        #expect(bar.colors.tint == orange)
    }
}
