import Foundation
import NavigationBarLayout
import Testing

/// The `$schema` key editors use for completion, the schemas' `$id`s, and `schemas/profile.schema.json`
/// checked against every bundled profile and every profile fixture.
@Suite struct SchemaKeyAndProfileSchemaTests {
    /// Every bundled profile (`Sources/NavigationBarLayout/Profiles/*.json`) and profile fixture
    /// (`Fixtures/profiles/*.json`), sorted by path.
    static func profileFiles() throws -> [URL] {
        let folders = ["Sources/NavigationBarLayout/Profiles", "Fixtures/profiles"]
        return try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(
                at: SchemaValidator.root.appendingPathComponent(folder), includingPropertiesForKeys: nil
            )
            .filter { $0.pathExtension == "json" }
        }
        .sorted { $0.path < $1.path }
    }

    /// The problems the profile decoder reports for `json`, as `PATH: MESSAGE`; empty when it decodes.
    static func profileProblems(_ json: String) -> [String] {
        do {
            _ = try MetricsProfile.decode(json: Array(json.utf8))
            return []
        } catch {
            return error.problems.map { "\($0.path): \($0.message)" }
        }
    }

    /// The bundled `ios7` profile's text with `members` added after its opening brace.
    static func ios7(adding members: String) throws -> String {
        let url = SchemaValidator.root.appendingPathComponent("Sources/NavigationBarLayout/Profiles/ios7.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let brace = try #require(text.firstIndex(of: "{"))
        return "{" + members + "," + text[text.index(after: brace)...]
    }

    @Test func everyBundledProfileAndProfileFixtureMatchesTheProfileSchema() throws {
        guard SchemaValidator.requireAvailable() else { return }
        let files = try Self.profileFiles()
        #expect(
            files.map(\.lastPathComponent) == [
                "ios7-title-view-quirk.json", "ios17.json", "ios26.json", "ios27.json", "ios6.json", "ios7.json",
            ])
        for file in files {
            #expect(Self.profileProblems(try String(contentsOf: file, encoding: .utf8)) == [], "\(file.path)")
        }
        try SchemaValidationTests.expectValid(files, against: SchemaValidator.profileSchema)
    }

    @Test func theProfileSchemaRejectsWhatTheDecoderRejects() throws {
        guard SchemaValidator.requireAvailable() else { return }
        let bad = [
            #""nmae": "x""#,
            #""$schema": 3"#,
            #""quirks": {"bordersTextButton": true}"#,
            #""largeTitle": {"rowHeight": 52}"#,
            #""itemGroups": {"overflow": "scroll"}"#,
            #""dynamicType": {"title": [17]}"#,
            #""appearanceBackgrounds": {"default": {}, "opaque": {}}"#,
            #""layoutMargins": []"#,
        ]
        let documents = try bad.map { try Self.ios7(adding: $0) }
        try SchemaValidationTests.expectEachRejected(documents, against: SchemaValidator.profileSchema) {
            Self.profileProblems($0)
        }
    }

    @Test func scenesRequestsAndProfilesAcceptASchemaStringAndNothingElse() throws {
        let scene = #"{"$schema": "../schemas/scene.schema.json", "width": 320, "items": [{"title": "Inbox"}]}"#
        #expect(try Scene.decode(json: scene) == Scene.decode(json: #"{"width": 320, "items": [{"title": "Inbox"}]}"#))
        #expect(Scene.validate(json: scene) == [])
        let wrongScene = #"{"$schema": 1, "width": 320, "items": [{"title": "Inbox"}]}"#
        #expect(Scene.validate(json: wrongScene).map(\.description) == ["$schema: must be a string"])

        let request =
            #"{"$schema": "https://navigationbarlayout.invalid/schemas/transition-request.schema.json", "from": [{"title": "A"}], "change": "pop"}"#
        #expect(TransitionRequest.validateProblems(request) == [])
        #expect(
            TransitionRequest.validateProblems(#"{"$schema": null, "from": [], "change": "pop"}"#).isEmpty)
        #expect(
            TransitionRequest.validateProblems(#"{"$schema": [], "from": [], "change": "pop"}"#)
                == ["$schema: must be a string"])

        let profile = try Self.ios7(adding: #""$schema": "profile.schema.json""#)
        #expect(Self.profileProblems(profile) == [])
        #expect(Self.profileProblems(try Self.ios7(adding: #""$schema": true"#)) == ["$schema: must be a string"])
    }

    @Test func documentsWithASchemaKeyMatchTheirSchemas() throws {
        guard SchemaValidator.requireAvailable() else { return }
        let directory = try TemporaryJSONDirectory()
        let scene = try directory.write(
            #"{"$schema": "scene.schema.json", "width": 320, "items": [{"title": "Inbox"}]}"#, named: "scene.json")
        let request = try directory.write(
            #"{"$schema": "transition-request.schema.json", "from": [{"title": "A"}], "change": "pop"}"#,
            named: "request.json")
        let profile = try directory.write(
            try Self.ios7(adding: #""$schema": "profile.schema.json""#), named: "profile.json")
        try SchemaValidationTests.expectValid([scene], against: SchemaValidator.sceneSchema)
        try SchemaValidationTests.expectValid([request], against: SchemaValidator.transitionRequestSchema)
        try SchemaValidationTests.expectValid([profile], against: SchemaValidator.profileSchema)
    }

    @Test func everySchemaHasAnIDNamingItsFile() throws {
        let folder = SchemaValidator.root.appendingPathComponent("schemas")
        let schemas = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".schema.json") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        #expect(schemas.count == 10)
        for schema in schemas {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: schema)) as? [String: Any])
            #expect(
                object["$id"] as? String
                    == "https://navigationbarlayout.invalid/schemas/\(schema.lastPathComponent)",
                "\(schema.lastPathComponent)")
        }
    }
}
