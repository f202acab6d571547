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
