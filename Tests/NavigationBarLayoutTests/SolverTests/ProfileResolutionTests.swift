import Testing
import TextMetrics

@testable import NavigationBarLayout

/// The values a profile resolves to for a solve (`ResolvedMetrics`), kept by its `BarLayouter`.
@Suite("Profile resolutions")
struct ProfileResolutionTests {
    @Test("one resolution per metrics, idiom, category and layout-margin step, at most eight, same geometry")
    func resolutionsPerKey() throws {
        let ios17 = try ProfileLibrary.bundled("ios17")
        let layouter = BarLayouter(profile: ios17)
        func solve(_ scene: Scene) throws -> BarGeometry {
            try layouter.solve(scene, measurer: FixedAdvanceMeasurer())
        }
        func fresh(_ scene: Scene) throws -> BarGeometry {
            try BarLayouter(profile: ios17).solve(scene, measurer: FixedAdvanceMeasurer())
        }
        let item = NavigationItem(title: "Inbox", rightBarButtonItems: [.text("Edit")])
        var scene = Scene(width: 375, items: [item])
        let first = try solve(scene)
        #expect(try solve(scene) == first)
        #expect(layouter.resolutionCount == 1)
        scene.width = 390  // the same layout-margin step: the same resolution
        _ = try solve(scene)
        #expect(layouter.resolutionCount == 1)
        scene.width = 430  // the next step (minWidth 414)
        #expect(try solve(scene) == fresh(scene))
        #expect(layouter.resolutionCount == 2)
        for category in ContentSizeCategory.allCases {
            scene.contentSizeCategory = category
            #expect(try solve(scene) == fresh(scene), "\(category)")
        }
        #expect(layouter.resolutionCount == BarLayouter.resolutionLimit)
    }

    @Test("a bar whose appearances set nothing uses the layouter's kept resolution; one that sets a value, its own")
    func plainResolutionIsShared() throws {
        let layouter = BarLayouter(profile: try ProfileLibrary.bundled("ios17"))
        let plain = try ResolvedMetrics.resolve(layouter: layouter, appearance: Appearance(), metrics: .default)
        #expect(try ResolvedMetrics.resolve(layouter: layouter, appearance: Appearance(), metrics: .default) === plain)
        #expect(plain.titleVerticalAdjustment == 0)
        let raised = Appearance(titleVerticalPositionAdjustment: PerMetrics([.default: -3]))
        let own = try ResolvedMetrics.resolve(layouter: layouter, appearance: raised, metrics: .default)
        #expect(own !== plain)
        #expect(own.key == plain.key)
        #expect(own.titleStyle == plain.titleStyle)
        #expect(own.titleVerticalAdjustment == -3)
        let modern = try ResolvedMetrics.resolve(
            layouter: layouter, appearance: Appearance(), metrics: .default,
            barAppearance: BarAppearance(titlePositionAdjustment: Offset(horizontal: 4, vertical: 0)))
        #expect(modern !== plain)
        #expect(modern.titleHorizontalAdjustment == 4)
        #expect(layouter.resolutionCount == 1)
    }

    @Test("a profile lacking a value throws the same error on every solve and keeps no resolution")
    func missingValueIsNotKept() throws {
        var profile = try ProfileLibrary.bundled("ios7")
        profile.titleGap = PerMetrics()
        let layouter = BarLayouter(profile: profile)
        let scene = Scene(width: 375, items: [NavigationItem(title: "Inbox")])
        for _ in 0..<2 {
            #expect(throws: LayoutError.missingProfileValue(profile: "ios7", field: "titleGap", metrics: .default)) {
                try layouter.solve(scene, measurer: FixedAdvanceMeasurer())
            }
        }
        #expect(layouter.resolutionCount == 0)
    }
}
