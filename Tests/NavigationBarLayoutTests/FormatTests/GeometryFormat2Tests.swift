import JSONFormat
import NavigationBarLayout
import SceneGenerators
import Testing
import TextMetrics

/// Geometry format 2: every key present, the display list as `nodes`, read back as format 1 is.
@Suite struct GeometryFormat2Tests {
    /// The keys of every format-2 geometry object.
    static let keys = [
        "backButton", "bar", "id", "itemGroups", "largeTitle", "leftItems", "minimization", "nodes", "prompt",
        "rightItems",
        "schemaVersion", "title",
    ]

    /// Scenes that mix every feature, solved with fixed advances.
    static func geometries(count: Int) throws -> [BarGeometry] {
        try (0..<count).map { seed in
            try BarLayout.solve(SceneGenerator.combinedScene(seed: UInt64(seed)), measurer: FixedAdvanceMeasurer())
        }
    }

    @Test func everyKeyIsPresentAndTheNodesAreTheDisplayList() throws {
        for geometry in try Self.geometries(count: 300) {
            let value = try JSONValue.parse(Array(geometry.jsonString(format: .version2).utf8))
            guard case .object(let members) = value else {
                Issue.record("not an object")
                continue
            }
            // L70: `search` only when the bar shows a search bar.
            #expect(members.map(\.key).filter { $0 != "search" } == Self.keys)
            #expect(members.first { $0.key == "schemaVersion" }?.value == .number(2))
            guard case .array(let nodes)? = members.first(where: { $0.key == "nodes" })?.value else {
                Issue.record("no nodes")
                continue
            }
            // Node for node, the display list the renderer paints (its own encoding, compared as JSON values).
            let encoded = JSONWriter.bytes(
                .array(geometry.displayList.nodes.map { JSONValue(encoding: $0) }), pretty: false)
            #expect(.array(nodes) == (try JSONValue.parse(encoded)))
            let keys = nodes.compactMap { node -> String? in
                guard case .object(let fields) = node,
                    case .string(let key)? = fields.first(where: { $0.key == "key" })?.value
                else { return nil }
                return key
            }
            #expect(keys == geometry.displayList.nodes.map(\.key.description))
            // The bar's background frame and the title's alpha are always given.
            guard case .object(let bar)? = members.first(where: { $0.key == "bar" })?.value else { continue }
            #expect(bar.contains { $0.key == "backgroundFrame" && $0.value != .null })
        }
    }

    @Test func formatTwoReadsBackToTheSameBytesAndFormatOneIsUnchanged() throws {
        for geometry in try Self.geometries(count: 300) {
            // Every key reads back to the same bytes; the nodes are derived again from the numbers read (rounded
            // to 4 places), so the hairline under a 1/3-point grid may move by 0.0001: they are compared by key.
            let two = geometry.jsonString(format: .version2)
            let read = try BarGeometry(json: two)
            #expect(try Self.withoutNodes(read.jsonString(format: .version2)) == Self.withoutNodes(two))
            #expect(read.displayList.nodes.map(\.key) == geometry.displayList.nodes.map(\.key))
            #expect(geometry.jsonString() == two)
            let one = geometry.jsonString(format: .version1)
            #expect(try BarGeometry(json: one).jsonString(format: .version1) == one)
        }
    }

    /// L64–L68: format 2 writes a bar's glass only as nodes; the document read back draws the same nodes, glass
    /// and the prominent items' colour included (all but the hairline, whose `y` may move by 0.0001).
    @Test func theGlassReadsBackFromItsNodes() throws {
        var glassy = 0
        for geometry in try Self.geometries(count: 300) where geometry.glass != nil {
            glassy += 1
            let two = geometry.jsonString(format: .version2)
            let read = try BarGeometry(json: two)
            #expect(try Self.nodesButTheHairline(read.jsonString(format: .version2)) == Self.nodesButTheHairline(two))
            // Capsules are read in drawing order; an empty glass reads as none.
            #expect(Self.capsules(read) == Self.capsules(geometry))
            #expect(read.glass?.badges.map(\.item) ?? [] == geometry.glass?.badges.map(\.item) ?? [])
        }
        #expect(glassy >= 40)
    }

    /// The geometry's capsules as text, key, items and prominence, in no order.
    static func capsules(_ geometry: BarGeometry) -> Set<String> {
        Set((geometry.glass?.capsules ?? []).map { "\($0.key) \($0.items) \($0.prominent)" })
    }

    /// A format-2 document's `nodes`, the `shadow` node left out, as parsed values.
    static func nodesButTheHairline(_ text: String) throws -> [JSONValue] {
        guard case .object(let members) = try JSONValue.parse(Array(text.utf8)),
            case .array(let nodes)? = members.first(where: { $0.key == "nodes" })?.value
        else { return [] }
        return nodes.filter { node in
            guard case .object(let fields) = node else { return true }
            return fields.first { $0.key == "kind" }?.value != .string("shadow")
        }
    }

    /// A format-2 document with its `nodes` member left out, as a parsed value.
    static func withoutNodes(_ text: String) throws -> JSONValue {
        guard case .object(let members) = try JSONValue.parse(Array(text.utf8)) else { return .null }
        return .object(members.filter { $0.key != "nodes" })
    }

    @Test func aFormatOneDocumentWithNodesOrAnUnknownVersionIsRefused() throws {
        let geometry = try #require(try Self.geometries(count: 1).first)
        var one = geometry.jsonString(pretty: false, format: .version1)
        one.removeLast()
        #expect(throws: JSONDecodingError.self) { try BarGeometry(json: one + #","nodes":[]}"#) }
        let three = geometry.jsonString(pretty: false, format: .version1).replacingOccurrences(
            of: #""schemaVersion":1"#, with: #""schemaVersion":3"#)
        do {
            _ = try BarGeometry(json: three)
            Issue.record("schema version 3 was read")
        } catch {
            #expect(error.description.contains("unsupported schema version 3; expected 1 or 2"))
        }
    }
}
