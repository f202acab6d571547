import JSONFormat
import NavigationBarLayout
import Testing
import TextMetrics

/// The transition request format: every change kind, item references, sampling, and bad input with its paths.
@Suite struct TransitionRequestTests {
    /// The problems of `json` as `path: message` lines.
    func problems(_ json: String) -> [String] {
        TransitionRequest.validateProblems(json)
    }

    @Test func aPushOfANewItemDecodesAndSamples() throws {
        let request = try TransitionRequest.decode(
            json: #"""
                {"schemaVersion": 1, "description": "Inbox to Message",
                 "from": {"width": 320, "items": [{"title": "Inbox"}]},
                 "change": {"kind": "push", "item": {"title": "Message"}}, "frames": 3}
                """#)
        #expect(request.from.width == 320)
        #expect(request.change == .push(NavigationItem(title: "Message")))
        #expect(request.sampling == .frames(3))
        #expect(request.progressValues == [0, 0.5, 1])
        #expect(request.summary == "Inbox to Message")
        let transition = try request.transition(measurer: FixedAdvanceMeasurer())
        #expect(transition.kind == .push)
        let samples = request.samples(of: transition)
        #expect(samples.map(\.progress) == [0, 0.5, 1])
        #expect(samples[0].nodes == transition.from.displayList.nodes)
        #expect(samples[2].nodes == transition.to.displayList.nodes)
    }

    @Test func everyChangeKindDecodes() throws {
        let from = #""from": {"width": 375, "items": [{"title": "A"}, {"title": "B"}]}"#
        let cases: [(String, BarChange)] = [
            (#""pop""#, .pop),
            (#"{"kind": "pop"}"#, .pop),
            (#"{"kind": "setHidesBackButton", "hidesBackButton": true}"#, .setHidesBackButton(true)),
            (#"{"kind": "setTitle", "title": "C"}"#, .setTitle("C")),
            (#"{"kind": "setTitle", "title": null}"#, .setTitle(nil)),
            (#"{"kind": "setPrompt", "prompt": "Hi"}"#, .setPrompt("Hi")),
            (#"{"kind": "setTitleView", "titleView": null}"#, .setTitleView(nil)),
            (
                #"{"kind": "setTitleView", "titleView": {"width": 100, "height": 30}}"#,
                .setTitleView(TitleView(width: 100, height: 30))
            ),
            (
                #"{"kind": "setRightBarButtonItems", "items": [{"systemItem": "add", "id": "add"}]}"#,
                .setRightBarButtonItems([.system(.add, id: "add")])
            ),
            (
                #"{"kind": "setLeftBarButtonItems", "items": [{"title": "Edit"}]}"#,
                .setLeftBarButtonItems([BarButtonItem(title: "Edit")])
            ),
        ]
        for (change, expected) in cases {
            let request = try TransitionRequest.decode(json: "{\(from), \"change\": \(change)}")
            #expect(request.change == expected, "\(change)")
        }
    }

    @Test func anIndexNamesTheSameItemOfTheStack() throws {
        let request = try TransitionRequest.decode(
            json: #"""
                {"from": [{"title": "A"}, {"title": "B"}],
                 "change": {"kind": "setItems", "items": [0, 1, {"title": "C"}]}}
                """#)
        #expect(request.from.width == TransitionRequest.stackWidth)
        guard case .setItems(let items) = request.change else {
            Issue.record("not setItems")
            return
        }
        #expect(items[0].isSame(as: request.from.items[0]))
        #expect(items[1].isSame(as: request.from.items[1]))
        let transition = try request.transition(measurer: FixedAdvanceMeasurer())
        #expect(transition.kind == .push)  // T6: the new stack extends the old one.
    }

    @Test func aPushOfAStackItemIsTheSeedsError() throws {
        let request = try TransitionRequest.decode(
            json: #"{"from": [{"title": "Inbox"}, {"title": "B"}], "change": {"kind": "push", "item": 0}}"#)
        #expect(throws: BarTransitionError.change(.itemAlreadyOnStack(title: "Inbox"))) {
            try request.transition(measurer: FixedAdvanceMeasurer())
        }
    }

    @Test func aRequestWritesAndReadsBack() throws {
        let json = #"""
            {"from": [{"title": "A"}, {"title": "B"}], "change": {"kind": "setItems", "items": [0]},
             "progress": 0.25, "rtl": true}
            """#
        let request = try TransitionRequest.decode(json: json)
        let again = try TransitionRequest.decode(json: request.encodeJSON())
        #expect(again == request)
        #expect(request.encodeJSON(pretty: false).contains(#""items":[0]"#))
        #expect(request.scene.layoutDirection == .rightToLeft)
    }

    @Test func badRequestsNameEveryProblemWithItsPath() {
        #expect(problems(#"{"change": "pop"}"#) == ["from: is required"])
        #expect(
            problems(#"{"from": {"width": 320, "items": [{"titel": "A"}]}, "change": "pop"}"#) == [
                "from.items[0].titel: unknown key; did you mean 'title'?"
            ])
        let kinds: String = [
            "push", "pop", "setItems", "setLeftBarButtonItems", "setRightBarButtonItems", "setHidesBackButton",
            "setTitle", "setPrompt", "setTitleView", "setLeadingItemGroups", "setCenterItemGroups",
            "setTrailingItemGroups", "setLargeTitleDisplayMode", "setPrefersLargeTitles",
            "setSearchActive",
        ].joined(separator: ", ")
        let unknownKind = "change.kind: 'psh' is not one of: \(kinds); did you mean 'push'?"
        #expect(
            problems(#"{"from": [{"title": 3}], "change": {"kind": "psh"}}"#) == [
                "from[0].title: must be a string", unknownKind,
            ])
        #expect(
            problems(#"{"from": [{"title": "A"}], "change": {"kind": "push", "item": 1}}"#) == [
                "change.item: must be the index of an item of 'from' (0 to 0) or a navigation item object"
            ])
        #expect(
            problems(#"{"from": [{"title": "A"}], "change": {"kind": "push", "item": {"title": 3}, "title": "x"}}"#)
                == [
                    "change.title: does not apply to a 'push' change; it takes 'item'",
                    "change.item.title: must be a string",
                ])
        #expect(
            problems(
                #"{"from": [{"title": "A"}], "change": {"kind": "setRightBarButtonItems", "items": [{"fixedSpace": -1}]}}"#
            ) == ["change.items[0].fixedSpace: must be a number from 0 to 100000"])
        #expect(
            problems(#"{"from": [], "change": "pop", "progress": 1.5, "frames": 1, "schemaVersion": 2}"#) == [
                "schemaVersion: unsupported schema version 2; expected 1",
                "progress: must be a number from 0 to 1", "frames: must be a whole number from 2 to 10000",
            ])
        #expect(
            problems(#"{"from": [], "change": "pop", "progress": 0.5, "frames": 3}"#) == [
                "frames: cannot be combined with 'progress'; give one of them"
            ])
        #expect(
            problems(#"{"from": 3, "change": "pop"}"#) == [
                "from: must be a scene object or an array of navigation items (a stack)"
            ])
    }
}

extension TransitionRequest {
    /// The decoder's problems with `json`, as text; empty when it decodes.
    static func validateProblems(_ json: String) -> [String] {
        do {
            _ = try decode(json: json)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }
}
