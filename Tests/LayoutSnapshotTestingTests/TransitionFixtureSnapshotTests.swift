import Foundation
import LayoutSnapshotTesting
import Testing
import TextMetrics

@testable import NavigationBarLayout

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
        // T7: node for node, solved here independently of the transition.
        #expect(transition.sample(at: 0).nodes == before.displayList.nodes)
        #expect(transition.sample(at: 1).nodes == end.displayList.nodes)
        #expect(transition.sample(at: 0).height == before.bar.height)
        #expect(transition.sample(at: 1).height == end.bar.height)
        #expect(transition.sample(at: 0).format1BackgroundFrame == before.bar.format1BackgroundFrame)
        #expect(transition.sample(at: 1).format1BackgroundFrame == end.bar.format1BackgroundFrame)
    }

    @Test func thereAreAtLeastTwentyTransitionFixtures() {
        #expect(Fixtures.transitionNames.count >= 20)
    }

    @Test func everyTransitionFixtureSaysWhatItShows() throws {
        for name in Fixtures.transitionNames {
            #expect(try Fixtures.transitionRequest(name).summary?.isEmpty == false, "\(name) has no description")
            #expect(try !Fixtures.transitionRequest(name).covers.isEmpty, "\(name) covers nothing")
        }
    }

    @Test func transitionRulesAreParsedFromTheDocument() throws {
        #expect(try Fixtures.transitionRules() == (1...14).map { "T\($0)" })
    }

    @Test func everyTransitionRuleIsCoveredByAFixtureAndNoFixtureCoversAnUnknownOne() throws {
        let rules = Set(try Fixtures.transitionRules())
        var covered: Set<String> = []
        for name in Fixtures.transitionNames {
            let covers = try Fixtures.transitionRequest(name).covers
            #expect(covers.filter { !rules.contains($0) } == [], "\(name) covers unknown rules")
            covered.formUnion(covers)
        }
        #expect(rules.subtracting(covered).sorted() == [])
    }

    @Test func atLeastTwelveTransitionFixturesShowLargeTitlesOrGroups() throws {
        // Counted from what the two ends draw: a large title, a centre item, a representative or an overflow button.
        let modern: Set<NodeKind> = [.largeTitle, .representative, .overflowButton]
        var count = 0
        for name in Fixtures.transitionNames {
            let transition = try Fixtures.transitionRequest(name).transition(measurer: Self.measurer)
            let nodes = transition.from.displayList.nodes + transition.to.displayList.nodes
            if nodes.contains(where: { modern.contains($0.kind) || $0.key.side == .center }) { count += 1 }
        }
        #expect(count >= 12)
    }
}

/// `.transitionText`: one block per sampled `t`, and a change to one element changes one line of each block.
@Suite struct TransitionTextStrategyTests {
    /// The push from Inbox to Message, its new title `title`, measured with fixed advances.
    static func push(title: String) throws -> BarTransition {
        let scene = Scene(width: 375, items: [NavigationItem(title: "Inbox")])
        return try BarTransition.make(
            from: scene, change: .push(NavigationItem(title: title)), profile: try ProfileLibrary.bundled("ios7"),
            measurer: FixedAdvanceMeasurer())
    }

    @Test func oneBlockPerSampledProgress() throws {
        let text = try SnapshotStrategy<BarTransition, String>.transitionText(frames: 3).snapshot(
            try Self.push(title: "Message"))
        let heads = text.split(separator: "\n").filter { $0.hasPrefix("t=") }.map { $0.prefix { $0 != " " } }
        #expect(heads == ["t=0", "t=0.5", "t=1"])
        #expect(text.hasPrefix("transition  kind=push duration=0.5\nbar       width=375 "))
        #expect(SnapshotStrategy<BarTransition, String>.transitionText.pathExtension == "txt")
    }

    @Test func aChangeToOneElementChangesOneLinePerBlock() throws {
        let strategy = SnapshotStrategy<BarTransition, String>.transitionText(progress: [0, 0.5, 1])
        let old = try strategy.snapshot(try Self.push(title: "Message")).split(separator: "\n")
        let new = try strategy.snapshot(try Self.push(title: "Massage")).split(separator: "\n")
        #expect(old.count == new.count)
        let changed = zip(old, new).filter { $0 != $1 }.map { $0.1 }
        #expect(changed.count == 3)
        #expect(changed.allSatisfy { $0.hasPrefix("  to:title ") })
    }
}
