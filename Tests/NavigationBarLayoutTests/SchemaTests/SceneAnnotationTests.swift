import Foundation
import Testing
import TextMetrics

@testable import NavigationBarLayout

/// The scene keys that describe a scene without changing its layout: `schemaVersion`, `description`, `covers`.
@Suite struct SceneAnnotationTests {
    @Test func annotationsDecodeAndRoundTrip() throws {
        let scene = try Scene.decode(
            json: """
                {"schemaVersion": 1, "description": "A long back title beside a compose button.",
                 "covers": ["L8", "seed000.leftBarButtonItem"], "width": 320, "items": [{"title": "Inbox"}]}
                """)
        #expect(scene.schemaVersion == 1)
        #expect(scene.summary == "A long back title beside a compose button.")
        #expect(scene.covers == ["L8", "seed000.leftBarButtonItem"])
        #expect(try Scene.decode(json: scene.encodeJSON()) == scene)
        #expect(
            scene.encodeJSON(pretty: false)
                == #"{"barStyle":"default","covers":["L8","seed000.leftBarButtonItem"],"#
                + #""description":"A long back title beside a compose button.","items":[{"title":"Inbox"}],"#
                + #""layoutDirection":"leftToRight","metrics":"default","scale":2,"schemaVersion":1,"#
                + #""translucent":true,"width":320}"#)
    }

    @Test func annotationsAreOptionalAndLeftOutWhenUnset() throws {
        let scene = try Scene.decode(json: #"{"width": 320, "items": [], "description": null, "covers": null}"#)
        #expect(scene.schemaVersion == nil)
        #expect(scene.summary == nil)
        #expect(scene.covers == [])
        #expect(!scene.encodeJSON().contains("covers"))
        #expect(!scene.encodeJSON().contains("description"))
        #expect(!scene.encodeJSON().contains("schemaVersion"))
    }

    @Test func annotationsDoNotChangeTheLayout() throws {
        let plain = try Scene.decode(json: #"{"width": 320, "items": [{"title": "Inbox"}]}"#)
        var annotated = plain
        annotated.schemaVersion = 1
        annotated.summary = "One title."
        annotated.covers = ["L1"]
        let measurer = FixedAdvanceMeasurer()
        #expect(try BarLayout.solve(annotated, measurer: measurer) == BarLayout.solve(plain, measurer: measurer))
    }

    @Test("a scene's id decodes, round-trips, is left out when unset and does not change the layout")
    func sceneIDIsAnAnnotation() throws {
        let scene = try Scene.decode(json: #"{"id": "inbox-2", "width": 320, "items": [{"title": "Inbox"}]}"#)
        #expect(scene.id == "inbox-2")
        #expect(try Scene.decode(json: scene.encodeJSON()) == scene)
        #expect(scene.encodeJSON(pretty: false).contains(#","id":"inbox-2","#))
        var plain = scene
        plain.id = nil
        #expect(!plain.encodeJSON().contains(#""id""#))
        let measurer = FixedAdvanceMeasurer()
        #expect(try BarLayout.solve(scene, measurer: measurer) == BarLayout.solve(plain, measurer: measurer))
        #expect(
            Scene.validate(json: #"{"id": "", "width": 320, "items": []}"#).map(\.description)
                == ["id: must be a non-empty string"])
        #expect(
            Scene.validate(json: #"{"id": 5, "width": 320, "items": []}"#).map(\.description)
                == ["id: must be a non-empty string"])
    }

    @Test func badAnnotationsAreReportedWithTheirPaths() {
        let problems = Scene.validate(
            json: #"{"width": 320, "items": [], "schemaVersion": 2, "description": 5, "covers": ["L1", "", 3]}"#)
        #expect(
            problems.map(\.description) == [
                "schemaVersion: unsupported schema version 2; expected 1",
                "description: must be a string",
                "covers[1]: must be a non-empty string",
                "covers[2]: must be a non-empty string",
            ])
        #expect(
            Scene.validate(json: #"{"width": 320, "items": [], "schemaVersion": "1", "covers": "L1"}"#)
                .map(\.description) == ["schemaVersion: must be a finite number", "covers: must be an array"])
    }
}
