import NavigationBarLayout
import Testing
import TextMetrics

/// L35–L37: system colours resolved per style, `barStyle: black` under `ios17`, a bar that is not translucent,
/// and the status-bar band's frames.
@Suite struct DarkModeRuleTests {
    /// Lays `json` out with the fixed-advance measurer.
    static func layout(_ json: String) throws -> BarGeometry {
        try BarLayout.solve(try Scene.decode(json: json), measurer: FixedAdvanceMeasurer())
    }

    /// A back item, a title and an Edit button on an `ios17` bar, with `extra` keys.
    static func scene(_ extra: String) -> String {
        #"{"width": 375, "profile": "ios17", "#
            + extra
            + #", "items": [{"title": "Mailboxes"}, {"title": "Inbox", "rightBarButtonItem": {"id": "edit", "systemItem": "edit"}}]}"#
    }

    static func bytes(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> Color {
        Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    static let white = Color(red: 1, green: 1, blue: 1)
    static let black = Color(red: 0, green: 0, blue: 0)

    /// Whether two colours agree to the 4 decimal places the profile's JSON has.
    static func close(_ a: Color?, _ b: Color) -> Bool {
        guard let a else { return false }
        return [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha].allSatisfy { abs($0) < 1e-3 }
    }

    @Test("light and dark resolve every system colour to its style's value, on every node")
    func colorsPerStyle() throws {
        let light = try Self.layout(Self.scene(#""scrollOffset": 40"#))
        let dark = try Self.layout(Self.scene(#""scrollOffset": 40, "userInterfaceStyle": "dark""#))
        #expect(light.bar.userInterfaceStyle == .light)
        #expect(dark.bar.userInterfaceStyle == .dark)
        let lightList = light.displayList
        let darkList = dark.displayList
        #expect(lightList[NodeKey(.title)]?.color == Self.black)
        #expect(darkList[NodeKey(.title)]?.color == Self.white)
        #expect(Self.close(lightList[NodeKey(.backIndicator)]?.color, Self.bytes(0, 122, 255)))
        #expect(Self.close(darkList[NodeKey(.backIndicator)]?.color, Self.bytes(10, 132, 255)))
        #expect(Self.close(darkList[NodeKey(.backTitle)]?.color, Self.bytes(10, 132, 255)))
        let edit = try #require(darkList.nodes.first { $0.key.id == "edit" })
        #expect(Self.close(edit.color, Self.bytes(10, 132, 255)))
        // Scrolled: the material and its hairline (L34), in the style's values.
        #expect(Self.close(lightList[NodeKey(.background)]?.color, Self.bytes(247, 247, 247, 0.85)))
        #expect(Self.close(darkList[NodeKey(.background)]?.color, Self.bytes(33, 33, 33, 0.7176)))
        #expect(lightList[NodeKey(.shadow)]?.color == Color(red: 0, green: 0, blue: 0, alpha: 0.3))
        #expect(Self.close(darkList[NodeKey(.shadow)]?.color, Self.bytes(84, 84, 88, 0.6)))
        #expect(dark.bar.appearance?.barBackground.shadowColor == darkList[NodeKey(.shadow)]?.color)
        #expect(dark.bar.colors.backdrop == Self.black)
        #expect(light.bar.colors.backdrop == nil)
        // Colours never move a frame.
        #expect(lightList.nodes.map(\.frame) == darkList.nodes.map(\.frame))
    }

    @Test("at the scroll edge a dark bar's background is transparent: no colour, over the black backdrop")
    func darkScrollEdge() throws {
        let dark = try Self.layout(Self.scene(#""userInterfaceStyle": "dark""#))
        let list = dark.displayList
        #expect(list[NodeKey(.background)] != nil)
        #expect(list[NodeKey(.background)]?.color == nil)
        #expect(list[NodeKey(.title)]?.color == Self.white)
    }

    @Test("under ios17 barStyle black is the dark style; the scene's tint still wins")
    func blackBarIsDark() throws {
        let black = try Self.layout(Self.scene(#""barStyle": "black", "scrollOffset": 40"#))
        let dark = try Self.layout(Self.scene(#""userInterfaceStyle": "dark", "scrollOffset": 40"#))
        #expect(black.bar.userInterfaceStyle == .dark)
        #expect(black.bar.colors == dark.bar.colors)
        let tinted = try Self.layout(
            Self.scene(#""userInterfaceStyle": "dark", "tintColor": {"red": 1, "green": 0.5, "blue": 0}"#))
        #expect(tinted.displayList[NodeKey(.backIndicator)]?.color == Color(red: 1, green: 0.5, blue: 0))
    }

    @Test("ios7 ignores userInterfaceStyle and keeps barStyle's look")
    func legacyProfilesIgnoreTheStyle() throws {
        let json = #"{"width": 320, "profile": "ios7", "items": [{"title": "Inbox"}]}"#
        let plain = try Self.layout(json)
        let dark = try Self.layout(
            json.replacingOccurrences(of: #""width""#, with: #""userInterfaceStyle": "dark", "width""#))
        #expect(dark.bar == plain.bar)
        #expect(dark.displayList[NodeKey(.title)]?.color == Self.black)
        let black = try Self.layout(json.replacingOccurrences(of: #""width""#, with: #""barStyle": "black", "width""#))
        #expect(black.displayList[NodeKey(.title)]?.color == Self.white)
        #expect(black.displayList[NodeKey(.background)]?.color == Color(red: 0, green: 0, blue: 0, alpha: 0.85))
    }

    @Test("an appearance's own shadow and background colours win over the dark style's")
    func appearanceWins() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let geometry = try Self.layout(
            Self.scene(
                #""userInterfaceStyle": "dark", "standardAppearance": {"background": "opaque", "shadowColor": {"red": 1, "green": 0, "blue": 0}}, "scrollEdgeAppearance": {"background": "opaque", "backgroundColor": {"red": 1, "green": 0, "blue": 0}}"#
            ))
        let list = geometry.displayList
        #expect(list[NodeKey(.background)]?.color == red)
        // The scroll-edge appearance sets no shadow: the configured one, resolved to the dark separator.
        #expect(Self.close(list[NodeKey(.shadow)]?.color, Self.bytes(84, 84, 88, 0.6)))
        let standard = try Self.layout(
            Self.scene(
                #""userInterfaceStyle": "dark", "scrollOffset": 40, "standardAppearance": {"background": "opaque", "shadowColor": {"red": 1, "green": 0, "blue": 0}}"#
            ))
        #expect(standard.displayList[NodeKey(.shadow)]?.color == red)
        #expect(standard.displayList[NodeKey(.background)]?.color == Self.black)
    }

    @Test("L36: translucent false makes the ios17 material opaque, light and dark")
    func notTranslucent() throws {
        for style in ["light", "dark"] {
            let geometry = try Self.layout(
                Self.scene(#""translucent": false, "scrollOffset": 40, "userInterfaceStyle": "\#(style)""#))
            #expect(geometry.bar.colors.barMaterial.alpha == 1, "\(style)")
            #expect(geometry.displayList[NodeKey(.background)]?.color?.alpha == 1, "\(style)")
        }
        let translucent = try Self.layout(Self.scene(#""scrollOffset": 40"#))
        #expect(translucent.bar.colors.barMaterial.alpha == 0.85)
    }

    @Test("L37: a Dynamic Island phone's band: its status-bar height, the island centred, the time in the ear")
    func dynamicIslandBand() throws {
        let geometry = try Self.layout(
            #"{"device": "iPhone 15 Pro", "profile": "ios17", "items": [{"title": "Inbox"}]}"#)
        let band = try #require(geometry.bar.statusBar)
        #expect(geometry.bar.width == 393)
        // 53.667 points on the 3× grid: 161 pixels.
        #expect(band.height == 161.0 / 3)
        #expect(band.island == Frame(x: 133.5, y: 11, width: 126, height: 37.33))
        #expect(band.timeFrame == Frame(x: 0, y: 11, width: 133.5, height: 37.33))
        #expect(band.time == "9:41")
        // The bar's own frames do not move.
        #expect(geometry.displayList[NodeKey(.background)]?.frame.y == 0)
        let rtl = try Self.layout(
            #"{"device": "iPhone 15 Pro", "profile": "ios17", "layoutDirection": "rightToLeft", "items": [{"title": "Inbox"}]}"#
        )
        #expect(rtl.bar.statusBar?.timeFrame == Frame(x: 259.5, y: 11, width: 133.5, height: 37.33))
        let off = try Self.layout(
            #"{"device": "iPhone 15 Pro", "statusBar": false, "profile": "ios17", "items": [{"title": "Inbox"}]}"#)
        #expect(off.bar.statusBar == nil)
        let landscape = try Self.layout(
            #"{"device": "iPhone 15 Pro", "orientation": "landscape", "profile": "ios17", "items": [{"title": "Inbox"}]}"#
        )
        #expect(landscape.bar.statusBar == nil)
    }

    @Test("L37: a home-button phone's band is 20 points with the time across it; without a device only on request")
    func homeButtonBand() throws {
        let geometry = try Self.layout(
            #"{"device": "iPhone SE (3rd generation)", "profile": "ios17", "items": [{"title": "Inbox"}]}"#)
        let band = try #require(geometry.bar.statusBar)
        #expect(band == StatusBarBand(height: 20, timeFrame: Frame(x: 0, y: 0, width: 375, height: 20)))
        #expect(try Self.layout(Self.scene(#""scale": 2"#)).bar.statusBar == nil)
        let asked = try Self.layout(Self.scene(#""statusBar": true"#))
        #expect(asked.bar.statusBar == StatusBarBand(height: 20, timeFrame: Frame(x: 0, y: 0, width: 375, height: 20)))
    }

    @Test("userInterfaceStyle is checked with did-you-mean, written back only when dark, and format 2 carries it")
    func sceneKey() throws {
        #expect(throws: SceneDecodingError.self) {
            try Scene.decode(json: Self.scene(#""userInterfaceStyle": "drak""#))
        }
        let problems = Scene.validate(json: Self.scene(#""userInterfaceStyle": "drak""#))
        #expect(problems.map(\.description).joined().contains("'dark'"), "\(problems)")
        let dark = try Scene.decode(json: Self.scene(#""userInterfaceStyle": "dark", "statusBar": true"#))
        #expect(dark.userInterfaceStyle == .dark)
        #expect(dark.statusBar == true)
        #expect(try Scene.decode(json: dark.encodeJSON()) == dark)
        let light = try Scene.decode(json: Self.scene(#""scale": 2"#))
        #expect(!light.encodeJSON().contains("userInterfaceStyle"))
        #expect(!light.encodeJSON().contains("statusBar"))
        let geometry = try Self.layout(Self.scene(#""userInterfaceStyle": "dark""#))
        let text = geometry.jsonString(format: .version2)
        #expect(text.contains(#""userInterfaceStyle": "dark""#))
        #expect(!geometry.jsonString(format: .version1).contains("userInterfaceStyle"))
        #expect(try BarGeometry(json: text).bar.userInterfaceStyle == .dark)
        // The bar reads back exactly: the colours written to 4 places are the profile's, resolved again.
        let back = try BarGeometry(json: text)
        #expect(back.bar.colors == geometry.bar.colors)
        #expect(back.bar == geometry.bar)
        let scrolled = try Self.layout(Self.scene(#""scrollOffset": 40"#))
        #expect(try BarGeometry(json: scrolled.jsonString(format: .version1)) == scrolled)
    }
}
