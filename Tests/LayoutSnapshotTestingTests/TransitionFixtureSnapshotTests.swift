import Foundation
import LayoutSnapshotTesting
import NavigationBarLayout
import Testing
import TextMetrics

/// Every transition request in `Fixtures/transition-*.json` against its recorded transition text, with its ends
/// checked against the two solved geometries (T7).
///
/// Re-record after an intended change with
/// `NAVBAR_SNAPSHOT_RECORD=failed swift test --filter transitionFixtureMatchesItsSnapshot`.
@Suite struct TransitionFixtureSnapshotTests {
    static let measurer = TextMeasurer()

    @Test(arguments: Fixtures.transitionNames)
    func transitionFixtureMatchesItsSnapshot(_ name: String) throws {
        let request = try Fixtures.transitionRequest(name)
        let transition = try request.transition(measurer: Self.measurer)
        assertLayoutSnapshot(
            of: transition, as: .transitionText(progress: request.progressValues), named: name,
            snapshotDirectory: Fixtures.snapshotDirectory)
    }

    @Test(arguments: Fixtures.transitionNames)
    func transitionFixtureStartsAndEndsOnTheSolvedGeometries(_ name: String) throws {
        let request = try Fixtures.transitionRequest(name)
        let transition = try request.transition(measurer: Self.measurer)
        let profile = try ProfileLibrary.resolve(request.scene.profile)
        let (after, _) = try request.scene.applying(request.change)
        let before = try BarLayout.solve(request.scene, profile: profile, measurer: Self.measurer)
        let end = try BarLayout.solve(after, profile: profile, measurer: Self.measurer)
        #expect(transition.sample(at: 0).visibleElements == before.elements())
        #expect(transition.sample(at: 1).visibleElements == end.elements())
        #expect(transition.sample(at: 0).height == before.bar.height)
        #expect(transition.sample(at: 1).height == end.bar.height)
        #expect(transition.sample(at: 0).backgroundFrame == before.bar.backgroundFrame)
        #expect(transition.sample(at: 1).backgroundFrame == end.bar.backgroundFrame)
    }

    @Test func thereAreAtLeastTwentyTransitionFixtures() {
        #expect(Fixtures.transitionNames.count >= 20)
    }

    @Test func everyTransitionFixtureSaysWhatItShows() throws {
        for name in Fixtures.transitionNames {
            #expect(try Fixtures.transitionRequest(name).summary?.isEmpty == false, "\(name) has no description")
        }
    }
}
