import Testing
import TextMetrics

@testable import NavigationBarLayout

/// A fixed-advance measurer whose advance is the weight class over 800 ems (regular 0.5 em, semibold 0.75, heavy 1,
/// black 1.125), so a width says which weight measured it.
struct WeightedAdvanceMeasurer: TextMeasuring {
    /// The fixed-advance measurer for `style`'s weight.
    func measurer(_ style: TextStyle) -> FixedAdvanceMeasurer {
        FixedAdvanceMeasurer(advance: style.weight.weightClass / 800)
    }

    func measure(_ text: String, style: TextStyle) throws(TextMetricsError) -> TextMeasurement {
        try measurer(style).measure(text, style: style)
    }

    func measure(_ text: String, style: TextStyle, widthLimit limit: Double) throws(TextMetricsError)
        -> TextMeasurement
    {
        try measurer(style).measure(text, style: style, widthLimit: limit)
    }

    func size(of text: String, style: TextStyle) throws(TextMetricsError) -> TextSize {
        try measurer(style).size(of: text, style: style)
    }

    func size(of text: String, style: TextStyle, widthLimit limit: Double) throws(TextMetricsError) -> TextSize {
        try measurer(style).size(of: text, style: style, widthLimit: limit)
    }

    func fit(_ text: String, style: TextStyle, maxWidth: Double) throws(TextMetricsError) -> FittedText? {
        try measurer(style).fit(text, style: style, maxWidth: maxWidth)
    }

    func lineMetrics(for style: TextStyle) throws(TextMetricsError) -> LineMetrics {
        try measurer(style).lineMetrics(for: style)
    }
}

/// L63 Bold Text: a scene's `boldText` sets every text style at the weight the profile's `boldTextWeights` gives.
@Suite struct BoldTextRuleTests {
    /// A back item, and a top item with a prompt, a plain and a done-style button: four clusters each.
    static let stack = [
        NavigationItem(title: "Back"),
        NavigationItem(
            title: "Mail", prompt: "Hint",
            rightBarButtonItems: [.text("Edit", id: "edit"), .text("Save", style: .done, id: "save")]),
    ]

    /// The untracked test profile with the bundled `ios17` Bold Text weights.
    static let profile: MetricsProfile = {
        var profile = SolverFixture.ios7
        profile.name = "test-bold-text"
        profile.boldTextWeights = [.regular: .semibold, .medium: .bold, .semibold: .heavy, .bold: .black]
        return profile
    }()

    /// Lays out `items` under `profile` (the bundled one of that name, else the test profile) with the weighted
    /// measurer.
    static func layOut(
        _ items: [NavigationItem] = stack, boldText: Bool, profile name: String? = nil, width: Double = 1024,
        largeTitles: Bool = false
    ) throws -> BarGeometry {
        var scene = Scene(width: width, items: items, prefersLargeTitles: largeTitles)
        scene.boldText = boldText
        let profile = try name.map { try ProfileLibrary.bundled($0) } ?? Self.profile
        return try BarLayout.solve(scene, profile: profile, measurer: WeightedAdvanceMeasurer())
    }

    @Test func l63EveryTextStyleTakesTheProfilesBoldWeight() throws {
        let regular = try Self.layOut(boldText: false)
        let bold = try Self.layOut(boldText: true)
        #expect(regular.title?.style?.weight == .semibold)
        #expect(bold.title?.style?.weight == .heavy)
        #expect(bold.backButton?.title?.style.weight == .semibold)
        #expect(bold.rightItems[0].title?.style.weight == .semibold)
        #expect(bold.rightItems[1].title?.style.weight == .heavy)
        #expect(bold.prompt?.style.weight == .semibold)
        // Four clusters of weight class / 800 em at 17 pt (13 pt for the prompt): the widths follow the weights.
        #expect(regular.title?.frame?.width == 51)  // semibold, 4 × 0.75 × 17
        #expect(bold.title?.frame?.width == 68)  // heavy, 4 × 1 × 17
        #expect(regular.backButton?.title?.frame.width == 34)  // regular, 4 × 0.5 × 17
        #expect(bold.backButton?.title?.frame.width == 51)  // semibold
        #expect(regular.rightItems[0].frame?.width == 34)
        #expect(bold.rightItems[0].frame?.width == 51)
        #expect(regular.rightItems[1].frame?.width == 51)
        #expect(bold.rightItems[1].frame?.width == 68)
        #expect(regular.prompt?.frame.width == 26)  // regular, 4 × 0.5 × 13
        #expect(bold.prompt?.frame.width == 39)  // semibold, 4 × 0.75 × 13
        // Sizes and heights do not change.
        #expect(bold.title?.style?.size == regular.title?.style?.size)
        #expect(bold.bar.height == regular.bar.height)
        #expect(bold.bar.contentFrame == regular.bar.contentFrame)
    }

