import JSONFormat
import NavigationBarLayout
import Testing

/// The deprecated element API (format 1's view of a bar, kept for one release) still gives what it gave. This file
/// alone uses it, so its deprecation warnings are expected here and nowhere else.
@Suite struct DeprecatedElementAPITests {
    /// A push and a typical push with items on both sides, under `ios7` and `ios17`.
    static func transitions() throws -> [BarTransition] {
        let (inbox, message) = TransitionFixture.inbox()
        let (typical, change) = TransitionFixture.typical()
        let modern = TransitionFixture.inbox(profile: "ios17")
        return [
            try TransitionFixture.transition(inbox, .push(message)),
            try TransitionFixture.transition(typical, change),
            try TransitionFixture.transition(modern.scene, .push(modern.message)),
        ]
    }

    @available(*, deprecated, message: "tests the deprecated element API")
    @Test func elementsAreTheFormat1NodesOfTheDisplayList() throws {
        for transition in try Self.transitions() {
            for geometry in [transition.from, transition.to] {
                let nodes = geometry.displayList.nodes.filter { $0.key.legacyName != nil }
                #expect(geometry.elements() == nodes.map(\.element))
                #expect(geometry.elements().map(\.key) == nodes.compactMap(\.key.legacyName))
                #expect(geometry.elements().map(\.frame) == nodes.map(\.frame))
            }
            // T7: the visible elements at the ends are the ends' elements, as the nodes are their display lists.
            #expect(transition.sample(at: 0).visibleElements.count == transition.from.elements().count)
            #expect(Set(transition.sample(at: 0).visibleElements) == Set(transition.from.elements()))
            #expect(Set(transition.sample(at: 1).visibleElements) == Set(transition.to.elements()))
        }
    }

    @available(*, deprecated, message: "tests the deprecated element API")
    @Test func aLanesElementIsItsNodeAndWritesTheLanesFormat1Keys() throws {
        for transition in try Self.transitions() {
            let sample = transition.sample(at: 0.5)
            #expect(sample.elements == sample.lanes)
            for lane in sample.lanes {
                #expect(lane.element == lane.node.element)
                #expect(lane.element.frame == lane.frame && lane.element.image == lane.image)
                guard case .object(let members) = lane.jsonValue, case .object(let own) = lane.element.jsonValue
                else {
                    Issue.record("\(lane.name): not an object")
                    continue
                }
                // `name`, `origin`, `partner` and `alpha` are the lane's; the rest is its element's.
                #expect(Array(members.drop { ["name", "origin", "partner", "alpha"].contains($0.key) }) == own)
            }
        }
    }

    @available(*, deprecated, message: "tests the deprecated element API")
    @Test func theOptionalBackgroundFrameIsFormat1s() throws {
        let (ios7, modern) = try (Self.transitions()[0], Self.transitions()[2])
        #expect(ios7.samples(count: 3).allSatisfy { $0.backgroundFrame == nil })
        for sample in modern.samples(count: 3) {
            #expect(sample.backgroundFrame == sample.nodes.first { $0.kind == .background }?.frame)
            #expect(sample.backgroundFrame != nil)
        }
        let rebuilt = TransitionSample(
            progress: 0.5, height: 44, contentFrame: Frame(x: 0, y: 0, width: 375, height: 44), elements: [],
            backgroundFrame: Frame(x: 0, y: 0, width: 375, height: 44))
        #expect(rebuilt.backgroundFrame == Frame(x: 0, y: 0, width: 375, height: 44) && rebuilt.lanes.isEmpty)
    }

    @available(*, deprecated, message: "tests the deprecated schema-version constants")
    @Test func theSchemaVersionConstantsAreFormat1s() throws {
        #expect(BarGeometry.schemaVersion == GeometryFormat.version1.schemaVersion)
        #expect(BarTransition.schemaVersion == GeometryFormat.version1.schemaVersion)
        #expect(GeometryFormat.standard.schemaVersion == 2)
        // What each format writes is its `schemaVersion`; the default output's is the standard format's.
        let transition = try Self.transitions()[0]
        var written = [
            (transition.jsonValue(sampling: .progress(0.5)), GeometryFormat.standard),
            (try JSONValue.parse(transition.from.jsonString()), GeometryFormat.standard),
        ]
        for format in GeometryFormat.allCases {
            written.append((transition.jsonValue(sampling: .progress(0.5), format: format), format))
            written.append((try JSONValue.parse(transition.from.jsonString(format: format)), format))
        }
        for (document, format) in written {
            guard case .object(let members) = document else {
                Issue.record("not an object: \(document)")
                continue
            }
            #expect(members.first { $0.key == "schemaVersion" }?.value == .number(Double(format.schemaVersion)))
        }
    }

    @available(*, deprecated, message: "tests the deprecated element API")
    @Test func anItemsElementHasTheRoleAndKeyAsked() throws {
        let transition = try Self.transitions()[1]
        let item = try #require(transition.from.rightItems.first)
        let element = try #require(item.element(role: .rightItem, key: "right[0]"))
        #expect(element.key == "right[0]" && element.role == .rightItem && element.id == item.id)
        #expect(element.frame == item.frame)
    }
}
