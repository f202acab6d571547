import NavigationBarLayout
import TextMetrics

/// Profiles and helpers for solver tests with fixed-advance measuring.
///
/// With `FixedAdvanceMeasurer()` every grapheme cluster is 0.5 em wide: 8.5
/// points in the 17-pt styles and 6.5 in the 13-pt prompt; lines are 1.2 em tall.
enum SolverFixture {
    /// The `ios7` values with title tracking 0, so that widths are whole multiples of 8.5.
    static let ios7: MetricsProfile = {
        let text = TextStyle(size: 17)
        let semibold = TextStyle(size: 17, weight: .semibold)
        let button = ButtonMetrics(edgeInset: 8, height: 30)
        return MetricsProfile(
            name: "test-ios7", summary: "ios7 with untracked titles",
            height: PerMetrics([.default: 44, .compact: 32, .defaultPrompt: 74, .compactPrompt: 54]),
            titleStyle: PerMetrics(all: semibold), buttonStyle: PerMetrics(all: text),
            doneButtonStyle: PerMetrics(all: semibold), backTitleStyle: PerMetrics(all: text),
            promptStyle: PerMetrics(all: TextStyle(size: 13)), textButton: PerMetrics(all: button),
            borderedButton: PerMetrics(all: button),
            imageButton: PerMetrics(
                all: ButtonMetrics(edgeInset: 5, paddingLeading: 11, paddingTrailing: 11, height: 30)),
            systemImageSize: PerMetrics(all: Size(width: 22, height: 22)), customViewEdgeInset: PerMetrics(all: 16),
            spaceEdgeInset: PerMetrics(all: 8), itemSpacing: PerMetrics(all: 8), titleGap: PerMetrics(all: 6),
            backButton: PerMetrics(
                all: BackButtonMetrics(
                    edgeInset: 8, height: 30, indicator: Size(width: 13, height: 21), indicatorGap: 6)))
    }()

    /// Lays out `items` (bottom first) at `width` with the fixed-advance measurer.
    static func layout(
        _ items: [NavigationItem], width: Double = 375, metrics: BarMetrics = .default,
        direction: LayoutDirection = .leftToRight, scale: Double = 2, appearance: Appearance = Appearance(),
        profile: MetricsProfile = ios7
    ) throws -> BarGeometry {
        let scene = Scene(
            width: width, metrics: metrics, layoutDirection: direction, scale: scale, appearance: appearance,
            items: items)
        return try BarLayout.solve(scene, profile: profile, measurer: FixedAdvanceMeasurer())
    }

    /// `count` text items titled "Item" (34 points wide each), with ids `prefix0`, `prefix1`, …
    static func items(_ count: Int, prefix: String) -> [BarButtonItem] {
        (0..<count).map { BarButtonItem.text("Item", id: "\(prefix)\($0)") }
    }
}

extension Frame {
    /// Shorthand for tests.
    init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }
}
