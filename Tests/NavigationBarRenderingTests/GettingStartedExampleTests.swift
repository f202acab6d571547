import Foundation
import LayoutSnapshotTesting
import NavigationBarLayout
import NavigationBarRendering
import RenderingSnapshotTesting
import Testing
import TextMetrics

/// The code of the DocC article "Getting started" (`Sources/NavigationBarLayout/Documentation.docc/GettingStarted.md`),
/// step by step, so that the article compiles and its numbers hold; its reference is
/// `__Snapshots__/GettingStartedExampleTests/inboxMessage.1.txt`.
@Suite(.layoutSnapshots) struct GettingStartedExampleTests {
    /// Step 1: the scene in Swift.
    static func sceneInSwift() -> Scene {
        var message = NavigationItem(title: "Message")
        message.rightBarButtonItem = .system(.reply, id: "reply")
        let scene = Scene(width: 375, items: [NavigationItem(title: "Inbox"), message])
        return scene
    }

    @Test func sceneFromJSONEqualsSceneInSwift() throws {
        let scene = Self.sceneInSwift()
        let json = """
            {
              "width": 375,
              "items": [
                {"title": "Inbox"},
                {"title": "Message", "rightBarButtonItem": {"id": "reply", "systemItem": "reply"}}
              ]
            }
            """
        let decoded = try Scene.decode(json: json)
        #expect(decoded == scene)
        let problems = Scene.validate(json: #"{"width": -1, "items": []}"#)
        #expect(problems.contains { $0.description.hasPrefix("width: ") })
    }

    @Test func geometry() throws {
        let scene = Self.sceneInSwift()
        let geometry = try BarLayout.solve(scene, measurer: TextMeasurer())
        #expect(geometry.bar.height == 44)
        #expect(geometry.backButton?.title?.text == "Inbox")
        #expect(geometry.bar.profile == "ios17")  // the default profile
        #expect(geometry.backButton?.frame == Frame(x: 8, y: 7, width: 61, height: 30))
        #expect(geometry.title?.frame?.midX == 187.5)
        #expect(geometry.rightItems[0].frame == Frame(x: 326, y: 7, width: 44, height: 30))
        let json = geometry.jsonString()
        let again = try BarGeometry(json: json)
        #expect(again.jsonString() == json)
        #expect(again.backButton?.frame == geometry.backButton?.frame)
    }

    @Test func inboxMessage() {
        let scene = Self.sceneInSwift()
        assertLayoutSnapshot(of: scene, as: .layoutText)
    }

    @Test func render() throws {
        let scene = Self.sceneInSwift()
        let renderer = BarRenderer()
        let drawing = try renderer.drawing(scene: scene)
        let png: [UInt8] = try drawing.png()  // 750 × 88 pixels at the scene's scale of 2
        let svg: String = drawing.svg()
        #expect(drawing.pixelSize == (width: 750, height: 88))
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(svg.contains("<svg xmlns="))
    }

    /// The code of the JSONFormat landing page.
    @Test func jsonFormatLandingPageExample() throws {
        let value = try JSONValue.parse(#"{"width": 375, "items": []}"#)
        #expect(value["width"] == .number(375))
        #expect(JSONWriter.string(value, pretty: false) == #"{"items":[],"width":375}"#)
    }

    /// The code of the TextMetrics and NavigationBarRendering landing pages.
    @Test func landingPageExamples() throws {
        let measurer = TextMeasurer()
        let size = try measurer.measure("Settings", style: TextStyle(size: 17, weight: .semibold))
        let fitted = try measurer.fit("设置和隐私", style: TextStyle(size: 17), maxWidth: 60)
        #expect(size.width > 0 && size.width < 100)
        #expect(fitted?.text.hasSuffix("…") == true)

        let scene = Scene(width: 375, items: [NavigationItem(title: "Inbox")])
        let drawing = try BarRenderer().drawing(scene: scene, debug: true)
        let png: [UInt8] = try drawing.png()
        #expect(try PNGImage.decode(png).width == 750)
    }
}
