import Foundation
import LayoutSnapshotTesting
import NavigationBarLayout
import Testing
import TextMetrics

/// Every scene in `Fixtures/` against its recorded layout text and geometry JSON, and the fixtures' coverage.
///
/// Re-record after an intended layout change with
/// `NAVBAR_SNAPSHOT_RECORD=failed swift test --filter fixtureMatchesItsSnapshots`.
@Suite struct FixtureSnapshotTests {
    static let measurer = TextMeasurer()

    @Test(arguments: Fixtures.names)
    func fixtureMatchesItsSnapshots(_ name: String) throws {
        let scene = try Fixtures.scene(name)
        let strategies: [SnapshotStrategy<BarGeometry, String>] = [
            .layoutText, .geometryJSON(format: .version1), .geometryJSON(format: .version2),
        ]
        for strategy in strategies {
            assertLayoutSnapshot(
                of: scene, as: strategy, named: name, snapshotDirectory: Fixtures.snapshotDirectory,
                measurer: Self.measurer)
        }
    }

    @Test func thereAreAtLeastSixtyFixtures() {
        #expect(Fixtures.names.count >= 60)
    }

    @Test func fixtureNamesAreKebabCase() {
        let bad = Fixtures.names.filter { name in
            !name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } || name.hasPrefix("-")
                || name.contains("--")
        }
        #expect(bad == [])
    }

    @Test func everyFixtureSaysWhatItShowsAndCovers() throws {
        for name in Fixtures.names {
            let scene = try Fixtures.scene(name)
            #expect(scene.summary?.isEmpty == false, "\(name) has no description")
            #expect(!scene.covers.isEmpty, "\(name) covers nothing")
        }
    }

    @Test func layoutRulesAreParsedFromTheDocument() throws {
        let rules = try Fixtures.layoutRules()
        #expect(rules.starts(with: (1...15).map { "L\($0)" }))
        #expect(Set(rules).count == rules.count)
    }

    @Test func everyRuleAndSemanticIsCoveredByAFixture() throws {
        let wanted = Set(try Fixtures.layoutRules()).union(Fixtures.semantics)
        var covered: Set<String> = []
        for name in Fixtures.names { covered.formUnion(try Fixtures.scene(name).covers) }
        #expect(wanted.subtracting(covered).sorted() == [])
    }

    @Test func fixturesCoverOnlyKnownRulesAndSemantics() throws {
        let known = Set(try Fixtures.layoutRules()).union(Fixtures.semantics)
        for name in Fixtures.names {
            let unknown = try Fixtures.scene(name).covers.filter { !known.contains($0) }
            #expect(unknown == [], "\(name) covers unknown names")
        }
    }

    @Test func everySnapshotBelongsToAFixture() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.snapshotDirectory)
        let expected =
            (Fixtures.names.flatMap { ["\($0).txt", "\($0).json", "\($0).v2.json"] }
            + Fixtures.transitionNames.map { "\($0).txt" })
            .sorted()
        #expect(files.filter { !$0.contains(".failed.") }.sorted() == expected)
    }
}