    @Test func l63TheLargeTitleTakesTheBoldWeightOfItsStyle() throws {
        let items = [NavigationItem(title: "Inbox")]
        let regular = try Self.layOut(items, boldText: false, profile: "ios17", width: 390, largeTitles: true)
        let bold = try Self.layOut(items, boldText: true, profile: "ios17", width: 390, largeTitles: true)
        #expect(regular.largeTitle?.line.style.weight == .bold)
        #expect(bold.largeTitle?.line.style.weight == .black)
        #expect(bold.largeTitle?.line.style.size == regular.largeTitle?.line.style.size)
    }

    @Test func l63BoldTextTruncatesATitleThatFitsInRegular() throws {
        // 40 clusters of 0.75 em at 17 pt (semibold) are 510 points, which fit a 600-point bar; heavy, 680 do not.
        let items = [NavigationItem(title: String(repeating: "W", count: 40))]
        let regular = try Self.layOut(items, boldText: false, width: 600)
        let bold = try Self.layOut(items, boldText: true, width: 600)
        #expect(regular.title?.frame?.width == 510)
        #expect(regular.title?.truncated == false)
        #expect(bold.title?.truncated == true)
    }

    @Test(arguments: ["ios6", "ios7"])
    func l63AProfileWithoutBoldWeightsIgnoresBoldText(_ profile: String) throws {
        #expect(try Self.layOut(boldText: true, profile: profile) == Self.layOut(boldText: false, profile: profile))
        #expect(try ProfileLibrary.bundled(profile).followsBoldText == false)
    }

    @Test func l63TheBundledIOS17MappingIsTwoStepsFromRegularOn() throws {
        let weights = try ProfileLibrary.bundled("ios17").boldTextWeights
        #expect(weights == [.regular: .semibold, .medium: .bold, .semibold: .heavy, .bold: .black])
    }

    @Test func l63ABoldTextSceneDoesNotShareAResolutionWithARegularOne() throws {
        let layouter = BarLayouter(profile: try ProfileLibrary.bundled("ios17"))
        var scene = Scene(width: 375, items: Self.stack)
        let regular = try layouter.solve(scene, measurer: WeightedAdvanceMeasurer())
        #expect(layouter.resolutionCount == 1)
        scene.boldText = true
        let bold = try layouter.solve(scene, measurer: WeightedAdvanceMeasurer())
        #expect(layouter.resolutionCount == 2)
        #expect(bold.title?.style?.weight == .heavy)
        // Laid out again after the bold one, the regular scene keeps its own weights.
        scene.boldText = false
        #expect(try layouter.solve(scene, measurer: WeightedAdvanceMeasurer()) == regular)
    }

    @Test func l63AnAppearanceWeightWinsOverTheBoldWeight() throws {
        var scene = Scene(width: 1024, items: Self.stack)
        scene.boldText = true
        scene.appearance.titleTextAttributes = PerMetrics(all: TextAttributes(weight: .regular))
        let g = try BarLayout.solve(scene, profile: Self.profile, measurer: WeightedAdvanceMeasurer())
        #expect(g.title?.style?.weight == .regular)
        #expect(g.backButton?.title?.style.weight == .semibold)
    }

    @Test func l63ASceneWritesAndReadsBoldText() throws {
        var scene = Scene(width: 375, items: Self.stack)
        scene.boldText = true
        let json = scene.encodeJSON()
        #expect(json.contains("\"boldText\": true"))
        #expect(try Scene.decode(json: json).boldText == true)
        #expect(!Scene(width: 375, items: Self.stack).encodeJSON().contains("boldText"))
    }

    @Test func l63AMisspeltBoldTextKeyIsSuggested() throws {
        let problems = Scene.validate(json: #"{"width": 375, "items": [], "boldTxt": true}"#)
        #expect(problems.map(\.message).joined().contains("boldText"))
        let weights = Scene.validate(json: #"{"width": 375, "items": [], "boldText": "yes"}"#)
        #expect(weights.map(\.path).contains("boldText"))
    }
}
