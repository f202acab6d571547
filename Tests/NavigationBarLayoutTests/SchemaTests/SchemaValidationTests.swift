import Foundation
import NavigationBarLayout
import Testing
import TextMetrics

/// The JSON Schemas in `schemas/` checked with a real validator (Debian's python3-jsonschema) against every
/// fixture, the geometry of every fixture, and the geometry of generated scenes, so the schemas cannot
/// drift from the decoders and the encoder.
@Suite struct SchemaValidationTests {
    /// The scene files in `Fixtures/`, found when the test runs: every JSON file but the transition requests.
    static func fixtures() throws -> [URL] {
        try allFixtures().filter { !$0.lastPathComponent.hasPrefix("transition-") }
    }

    /// The transition request files in `Fixtures/` (`transition-*.json`).
    static func transitionFixtures() throws -> [URL] {
        try allFixtures().filter { $0.lastPathComponent.hasPrefix("transition-") }
    }

    /// Every JSON file in `Fixtures/`, sorted by name.
    static func allFixtures() throws -> [URL] {
        let folder = SchemaValidator.root.appendingPathComponent("Fixtures")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Expects the validator to accept all of `files` (at least one), naming every problem otherwise.
    static func expectValid(_ files: [URL], against schema: URL, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        #expect(!files.isEmpty, sourceLocation: sourceLocation)
        let outcome = try SchemaValidator.validate(files, against: schema)
        #expect(
            outcome.status == 0, "\(outcome.lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
        #expect(
            outcome.lines == ["ok: \(files.count) file\(files.count == 1 ? "" : "s")"], sourceLocation: sourceLocation)
    }

    @Test func schemasAreValidDraft202012Schemas() throws {
        guard SchemaValidator.requireAvailable() else { return }
        let outcome = try SchemaValidator.checkSchemas([
            SchemaValidator.sceneSchema, SchemaValidator.geometrySchema, SchemaValidator.transitionRequestSchema,
            SchemaValidator.transitionSchema, SchemaValidator.profileSchema, SchemaValidator.geometry2Schema,
            SchemaValidator.transition2Schema,
        ])
        #expect(outcome.status == 0, "\(outcome.lines.joined(separator: "\n"))")
        #expect(outcome.lines == ["ok: 7 files"])
    }

    @Test func everyTransitionFixtureMatchesTheRequestSchemaAndItsOutputTheTransitionSchema() throws {
        guard SchemaValidator.requireAvailable() else { return }
        let files = try Self.transitionFixtures()
        try Self.expectValid(files, against: SchemaValidator.transitionRequestSchema)
        let directory = try TemporaryJSONDirectory()
        let measurer = TextMeasurer()
        for file in files {
            do {
                var request = try TransitionRequest.decode(json: [UInt8](try Data(contentsOf: file)))
                request.from = request.from.resolvingProfilePath(relativeTo: file.deletingLastPathComponent().path)
                let transition = try request.transition(measurer: measurer)
                let name = file.deletingPathExtension().lastPathComponent
                try directory.write(
                    transition.jsonString(
                        sampling: request.sampling ?? TransitionRequest.defaultSampling, format: .version1),
                    named: name + ".json")
                try directory.write(
                    transition.jsonString(sampling: .progress(0.5), pretty: false, format: .version1),
                    named: name + "-t.json")
                try directory.write(request.encodeJSON(), named: name + "-request.json")
                try directory.write(
                    transition.jsonString(sampling: request.sampling ?? TransitionRequest.defaultSampling),
                    named: name + "-v2.json")
                try directory.write(
                    transition.jsonString(sampling: .progress(0.5), pretty: false), named: name + "-v2-t.json")
            } catch {
                Issue.record("\(file.lastPathComponent): \(error)")
            }
        }
        let formatTwo = directory.files.filter { $0.lastPathComponent.contains("-v2") }
        let outputs = directory.files.filter {
            !$0.lastPathComponent.hasSuffix("-request.json") && !$0.lastPathComponent.contains("-v2")
        }
        try Self.expectValid(outputs, against: SchemaValidator.transitionSchema)
        // Format 2, the default: its own schema, which format 1 does not meet (no `nodes`, `schemaVersion` 1).
        try Self.expectValid(formatTwo, against: SchemaValidator.transition2Schema)
        let rejected = try SchemaValidator.validate(
            Array(outputs.prefix(1)), against: SchemaValidator.transition2Schema)
        #expect(rejected.status == 1)
        let written = directory.files.filter { $0.lastPathComponent.hasSuffix("-request.json") }
        try Self.expectValid(written, against: SchemaValidator.transitionRequestSchema)
    }

    @Test func theRequestSchemaRejectsWhatTheDecoderRejects() throws {
        guard SchemaValidator.requireAvailable() else { return }
        let bad = [
            #"{"from": [], "change": "pop", "progress": 0.5, "frames": 3}"#,
            #"{"from": [], "change": {"kind": "push"}}"#,
            #"{"from": [], "change": {"kind": "pop", "item": 0}}"#,
            #"{"from": [], "change": "push"}"#,
            #"{"from": [], "change": "pop", "frames": 1}"#,
            #"{"from": [], "change": "pop", "progress": 1.5}"#,
            #"{"from": 3, "change": "pop"}"#,
            #"{"from": [], "change": {"kind": "setItems", "items": [-1]}}"#,
            #"{"from": [], "change": "pop", "schemaVersion": 2}"#,
            #"{"from": [], "change": "pop", "rtl": 1}"#,
        ]
        try Self.expectEachRejected(bad, against: SchemaValidator.transitionRequestSchema) {
            TransitionRequest.validateProblems($0)
        }
    }

