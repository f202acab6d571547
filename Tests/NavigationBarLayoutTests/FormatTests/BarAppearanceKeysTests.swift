import Foundation
import NavigationBarLayout
import Testing
import TextMetrics

/// The iOS 13 appearance keys (L30–L33) and `scrollOffset`: reading, writing, the geometry block and bad values.
@Suite struct BarAppearanceKeysTests {
    /// The problems of decoding `json` as a scene.
    static func problems(_ json: String) -> [String] {
        Scene.validate(json: json).map(\.description)
    }

    static let full = BarAppearance(
        background: .opaque, backgroundColor: Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5),
        shadowColor: Color(red: 0, green: 0, blue: 0), backgroundEffect: .systemMaterialDark,
        titleTextAttributes: TextAttributes(family: "DejaVu Sans", size: 19, weight: .bold, tracking: 0.25),
        largeTitleTextAttributes: TextAttributes(size: 36, color: Color(red: 1, green: 1, blue: 1)),
        titlePositionAdjustment: Offset(horizontal: 1, vertical: -2),
        buttonAppearance: BarButtonItemAppearance(titleTextAttributes: TextAttributes(weight: .medium)),
        doneButtonAppearance: BarButtonItemAppearance(titlePositionAdjustment: Offset(vertical: 1)),
        backButtonAppearance: BarButtonItemAppearance(
            titleTextAttributes: TextAttributes(color: Color(red: 1, green: 0, blue: 0)),
            titlePositionAdjustment: Offset(horizontal: 3)))

    @Test func readsTheSlotsOfTheBarAndOfItems() throws {
        let scene = try Scene.decode(
            json: #"""
                {"width": 375, "profile": "ios17", "scrollOffset": -12.5,
                 "standardAppearance": {"background": "opaque", "titleTextAttributes": {"size": 20}},
                 "compactScrollEdgeAppearance": {"backgroundEffect": "none"},
                 "items": [{"title": "A"}, {"title": "B", "scrollEdgeAppearance": {"background": "transparent"},
                   "compactAppearance": null}]}
                """#)
        #expect(scene.scrollOffset == -12.5)
        #expect(
            scene.appearances.standard
                == BarAppearance(background: .opaque, titleTextAttributes: TextAttributes(size: 20)))
        #expect(scene.appearances.compactScrollEdge == BarAppearance(backgroundEffect: BackgroundEffect.none))
        #expect(scene.appearances.compact == nil && scene.appearances.scrollEdge == nil)
        #expect(scene.items[0].appearances.isEmpty)
        #expect(scene.items[1].appearances == BarAppearanceSlots(scrollEdge: BarAppearance(background: .transparent)))
    }

    @Test func roundTripsEveryKey() throws {
        let scene = Scene(
            width: 375,
            items: [
                NavigationItem(title: "A"),
                NavigationItem(
                    title: "B", appearances: BarAppearanceSlots(compact: Self.full, scrollEdge: BarAppearance())),
            ], scrollOffset: 7,
            appearances: BarAppearanceSlots(
                standard: Self.full, compactScrollEdge: BarAppearance(background: .transparent)))
        #expect(try Scene.decode(json: scene.encodeJSON()) == scene)
        #expect(try Scene.decode(json: scene.encodeJSON(pretty: false)) == scene)
        // An empty appearance is written as {} and is set; unset slots and scrollOffset 0 are not written.
        #expect(scene.encodeJSON(pretty: false).contains(#""scrollEdgeAppearance":{}"#))
        let plain = Scene(width: 375, items: [NavigationItem(title: "A")])
        #expect(!plain.encodeJSON().contains("Appearance"))
        #expect(!plain.encodeJSON().contains("scrollOffset"))
    }

    @Test(arguments: [
        (
            #"{"width": 320, "items": [{}, {"standardAppearance": {"background": "opake"}}]}"#,
            "items[1].standardAppearance.background: 'opake' is not one of: default, opaque, transparent; did you mean 'opaque'?"
        ),
        (
            #"{"width": 320, "items": [], "scrollEdgeAppearance": {"backgroundEffect": "systemMaterialDrak"}}"#,
            "scrollEdgeAppearance.backgroundEffect: 'systemMaterialDrak' is not one of: "
                + BackgroundEffect.allCases.map(\.rawValue).joined(separator: ", ")
                + "; did you mean 'systemMaterialDark'?"
        ),
        (
            #"{"width": 320, "items": [], "standardAppearance": {"backgroundColor": {"red": 2, "green": 0, "blue": 0}}}"#,
            "standardAppearance.backgroundColor.red: must be a number from 0 to 1"
        ),
        (
            #"{"width": 320, "items": [], "compactAppearance": {"shadowColor": {"red": 0, "green": 0}}}"#,
            "compactAppearance.shadowColor.blue: is required"
        ),
        (
            #"{"width": 320, "items": [{"compactAppearance": {"buttonAppearance": {"titleTextAttributes": {"weight": "ultra"}}}}]}"#,
            "items[0].compactAppearance.buttonAppearance.titleTextAttributes.weight: 'ultra' is not one of: regular, medium, semibold, bold, heavy, black"
        ),
        (
            #"{"width": 320, "items": [], "standardAppearance": {"titleTextAtributes": {}}}"#,
            "standardAppearance.titleTextAtributes: unknown key; did you mean 'titleTextAttributes'?"
        ),
        (
            #"{"width": 320, "items": [], "standardApperance": {}}"#,
            "standardApperance: unknown key; did you mean 'standardAppearance'?"
        ),
        (
            #"{"width": 320, "items": [], "scrollOffset": 200000}"#,
            "scrollOffset: must be a number from -100000 to 100000"
        ),
        (
            #"{"width": 320, "items": [], "standardAppearance": {"doneButtonAppearance": {"titlePositionAdjustment": {"vertical": "x"}}}}"#,
            "standardAppearance.doneButtonAppearance.titlePositionAdjustment.vertical: must be a number from -100000 to 100000"
        ),
    ])
    func badValuesNameTheirField(json: String, message: String) {
        #expect(Self.problems(json) == [message])
    }

    @Test func aSceneBuiltInSwiftIsCheckedWithTheSameRules() {
        var bad = Self.full
        bad.backgroundColor = Color(red: -1, green: 0, blue: 0)
        bad.backButtonAppearance.titleTextAttributes.size = 20_000
        let scene = Scene(
            width: 320, items: [NavigationItem(appearances: BarAppearanceSlots(compact: bad))], scrollOffset: .infinity)
        #expect(
            scene.problems().map(\.description)
                == [
                    "items[0].compactAppearance.backgroundColor.red: must be a number from 0 to 1",
                    "items[0].compactAppearance.backButtonAppearance.titleTextAttributes.size: must be a number from 0 to 10000",
                    "scrollOffset: must be a number from -100000 to 100000",
                ])
    }

    @Test func theGeometryCarriesTheAppearanceAndReadsItBack() throws {
        let scene = Scene(
            width: 375, profile: "ios17", items: [NavigationItem(title: "Inbox"), NavigationItem(title: "Message")],
            scrollOffset: 3, appearances: BarAppearanceSlots(standard: Self.full))
        let geometry = try BarLayout.solve(scene, measurer: FixedAdvanceMeasurer())
        let appearance = try #require(geometry.bar.appearance)
        #expect(appearance.used == .standard && appearance.source == .bar && appearance.background == .opaque)
        #expect(
            appearance.barBackground
                == BarBackground(
                    color: Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5),
                    shadowColor: Color(red: 0, green: 0, blue: 0),
                    effect: .systemMaterialDark))
        #expect(appearance.largeTitleTextAttributes == Self.full.largeTitleTextAttributes)
        // Read back, it writes the same JSON (numbers are rounded to 4 places) and keeps the appearance exactly.
        let read = try BarGeometry(json: geometry.jsonString())
        #expect(read.jsonString() == geometry.jsonString())
        #expect(read.bar.appearance == appearance)
        let text = geometry.jsonString(pretty: false)
        #expect(
            text.contains(
                #""largeTitleTextAttributes":{"color":{"alpha":1,"blue":1,"green":1,"red":1},"family":null,"size":36,"tracking":null,"weight":null}"#
            ))
        #expect(
            geometry.layoutText.split(separator: "\n")[1].hasPrefix(
                "appearance  used=standard requested=standard source=bar background=opaque"))
        // Geometry without the block (ios7) reads back without it: format 1 leaves the key out, format 2 writes null.
        let ios7 = try BarLayout.solve(
            Scene(width: 320, profile: "ios7", items: [NavigationItem(title: "A")]), measurer: FixedAdvanceMeasurer())
        #expect(!ios7.jsonString(format: .version1).contains("\"appearance\""))
        #expect(ios7.jsonString(pretty: false).contains(#""appearance":null"#))
        #expect(try BarGeometry(json: ios7.jsonString(format: .version1)).bar.appearance == nil)
        #expect(try BarGeometry(json: ios7.jsonString()).bar.appearance == nil)
    }

    @Test func badGeometryAppearanceNamesTheField() throws {
        let scene = Scene(
            width: 375, profile: "ios17", items: [NavigationItem(title: "A")],
            appearances: BarAppearanceSlots(standard: BarAppearance()))
        let text = try BarLayout.solve(scene, measurer: FixedAdvanceMeasurer()).jsonString(pretty: false)
        let bad = text.replacingOccurrences(of: #""used":"standard""#, with: #""used":"standart""#)
        #expect(throws: JSONDecodingError.self) { try BarGeometry(json: bad) }
        do {
            _ = try BarGeometry(json: bad)
        } catch {
            #expect(
                error.problems.map(\.description) == [
                    "bar.appearance.used: 'standart' is not one of: standard, compact, scrollEdge, compactScrollEdge; did you mean 'standard'?"
                ])
        }
    }

    @Test func ios17SupportsTheSlotsAndOlderProfilesDoNot() throws {
        let ios17 = try ProfileLibrary.bundled("ios17")
        let backgrounds = try #require(ios17.appearanceBackgrounds)
        #expect(
            backgrounds.default
                == BarBackground(
                    shadowColor: Color(red: 0, green: 0, blue: 0, alpha: 0.3), effect: .systemChromeMaterial))
        #expect(backgrounds.opaque.color == Color(red: 1, green: 1, blue: 1))
        #expect(backgrounds.transparent == BarBackground())
        #expect(try MetricsProfile.decode(json: ios17.encodeJSON()) == ios17)
        for name in ["ios6", "ios7"] {
            let profile = try ProfileLibrary.bundled(name)
            #expect(profile.appearanceBackgrounds == nil)
            #expect(!profile.encodeJSON().contains("appearanceBackgrounds"))
        }
    }
}
