import Foundation
import Testing
import TextMetrics

@testable import NavigationBarLayout

/// Decoding scenes: a full example, the item setters, appearance, and round trips.
@Suite struct SceneDecodingTests {
    /// The full example of docs/FORMATS.md.
    static let fullExample = """
        {
          "width": 375,
          "metrics": "compact",
          "layoutDirection": "rightToLeft",
          "scale": 3,
          "profile": "ios6",
          "barStyle": "black",
          "tintColor": {"red": 1, "green": 0.5, "blue": 0, "alpha": 0.75},
          "translucent": false,
          "appearance": {
            "titleTextAttributes": {
              "default": {"family": "Inter", "size": 18, "weight": "bold", "tracking": 0.5,
                          "color": {"red": 0, "green": 0, "blue": 0}},
              "compact": {"size": 15}
            },
            "titleVerticalPositionAdjustment": {"default": 2, "compactPrompt": 1},
            "backButtonTitlePositionAdjustment": {"default": {"horizontal": 3, "vertical": -1}},
            "backButtonBackgroundInsets": {"default": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}},
            "backIndicatorSize": {"compact": {"width": 10, "height": 18}}
          },
          "items": [
            {"title": "Mail", "backBarButtonItem": {"title": "Inbox"}},
            {
              "title": "Message",
              "prompt": "Choose a folder",
              "hidesBackButton": false,
              "leftItemsSupplementBackButton": true,
              "leftBarButtonItems": [
                {"id": "flag", "image": {"width": 20, "height": 18}},
                {"fixedSpace": 12}
              ],
              "rightBarButtonItems": [
                {"id": "done", "systemItem": "done"},
                {"flexibleSpace": true},
                {"id": "edit", "title": "Edit", "style": "bordered",
                 "titlePositionAdjustment": {"horizontal": 1.5}},
                {"id": "slider", "customView": {"width": 80, "height": 28}}
              ],
              "titleView": {"width": 160, "height": 30, "minimumWidth": 100, "resizable": true}
            }
          ]
        }
        """

