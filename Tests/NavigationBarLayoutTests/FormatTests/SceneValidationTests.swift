import Testing

@testable import NavigationBarLayout

/// Scene validation: each problem with its exact path and message, and many problems at once.
@Suite struct SceneValidationTests {
    /// The descriptions of the problems in `json`.
    func problems(_ json: String) -> [String] {
        Scene.validate(json: json).map(\.description)
    }

    /// The problems in a scene whose only item is `item`.
    func itemProblems(_ item: String) -> [String] {
        problems(#"{"width": 320, "items": [\#(item)]}"#)
    }

    @Test func validSceneHasNoProblems() {
        #expect(problems(SceneDecodingTests.fullExample) == [])
        #expect(problems(#"{"width": 320, "items": [{"prompt": null, "title": null}]}"#) == [])
    }

    @Test(arguments: [
        (#"[]"#, "the document must be a JSON object"),
        (#"{"items": []}"#, "width: is required"),
        (#"{"width": 320}"#, "items: is required"),
        (#"{"width": "320", "items": []}"#, "width: must be a number greater than 0 and at most 100000"),
        (#"{"width": -5, "items": []}"#, "width: must be a number greater than 0 and at most 100000"),
        (#"{"width": 0, "items": []}"#, "width: must be a number greater than 0 and at most 100000"),
        (#"{"width": 100001, "items": []}"#, "width: must be a number greater than 0 and at most 100000"),
        (#"{"width": null, "items": []}"#, "width: must be a number greater than 0 and at most 100000"),
        (#"{"width": 1e999, "items": []}"#, "width: must be a finite number"),
        (#"{"width": 320, "items": {}}"#, "items: must be an array"),
        (#"{"width": 320, "items": ["Inbox"]}"#, "items[0]: must be an object"),
        (
            #"{"width": 320, "items": [], "metrics": "defaultPrompt"}"#,
            "metrics: 'defaultPrompt' is not one of: default, compact"
        ),
        (
            #"{"width": 320, "items": [], "metrics": "Compact"}"#,
            "metrics: 'Compact' is not one of: default, compact; did you mean 'compact'?"
        ),
        (#"{"width": 320, "items": [], "metrics": 1}"#, "metrics: must be one of: default, compact"),
        (
            #"{"width": 320, "items": [], "layoutDirection": "rtl"}"#,
            "layoutDirection: 'rtl' is not one of: leftToRight, rightToLeft"
        ),
        (#"{"width": 320, "items": [], "scale": 0.5}"#, "scale: must be a number from 1 to 10"),
        (#"{"width": 320, "items": [], "scale": 11}"#, "scale: must be a number from 1 to 10"),
        (#"{"width": 320, "items": [], "profile": ""}"#, "profile: must be a non-empty string"),
        (
            #"{"width": 320, "items": [], "barStyle": "blackOpaque"}"#,
            "barStyle: 'blackOpaque' is not one of: default, black"
        ),
        (#"{"width": 320, "items": [], "translucent": "yes"}"#, "translucent: must be true or false"),
        (
            #"{"width": 320, "items": [], "tintColor": {"red": 2, "green": 0, "blue": 0}}"#,
            "tintColor.red: must be a number from 0 to 1"
        ),
        (#"{"width": 320, "items": [], "tintColor": {"red": 1, "blue": 0}}"#, "tintColor.green: is required"),
        (#"{"width": 320, "items": [], "widht": 1}"#, "widht: unknown key; did you mean 'width'?"),
        (#"{"width": 320, "items": [], "Items": 1}"#, "Items: unknown key; did you mean 'items'?"),
        (
            #"{"width": 320, "items": [], "colour": 1}"#,
            "colour: unknown key; valid keys: width, items, metrics, layoutDirection, scale, profile, appearance, "
                + "barStyle, tintColor, translucent, schemaVersion, description, covers, userInterfaceIdiom, safeAreaInsets, "
                + "scrollOffset, standardAppearance, compactAppearance, scrollEdgeAppearance, compactScrollEdgeAppearance, prefersLargeTitles, id, contentSizeCategory, locale, $schema, "
                + "device, orientation, window, horizontalSizeClass, verticalSizeClass, boldText, fonts, userInterfaceStyle, statusBar"
        ),
        (
            #"{"width": 320, "items": [], "my key": 1}"#,
            #"["my key"]: unknown key; valid keys: width, items, metrics, layoutDirection, scale, profile, "#
                + "appearance, barStyle, tintColor, translucent, schemaVersion, description, covers, userInterfaceIdiom, safeAreaInsets, "
                + "scrollOffset, standardAppearance, compactAppearance, scrollEdgeAppearance, compactScrollEdgeAppearance, prefersLargeTitles, id, contentSizeCategory, locale, $schema, "
                + "device, orientation, window, horizontalSizeClass, verticalSizeClass, boldText, fonts, userInterfaceStyle, statusBar"
        ),
        (
            #"{"width": 320, "items": [] "scale": 2}"#,
            "line 1, column 28: expected ',' or '}' after object member, found '\"'"
        ),
    ])
    func reportsSceneProblems(json: String, problem: String) {
        #expect(problems(json) == [problem])
    }

    @Test(arguments: [
        (#"{"titel": "Inbox"}"#, "items[0].titel: unknown key; did you mean 'title'?"),
        (#"{"title": 5}"#, "items[0].title: must be a string"),
        (#"{"hidesBackButton": "no"}"#, "items[0].hidesBackButton: must be true or false"),
        (#"{"leftBarButtonItems": {"title": "A"}}"#, "items[0].leftBarButtonItems: must be an array"),
        (
            #"{"leftBarButtonItems": [{"fixedSpace": -3}]}"#,
            "items[0].leftBarButtonItems[0].fixedSpace: must be a number from 0 to 100000"
        ),
        (
            #"{"rightBarButtonItems": [{"style": "fancy"}]}"#,
            "items[0].rightBarButtonItems[0].style: 'fancy' is not one of: plain, done, bordered, prominent"
        ),
        (
            #"{"rightBarButtonItem": {"systemItem": "Add"}}"#,
            "items[0].rightBarButtonItem.systemItem: 'Add' is not one of: add, edit, done, cancel, save, compose, "
                + "reply, action, organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, "
                + "fastForward, undo, redo; did you mean 'add'?"
        ),
        (
            #"{"rightBarButtonItems": [{"image": {"width": 20, "height": 20}, "customView": {"width": 1, "height": 1}}]}"#,
            "items[0].rightBarButtonItems[0]: sets both 'image' and 'customView'; an item is at most one of: "
                + "systemItem, image, customView, fixedSpace, flexibleSpace"
        ),
        (
            #"{"rightBarButtonItems": [{"image": {"width": 20}}]}"#,
            "items[0].rightBarButtonItems[0].image.height: is required"
        ),
        (
            #"{"rightBarButtonItems": [{"titlePositionAdjustment": {"horizontal": "1"}}]}"#,
            "items[0].rightBarButtonItems[0].titlePositionAdjustment.horizontal: must be a number from -100000 to 100000"
        ),
        (
            #"{"rightBarButtonItems": [{"flexibleSpace": 1}]}"#,
            "items[0].rightBarButtonItems[0].flexibleSpace: must be true or false"
        ),
        (
            #"{"titleView": {"width": 100, "height": 30, "minimumWidth": 120}}"#,
            "items[0].titleView.minimumWidth: must not be greater than width (100)"
        ),
        (#"{"titleView": {"width": 100}}"#, "items[0].titleView.height: is required"),
        (
            #"{"titleView": {"width": 100, "height": 30, "resizable": 1}}"#,
            "items[0].titleView.resizable: must be true or false"
        ),
        (#"{"backBarButtonItem": "Back"}"#, "items[0].backBarButtonItem: must be an object"),
    ])
    func reportsItemProblems(item: String, problem: String) {
        #expect(itemProblems(item) == [problem])
    }

    @Test func reportsNestedPathsInDeepItems() {
        let json = """
            {"width": 320, "items": [
              {"title": "Root"},
              {"title": "Top", "rightBarButtonItems": [{"customView": {"width": -1, "height": 30}}]}
            ]}
            """
        #expect(
            problems(json) == ["items[1].rightBarButtonItems[0].customView.width: must be a number from 0 to 100000"])
    }

    @Test func reportsAppearanceProblems() {
        let json = """
            {"width": 320, "items": [], "appearance": {
              "titleTextAttributes": {"landscape": {"size": 17}, "default": {"weight": "ultra", "size": -1}},
              "titleVerticalPositionAdjustment": {"default": "2"},
              "backButtonBackgroundInsets": {"default": {"left": 1}},
              "backIndicatorSize": {"compact": {"height": 21}},
              "backButtonTitlePositionAdjustment": []
            }}
            """
        #expect(
            problems(json) == [
                "appearance.titleTextAttributes.landscape: unknown key; valid keys: default, compact, defaultPrompt, "
                    + "compactPrompt",
                "appearance.titleTextAttributes.default.size: must be a number from 0 to 10000",
                "appearance.titleTextAttributes.default.weight: 'ultra' is not one of: regular, medium, semibold, bold, heavy, black",
                "appearance.titleVerticalPositionAdjustment.default: must be a number from -100000 to 100000",
                "appearance.backButtonTitlePositionAdjustment: must be an object",
                "appearance.backButtonBackgroundInsets.default.left: unknown key; valid keys: top, leading, bottom, "
                    + "trailing",
                "appearance.backIndicatorSize.compact.width: is required",
            ])
    }

    @Test func itemsSharingAnIDMustBeTheSame() {
        let json = """
            {"width": 320, "items": [
              {"rightBarButtonItems": [{"id": "go", "title": "Go"}]},
              {"rightBarButtonItems": [{"id": "go", "title": "Stop"}]}
            ]}
            """
        #expect(
            problems(json) == [
                "items[1].rightBarButtonItems[0].id: is 'go', the id of a different item at items[0].rightBarButtonItems[0]"
            ])
    }

    @Test func collectsEveryProblem() {
        let json = """
            {"width": -1, "scale": 20, "colour": "red", "items": [
              {"title": 1, "rightBarButtonItems": [{"fixedSpace": -2}, {"style": "big"}]},
              {"titleView": {"width": 10, "height": -1}}
            ]}
            """
        let expected = [
            "colour: unknown key; valid keys: width, items, metrics, layoutDirection, scale, profile, appearance, "
                + "barStyle, tintColor, translucent, schemaVersion, description, covers, userInterfaceIdiom, safeAreaInsets, "
                + "scrollOffset, standardAppearance, compactAppearance, scrollEdgeAppearance, compactScrollEdgeAppearance, prefersLargeTitles, id, contentSizeCategory, locale, $schema, "
                + "device, orientation, window, horizontalSizeClass, verticalSizeClass, boldText, fonts, userInterfaceStyle, statusBar",
            "width: must be a number greater than 0 and at most 100000",
            "items[0].title: must be a string",
            "items[0].rightBarButtonItems[0].fixedSpace: must be a number from 0 to 100000",
            "items[0].rightBarButtonItems[1].style: 'big' is not one of: plain, done, bordered, prominent",
            "items[1].titleView.height: must be a number from 0 to 100000",
            "scale: must be a number from 1 to 10",
        ]
        #expect(problems(json) == expected)
        do {
            _ = try Scene.decode(json: json)
            Issue.record("expected an error")
        } catch {
            #expect(error.problems.map(\.description) == expected)
            #expect(error.problems[2].path == "items[0].title")
            #expect(error.problems[2].message == "must be a string")
            #expect(error.description == expected[0] + " (and 6 more problems)")
        }
    }

    @Test func syntaxErrorsCarryLineAndColumn() {
        let problems = Scene.validate(json: "{\n  \"width\": 320,\n  \"items\": [\n    {\"title\": \"A\"\n  ]\n}")
        #expect(problems.count == 1)
        #expect(problems.first?.line == 5)
        #expect(problems.first?.column == 3)
        #expect(problems.first?.isSyntaxError == true)
        #expect(problems.first?.description == "line 5, column 3: expected ',' or '}' after object member, found ']'")
    }
}
