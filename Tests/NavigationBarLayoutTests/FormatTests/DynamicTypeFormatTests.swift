import Foundation
import Testing
import TextMetrics

@testable import NavigationBarLayout

/// L50: the scene key `contentSizeCategory` and the profile key `dynamicType`: read, written, checked, optional.
@Suite struct DynamicTypeFormatTests {
    @Test func l50TheSceneReadsEveryCategoryAndWritesAllButLarge() throws {
        #expect(try Scene.decode(json: #"{"width": 320, "items": []}"#).contentSizeCategory == .large)
        for category in ContentSizeCategory.allCases {
            let json = #"{"width": 320, "items": [], "contentSizeCategory": "\#(category.rawValue)"}"#
            let scene = try Scene.decode(json: json)
            #expect(scene.contentSizeCategory == category)
            #expect(try Scene.decode(json: scene.encodeJSON()) == scene)
            #expect(scene.encodeJSON().contains("contentSizeCategory") == (category != .large))
        }
    }

    @Test func l50CategoriesAreOrderedSmallestFirst() {
        #expect(ContentSizeCategory.allCases.map(\.index) == Array(0..<12))
        #expect(ContentSizeCategory.extraSmall < .large && ContentSizeCategory.large < .accessibilityMedium)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func l50AnUnknownCategoryIsRefusedWithItsPathAndASuggestion() {
        let names = ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
        #expect(
            Scene.validate(json: #"{"width": 320, "items": [], "contentSizeCategory": "xxLarge"}"#).map(\.description)
                == ["contentSizeCategory: 'xxLarge' is not one of: \(names); did you mean 'large'?"])
        #expect(
            Scene.validate(json: #"{"width": 320, "items": [], "contentSizeCategory": 3}"#).map(\.description)
                == ["contentSizeCategory: must be one of: \(names)"])
    }

    @Test func l50ANavigationBarsSceneCarriesTheCategory() {
        let bar = NavigationBar()
        #expect(bar.scene(width: 320).contentSizeCategory == .large)
        #expect(bar.scene(width: 320, contentSizeCategory: .extraLarge).contentSizeCategory == .extraLarge)
    }

    @Test func l50OnlyIOS17HasATableAndItRoundTrips() throws {
        let ios17 = try ProfileLibrary.bundled("ios17")
        #expect(ios17.dynamicType?.sizes.count == DynamicTypeRole.allCases.count)
        #expect(ios17.problems() == [])
        #expect(try MetricsProfile.decode(json: ios17.encodeJSON()) == ios17)
        for name in ["ios6", "ios7"] {
            let profile = try ProfileLibrary.bundled(name)
            #expect(profile.dynamicType == nil)
            #expect(!profile.encodeJSON().contains("dynamicType"))
        }
    }

    @Test func l50ATableMayLeaveRolesOut() throws {
        let json = try ProfileLayoutMarginTests.ios7JSON(
            adding: #""dynamicType": {"title": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12.5]}"#)
        let profile = try MetricsProfile.decode(json: json)
        #expect(profile.dynamicType?.sizes == [.title: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12.5]])
        #expect(profile.dynamicType?.size(for: .button, category: .large) == nil)
        #expect(profile.dynamicType?.size(for: .title, category: .accessibilityExtraExtraExtraLarge) == 12.5)
    }

    @Test func l50ABadTableReportsEveryProblemWithItsPath() throws {
        let json = try ProfileLayoutMarginTests.ios7JSON(
            adding: #"""
                "dynamicType": {"titel": [], "button": [17, 17], "prompt": [13, 13, -1, 13, 13, 13, 13, 13, 13, 13, 13, "x"],
                "largeTitle": 34}
                """#)
        #expect(
            ProfileLayoutMarginTests.problems(json) == [
                "dynamicType.titel: unknown key; did you mean 'title'?",
                "dynamicType.button: must have 12 sizes, one per content size category from extraSmall to "
                    + "accessibilityExtraExtraExtraLarge; found 2",
                "dynamicType.prompt[2]: must be a number greater than 0 and at most 10000",
                "dynamicType.prompt[11]: must be a number greater than 0 and at most 10000",
                "dynamicType.largeTitle: must be an array",
            ])
        #expect(
            ProfileLayoutMarginTests.problems(try ProfileLayoutMarginTests.ios7JSON(adding: #""dynamicType": []"#))
                == ["dynamicType: must be an object"])
    }
}
