import TextMetrics

/// The parts of a bar's geometry as the solver fills them: the bar, the prompt, the back button, the items, the
/// title, the large title, the groups, the glass, the search bar and the minimization.
///
/// The solver's stages change them in place (L15's rounding, L13's mirroring, L15.2's baselines, the glass
/// pass); ``BarGeometry`` is what a solve returns.
struct BarParts: Hashable, Sendable {
    /// The bar itself.
    var bar: BarInfo
    /// The prompt, when the top item has one.
    var prompt: PromptGeometry?
    /// The back button, when one is shown (L2).
    var backButton: BackButtonGeometry?
    /// The left items in array order, displayed or not.
    var leftItems: [ItemGeometry]
    /// The right items in array order (the first is outermost), displayed or not.
    var rightItems: [ItemGeometry]
    /// The title or title view, when the top item has one.
    var title: TitleGeometry?
    /// The large title, when one shows (L19).
    var largeTitle: LargeTitleGeometry?
    /// Whether geometry format 1 writes a `largeTitle` key (`null` when none shows) and the title's `alpha`:
    /// when the bar prefers large titles under a profile that has them (L19). Format 2 writes both always.
    var writesLargeTitleKey: Bool
    /// The iOS 16 groups, overflow button and menu (L40–L46); `nil` for a bar whose item uses no groups and shows
    /// no overflow button.
    var itemGroups: ItemGroupsGeometry?
    /// L64–L69, L78: the glass a glass profile adds (capsules, subtitles, badges), or `nil` under other profiles.
    var glass: GlassGeometry? {
        get { glassBox?.value }
        set { glassBox = newValue.map(GlassGeometryBox.init) }
    }
    /// Where `glass` is kept: one reference, `nil` under profiles without glass, so the geometry stays as small
    /// to copy as before (the instruction budgets of `docs/PERFORMANCE.md`).
    var glassBox: GlassGeometryBox?
    /// The search bar, when the top item has one under a profile with a `search` section (L70).
    var search: SearchGeometry?
    /// L81: whether the bar is minimized at the scene's scroll offset, when the top item sets
    /// `navigationBarMinimization` under a profile that follows it (`ios27`); `nil` otherwise.
    var minimization: MinimizationGeometry?

    /// Creates the parts.
    ///
    /// - Parameters:
    ///   - bar: The bar itself.
    ///   - prompt: The prompt, when the top item has one.
    ///   - backButton: The back button, when one is shown (L2).
    ///   - leftItems: The left items in array order, displayed or not.
    ///   - rightItems: The right items in array order (the first is outermost), displayed or not.
    ///   - title: The title or title view, when the top item has one.
    ///   - largeTitle: The large title, when one shows (L19).
    ///   - reportsLargeTitle: Whether the geometry reports large titles (the `largeTitle` key, the title's `alpha`).
    init(
        bar: BarInfo, prompt: PromptGeometry? = nil, backButton: BackButtonGeometry? = nil,
        leftItems: [ItemGeometry] = [], rightItems: [ItemGeometry] = [], title: TitleGeometry? = nil,
        largeTitle: LargeTitleGeometry? = nil, reportsLargeTitle: Bool = false
    ) {
        // Matched, not compared with `nil`: `!=` on an optional of an `Equatable` type copied the large title.
        var hasLargeTitle = false
        if case .some = largeTitle { hasLargeTitle = true }
        self.bar = bar
        self.prompt = prompt
        self.backButton = backButton
        self.leftItems = leftItems
        self.rightItems = rightItems
        self.title = title
        self.largeTitle = largeTitle
        writesLargeTitleKey = reportsLargeTitle || hasLargeTitle
    }
}
