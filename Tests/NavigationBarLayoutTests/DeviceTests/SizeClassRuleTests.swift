import NavigationBarLayout
import Testing
import TextMetrics

/// L60–L62: size classes from a device or the scene, the large title hidden under a compact vertical size class,
/// and layout margins by horizontal size class.
@Suite struct SizeClassRuleTests {
    /// Two items, the top one with an Edit button, on a bar that prefers large titles.
    static let items = [
        NavigationItem(title: "Inbox"),
        NavigationItem(title: "Message", rightBarButtonItems: [.text("Edit", id: "edit")]),
    ]

    /// The bundled `ios17` profile.
    static let ios17: MetricsProfile = {
        (try? ProfileLibrary.bundled("ios17")) ?? SolverFixture.ios17
    }()

    /// `scene` laid out with `ios17` and fixed advances.
    static func solve(_ scene: Scene) throws -> BarGeometry {
        try BarLayout.solve(scene, profile: ios17, measurer: FixedAdvanceMeasurer())
    }

    /// A large-title scene on `device` held in `orientation`.
    static func scene(_ device: String, _ orientation: DeviceOrientation) throws -> Scene {
        var scene = Scene(width: 1, profile: "ios17", items: items, prefersLargeTitles: true)
        try scene.applyDevice(DeviceCatalog.bundled.device(named: device), orientation: orientation)
        return scene
    }

    @Test func l60AScenesSizeClassesComeFromTheDeviceElseFromWidthIdiomAndMetrics() throws {
        #expect(try Self.scene("iPhone 16 Pro Max", .landscape).verticalSizeClass == .compact)
        #expect(try Self.scene("iPhone 16 Pro Max", .landscape).horizontalSizeClass == .regular)
        #expect(Scene(width: 375, items: []).effectiveVerticalSizeClass == .regular)
        #expect(Scene(width: 375, metrics: .compact, items: []).effectiveVerticalSizeClass == .compact)
        #expect(Scene(width: 896, items: []).effectiveVerticalSizeClass == .compact)
        #expect(Scene(width: 1024, items: [], userInterfaceIdiom: .pad).effectiveVerticalSizeClass == .regular)
        #expect(Scene(width: 375, items: []).horizontalSizeClass == nil)
    }

    @Test func l61NoLargeTitleUnderACompactVerticalSizeClass() throws {
        let portrait = try Self.solve(Self.scene("iPhone 16 Pro Max", .portrait))
        #expect(portrait.largeTitle != nil)
        #expect(portrait.bar.height == 96)
        // Every iPhone in landscape, the Max phones too although they keep the 44-pt bar.
        for device in ["iPhone 16 Pro Max", "iPhone 15 Pro", "iPhone SE (3rd generation)", "iPhone 11"] {
            let landscape = try Self.solve(Self.scene(device, .landscape))
            #expect(landscape.largeTitle == nil, "\(device)")
            #expect(landscape.title?.text == "Message", "\(device)")
        }
        #expect(try Self.solve(Self.scene("iPhone 16 Pro Max", .landscape)).bar.height == 44)
        #expect(try Self.solve(Self.scene("iPhone 15 Pro", .landscape)).bar.height == 32)
        // Without a device: a phone bar wider than any portrait phone, as the 896 × 414 fixture.
        let wide = try Self.solve(Scene(width: 896, profile: "ios17", items: Self.items, prefersLargeTitles: true))
        #expect(wide.largeTitle == nil)
        // An explicit regular vertical size class keeps it.
        var kept = try Self.scene("iPhone 15 Pro", .landscape)
        kept.verticalSizeClass = .regular
        kept.metrics = .default
        #expect(try Self.solve(kept).largeTitle != nil)
        // An iPad keeps its large title in landscape.
        #expect(try Self.solve(Self.scene("iPad Pro 11-inch (M4)", .landscape)).largeTitle != nil)
    }

    @Test func l62MarginsFollowTheHorizontalSizeClass() throws {
        // iPhone 15 Pro in landscape: 852 wide, compact width: 16 (the width steps alone would give 20).
        let phone = try Self.solve(Self.scene("iPhone 15 Pro", .landscape))
        #expect(phone.bar.layoutMargin == 16)
        #expect(abs((phone.rightItems.first?.frame?.maxX ?? 0) - (852 - 59 - 16)) < 0.01)
        // A Max phone in landscape has a regular width: 20.
        #expect(try Self.solve(Self.scene("iPhone 16 Pro Max", .landscape)).bar.layoutMargin == 20)
        // An iPad's 1/3 window is compact: 16; its full screen regular: 20.
        var third = Scene(width: 1, profile: "ios17", items: Self.items)
        try third.applyDevice(
            DeviceCatalog.bundled.device(named: "iPad Air 11-inch (M3)"), orientation: .landscape, window: "1/3")
        #expect(third.width == 320)
        #expect(try Self.solve(third).bar.layoutMargin == 16)
        #expect(try Self.solve(Self.scene("iPad Air 11-inch (M3)", .landscape)).bar.layoutMargin == 20)
        // Without a size class the width steps stay: 844 wide gives 20, as before.
        let steps = try Self.solve(Scene(width: 844, profile: "ios17", items: Self.items))
        #expect(steps.bar.layoutMargin == 20)
        var explicit = Scene(width: 844, profile: "ios17", items: Self.items)
        explicit.horizontalSizeClass = .compact
        #expect(try Self.solve(explicit).bar.layoutMargin == 16)
    }

    @Test func aSceneWithADeviceIsLaidOutWithItsValues() throws {
        let scene = try Scene.decode(
            json: #"""
                {"device": "iPhone 15 Pro", "orientation": "landscape", "profile": "ios17",
                 "items": [{"title": "Inbox"}, {"title": "Message"}]}
                """#)
        let geometry = try Self.solve(scene)
        #expect(geometry.bar.width == 852 && geometry.bar.height == 32)
        #expect(geometry.bar.contentFrame.x == 59)
        #expect(geometry.bar.contentFrame.width == 852 - 118)
        #expect(geometry.bar.scale == 3)
        #expect(abs((geometry.backButton?.frame.x ?? 0) - (59 + 8)) < 0.01)
    }
}
