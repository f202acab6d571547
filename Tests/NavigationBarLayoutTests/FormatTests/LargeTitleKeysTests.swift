import Foundation
import JSONFormat
import NavigationBarLayout
import Testing
import TextMetrics

/// The scene keys `prefersLargeTitles`, `scrollOffset` and `largeTitleDisplayMode`, the profile's `largeTitle`
/// section and the geometry's `largeTitle` (L19–L21): reading, writing and bad values.
@Suite struct LargeTitleKeysTests {
    @Test func readsTheKeys() throws {
        let scene = try Scene.decode(
            json: #"{"width": 320, "prefersLargeTitles": true, "scrollOffset": -12.5, "#
                + #""items": [{"title": "Inbox", "largeTitleDisplayMode": "inline"}, {}]}"#)
        #expect(scene.prefersLargeTitles && scene.scrollOffset == -12.5)
        #expect(scene.items[0].largeTitleDisplayMode == .inline)
        #expect(scene.items[1].largeTitleDisplayMode == .automatic)
    }

    @Test func defaultsAndNull() throws {
        let scene = try Scene.decode(
            json: #"{"width": 320, "prefersLargeTitles": null, "scrollOffset": null, "#
                + #""items": [{"largeTitleDisplayMode": null}]}"#)
        #expect(!scene.prefersLargeTitles && scene.scrollOffset == 0)
        #expect(scene.items[0] == NavigationItem())
        // Unset keys are not written, so scenes written before stay byte for byte.
        #expect(!Scene(width: 320, items: [NavigationItem()]).encodeJSON().contains("Large"))
        #expect(!Scene(width: 320, items: []).encodeJSON().contains("scrollOffset"))
    }

    @Test(arguments: LargeTitleDisplayMode.allCases)
    func roundTripsEveryMode(mode: LargeTitleDisplayMode) throws {
        let scene = Scene(
            width: 320, items: [NavigationItem(title: "Inbox", largeTitleDisplayMode: mode)],
            prefersLargeTitles: true, scrollOffset: 26.25)
        #expect(try Scene.decode(json: scene.encodeJSON()) == scene)
    }

    @Test(arguments: [
        (
            #""items": [{"largeTitleDisplayMode": "Always"}]"#,
            "items[0].largeTitleDisplayMode: 'Always' is not one of: automatic, always, never, inline; "
                + "did you mean 'always'?"
        ),
        (
            #""items": [{"largeTitleDisplayMode": "inlne"}]"#,
            "items[0].largeTitleDisplayMode: 'inlne' is not one of: automatic, always, never, inline; "
                + "did you mean 'inline'?"
        ),
        (
            #""items": [{"largeTitleDisplayMode": 1}]"#,
            "items[0].largeTitleDisplayMode: must be one of: automatic, always, never, inline"
        ),
        (#""items": [], "prefersLargeTitles": "yes""#, "prefersLargeTitles: must be true or false"),
        (#""items": [], "scrollOffset": 100001"#, "scrollOffset: must be a number from -100000 to 100000"),
        (#""items": [], "scrollOffset": -1e999"#, "scrollOffset: must be a finite number"),
        (
            #""items": [], "prefersLargeTitle": true"#,
            "prefersLargeTitle: unknown key; did you mean 'prefersLargeTitles'?"
        ),
    ])
    func badValuesAreNamed(members: String, message: String) {
        let problems = Scene.validate(json: #"{"width": 320, \#(members)}"#).map(\.description)
        #expect(problems == [message])
    }

    @Test func aNavigationBarCarriesPrefersLargeTitlesIntoItsScene() throws {
        let bar = NavigationBar()
        bar.prefersLargeTitles = true
        try bar.setItems([NavigationItem(title: "Inbox")], animated: false)
        let scene = bar.scene(width: 375, profile: "ios17", scrollOffset: 30)
        #expect(scene.prefersLargeTitles && scene.scrollOffset == 30)
        #expect(try BarLayout.solve(scene, measurer: FixedAdvanceMeasurer()).bar.height == 66)
    }

    @Test func l33TheAppearancesLargeTitleAttributesSetItsStyleAndColour() throws {
        let blue = Color(red: 0, green: 0, blue: 1)
        let edge = BarAppearance(largeTitleTextAttributes: TextAttributes(size: 40, color: blue))
        let scene = Scene(
            width: 375, profile: "ios17", items: [NavigationItem(title: "Inbox")], prefersLargeTitles: true,
            appearances: BarAppearanceSlots(scrollEdge: edge))
        let large = try #require(try BarLayout.solve(scene, measurer: FixedAdvanceMeasurer()).largeTitle)
        #expect(large.line.style == TextStyle(family: "Inter", size: 40, weight: .bold, tracking: 0.38))
        #expect(large.line.color == blue)
        #expect(large.line.frame.width == 102)  // 5 × (20 + 0.38), rounded outward
    }

    @Test func aSceneBuiltInSwiftIsCheckedWithTheSameRule() {
        let scene = Scene(width: 320, items: [], scrollOffset: -.infinity)
        #expect(scene.problems().map(\.description) == ["scrollOffset: must be a number from -100000 to 100000"])
    }

    @Test func theBundledProfilesSayWhichHasLargeTitles() throws {
        let ios17 = try ProfileLibrary.bundled("ios17")
        let large = try #require(ios17.largeTitle)
        #expect(large.rowHeight == 52 && large.bottomInset == 8 && large.collapseThreshold == 10)
        #expect(large.style == TextStyle(family: "Inter", size: 34, weight: .bold, tracking: 0.38))
        #expect(large.magnification == LargeTitleMagnification(rate: 0.03, distance: 44, maximum: 1.1))
        #expect(ios17.largeTitle(for: .pad)?.rowHeight == 52)
        #expect(try ProfileLibrary.bundled("ios7").largeTitle == nil)
        #expect(try ProfileLibrary.bundled("ios6").largeTitle == nil)
        // Written and read back whole.
        #expect(try MetricsProfile.decode(json: ios17.encodeJSON()) == ios17)
        #expect(!(try ProfileLibrary.bundled("ios7").encodeJSON().contains("largeTitle")))
    }

    @Test func badProfileValuesAreNamed() throws {
        guard case .object(var members) = try ProfileLibrary.bundled("ios17").jsonValue else {
            Issue.record("not an object")
            return
        }
        let index = try #require(members.firstIndex { $0.key == "largeTitle" })
        members[index] = JSONValue.Member(
            "largeTitle",
            .object([
                "rowHeight": .number(-1), "style": .object(["size": .number(34), "weight": .string("ultra")]),
                "bottomInset": .number(8), "collapseThresold": .number(10),
            ]))
        let text = JSONWriter.string(.object(members), pretty: false)
        do throws(JSONDecodingError) {
            _ = try MetricsProfile.decode(json: text)
            Issue.record("decoded")
        } catch {
            #expect(
                error.problems.map(\.description) == [
                    "largeTitle.collapseThresold: unknown key; did you mean 'collapseThreshold'?",
                    "largeTitle.rowHeight: must be a number from 0 to 100000",
                    "largeTitle.style.weight: 'ultra' is not one of: regular, medium, semibold, bold, heavy, black",
                    "largeTitle.collapseThreshold: is required",
                ])
        }
    }

    @Test func formatOneReportsLargeTitlesOnlyWhenTheBarPrefersThem() throws {
        let items = [NavigationItem(title: "Inbox")]
        let measurer = FixedAdvanceMeasurer()
        func one(_ geometry: BarGeometry) -> String { geometry.jsonString(format: .version1) }
        let plain = try BarLayout.solve(Scene(width: 320, profile: "ios17", items: items), measurer: measurer)
        // The default appearance (L34) has `largeTitleTextAttributes`; the bar has no `largeTitle` key or alpha.
        #expect(!one(plain).contains(#""largeTitle":"#) && !one(plain).contains("alpha"))
        // Format 2 has both keys always.
        #expect(plain.jsonString().contains(#""largeTitle": null"#) && plain.jsonString().contains(#""alpha": 1"#))
        let large = try BarLayout.solve(
            Scene(width: 320, profile: "ios17", items: items, prefersLargeTitles: true), measurer: measurer)
        #expect(large.largeTitle != nil && large.displayList.nodes.first { $0.kind == .title }?.alpha == 0)
        #expect(one(large).contains(#""largeTitle": {"#))
        #expect(try BarGeometry(json: one(large)) == large)
        // Under compact metrics the key is there, null.
        let compact = try BarLayout.solve(
            Scene(width: 568, metrics: .compact, profile: "ios17", items: items, prefersLargeTitles: true),
            measurer: measurer)
        #expect(one(compact).contains(#""largeTitle": null"#))
        #expect(try BarGeometry(json: one(compact)) == compact)
        // A profile without large titles never reports them.
        let ios7 = try BarLayout.solve(
            Scene(width: 320, profile: "ios7", items: items, prefersLargeTitles: true), measurer: measurer)
        #expect(ios7.largeTitle == nil && !one(ios7).contains("largeTitle"))
    }

    @Test func aLargeTitleMustBeWhole() {
        let problems: [String]
        do {
            _ = try BarGeometry(
                json: #"{"schemaVersion": 1, "bar": {"width": 10, "height": 10, "metrics": "default", "#
                    + #""layoutDirection": "leftToRight", "scale": 1, "profile": "p", "contentFrame": "#
                    + #"{"x": 0, "y": 0, "width": 10, "height": 10}, "barStyle": "default", "tintColor": null, "#
                    + #""translucent": true, "bordered": false}, "prompt": null, "backButton": null, "leftItems": [], "#
                    + #""rightItems": [], "title": null, "largeTitle": {"text": "A", "alpha": 2}}"#)
            problems = []
        } catch { problems = error.problems.map(\.description) }
        #expect(problems.contains("largeTitle.alpha: must be a number from 0 to 1"))
        #expect(problems.contains("largeTitle.clipFrame: is required"))
    }
}
