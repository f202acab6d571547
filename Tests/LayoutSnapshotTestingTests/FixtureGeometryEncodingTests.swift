import JSONFormat
import NavigationBarLayout
import Testing
import TextMetrics

/// Every fixture's geometry, in both formats: the bytes written straight from the geometry are the bytes
/// `JSONWriter` writes of its `jsonValue` tree, pretty and compact, with and without an `id`, and the tree lists every object's keys in sorted order (the order
/// the byte writer writes them in).
@Suite struct FixtureGeometryEncodingTests {
    @Test(arguments: Fixtures.names)
    func bytesAreTheTreesBytes(_ name: String) throws {
        let geometry = try BarLayout.solve(try Fixtures.scene(name), measurer: FixtureSnapshotTests.measurer)
        #expect(geometry.jsonValue == geometry.jsonValue(id: nil, format: .version2))
        for format in GeometryFormat.allCases {
            let tree = geometry.jsonValue(id: nil, format: format)
            let withID = geometry.jsonValue(id: "scene-1", format: format)
            #expect(unsortedObjects(in: tree, at: name) == [])
            #expect(unsortedObjects(in: withID, at: name) == [])
            #expect(withID.members?.first { $0.key == "id" }?.value == "scene-1")
            for pretty in [true, false] {
                #expect(geometry.jsonBytes(pretty: pretty, format: format) == JSONWriter.bytes(tree, pretty: pretty))
                #expect(
                    geometry.jsonBytes(pretty: pretty, id: "scene-1", format: format)
                        == JSONWriter.bytes(withID, pretty: pretty))
            }
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
