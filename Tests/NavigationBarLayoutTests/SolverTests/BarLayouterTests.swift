import Testing
import TextMetrics

@testable import NavigationBarLayout

/// A `BarLayouter`: a profile compiled once; the `MetricsProfile` it was made from stays a plain value.
@Suite("Bar layouter")
struct BarLayouterTests {
    /// A back item without a title: its back button shows the profile's generic back title.
    static let scene = Scene(width: 375, items: [NavigationItem(title: nil), NavigationItem(title: "Inbox")])

    @Test("a profile is a plain value: its stored properties are its values alone, and equal copies compare equal")
    func profileIsPlainValue() throws {
        let profile = try ProfileLibrary.bundled("ios17")
        let labels = Mirror(reflecting: profile).children.compactMap(\.label)
        #expect(!labels.contains("verdicts"))
        #expect(labels.first == "name")
        var changed = profile
        changed.genericBackTitle = "Zurück"
        #expect(changed != profile)
        changed.genericBackTitle = profile.genericBackTitle
        #expect(changed == profile)
    }

    @Test("a layouter keeps the profile it was made from: changing the profile afterwards changes nothing in it")
    func layouterOwnsItsProfile() throws {
        var profile = try ProfileLibrary.bundled("ios7")
        let layouter = BarLayouter(profile: profile)
        let before = try layouter.solve(Self.scene, measurer: FixedAdvanceMeasurer())
        profile.genericBackTitle = "Zurück"
        #expect(try layouter.solve(Self.scene, measurer: FixedAdvanceMeasurer()) == before)
        #expect(before.backButton?.title?.text == "Back")
        #expect(layouter.profile.genericBackTitle == "Back")
        let changed = try BarLayouter(profile: profile).solve(Self.scene, measurer: FixedAdvanceMeasurer())
        #expect(changed.backButton?.title?.text == "Zurück")
    }

    @Test("a layouter of a profile with problems throws them on every solve, with their paths")
    func invalidProfileThrowsEachSolve() throws {
        var profile = try ProfileLibrary.bundled("ios7")
        profile.itemSpacing = PerMetrics([.default: -1])
        let layouter = BarLayouter(profile: profile)
        for _ in 0..<2 {
            do {
                _ = try layouter.solve(Self.scene, measurer: FixedAdvanceMeasurer())
                Issue.record("a profile with a negative item spacing was accepted")
            } catch {
                guard case .invalidProfile(let name, let problems) = error else {
                    Issue.record("expected invalidProfile, got \(error)")
                    continue
                }
                #expect(name == "ios7")
                #expect(problems.map(\.path) == ["itemSpacing.default"])
            }
        }
    }

    @Test("problems in transitions fail transitions, not layouts")
    func transitionProblemsFailTransitionsOnly() throws {
        var profile = try ProfileLibrary.bundled("ios7")
        var choreography = TransitionChoreography.fallback
        choreography.push.duration = -1
        profile.transitions = choreography
        let layouter = BarLayouter(profile: profile)
        _ = try layouter.solve(Self.scene, measurer: FixedAdvanceMeasurer())
        #expect(throws: BarTransitionError.self) {
            try BarTransition.make(
                from: Self.scene, change: .pop, layouter: layouter, measurer: FixedAdvanceMeasurer())
        }
    }

    @Test("the same geometry as BarLayout.solve for every bundled profile, and one layouter per bundled profile")
    func sameAsOneShotSolve() throws {
        for name in ProfileLibrary.bundledNames {
            let layouter = try ProfileLibrary.layouter(ProfileReference(name))
            #expect(try ProfileLibrary.layouter(ProfileReference(name)) === layouter, "\(name)")
            var scene = Self.scene
            scene.profile = ProfileReference(name)
            #expect(
                try layouter.solve(scene, measurer: FixedAdvanceMeasurer())
                    == BarLayout.solve(scene, profile: ProfileLibrary.bundled(name), measurer: FixedAdvanceMeasurer()),
                "\(name)")
        }
        let byName = ProfileReference(ProfileReference.default.nameOrPath)
        #expect(try ProfileLibrary.layouter() === ProfileLibrary.layouter(byName))
    }
}
