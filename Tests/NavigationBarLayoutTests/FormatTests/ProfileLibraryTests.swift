import Foundation
import Testing
import TextMetrics

@testable import NavigationBarLayout

/// The bundled profiles, profile files, and the errors of `ProfileLibrary`.
@Suite struct ProfileLibraryTests {
    @Test func bundledNamesAreTheFiveProfiles() {
        #expect(ProfileLibrary.bundledNames == ["ios17", "ios26", "ios27", "ios6", "ios7"])
    }

    @Test func ios7ResolvesItsValuesPerMetrics() throws {
        let profile = try ProfileLibrary.bundled("ios7")
        #expect(profile.name == "ios7")
        #expect(profile.height[.default] == 44)
        #expect(profile.height[.compact] == 32)
        #expect(profile.height[.defaultPrompt] == 74)
        #expect(profile.height[.compactPrompt] == 54)
        #expect(profile.titleStyle[.default] == TextStyle(size: 17, weight: .semibold, tracking: -0.41))
        #expect(profile.titleStyle[.compact]?.size == 17)
        #expect(profile.titleStyle[.compactPrompt]?.size == 17)
        #expect(profile.buttonStyle[.compact] == TextStyle(size: 17))
        #expect(profile.doneButtonStyle[.default]?.weight == .semibold)
        #expect(profile.promptStyle[.default] == TextStyle(size: 13))
        #expect(profile.textButton[.default] == ButtonMetrics(edgeInset: 8, height: 30))
        #expect(profile.borderedButton[.compact] == ButtonMetrics(edgeInset: 8, height: 30))
        #expect(
            profile.imageButton[.default]
                == ButtonMetrics(edgeInset: 5, paddingLeading: 11, paddingTrailing: 11, height: 30))
        #expect(profile.systemImageSize[.default] == Size(width: 22, height: 22))
        #expect(profile.customViewEdgeInset[.compact] == 16)
        #expect(profile.spaceEdgeInset[.default] == 8)
        #expect(profile.itemSpacing[.default] == 8)
        #expect(profile.titleGap[.default] == 6)
        #expect(
            profile.backButton[.compact]
                == BackButtonMetrics(
                    edgeInset: 8, height: 30, indicator: Size(width: 13, height: 21), indicatorGap: 6, bordered: false))
        #expect(profile.genericBackTitle == "Back")
        #expect(profile.quirks == ProfileQuirks())
    }

    @Test func ios6ResolvesItsValuesPerMetrics() throws {
        let profile = try ProfileLibrary.bundled("ios6")
        #expect(profile.height[.compactPrompt] == 54)
        #expect(profile.titleStyle[.default] == TextStyle(size: 20, weight: .bold))
        #expect(profile.titleStyle[.compact] == TextStyle(size: 16, weight: .bold))
        #expect(profile.titleStyle[.compactPrompt]?.size == 16)
        #expect(profile.titleStyle[.defaultPrompt]?.size == 20)
        #expect(profile.buttonStyle[.default] == TextStyle(size: 12, weight: .bold))
        #expect(profile.buttonStyle[.compact] == TextStyle(size: 10, weight: .bold))
        #expect(profile.doneButtonStyle[.compact]?.size == 10)
        #expect(profile.backTitleStyle[.default] == TextStyle(size: 12, weight: .bold))
        #expect(
            profile.textButton[.default]
                == ButtonMetrics(edgeInset: 5, paddingLeading: 10, paddingTrailing: 10, height: 30))
        #expect(profile.borderedButton[.compact]?.height == 24)
        #expect(profile.imageButton[.compactPrompt]?.height == 24)
        #expect(profile.systemImageSize[.default] == Size(width: 20, height: 20))
        #expect(profile.customViewEdgeInset[.default] == 5)
        #expect(profile.titleGap[.default] == 10)
        let back = try #require(profile.backButton[.default])
        #expect(
            back
                == BackButtonMetrics(
                    edgeInset: 5, paddingLeading: 0, paddingTrailing: 8, height: 30,
                    indicator: Size(width: 10, height: 30),
                    indicatorGap: 2, bordered: true))
        #expect(back.indicator.width + back.indicatorGap == 12)
        #expect(profile.backButton[.compact]?.indicator == Size(width: 8, height: 24))
        #expect(profile.quirks.bordersTextButtons)
        #expect(!profile.quirks.titleViewIgnoredWithLeftItem)
    }

    @Test func theDefaultIsIOS17AndLatestIsAnAliasForIt() throws {
        #expect(ProfileReference.default == .bundled("ios17"))
        #expect(try ProfileLibrary.resolve(.default).name == "ios17")
        #expect(try ProfileLibrary.resolve("latest").name == "ios17")
        #expect(Scene(width: 320, items: []).profile == .default)
        #expect(try Scene.decode(json: #"{"width": 320, "items": []}"#).profile == "ios17")
        #expect(try ProfileLibrary.resolve("ios6").name == "ios6")
    }

    @Test func unknownNameListsTheBundledNames() {
        let bundled = ["ios17", "ios26", "ios27", "ios6", "ios7"]
        #expect(throws: ProfileError.unknownProfile(name: "material", bundled: bundled)) {
            try ProfileLibrary.resolve("material")
        }
        let error = ProfileError.unknownProfile(name: "iOS7", bundled: ["ios6", "ios7"])
        #expect(error.description == "unknown profile 'iOS7'; did you mean 'ios7'? bundled profiles: ios6, ios7")
        let far = ProfileError.unknownProfile(name: "material", bundled: ["ios6", "ios7"])
        #expect(far.description == "unknown profile 'material'; bundled profiles: ios6, ios7")
    }

    @Test func anUnknownIOSVersionSuggestsTheProfileThatStandsForIt() throws {
        let bundled = ["ios17", "ios26", "ios27", "ios6", "ios7"]
        #expect(
            throws: ProfileError.unknownVersion(
                name: "ios18", version: 18, suggestion: "ios17", versions: 11...17, bundled: bundled)
        ) {
            try ProfileLibrary.resolve("ios18")
        }
        #expect(
            throws: ProfileError.unknownVersion(
                name: "ios8", version: 8, suggestion: "ios7", versions: 7...10, bundled: bundled)
        ) {
            try ProfileLibrary.resolve("ios8")
        }
        #expect(
            throws: ProfileError.unknownVersion(
                name: "iOS 4.3", version: 4, suggestion: "ios6", versions: 5...6, bundled: bundled)
        ) {
            try ProfileLibrary.resolve("iOS 4.3")
        }
        // Past the newest bundled profile: the newest.
        #expect(
            throws: ProfileError.unknownVersion(
                name: "ios30", version: 30, suggestion: "ios27", versions: 27...27, bundled: bundled)
        ) {
            try ProfileLibrary.resolve("ios30")
        }
        let later = ProfileError.unknownVersion(
            name: "ios18", version: 18, suggestion: "ios17", versions: 11...17, bundled: bundled)
        #expect(
            later.description
                == "unknown profile 'ios18': no bundled profile stands for iOS 18; did you mean 'ios17' "
                + "(iOS 11–17, the newest before it)? bundled profiles: ios17, ios26, ios27, ios6, ios7")
        let within = ProfileError.unknownVersion(
            name: "ios12", version: 12, suggestion: "ios17", versions: 11...17, bundled: bundled)
        #expect(
            within.description
                == "unknown profile 'ios12'; did you mean 'ios17'? it stands for iOS 11–17; bundled profiles: "
                + "ios17, ios26, ios27, ios6, ios7")
        #expect(try ProfileLibrary.bundled("ios7").iosVersions == 7...10)
        #expect(try ProfileLibrary.bundled("ios6").iosVersions == 5...6)
    }

    @Test func iosVersionsAreCheckedAndWrittenBack() throws {
        var profile = try ProfileLibrary.bundled("ios17")
        #expect(profile.iosVersions == 11...17)
        #expect(try MetricsProfile.decode(json: profile.encodeJSON()).iosVersions == 11...17)
        profile.iosVersions = nil
        #expect(!profile.encodeJSON().contains("iosVersions"))
        let text = profile.encodeJSON().replacingOccurrences(
            of: "\"name\"", with: "\"iosVersions\": {\"first\": 17, \"last\": 11.5},\n  \"name\"")
        #expect(throws: JSONDecodingError.self) { try MetricsProfile.decode(json: text) }
    }

    @Test func encodedProfilesDecodeToThemselves() throws {
        for name in ProfileLibrary.bundledNames {
            let profile = try ProfileLibrary.bundled(name)
            #expect(try MetricsProfile.decode(json: profile.encodeJSON()) == profile)
        }
    }

    @Test func profileFileLoadsByPath() throws {
        let file = try TemporaryFile(contents: ProfileLibrary.bundled("ios6").encodeJSON(pretty: false))
        #expect(try ProfileLibrary.resolve(file.path) == ProfileLibrary.bundled("ios6"))
    }

    @Test func missingFileIsNamed() {
        #expect(throws: ProfileError.fileNotFound(path: "/no/such/profile.json")) {
            try ProfileLibrary.resolve("/no/such/profile.json")
        }
        #expect(
            ProfileError.fileNotFound(path: "/no/such/profile.json").description
                == "profile file '/no/such/profile.json' not found")
    }

    @Test func directoryIsUnreadable() {
        #expect(throws: ProfileError.unreadableFile(path: "/tmp/")) { try ProfileLibrary.load(path: "/tmp/") }
    }

    @Test func badJSONNamesFileLineAndColumn() throws {
        let file = try TemporaryFile(contents: "{\n  \"name\": \"x\"\n  \"summary\": \"y\"\n}\n")
        do {
            _ = try ProfileLibrary.load(path: file.path)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "profile file '\(file.path)': line 3, column 3: expected ',' or '}' after object member"
            )
        }
    }

    @Test func invalidProfileListsItsProblems() throws {
        var value = try ProfileLibrary.bundled("ios7").jsonValue
        guard case .object(var members) = value else { return }
        members.removeAll { $0.key == "titleGap" }
        members.append(.init("titleGaps", 6))
        members = members.map { member in
            member.key == "height" ? .init("height", ["default": 44, "compact": 32]) : member
        }
        value = .object(members)
        let file = try TemporaryFile(contents: JSONWriter.string(value))
        do {
            _ = try ProfileLibrary.load(path: file.path)
            Issue.record("expected an error")
        } catch {
            guard case .invalidProfile(_, let problems) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(
                problems.map(\.description) == [
                    // A key the format does not have is not named: the file may not be a profile at all.
                    "a key that a profile does not have (not shown); did you mean 'titleGap'?",
                    "height.defaultPrompt: is required",
                    "height.compactPrompt: is required",
                    "titleGap: is required",
                ])
            #expect(
                error.description
                    == "profile file '\(file.path)': a key that a profile does not have (not shown); did you mean 'titleGap'? "
                    + "(and 3 more problems)"
            )
        }
    }

    @Test func perMetricsFieldsNeedADefault() {
        let problems = decodeProblems(#"{"default": {"size": 17}}"#, #"{"compact": {"size": 17}}"#)
        #expect(problems.map(\.description) == ["titleStyle.default: is required"])
    }

    /// The problems of the ios7 profile with `titleStyle` replaced.
    private func decodeProblems(_ original: String, _ replacement: String) -> [JSONProblem] {
        guard let ios7 = try? ProfileLibrary.bundled("ios7") else { return [] }
        let text = ios7.encodeJSON(pretty: false).replacingOccurrences(
            of: #""titleStyle":{"default":{"family":"Inter","size":17,"tracking":-0.41,"weight":"semibold"}}"#,
            with: #""titleStyle":"# + replacement)
        do {
            _ = try MetricsProfile.decode(json: text)
            return []
        } catch {
            return error.problems
        }
    }
}

/// A file in the temporary directory, removed when the value is no longer used.
final class TemporaryFile {
    /// The file's path.
    let path: String

    /// Writes `contents` to a new temporary file.
    init(contents: String, extension: String = "json") throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "navbar-\(UUID().uuidString).\(`extension`)"
            ).path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// `ProfileAccess`: the library setting behind `--confine-profiles` (issue 8).
@Suite struct ProfileAccessTests {
    @Test(
        "confined, paths leading out of the folder are refused before the file system is asked",
        arguments: ["/etc/passwd", "/no/such.json", "../x.json", "a/../../x.json", "../"])
    func refused(path: String) {
        let access = ProfileAccess(folder: "/tmp", confined: true)
        #expect(throws: ProfileError.outsideFolder(path: path)) { try access.location(of: path) }
        #expect(throws: ProfileError.outsideFolder(path: path)) { try ProfileLibrary.resolve(path, access: access) }
    }

    @Test("relative paths are read from the folder; bundled names are not paths")
    func locations() throws {
        #expect(try ProfileAccess(folder: "Fixtures", confined: true).location(of: "p/q.json") == "Fixtures/p/q.json")
        #expect(try ProfileAccess(folder: "Fixtures/").location(of: "q.json") == "Fixtures/q.json")
        #expect(try ProfileAccess.unrestricted.location(of: "/abs/q.json") == "/abs/q.json")
        #expect(ProfileReference("ios7") == .bundled("ios7"))
        #expect(ProfileReference("ios7.json") == .file("ios7.json"))
        #expect(ProfileReference("p/ios7") == .file("p/ios7"))
        #expect(try ProfileLibrary.resolve("ios6", access: ProfileAccess(folder: "/x", confined: true)).name == "ios6")
    }

    @Test("a profile file that is not JSON is reported without quoting it")
    func notQuoted() {
        #expect(ProfileLibrary.withoutContent("expected a JSON value, found 'r'") == "expected a JSON value")
        #expect(ProfileLibrary.withoutContent("duplicate key 'secret' in object") == "not valid JSON")
        #expect(ProfileLibrary.withoutContent("unexpected 'x' after the JSON value") == "not valid JSON")
        #expect(ProfileLibrary.withoutContent("unterminated string") == "unterminated string")
    }
}
