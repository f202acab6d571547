import Foundation
import Testing
import TextMetrics

@testable import NavigationBarLayout

/// L17, L18: the profile keys `layoutMargins` and `idioms`: read, written, checked, optional.
@Suite struct ProfileLayoutMarginTests {
    /// `ios7` as JSON with `extra` members added at the top level.
    static func ios7JSON(adding extra: String) throws -> String {
        let text = try ProfileLibrary.bundled("ios7").encodeJSON(pretty: false)
        return String(text.dropLast()) + ", " + extra + "}"
    }

    /// The problems of decoding `json` as a profile.
    static func problems(_ json: String) -> [String] {
        do {
            _ = try MetricsProfile.decode(json: json)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func ios17StatesItsRulesAsData() throws {
        let ios17 = try ProfileLibrary.bundled("ios17")
        #expect(
            ios17.layoutMargins == [
                LayoutMarginStep(minWidth: 0, margin: 16, itemSpacing: 8),
                LayoutMarginStep(minWidth: 414, margin: 20, itemSpacing: 10),
            ])
        #expect(ios17.height(for: .pad)[.default] == 50)
        #expect(ios17.height(for: .pad)[.compact] == 50)
        #expect(ios17.height(for: .phone)[.compact] == 32)
        #expect(ios17.layoutMargins(for: .pad) == [LayoutMarginStep(minWidth: 0, margin: 20, itemSpacing: 10)])
        #expect(ios17.titleStyle[.default]?.tracking == -0.41)
        #expect(ios17.problems() == [])
        #expect(try MetricsProfile.decode(json: ios17.encodeJSON()) == ios17)
    }

    @Test func olderProfilesWriteNoNewKeys() throws {
        for name in ["ios6", "ios7"] {
            let profile = try ProfileLibrary.bundled(name)
            #expect(profile.layoutMargins == nil)
            #expect(profile.idioms.isEmpty)
            #expect(!profile.encodeJSON().contains("layoutMargins"))
            #expect(!profile.encodeJSON().contains("idioms"))
        }
    }

    @Test func everyBundledValueIsCited() throws {
        let path = ProfileLibrary.searchedDirectories.map { $0 + "/ios17.json" }.first {
            FileManager.default.fileExists(atPath: $0)
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: try #require(path)))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let sources = try #require(object["sources"] as? [String: String])
        let cited = Set(sources.keys.map { $0.split(separator: ".").first.map(String.init) ?? $0 })
        let fields = Set(object.keys).subtracting(["name", "summary", "sources"])
        #expect(fields.subtracting(cited).sorted() == [])
        #expect(sources.values.allSatisfy { ["D", "M", "R", "I"].contains(String($0.prefix(1))) })
    }

    @Test func stepsMustStartAtZeroAndIncrease() throws {
        let json = try Self.ios7JSON(
            adding: #""layoutMargins": [{"minWidth": 10, "margin": 16}, {"minWidth": 5, "margin": -1}]"#)
        #expect(
            Self.problems(json) == [
                "layoutMargins[1].margin: must be a number from 0 to 100000",
                "layoutMargins[0].minWidth: the first step must have minWidth 0",
            ])
        let empty = try Self.ios7JSON(adding: #""layoutMargins": []"#)
        #expect(Self.problems(empty) == ["layoutMargins: the first step must have minWidth 0"])
        let order = try Self.ios7JSON(
            adding: #""layoutMargins": [{"minWidth": 0, "margin": 16}, {"minWidth": 0, "margin": 20}]"#)
        #expect(
            Self.problems(order) == ["layoutMargins[1].minWidth: must be greater than the previous step's minWidth (0)"]
        )
    }

    @Test func idiomsAreCheckedByName() throws {
        let json = try Self.ios7JSON(adding: #""idioms": {"ipad": {}, "pad": {"height": {"default": 50}}}"#)
        #expect(
            Self.problems(json) == [
                "idioms.ipad: unknown key; did you mean 'pad'?",
                "idioms.pad.height.compact: is required",
                "idioms.pad.height.defaultPrompt: is required",
                "idioms.pad.height.compactPrompt: is required",
            ])
    }

    @Test func problemsChecksAProfileBuiltInSwift() throws {
        var profile = try ProfileLibrary.bundled("ios17")
        profile.layoutMargins = [
            LayoutMarginStep(minWidth: 0, margin: .infinity), LayoutMarginStep(minWidth: 0, margin: 20),
        ]
        profile.idioms[.pad]?.layoutMargins = []
        #expect(
            profile.problems().map(\.description) == [
                "layoutMargins[0].margin: must be a number from 0 to 100000",
                "layoutMargins[1].minWidth: must be greater than the previous step's minWidth (0)",
                "idioms.pad.layoutMargins: the first step must have minWidth 0",
            ])
        let scene = Scene(width: 375, items: [])
        #expect(throws: LayoutError.self) {
            try BarLayout.solve(scene, profile: profile, measurer: FixedAdvanceMeasurer())
        }
    }
}