    /// Expects the decoder (`problems`) and the validator with `schema` each to reject every one of `documents`.
    static func expectEachRejected(
        _ documents: [String], against schema: URL, sourceLocation: SourceLocation = #_sourceLocation,
        problems: (String) -> [String]
    ) throws {
        let directory = try TemporaryJSONDirectory()
        for (index, json) in documents.enumerated() {
            #expect(!problems(json).isEmpty, "\(json)", sourceLocation: sourceLocation)
            try directory.write(json, named: "\(index).json")
        }
        let outcome = try SchemaValidator.validate(directory.files, against: schema)
        #expect(outcome.status == 1, sourceLocation: sourceLocation)
        let failed = Set(outcome.lines.compactMap { $0.split(separator: ":").first.map(String.init) })
        #expect(
            failed.count == documents.count, "\(outcome.lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    @Test func everyFixtureMatchesTheSceneSchema() throws {
        guard SchemaValidator.requireAvailable() else { return }
        let files = try Self.fixtures()
        for file in files {
            let problems = Scene.validate(json: try Data(contentsOf: file))
            #expect(problems.isEmpty, "\(file.lastPathComponent): \(problems)")
        }
        try Self.expectValid(files, against: SchemaValidator.sceneSchema)
    }

    @Test func everyFixtureGeometryMatchesTheGeometrySchema() throws {
        guard SchemaValidator.requireAvailable() else { return }
        let directory = try TemporaryJSONDirectory()
        let version2 = try TemporaryJSONDirectory()
        let measurer = TextMeasurer()
        for file in try Self.fixtures() {
            do {
                let scene = try Scene.decode(json: try Data(contentsOf: file))
                    .resolvingProfilePath(relativeTo: file.deletingLastPathComponent().path)
                let geometry = try BarLayout.solve(scene, measurer: measurer)
                try directory.write(geometry.jsonString(format: .version1), named: file.lastPathComponent)
                try version2.write(geometry.jsonString(format: .version2), named: file.lastPathComponent)
            } catch {
                Issue.record("\(file.lastPathComponent): \(error)")
            }
        }
        try Self.expectValid(directory.files, against: SchemaValidator.geometrySchema)
        try Self.expectValid(version2.files, against: SchemaValidator.geometry2Schema)
    }

    @Test func generatedGeometryMatchesTheGeometrySchemaInEveryBranch() throws {
        guard SchemaValidator.requireAvailable() else { return }
        // An image item with no title in the overflow menu: its entry's title is null (a system item's never is).
        let untitledEntry = try Scene.decode(
            json: #"{"width": 390, "profile": "ios17", "items": [{"title": "Note", "#
                + #""additionalOverflowItems": [{"image": {"width": 22, "height": 22}}]}]}"#)
        let scenes = GeneratedScenes.scenes(count: 300) + [untitledEntry]
        let geometryDirectory = try TemporaryJSONDirectory()
        let sceneDirectory = try TemporaryJSONDirectory()
        var coverage = GeometryCoverage()
        for (index, scene) in scenes.enumerated() {
            let geometry = try BarLayout.solve(scene, measurer: FixedAdvanceMeasurer())
            coverage.record(geometry)
            try geometryDirectory.write(
                geometry.jsonString(pretty: index.isMultiple(of: 2), format: .version1), named: "\(index).json")
            try sceneDirectory.write(scene.encodeJSON(pretty: index.isMultiple(of: 2)), named: "\(index).json")
        }
        // L19, L40: only a profile with large titles and no overflow menu hides the left items beside an inline
        // large title (`inlineLargeTitle`); no bundled profile is one.
        var hiding = try ProfileLibrary.bundled("ios17")
        hiding.itemGroups?.overflow = .hide
        let inline = Scene(
            width: 390,
            items: [
                NavigationItem(
                    title: "Library", leftBarButtonItems: [.text("Edit", id: "edit")], largeTitleDisplayMode: .inline)
            ], prefersLargeTitles: true)
        let hidden = try BarLayout.solve(inline, profile: hiding, measurer: FixedAdvanceMeasurer())
        #expect(hidden.leftItems.map(\.hiddenReason) == [.inlineLargeTitle])
        coverage.record(hidden)
        try geometryDirectory.write(hidden.jsonString(format: .version1), named: "inline.json")
        // L75: the items of a bar whose active search bar took it.
        var searching = NavigationItem(title: "Inbox", leftBarButtonItems: [.text("Edit", id: "edit")])
        searching.searchController = SearchController(isActive: true)
        let active = try BarLayout.solve(
            Scene(width: 390, items: [searching]), profile: try ProfileLibrary.bundled("ios17"),
            measurer: FixedAdvanceMeasurer())
        #expect(active.leftItems.map(\.hiddenReason) == [.searchActive])
        coverage.record(active)
        try geometryDirectory.write(active.jsonString(format: .version1), named: "search-active.json")
        #expect(GeometryCoverage.everyBranch.subtracting(coverage.reached).sorted() == [])
        try Self.expectValid(geometryDirectory.files, against: SchemaValidator.geometrySchema)
        try Self.expectValid(sceneDirectory.files, against: SchemaValidator.sceneSchema)
    }
}
