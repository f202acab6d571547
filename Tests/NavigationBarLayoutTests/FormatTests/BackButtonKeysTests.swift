import NavigationBarLayout
import Testing

/// The scene keys `backButtonTitle` and `backButtonDisplayMode` (L3.1): reading, writing and bad values.
@Suite struct BackButtonKeysTests {
    @Test func readsBothKeys() throws {
        let scene = try Scene.decode(
            json: #"{"width": 320, "items": [{"title": "Inbox", "backButtonTitle": "Mail", "#
                + #""backButtonDisplayMode": "generic"}, {"title": "Message"}]}"#)
        #expect(scene.items[0].backButtonTitle == "Mail")
        #expect(scene.items[0].backButtonDisplayMode == .generic)
        #expect(scene.items[1].backButtonTitle == nil && scene.items[1].backButtonDisplayMode == .default)
    }

    @Test func nullMeansTheDefault() throws {
        let scene = try Scene.decode(
            json: #"{"width": 320, "items": [{"backButtonTitle": null, "backButtonDisplayMode": null}]}"#)
        #expect(scene.items[0] == NavigationItem())
    }

    @Test(arguments: BackButtonDisplayMode.allCases)
    func roundTripsEveryMode(mode: BackButtonDisplayMode) throws {
        let scene = Scene(
            width: 320,
            items: [NavigationItem(title: "Inbox", backButtonTitle: "", backButtonDisplayMode: mode), NavigationItem()])
        #expect(try Scene.decode(json: scene.encodeJSON()) == scene)
    }

    @Test func writesOnlyKeysThatAreSet() {
        #expect(NavigationItem(title: "A").jsonValue == .object(["title": .string("A")]))
        let item = NavigationItem(title: "A", backButtonTitle: "B", backButtonDisplayMode: .minimal)
        #expect(
            item.jsonValue
                == .object([
                    "title": .string("A"), "backButtonTitle": .string("B"), "backButtonDisplayMode": .string("minimal"),
                ]))
    }

    @Test(arguments: [
        (
            #"{"backButtonDisplayMode": "minimum"}"#,
            "items[0].backButtonDisplayMode: 'minimum' is not one of: default, generic, minimal; did you mean 'minimal'?"
        ),
        (
            #"{"backButtonDisplayMode": "Generic"}"#,
            "items[0].backButtonDisplayMode: 'Generic' is not one of: default, generic, minimal; did you mean 'generic'?"
        ),
        (#"{"backButtonDisplayMode": 2}"#, "items[0].backButtonDisplayMode: must be one of: default, generic, minimal"),
        (#"{"backButtonTitle": 7}"#, "items[0].backButtonTitle: must be a string"),
        (#"{"backButtonTitel": "A"}"#, "items[0].backButtonTitel: unknown key; did you mean 'backButtonTitle'?"),
    ])
    func badValuesAreNamed(item: String, message: String) {
        let problems = Scene.validate(json: #"{"width": 320, "items": [\#(item)]}"#).map(\.description)
        #expect(problems == [message])
    }
}
