import JSONFormat
import NavigationBarLayout
import Testing
import TextMetrics

/// Every fixture's geometry: the bytes written straight from the geometry are the bytes `JSONWriter` writes of
/// its `jsonValue` tree, pretty and compact, and the tree lists every object's keys in sorted order (the order
/// the byte writer writes them in).
@Suite struct FixtureGeometryEncodingTests {
    @Test(arguments: Fixtures.names)
    func bytesAreTheTreesBytes(_ name: String) throws {
        let geometry = try BarLayout.solve(try Fixtures.scene(name), measurer: FixtureSnapshotTests.measurer)
        let tree = geometry.jsonValue
        #expect(unsortedObjects(in: tree, at: name) == [])
        for pretty in [true, false] {
            #expect(geometry.jsonBytes(pretty: pretty) == JSONWriter.bytes(tree, pretty: pretty))
            let withID = JSONValue.object([JSONValue.Member("id", "scene-1")] + (tree.members ?? []))
            #expect(geometry.jsonBytes(pretty: pretty, id: "scene-1") == JSONWriter.bytes(withID, pretty: pretty))
        }
    }

    /// The paths of the objects in `value` whose keys are not in `JSONWriter`'s order.
    func unsortedObjects(in value: JSONValue, at path: String) -> [String] {
        switch value {
        case .object(let members):
            let sorted = zip(members, members.dropFirst()).allSatisfy { JSONWriter.isOrdered($0.key, $1.key) }
            return (sorted ? [] : [path])
                + members.flatMap { unsortedObjects(in: $0.value, at: "\(path).\($0.key)") }
        case .array(let elements):
            return elements.enumerated().flatMap { unsortedObjects(in: $1, at: "\(path)[\($0)]") }
        default: return []
        }
    }
}

extension JSONValue {
    /// The members of an object, or `nil`.
    fileprivate var members: [Member]? {
        if case .object(let members) = self { members } else { nil }
    }
}
