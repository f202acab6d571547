import NavigationBarLayout

/// A defect the property tests found and that is not fixed yet: a name, and which failures it explains.
///
/// A generated scene whose every failure a known defect explains is recorded as a known issue
/// (`withKnownIssue`), so the property keeps running on every scene and any other failure still fails the test;
/// each defect has a regression test on its minimal scene in `KnownDefectTests`. Remove the entry with its fix.
struct KnownDefect: Sendable {
    /// What is wrong, as the known issue's comment.
    var name: String
    /// Whether the defect explains the failure (its message) of a property on the scene.
    var explains: @Sendable (Scene, String) -> Bool

    /// The defect explaining `failure` of `scene`, if one does.
    static func explaining(_ failure: String, of scene: Scene) -> KnownDefect? {
        all.first { $0.explains(scene, failure) }
    }

    /// The defects found so far.
    static let all: [KnownDefect] = [
        inlineLargeTitleDropsLeadingGroups, inlineLargeTitleOverlapsTrailingContent, barHeightOffTheGrid,
        appearanceLargeTitleOutgrowsItsRow, emptyPromptOutsideANarrowBar,
        backButtonWiderThanANarrowBar, zeroWidthCentreItemOutsideTheContent, groupCollapsesAcrossTheMarginStep,
    ]

    /// Whether the scene shows its top item's title inline as a large title: `inline`, no back button (L19).
    static func showsInlineLargeTitle(_ scene: Scene) -> Bool {
        guard let top = scene.items.last else { return false }
        return scene.prefersLargeTitles && top.largeTitleDisplayMode == .inline
            && (scene.items.count == 1 || top.hidesBackButton)
    }

    /// With `largeTitleDisplayMode: inline` shown inline (no back button), the leading groups are dropped:
    /// missing from the geometry's groups, neither displayed nor in the overflow menu (issue 25, item 1;
    /// `LargeTitlePlan` clears the left items and solves again).
    static let inlineLargeTitleDropsLeadingGroups = KnownDefect(
        name: "an inline large title drops the leading groups (issue 25)",
        explains: { scene, failure in
            guard showsInlineLargeTitle(scene), scene.items.last?.leadingItemGroups.isEmpty == false else {
                return false
            }
            return failure.contains("is missing") || failure.contains(" groups for ")
        })

    /// A bar with a large-title row and a scroll offset off the pixel grid has a height off the grid too
    /// (`44 + 52 − s` is not rounded), while its background frame and the large title's clip are rounded:
    /// the clip ends up to half a pixel below or above the bar's bottom edge (L15, L20).
    static let barHeightOffTheGrid = KnownDefect(
        name: "the bar's height is off the pixel grid with a fractional scroll offset (L15, L20)",
        explains: { scene, failure in
            let pixels = scene.scrollOffset * scene.scale
            guard scene.prefersLargeTitles, abs(pixels - pixels.rounded()) > 1e-9 else { return false }
            return failure.contains("off the pixel grid") || failure.contains("is not the large-title row")
        })

    /// An inline large title runs from the margin to the first displayed trailing item, not to the overflow
    /// button or the centre groups, and overlaps them (issue 25, item 1).
    static let inlineLargeTitleOverlapsTrailingContent = KnownDefect(
        name: "an inline large title runs under the overflow button and the centre groups (issue 25)",
        explains: { scene, failure in
            showsInlineLargeTitle(scene) && failure.hasPrefix("no overlap") && failure.contains("overlaps largeTitle")
        })

    /// A large-title size set by an appearance (`largeTitleTextAttributes.size`) does not grow the large-title
    /// row as a Dynamic Type size does (L50): a line taller than the row reaches up into the content row, and
    /// inline above the bar.
    static let appearanceLargeTitleOutgrowsItsRow = KnownDefect(
        name: "a large title sized by an appearance outgrows its row (L19, L50)",
        explains: { scene, failure in
            let sized = BarProperties.appearances(scene).contains { $0.largeTitleTextAttributes.size != nil }
            return sized && failure.hasPrefix("inside the bar") && failure.contains("largeTitle Frame")
        })

    /// On a bar narrower than its margins, an empty prompt (a frame 0 wide) is placed at the margin, outside the
    /// bar (the empty title of issue 25, item 6, is fixed: it is not displayed without room).
    static let emptyPromptOutsideANarrowBar = KnownDefect(
        name: "an empty prompt on a very narrow bar is placed outside the bar",
        explains: { _, failure in failure.hasPrefix("inside the bar: prompt Frame") && failure.contains("width: 0.0,") }
    )

    /// The back button is never hidden (L8): on a bar narrower than its indicator and edge inset (or than the
    /// image or title it keeps, L4), it reaches past the bar's trailing edge (left to right) or leading edge.
    static let backButtonWiderThanANarrowBar = KnownDefect(
        name: "a back button wider than a very narrow bar reaches outside it (L4, L8)",
        explains: { scene, failure in scene.width < 80 && failure.hasPrefix("inside the bar: back") })

    /// A centre group's item 0 wide (a flexible space, L45 keeps it 0) is placed at x 0 or at the bar's width,
    /// outside the content frame when there are safe-area insets.
    static let zeroWidthCentreItemOutsideTheContent = KnownDefect(
        name: "a centre item 0 wide is placed outside the content frame (L16, L45)",
        explains: { _, failure in
            failure.hasPrefix("inside the bar: item.center") && failure.contains("width: 0.0,")
                && failure.contains("outside the content frame's span")
        })

    /// Widened across `ios17`'s 414 layout-margin step by more than L17's extra margins and spacing, a bar can
    /// collapse a group it showed expanded: at the wider item spacing (10) the group's representative becomes
    /// narrower than its items, so the group starts to collapse (L42), and the reduction list is not the same
    /// on both sides of the step. L17 says widening holds across a step with that gain.
    static let groupCollapsesAcrossTheMarginStep = KnownDefect(
        name: "widening across the layout-margin step collapses a group (L17, L42)",
        explains: { scene, failure in
            guard failure.hasPrefix("widening to "), scene.width < 414,
                let wide = Double(failure.dropFirst("widening to ".count).prefix { $0 != ":" })
            else { return false }
            return wide >= 414
        })
}
