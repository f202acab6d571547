import Testing
import TextMetrics

@testable import NavigationBarLayout

/// What a `MetricsProfile` remembers (`ProfileVerdicts`): the checks it passed and the values it resolved to,
/// forgotten whenever one of its stored properties is set; a stored property without that `didSet` fails here.
@Suite("Profile verdicts")
struct ProfileVerdictsTests {
    /// Every stored property of `MetricsProfile` but `verdicts`, each with a setter that sets it to itself.
    static let setters: [(label: String, set: @Sendable (inout MetricsProfile) -> Void)] = [
        ("name", { $0.name = $0.name }), ("summary", { $0.summary = $0.summary }),
        ("iosVersions", { $0.iosVersions = $0.iosVersions }),
        ("height", { $0.height = $0.height }), ("titleStyle", { $0.titleStyle = $0.titleStyle }),
        ("buttonStyle", { $0.buttonStyle = $0.buttonStyle }),
        ("doneButtonStyle", { $0.doneButtonStyle = $0.doneButtonStyle }),
        ("backTitleStyle", { $0.backTitleStyle = $0.backTitleStyle }),
        ("promptStyle", { $0.promptStyle = $0.promptStyle }), ("textButton", { $0.textButton = $0.textButton }),
        ("borderedButton", { $0.borderedButton = $0.borderedButton }),
        ("imageButton", { $0.imageButton = $0.imageButton }),
        ("systemImageSize", { $0.systemImageSize = $0.systemImageSize }),
        ("customViewEdgeInset", { $0.customViewEdgeInset = $0.customViewEdgeInset }),
        ("spaceEdgeInset", { $0.spaceEdgeInset = $0.spaceEdgeInset }),
        ("itemSpacing", { $0.itemSpacing = $0.itemSpacing }), ("titleGap", { $0.titleGap = $0.titleGap }),
        ("backButton", { $0.backButton = $0.backButton }),
        ("genericBackTitle", { $0.genericBackTitle = $0.genericBackTitle }),
        ("systemItemTitles", { $0.systemItemTitles = $0.systemItemTitles }), ("quirks", { $0.quirks = $0.quirks }),
        ("transitions", { $0.transitions = $0.transitions }),
        ("layoutMargins", { $0.layoutMargins = $0.layoutMargins }), ("idioms", { $0.idioms = $0.idioms }),
        ("appearanceBackgrounds", { $0.appearanceBackgrounds = $0.appearanceBackgrounds }),
        ("largeTitle", { $0.largeTitle = $0.largeTitle }), ("itemGroups", { $0.itemGroups = $0.itemGroups }),
        ("dynamicType", { $0.dynamicType = $0.dynamicType }),
    ]

    @Test("every stored property is in the list of setters above, which each reset the verdicts")
    func everyStoredPropertyIsListed() throws {
        let profile = try ProfileLibrary.bundled("ios17")
        let stored = Mirror(reflecting: profile).children.compactMap(\.label).filter { $0 != "verdicts" }
        let listed = Self.setters.map(\.label)
        #expect(
            stored == listed,
            """
            MetricsProfile's stored properties changed. A new stored property needs `didSet { verdicts.reset() }` \
            (else a profile changed there keeps the checks and resolved values of its old values), and an entry \
            in ProfileVerdictsTests.setters, in declaration order. Not listed: \
            \(stored.filter { !listed.contains($0) }); listed but gone: \(listed.filter { !stored.contains($0) })
            """)
    }

    @Test("setting any stored property forgets the checks passed and the values resolved")
    func settingResets() throws {
        let ios17 = try ProfileLibrary.bundled("ios17")
        let scene = Scene(width: 375, items: [NavigationItem(title: "Inbox")])
        for (label, set) in Self.setters {
            var profile = ios17
            profile.verdicts.reset()
            _ = try BarLayout.solve(scene, profile: profile, measurer: FixedAdvanceMeasurer())
            #expect(profile.verdicts.passed(.layout), "\(label)")
            #expect(profile.verdicts.resolutionCount == 1, "\(label)")
            let copy = profile
            set(&profile)
            #expect(!profile.verdicts.passed(.layout), "setting \(label) kept the layout verdict")
            #expect(profile.verdicts.resolutionCount == 0, "setting \(label) kept the resolved values")
            #expect(copy.verdicts.passed(.layout) && copy.verdicts.resolutionCount == 1, "\(label): the copy kept")
        }
    }
}
