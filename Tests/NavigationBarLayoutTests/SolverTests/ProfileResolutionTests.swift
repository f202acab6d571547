import Testing
import TextMetrics

@testable import NavigationBarLayout

/// The values a `MetricsProfile` resolves to for a solve (`ProfileResolution`), kept in its `ProfileVerdicts`.
@Suite("Profile resolutions")
struct ProfileResolutionTests {
    @Test("one resolution per metrics, idiom, category and layout-margin step, at most eight, same geometry")
    func resolutionsPerKey() throws {
        var profile = try ProfileLibrary.bundled("ios17")
        profile.verdicts.reset()
        let fresh = try ProfileLibrary.bundled("ios17")
        func solve(_ scene: Scene, _ profile: MetricsProfile) throws -> BarGeometry {
            try BarLayout.solve(scene, profile: profile, measurer: FixedAdvanceMeasurer())
        }
        let item = NavigationItem(title: "Inbox", rightBarButtonItems: [.text("Edit")])
        var scene = Scene(width: 375, items: [item])
        let first = try solve(scene, profile)
        #expect(try solve(scene, profile) == first)
        #expect(profile.verdicts.resolutionCount == 1)
        scene.width = 390  // the same layout-margin step: the same resolution
        _ = try solve(scene, profile)
        #expect(profile.verdicts.resolutionCount == 1)
        scene.width = 430  // the next step (minWidth 414)
        #expect(try solve(scene, profile) == solve(scene, fresh))
        #expect(profile.verdicts.resolutionCount == 2)
        for category in ContentSizeCategory.allCases {
            scene.contentSizeCategory = category
            #expect(try solve(scene, profile) == solve(scene, fresh), "\(category)")
        }
        #expect(profile.verdicts.resolutionCount == ProfileVerdicts.resolutionLimit)
    }

    @Test("a bar whose appearances set nothing uses the profile's kept resolution; one that sets a value, its own")
    func plainResolutionIsShared() throws {
        let profile = try ProfileLibrary.bundled("ios17")
        let plain = try ResolvedMetrics.resolve(profile: profile, appearance: Appearance(), metrics: .default)
        #expect(try ResolvedMetrics.resolve(profile: profile, appearance: Appearance(), metrics: .default) === plain)
        #expect(plain.titleStyle == plain.base.titleStyle)
        #expect(plain.titleVerticalAdjustment == 0)
        let raised = Appearance(titleVerticalPositionAdjustment: PerMetrics([.default: -3]))
        let own = try ResolvedMetrics.resolve(profile: profile, appearance: raised, metrics: .default)
        #expect(own !== plain)
        #expect(own.base === plain.base)
        #expect(own.titleVerticalAdjustment == -3)
        let modern = try ResolvedMetrics.resolve(
            profile: profile, appearance: Appearance(), metrics: .default,
            barAppearance: BarAppearance(titlePositionAdjustment: Offset(horizontal: 4, vertical: 0)))
        #expect(modern !== plain)
        #expect(modern.titleHorizontalAdjustment == 4)
    }

    @Test("a profile lacking a value throws the same error on every solve and keeps no resolution")
    func missingValueIsNotKept() throws {
        var profile = try ProfileLibrary.bundled("ios7")
        profile.titleGap = PerMetrics()
        let scene = Scene(width: 375, items: [NavigationItem(title: "Inbox")])
        for _ in 0..<2 {
            #expect(throws: LayoutError.missingProfileValue(profile: "ios7", field: "titleGap", metrics: .default)) {
                try BarLayout.solve(scene, profile: profile, measurer: FixedAdvanceMeasurer())
            }
        }
        #expect(profile.verdicts.resolutionCount == 0)
    }
}