    @Test func decodesTheFullExample() throws {
        let scene = try Scene.decode(json: Self.fullExample)
        #expect(scene.width == 375)
        #expect(scene.metrics == .compact)
        #expect(scene.layoutDirection == .rightToLeft)
        #expect(scene.scale == 3)
        #expect(scene.profile == "ios6")
        #expect(scene.barStyle == .black)
        #expect(scene.tintColor == Color(red: 1, green: 0.5, blue: 0, alpha: 0.75))
        #expect(scene.translucent == false)
        #expect(scene.items.count == 2)
        #expect(scene.items[0] == NavigationItem(title: "Mail", backBarButtonItem: .text("Inbox")))
        let top = scene.items[1]
        #expect(top.title == "Message")
        #expect(top.prompt == "Choose a folder")
        #expect(top.leftItemsSupplementBackButton)
        #expect(!top.hidesBackButton)
        #expect(
            top.leftBarButtonItems == [BarButtonItem.image(Size(width: 20, height: 18), id: "flag"), .fixed(12)])
        #expect(
            top.rightBarButtonItems == [
                .system(.done, id: "done"), .flexible(),
                BarButtonItem(
                    id: "edit", title: "Edit", style: .bordered,
                    titlePositionAdjustment: Offset(horizontal: 1.5, vertical: 0)),
                BarButtonItem.customView(Size(width: 80, height: 28), id: "slider"),
            ])
        #expect(top.titleView == TitleView(width: 160, height: 30, minimumWidth: 100, resizable: true))
    }

    @Test func decodesAppearancePerMetrics() throws {
        let appearance = try Scene.decode(json: Self.fullExample).appearance
        #expect(
            appearance.titleTextAttributes[.default]
                == TextAttributes(
                    family: "Inter", size: 18, weight: .bold, tracking: 0.5, color: Color(red: 0, green: 0, blue: 0)))
        #expect(appearance.titleTextAttributes[.compactPrompt] == TextAttributes(size: 15))
        #expect(appearance.titleVerticalPositionAdjustment.values == [.default: 2, .compactPrompt: 1])
        #expect(appearance.backButtonTitlePositionAdjustment[.compact] == Offset(horizontal: 3, vertical: -1))
        #expect(
            appearance.backButtonBackgroundInsets[.default] == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(appearance.backIndicatorSize[.default] == nil)
        #expect(appearance.backIndicatorSize[.compactPrompt] == Size(width: 10, height: 18))
    }

    @Test func appliesDefaults() throws {
        let scene = try Scene.decode(json: #"{"width": 320, "items": []}"#)
        #expect(scene == Scene(width: 320, items: []))
        #expect(scene.metrics == .default && scene.scale == 2 && scene.translucent && scene.profile == .default)
        let titleView = try Scene.decode(
            json: #"{"width": 320, "items": [{"titleView": {"width": 90, "height": 30}}]}"#)
        #expect(titleView.items[0].titleView == TitleView(width: 90, height: 30, minimumWidth: 90, resizable: false))
    }

    @Test func leftBarButtonItemReplacesTheFirstElementOfTheArray() throws {
        let scene = try Scene.decode(
            json: """
                {"width": 320, "items": [{
                  "leftBarButtonItems": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}],
                  "leftBarButtonItem": {"id": "c", "title": "C"},
                  "rightBarButtonItem": {"id": "r", "title": "R"}
                }]}
                """)
        #expect(scene.items[0].leftBarButtonItems.map(\.id) == ["c", "b"])
        #expect(scene.items[0].rightBarButtonItems.map(\.id) == ["r"])
    }

    @Test func leftBarButtonItemAlreadyInTheArrayMovesToTheFront() throws {
        let scene = try Scene.decode(
            json: """
                {"width": 320, "items": [{
                  "leftBarButtonItems": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}],
                  "leftBarButtonItem": {"id": "b", "title": "B"}
                }]}
                """)
        let items = scene.items[0].leftBarButtonItems
        #expect(items.map(\.id) == ["b", "a"])
    }

    @Test func itemsWithTheSameIDShareOneIdentity() throws {
        let scene = try Scene.decode(
            json: """
                {"width": 320, "items": [
                  {"title": "One", "rightBarButtonItems": [{"id": "add", "systemItem": "add"}]},
                  {"title": "Two", "rightBarButtonItems": [{"id": "add", "systemItem": "add"}, {"title": "X"}]}
                ]}
                """)
        let first = scene.items[0].rightBarButtonItems[0]
        #expect(first.isSame(as: scene.items[1].rightBarButtonItems[0]))
        #expect(!first.isSame(as: scene.items[1].rightBarButtonItems[1]))
    }

    @Test func acceptsAHundredKilobyteTitle() throws {
        let title = String(repeating: "Wide title ", count: 10_000)
        let scene = try Scene.decode(json: #"{"width": 320, "items": [{"title": "\#(title)"}]}"#)
        #expect(scene.items[0].title == title)
    }

    @Test func decodesFromDataAndBytes() throws {
        let text = #"{"width": 320, "items": [{"title": "A"}]}"#
        #expect(try Scene.decode(json: Data(text.utf8)) == Scene.decode(json: Array(text.utf8)))
        #expect(try Scene.decode(jsonValue: JSONValue.parse(text)).items[0].title == "A")
    }

    @Test func scenesRoundTrip() throws {
        let scene = try Scene.decode(json: Self.fullExample)
        #expect(try Scene.decode(json: scene.encodeJSON()) == scene)
        #expect(try Scene.decode(json: scene.encodeJSON(pretty: false)) == scene)
        var built = Scene(width: 320.25, items: [NavigationItem(title: "Root"), NavigationItem(title: "Top")])
        built.items[1].rightBarButtonItem = .system(.compose, id: "compose")
        built.items[1].hidesBackButton = true
        built.appearance.titleVerticalPositionAdjustment = PerMetrics([.compact: -1.5])
        #expect(try Scene.decode(json: built.encodeJSON()) == built)
    }

    @Test func encodingLeavesOutDefaultsAndSortsKeys() {
        var scene = Scene(width: 320, items: [NavigationItem(title: "Inbox")])
        scene.items[0].rightBarButtonItem = .text("Edit", id: "edit")
        #expect(
            scene.encodeJSON(pretty: false)
                == #"{"barStyle":"default","items":[{"rightBarButtonItems":[{"id":"edit","title":"Edit"}],"#
                + #""title":"Inbox"}],"layoutDirection":"leftToRight","metrics":"default","scale":2,"#
                + #""translucent":true,"width":320}"#)
    }

    @Test func codableFormDecodesAndEncodesTheSameScene() throws {
        let scene = try Scene.decode(json: Self.fullExample)
        let data = try JSONEncoder().encode(scene)
        #expect(try JSONDecoder().decode(Scene.self, from: data) == scene)
        #expect(try Scene.decode(json: data) == scene)
        #expect(try JSONDecoder().decode(Scene.self, from: Data(Self.fullExample.utf8)) == scene)
    }

    @Test func codableFormReportsTheSceneProblems() {
        let data = Data(#"{"width": -1, "items": []}"#.utf8)
        do {
            _ = try JSONDecoder().decode(Scene.self, from: data)
            Issue.record("expected an error")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "width: must be a number greater than 0 and at most 100000")
            #expect(context.underlyingError as? SceneDecodingError != nil)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
