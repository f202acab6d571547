import Foundation
import NavigationBarLayout
import SceneGenerators
import Testing
import TextMetrics

/// One set of scene rules: the reader, `Scene.problems()` and the solver agree,
/// and a scene built in Swift round-trips through its own JSON.
@Suite struct SceneRuleTests {
    /// The descriptions of the problems the reader finds in `scene`'s own JSON.
    static func readerProblems(_ scene: Scene) -> [String] {
        Scene.validate(json: scene.encodeJSON()).map(\.description)
    }

    @Test func sceneBuiltInSwiftBreaksTheReadersLimits() {
        let scene = Scene(width: 250_000, scale: 0.5, items: [NavigationItem(title: "Inbox")])
        let expected = [
            "width: must be a number greater than 0 and at most 100000", "scale: must be a number from 1 to 10",
        ]
        #expect(scene.problems().map(\.description) == expected)
        #expect(scene.problems().map(\.rule) == [.barWidth, .scale])
        #expect(Self.readerProblems(scene) == expected)
        #expect(throws: LayoutError.invalidScene(scene.problems())) {
            try BarLayout.solve(scene, profile: SolverFixture.ios7, measurer: FixedAdvanceMeasurer())
        }
    }

    @Test func differentItemsWithOneIDAreAProblemInSwiftAndInJSON() {
        let scene = Scene(
            width: 320,
            items: [
                NavigationItem(
                    leftBarButtonItems: [.text("One", id: "a")], rightBarButtonItems: [.text("Two", id: "a")])
            ])
        let expected = [
            "items[0].rightBarButtonItems[0].id: is 'a', the id of a different item at items[0].leftBarButtonItems[0]"
        ]
        #expect(scene.problems().map(\.description) == expected)
        #expect(Self.readerProblems(scene) == expected)
    }

    @Test func equalItemsWithOneIDAreOneItemAndRoundTrip() throws {
        let edit = BarButtonItem.text("Edit", id: "edit")
        let scene = Scene(
            width: 320,
            items: [NavigationItem(leftBarButtonItems: [edit]), NavigationItem(rightBarButtonItems: [edit])])
        #expect(scene.problems().isEmpty)
        let decoded = try Scene.decode(json: scene.encodeJSON())
        #expect(decoded == scene)
        #expect(decoded.items[0].leftBarButtonItems[0].isSame(as: decoded.items[1].rightBarButtonItems[0]))
    }

    @Test func problemsOfASingularItemKeyNameThatKey() {
        let json = """
            {"width": 320, "items": [{"leftBarButtonItems": [{"title": "A"}, {"id": "b", "title": "B"}],
              "leftBarButtonItem": {"id": "b", "title": "B"}, "rightBarButtonItem": {"customView": {"width": 10, "height": 5}},
              "titleView": {"width": 10, "height": 5, "minimumWidth": 20}}, {"rightBarButtonItem": {"id": "b", "title": "C"}}]}
            """
        #expect(
            Scene.validate(json: json).map(\.description) == [
                "items[0].titleView.minimumWidth: must not be greater than width (10)",
                "items[1].rightBarButtonItem.id: is 'b', the id of a different item at items[0].leftBarButtonItem",
            ])
    }

    @Test func titleViewWithoutMinimumWidthDecodesThroughCodable() throws {
        let json = #"{"width": 320, "items": [{"titleView": {"width": 100, "height": 30}}]}"#
        let scene = try JSONDecoder().decode(Scene.self, from: Data(json.utf8))
        #expect(scene.items[0].titleView == TitleView(width: 100, height: 30, minimumWidth: 100))
    }

    @Test func contentIsOneOfTheKindsAndKeepsItsKeys() throws {
        let json = """
            {"width": 320, "items": [{"title": "Inbox", "backBarButtonItem": {"title": "Mail", "image": {"width": 20, "height": 18}}},
              {"rightBarButtonItems": [{"systemItem": "add"}, {"fixedSpace": 8}, {"flexibleSpace": true}, {"customView": {"width": 40, "height": 30}}]}]}
            """
        let scene = try Scene.decode(json: json)
        let back = try #require(scene.items[0].backBarButtonItem)
        #expect(back.title == "Mail")
        #expect(back.content == .image(Size(width: 20, height: 18)))
        #expect(
            scene.items[1].rightBarButtonItems.map(\.content) == [
                .system(.add), .fixedSpace(8), .flexibleSpace, .customView(Size(width: 40, height: 30)),
            ])
        #expect(try Scene.decode(json: scene.encodeJSON()) == scene)
    }

    /// A generated scene with some values pushed past the limits and some ids shared.
    static func mutated(_ scene: Scene, using generator: inout SplitMix64) -> Scene {
        var scene = scene
        let ids = ["a", "b", nil]
        for index in scene.items.indices {
            for side in 0..<2 {
                var buttons = side == 0 ? scene.items[index].leftBarButtonItems : scene.items[index].rightBarButtonItems
                for b in buttons.indices where Int.random(in: 0..<3, using: &generator) == 0 {
                    buttons[b].id = ids.randomElement(using: &generator)!
                }
                if side == 0 {
                    scene.items[index].leftBarButtonItems = buttons
                } else {
                    scene.items[index].rightBarButtonItems = buttons
                }
            }
            if Int.random(in: 0..<6, using: &generator) == 0 {
                scene.items[index].titleView = TitleView(width: 10, height: 300_000, minimumWidth: 20)
            }
        }
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: scene.width = 250_000
        case 1: scene.scale = 0.5
        case 2: scene.appearance.titleTextAttributes = PerMetrics([.compact: TextAttributes(size: 0, tracking: 2000)])
        case 3: scene.appearance.backButtonBackgroundInsets = PerMetrics([.default: EdgeInsets(top: -200_000)])
        case 4: scene.tintColor = Color(red: 2, green: 0, blue: 0)
        default: break
        }
        return scene
    }

    @Test func generatedScenesRoundTripOrHaveTheSameProblemsInSwiftAndJSON() throws {
        var generator = SplitMix64(state: 8)
        var rejected = 0
        for base in GeneratedScenes.scenes(count: 300) {
            for scene in [base, Self.mutated(base, using: &generator)] {
                // The same problems; the reader lists them in the order of the document.
                let problems = scene.problems().map(\.description)
                #expect(Self.readerProblems(scene).sorted() == problems.sorted(), "\(scene.encodeJSON(pretty: false))")
                if problems.isEmpty {
                    #expect(try Scene.decode(json: scene.encodeJSON()) == scene)
                } else {
                    rejected += 1
                }
            }
        }
        #expect(rejected > 100)
    }
}
