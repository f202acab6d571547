import Foundation
import NavigationBarLayout
import Testing
import TextMetrics

/// Values that used to give `null` or negative sizes with success: each is now rejected by a rule
/// of `SceneRule`, or laid out with finite, non-negative sizes.
@Suite struct ValueLimitTests {
    /// The problems of a scene document, as text.
    static func problems(_ json: String) -> [String] {
        Scene.validate(json: json).map(\.description)
    }

    @Test func numbersNearTheLargestDoubleAreRejectedInJSONAndInSwift() {
        let appearance = #"""
            {"width": 320, "items": [{"title": "A"}, {"title": "B", "rightBarButtonItems": [{"title": "Edit", "titlePositionAdjustment": {"horizontal": 1e308}}]}],
             "appearance": {"titleVerticalPositionAdjustment": {"default": 1e308},
               "backButtonBackgroundInsets": {"default": {"leading": -1e308}},
               "backButtonTitlePositionAdjustment": {"default": {"vertical": 1e308}},
               "titleTextAttributes": {"default": {"tracking": 1e308}}}}
            """#
        let expected = [
            "items[1].rightBarButtonItems[0].titlePositionAdjustment.horizontal: must be a number from -100000 to 100000",
            "appearance.titleTextAttributes.default.tracking: must be a number from -1000 to 1000",
            "appearance.titleVerticalPositionAdjustment.default: must be a number from -100000 to 100000",
            "appearance.backButtonTitlePositionAdjustment.default.vertical: must be a number from -100000 to 100000",
            "appearance.backButtonBackgroundInsets.default.leading: must be a number from -100000 to 100000",
        ]
        #expect(Self.problems(appearance) == expected)
        var scene = Scene(width: 320, items: [NavigationItem(title: "A")])
        scene.appearance.titleVerticalPositionAdjustment = PerMetrics([.default: 1e308])
        #expect(scene.problems().map(\.description) == [expected[2]])
        #expect(throws: LayoutError.invalidScene(scene.problems())) {
            try BarLayout.solve(scene, profile: SolverFixture.ios7, measurer: FixedAdvanceMeasurer())
        }
    }

    @Test func profileHeightsNearTheLargestDoubleAreRejected() throws {
        var json = try ProfileLibrary.bundled("ios7").encodeJSON()
        json = json.replacingOccurrences(of: "\"default\": 44", with: "\"default\": 1e308")
        #expect(throws: JSONDecodingError.self) { try MetricsProfile.decode(json: json) }
        do {
            _ = try MetricsProfile.decode(json: json)
        } catch {
            #expect(error.problems.map(\.description) == ["height.default: must be a number from 0 to 100000"])
        }
    }

    @Test func negativeBackButtonInsetsShrinkTheButtonToNoLessThanZero() throws {
        let insets = EdgeInsets(top: -20, leading: -30, bottom: -20, trailing: -30)
        let g = try SolverFixture.layout(
            [NavigationItem(title: "A"), NavigationItem(title: "B")],
            appearance: Appearance(backButtonBackgroundInsets: PerMetrics(all: insets)))
        let frame = try #require(g.backButton?.frame)
        // 8 + (-30) + 13 + 6 + "A" (8.5) - 30 ends before the button's leading edge at 8: width 0.
        #expect(frame.width == 0)
        // 30 - 20 - 20 < 0: height 0, centred in the 44-point row.
        #expect(frame.height == 0)
        #expect(frame.y == 22)
    }

    @Test func titleOfZeroWidthMarksIsZeroWide() throws {
        let scene = Scene(width: 320, items: [NavigationItem(title: String(repeating: "\u{200F}", count: 10))])
        let g = try BarLayout.solve(scene, measurer: TextMeasurer())
        #expect(g.title?.frame?.width == 0)
    }

    @Test func titleInSizeZeroIsZeroWide() throws {
        var scene = Scene(width: 320, items: [NavigationItem(title: "abcdefg")])
        scene.appearance.titleTextAttributes = PerMetrics([.default: TextAttributes(size: 0)])
        let g = try BarLayout.solve(scene, measurer: TextMeasurer())
        #expect(g.title?.frame?.width == 0)
    }

    @Test func profileBuiltInSwiftBeyondTheLimitsIsRefused() throws {
        for name in ProfileLibrary.bundledNames { #expect(try ProfileLibrary.bundled(name).problems() == []) }
        var profile = SolverFixture.ios7
        profile.height = PerMetrics([.default: 1e308, .compact: 32, .defaultPrompt: 74, .compactPrompt: 54])
        profile.titleStyle = PerMetrics(all: TextStyle(size: 17, tracking: 5000))
        let problems = profile.problems()
        #expect(
            problems.map(\.description) == [
                "height.default: must be a number from 0 to 100000",
                "titleStyle.default.tracking: must be a number from -1000 to 1000",
            ])
        let scene = Scene(width: 320, items: [NavigationItem(title: "A")])
        #expect(throws: LayoutError.invalidProfile(name: "test-ios7", problems)) {
            try BarLayout.solve(scene, profile: profile, measurer: FixedAdvanceMeasurer())
        }
    }

    @Test func aProfileChangedAfterASolveIsCheckedAgainAndItsCopiesKeepTheirVerdict() throws {
        let scene = Scene(width: 320, items: [NavigationItem(title: "A")])
        let checked = SolverFixture.ios7
        // The first solve checks the profile and remembers it passed; its copies share what it remembered.
        let height = try BarLayout.solve(scene, profile: checked, measurer: FixedAdvanceMeasurer()).bar.height
        var changed = checked
        changed.titleStyle = PerMetrics(all: TextStyle(size: 17, tracking: 5000))
        changed.backButton.values[.default]?.height = -1
        let problems = [
            "titleStyle.default.tracking: must be a number from -1000 to 1000",
            "backButton.default.height: must be a number from 0 to 100000",
        ]
        #expect(changed.problems().map(\.description) == problems)
        for _ in 0..<2 {
            let error = #expect(throws: LayoutError.self) {
                try BarLayout.solve(scene, profile: changed, measurer: FixedAdvanceMeasurer())
            }
            #expect(error == .invalidProfile(name: "test-ios7", changed.problems()))
        }
        #expect(try BarLayout.solve(scene, profile: checked, measurer: FixedAdvanceMeasurer()).bar.height == height)
        // Set back to a valid value, the profile is checked again and lays out.
        changed = checked
        changed.genericBackTitle = "Retour"
        #expect(try BarLayout.solve(scene, profile: changed, measurer: FixedAdvanceMeasurer()).bar.height == height)
        #expect(changed.problems() == [])
        var unchecked = SolverFixture.ios7
        unchecked.genericBackTitle = "Retour"
        #expect(changed == unchecked && changed.hashValue == unchecked.hashValue)
    }
}
