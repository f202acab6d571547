import Foundation
import NavigationBarLayout
import Testing
import TextMetrics

/// Deliberately wrong documents that the schemas must reject, each at the right place: proof that the
/// schemas are strict (unknown keys, enums, required keys, bounds, versions), not merely permissive.
@Suite struct SchemaStrictnessTests {
    /// A wrong document, where the validator must report it, and whether the decoder rejects it too.
    struct Case {
        /// The document.
        var json: String
        /// The JSON Pointer of a reported problem (`""` for the whole document).
        var pointer: String
        /// A fragment of that problem's message.
        var message: String
        /// Whether `Scene.decode`/`BarGeometry(json:)` rejects it too (false for rules only the schema states).
        var decoderRejects = true
    }

    /// A valid scene to break: `"width": 320` and two items.
    static let scene = #"{"width": 320, "items": [{"title": "Inbox"}, {"title": "Message"}]}"#

    /// Scenes the scene schema must reject.
    static let sceneCases: [Case] = [
        Case(json: #"{"width": 320, "items": [], "colour": 1}"#, pointer: "", message: "'colour' was unexpected"),
        Case(json: #"{"width": 320, "items": [{"titel": "Inbox"}]}"#, pointer: "/items/0", message: "'titel'"),
        Case(
            json: #"{"width": 320, "items": [], "layoutDirection": "upsideDown"}"#, pointer: "/layoutDirection",
            message: "'upsideDown' is not one of"),
        Case(
            json: #"{"width": 320, "items": [], "metrics": "defaultPrompt"}"#, pointer: "/metrics",
            message: "'defaultPrompt' is not one of"),
        Case(json: #"{"width": 320}"#, pointer: "", message: "'items' is a required property"),
        Case(
            json: #"{"width": 320, "items": [], "schemaVersion": 2}"#, pointer: "/schemaVersion",
            message: "1 was expected"),
        Case(json: #"{"width": 0, "items": []}"#, pointer: "/width", message: "less than or equal to the minimum of 0"),
        Case(json: #"{"width": 100001, "items": []}"#, pointer: "/width", message: "greater than the maximum"),
        Case(
            json: #"{"width": 320, "items": [], "scale": 11}"#, pointer: "/scale", message: "greater than the maximum"),
        Case(json: #"{"width": 320, "items": [], "covers": ["L8", ""]}"#, pointer: "/covers/1", message: "too short"),
        Case(
            json: #"{"width": 320, "items": [], "safeAreaInsets": {"left": -1}}"#, pointer: "/safeAreaInsets/left",
            message: "less than the minimum of 0"),
        Case(
            json: #"{"width": 320, "items": [], "userInterfaceIdiom": "ipad"}"#, pointer: "/userInterfaceIdiom",
            message: "is not one of"),
        Case(
            json:
                #"{"width": 320, "items": [{"rightBarButtonItems": [{"systemItem": "add", "flexibleSpace": true}]}]}"#,
            pointer: "/items/0/rightBarButtonItems/0", message: "sets both 'systemItem' and 'flexibleSpace'"),
        Case(
            json: #"{"width": 320, "items": [{"leftBarButtonItem": {"systemItem": "addd"}}]}"#,
            pointer: "/items/0/leftBarButtonItem/systemItem", message: "'addd' is not one of"),
        Case(
            json: #"{"width": 320, "items": [{"titleView": {"width": 100}}]}"#, pointer: "/items/0/titleView",
            message: "'height' is a required property"),
        Case(
            json: #"{"width": 320, "items": [], "tintColor": {"red": 1.5, "green": 0, "blue": 0}}"#,
            pointer: "/tintColor/red", message: "greater than the maximum of 1"),
        Case(
            json:
                #"{"width": 320, "items": [], "appearance": {"backIndicatorSize": {"portrait": {"width": 1, "height": 1}}}}"#,
            pointer: "/appearance/backIndicatorSize", message: "'portrait' was unexpected"),
        Case(
            json:
                #"{"width": 320, "items": [], "appearance": {"titleTextAttributes": {"default": {"weight": "ultra"}}}}"#,
            pointer: "/appearance/titleTextAttributes/default/weight", message: "'ultra' is not one of"),
        Case(json: #"{"width": 320, "items": [], "width": 375}"#, pointer: "", message: "duplicate key 'width'"),
        Case(json: #"{"width": 1e999, "items": []}"#, pointer: "", message: "not a finite number"),
    ]

    /// Compact geometry to break: a back button, a prompt, a title and an image item.
    static func geometry() throws -> String {
        let scene = Scene(
            width: 320,
            items: [
                NavigationItem(title: "Inbox"),
                NavigationItem(title: "Message", prompt: "Pick", rightBarButtonItems: [.system(.compose, id: "c")]),
            ])
        return try BarLayout.solve(scene, measurer: FixedAdvanceMeasurer()).jsonString(pretty: false, format: .version1)
    }

    /// Geometry the geometry schema must reject, made by editing `geometry()`.
    static func geometryCases() throws -> [Case] {
        let valid = try geometry()
        func edit(_ old: String, _ new: String) -> String {
            precondition(valid.contains(old), "the geometry has no \(old)")
            return valid.replacingOccurrences(of: old, with: new)
        }
        return [
            Case(
                json: edit(#""schemaVersion":1"#, #""schemaVersion":2"#), pointer: "/schemaVersion",
                message: "1 was expected"),
            Case(json: edit(#""prompt":{"#, #""extra":1,"prompt":{"#), pointer: "", message: "'extra' was unexpected"),
            Case(json: edit(#""leftItems":[],"#, ""), pointer: "", message: "'leftItems' is a required property"),
            Case(
                json: edit(#""kind":"image""#, #""kind":"picture""#), pointer: "/rightItems/0/kind",
                message: "'picture'"),
            Case(
                json: edit(#""metrics":"defaultPrompt""#, #""metrics":"portrait""#), pointer: "/bar/metrics",
                message: "'portrait'"),
            Case(json: edit(#""form":"full""#, #""form":"short""#), pointer: "/backButton/form", message: "'short'"),
            Case(
                json: edit(#""hiddenReason":null"#, #""hiddenReason":"tooBig""#), pointer: "/rightItems/0/hiddenReason",
                message: "'tooBig'"),
            Case(
                json: edit(#""contentFrame":{"height":44"#, #""contentFrame":{"height":-44"#),
                pointer: "/bar/contentFrame/height", message: "less than the minimum of 0"),
            Case(
                json: edit(#""flipped":false"#, #""flipped":false,"mirrored":true"#), pointer: "/backButton/indicator",
                message: "'mirrored' was unexpected"),
            // A displayed item has no hidden reason: both the schema and the decoder (displayed or hidden is
            // one value in Swift) reject it.
            Case(
                json: edit(#""hiddenReason":null"#, #""hiddenReason":"outsideBar""#),
                pointer: "/rightItems/0/hiddenReason", message: "is not of type 'null'"),
            Case(
                json: edit(#""weight":"semibold""#, #""weight":"ultra""#), pointer: "/title/style/weight",
                message: "'ultra'"),
            Case(json: edit(#""baseline":"#, #""baseline":"x","base":"#), pointer: "/title", message: "'base'"),
            // A rule of the format that only the schema states: a back button with a title is not of the form `none`.
            Case(
                json: edit(#""form":"full""#, #""form":"none""#), pointer: "/backButton/title",
                message: "is not of type 'null'", decoderRejects: false),
        ]
    }

    /// Writes each case to a file, validates them all in one run, and expects each rejected where stated.
    static func expectRejected(_ cases: [Case], against schema: URL, decoderRejects: (String) -> Bool) throws {
        let directory = try TemporaryJSONDirectory()
        let files = try cases.enumerated().map { index, item in
            try directory.write(item.json, named: "case\(index).json")
        }
        let outcome = try SchemaValidator.validate(files, against: schema)
        #expect(outcome.status == 1)
        for (item, file) in zip(cases, files) {
            let lines = outcome.lines.filter { $0.hasPrefix(file.path + ": ") }
            let expected = "\(file.path): \(item.pointer): "
            #expect(
                lines.contains { $0.hasPrefix(expected) && $0.contains(item.message) },
                "\(item.json)\nexpected \(item.pointer): …\(item.message)…; got:\n\(lines.joined(separator: "\n"))")
            #expect(decoderRejects(item.json) == item.decoderRejects, "\(item.json)")
        }
    }

    @Test func sceneSchemaRejectsWrongScenes() throws {
        guard SchemaValidator.requireAvailable() else { return }
        try Self.expectRejected(Self.sceneCases, against: SchemaValidator.sceneSchema) {
            !Scene.validate(json: $0).isEmpty
        }
    }

    @Test func geometrySchemaRejectsWrongGeometry() throws {
        guard SchemaValidator.requireAvailable() else { return }
        try Self.expectRejected(try Self.geometryCases(), against: SchemaValidator.geometrySchema) {
            (try? BarGeometry(json: $0)) == nil
        }
    }

    @Test func theUneditedDocumentsAreValid() throws {
        guard SchemaValidator.requireAvailable() else { return }
        let directory = try TemporaryJSONDirectory()
        let scene = try directory.write(Self.scene, named: "scene.json")
        let geometry = try directory.write(try Self.geometry(), named: "geometry.json")
        #expect(try SchemaValidator.validate([scene], against: SchemaValidator.sceneSchema).lines == ["ok: 1 file"])
        #expect(
            try SchemaValidator.validate([geometry], against: SchemaValidator.geometrySchema).lines == ["ok: 1 file"])
    }

    @Test func aMissingFileIsReportedNotSkipped() throws {
        guard SchemaValidator.requireAvailable() else { return }
        let missing = URL(fileURLWithPath: "/nonexistent/scene.json")
        let outcome = try SchemaValidator.validate([missing], against: SchemaValidator.sceneSchema)
        #expect(outcome.status == 1)
        #expect(outcome.lines.count == 1)
        #expect(outcome.lines.first?.hasPrefix("/nonexistent/scene.json: : ") == true)
    }
}
