import TextMetrics

/// The solver: lays out a scene's bar with a profile, measuring text through a `TextMeasuring`.
///
/// The steps follow the numbered rules of `docs/LAYOUT.md`: pick the top and
/// back items (L1) and the metrics (L11, L12); size every item (L7); choose
/// the back title form (L4) by placing the items in their order of
/// importance (L8) and the title (L9); share spare room among flexible
/// spaces (L10); round to the pixel grid (L15); mirror for right-to-left (L13);
/// place every text's baseline in its final frame (L15.2).
///
/// ```swift
/// let scene = Scene(width: 375, items: [NavigationItem(title: "Inbox"), NavigationItem(title: "Message")])
/// let geometry = try BarLayout.solve(scene, measurer: TextMeasurer())
/// geometry.backButton?.title?.text  // "Inbox"
/// ```
///
/// - Complexity: O(n) measurements for n items, and O(n) placement per back title form (at most three).
public enum BarLayout {
    /// Lays out `scene` with `profile`; the geometry is in points in bar coordinates.
    ///
    /// - Parameters:
    ///   - scene: The scene to lay out.
    ///   - profile: The metrics profile; the scene's own `profile` is ignored.
    ///   - measurer: What measures text: `TextMeasurer` for real fonts, `FixedAdvanceMeasurer` for exact numbers.
    /// - Returns: The geometry: every element's frame in points, origin at the bar's top left.
    /// - Throws: ``LayoutError/invalidScene(_:)`` for scene values that break a ``SceneRule``,
    ///   ``LayoutError/invalidProfile(name:_:)`` for profile values out of range,
    ///   ``LayoutError/missingProfileValue(profile:field:metrics:)`` for a profile lacking a value, and
    ///   ``LayoutError/measurement(_:)`` when text cannot be measured.
    ///
    /// This makes a ``BarLayouter`` for the one solve, which checks the profile's rules each time: to lay out
    /// many scenes with one profile, make the layouter once and call its ``BarLayouter/solve(_:measurer:)``.
    public static func solve(
        _ scene: Scene, profile: MetricsProfile, measurer: some TextMeasuring
    ) throws(LayoutError) -> BarGeometry {
        try solve(scene, layouter: BarLayouter(profile: profile), measurer: measurer)
    }

    /// Lays out `scene` with `layouter`'s profile (``BarLayouter/solve(_:measurer:)``).
    static func solve(
        _ scene: Scene, layouter: BarLayouter, measurer: some TextMeasuring
    ) throws(LayoutError) -> BarGeometry {
        // One geometry, filled in place by every stage below: a geometry (2 KB) returned through a throwing call
        // was copied at each level, and the solver's own copy was retained and released.
        BarGeometry(parts: try parts(scene, layouter: layouter, measurer: measurer))
    }

    /// The parts of `scene`'s geometry as the stages leave them, before the display list and report are made of
    /// them (``BarGeometry/init(parts:)``).
    static func parts(
        _ scene: Scene, layouter: BarLayouter, measurer: some TextMeasuring
    ) throws(LayoutError) -> BarParts {
        var parts = unsolved
        try solve(scene, layouter: layouter, measurer: measurer, into: &parts)
        return parts
    }

    /// The geometry a solve starts from: its bar is replaced, the rest is empty. Copied, not made: made in the
    /// solve, each optional in it was made and copied twice.
    private static let unsolved = BarParts(
        bar: BarInfo(
            width: 0, height: 0, metrics: .default, layoutDirection: .leftToRight, scale: 1, profile: "",
            contentFrame: Frame(x: 0, y: 0, width: 0, height: 0)))

    /// Lays out `scene` with `layouter`'s profile into `geometry`, whose values it replaces.
    private static func solve(
        _ scene: Scene, layouter: BarLayouter, measurer: some TextMeasuring, into geometry: inout BarParts
    ) throws(LayoutError) {
        try validate(scene)
        if let locale = scene.locale, let strings = try? SystemStrings.forLocale(locale) {
            // The locale's generic back title and system item titles replace the profile's (English) ones.
            var english = scene
            english.locale = nil
            return try solve(
                english, layouter: layouter.localized(strings, locale: locale), measurer: measurer, into: &geometry)
        }
        let profileProblems = layouter.layoutProblems
        guard profileProblems.isEmpty else { throw .invalidProfile(name: layouter.profile.name, profileProblems) }
        // The scene's and the profile's font files, in a measurer of their own; most scenes have none.
        if !scene.fonts.isEmpty || !layouter.profile.fonts.isEmpty {
            let fonts = try Scene.measurer(for: scene, profile: layouter.profile, base: measurer)
            return try solve(measured: scene, layouter: layouter, measurer: fonts, into: &geometry)
        }
        try solve(measured: scene, layouter: layouter, measurer: measurer, into: &geometry)
    }

    /// Lays out `scene`, its locale applied and its profile checked, measuring with `measurer`, into `geometry`
    /// (a geometry with no items, title or search bar: its bar and large-title setting are replaced).
    private static func solve(
        measured scene: Scene, layouter: BarLayouter, measurer: some TextMeasuring,
        into geometry: inout BarParts
    ) throws(LayoutError) {
        // L1: the bar shows the top item; the back item is the one below it. Both are read from `scene.items`
        // where they are: a copy of a navigation item retains every array and string it holds.
        let topIndex = scene.items.count - 1
        let topPrompt = topIndex >= 0 ? scene.items[topIndex].prompt : nil
        // L11: a prompt on the top item selects the prompt metrics.
        let metrics = topPrompt != nil ? scene.metrics.withPrompt : scene.metrics.withoutPrompt
        // L30, L31: the iOS 13 appearance, under a profile that supports them: the one the scene sets, else the
        // default appearance (L33).
        // Unwrapped once: each use of an optional choice copied or destroyed it through the generic runtime.
        func resolve(_ barAppearance: BarAppearance?) throws(LayoutError) -> ResolvedMetrics {
            try ResolvedMetrics.resolve(
                layouter: layouter, appearance: scene.appearance, metrics: metrics, width: scene.width,
                idiom: scene.userInterfaceIdiom, barAppearance: barAppearance, category: scene.contentSizeCategory,
                sizeClass: scene.horizontalSizeClass, boldText: scene.boldText)
        }
        // L19: the geometry reports large titles when the bar prefers them under a profile that has them.
        let reportsLargeTitle =
            scene.prefersLargeTitles && layouter.profile.largeTitle(for: scene.userInterfaceIdiom) != nil
        // The plan is asked only then (its own first condition), so other bars skip handing it the scene and profile.
        // L61: none under a compact vertical size class (every iPhone in landscape), though the bar still prefers it.
        var largeTitlePlan =
            reportsLargeTitle && scene.effectiveVerticalSizeClass == .regular
            ? LargeTitlePlan(
                scene: scene, profile: layouter.profile, top: scene.items.last,
                back: topIndex >= 1 ? scene.items[topIndex - 1] : nil) : nil
        // L70: the top item's search bar, under a profile with a `search` section; L75: active, the large title
        // gives way; L73: else it sits above the search rows.
        let searchPlan =
            topIndex >= 0 && scene.items[topIndex].searchController != nil
            ? SearchPlan(scene: scene, profile: layouter.profile, top: scene.items[topIndex]) : nil
        if let searchPlan {
            if searchPlan.takesBar {
                largeTitlePlan = nil
            } else {
                largeTitlePlan?.sit(above: searchPlan)
            }
        }
        // L35, L36: the colours, resolved for the style.
        // Kept as their sources: the colours and the band are resolved when a writer or the renderer asks.
        let systemColors = layouter.systemColors
        let style = BarColors.style(of: scene, hasSystemColors: systemColors != nil)
        let r: ResolvedMetrics
        let appearance: BarAppearanceGeometry?
        if let choice = appearanceChoice(scene, profile: layouter.profile, metrics: metrics, largeTitle: largeTitlePlan)
        {
            r = try resolve(choice.appearance)
            appearance = appearanceGeometry(
                choice, backgrounds: layouter.profile.appearanceBackgrounds, resolved: r,
                system: systemColors.map {
                    (separator: $0.value.separator[style], background: $0.value.background[style])
                })
        } else {
            r = try resolve(nil)
            appearance = nil
        }
        let titleGap = r.titleGap
        // L16: the content is inset by the safe area (leading and trailing in layout coordinates; mirrored
        // below for right-to-left); the background spans the whole bar.
        let insets = scene.safeAreaInsets
        let leadingInset = insets.leading(scene.layoutDirection)
        let trailingInset = insets.trailing(scene.layoutDirection)
        // L50: an appearance's large-title size sizes the row as a Dynamic Type size does.
        largeTitlePlan?.size(byAppearance: r.largeTitleAttributes.size)
        // L20: the bar grows by the large-title row, below the content row; L72: by the search rows below them;
        // L75: the active search bar takes the whole bar.
        let takesBar = searchPlan?.takesBar ?? false
        let height =
            takesBar ? searchPlan?.height ?? 0 : r.height + (largeTitlePlan?.rowHeight ?? 0) + (searchPlan?.height ?? 0)
        let usesModernFrames =
            r.layoutMargin != nil || insets != .zero || scene.userInterfaceIdiom != .phone || reportsLargeTitle
        // The bar info is made in place in the geometry: a `BarInfo` made first was copied into it and destroyed.
        geometry.bar = BarInfo(
            width: scene.width, height: height, metrics: metrics, layoutDirection: scene.layoutDirection,
            scale: scene.scale, profile: layouter.profile.name,
            contentFrame: Frame(
                x: leadingInset, y: takesBar ? 0 : r.rowY, width: scene.width - leadingInset - trailingInset,
                height: takesBar ? 0 : r.rowHeight),
            barStyle: scene.barStyle, tintColor: scene.tintColor, translucent: scene.translucent,
            bordered: layouter.profile.quirks.bordersTextButtons || r.backButton.bordered,
            backgroundFrame: usesModernFrames ? Frame(x: 0, y: 0, width: scene.width, height: height) : nil,
            layoutMargin: r.layoutMargin,
            appearance: consume appearance, userInterfaceStyle: style)
        geometry.bar.systemColors = systemColors
        geometry.bar.statusBarSource = StatusBarSource(scene: scene).map { Shared($0) }
        geometry.writesLargeTitleKey = reportsLargeTitle
        // L1: an empty stack shows no items; its bar is still rounded and mirrored below like any other.
        if topIndex >= 0 {
            let solver = Solver(
                width: scene.width, leadingInset: leadingInset, trailingInset: trailingInset, resolved: consume r,
                measurer: measurer)
            if let searchPlan {
                // L70–L76: the search stage, with or instead of the content row.
                geometry.search = try solver.layOut(
                    search: searchPlan, top: scene.items[topIndex], stack: scene.items, largeTitle: largeTitlePlan,
                    into: &geometry)
            } else {
                try solver.layOutContent(
                    top: scene.items[topIndex], stack: scene.items, largeTitle: largeTitlePlan, into: &geometry)
            }
            if !takesBar { geometry.prompt = try solver.prompt(topPrompt) }
            if reportsLargeTitle {
                geometry.writesLargeTitleKey = true
                // L20: the inline title shows once the large title has collapsed (and whenever none shows).
                geometry.title?.format1Alpha = geometry.largeTitle.map { 1 - $0.alpha } ?? 1
            }
        }
        geometry.roundToPixels(scale: scene.scale)  // L15
        if scene.layoutDirection == .rightToLeft {
            // L13: across the bar's width on the grid, so frames on the grid stay on it.
            geometry.mirror(width: PixelGrid(scale: scene.scale).nearest(scene.width))
        }
        // L15.2: baselines in the final frames.
        try geometry.placeBaselines { (style) throws(LayoutError) -> LineMetrics in
            do throws(TextMetricsError) { return try measurer.lineMetrics(for: style) } catch {
                throw .measurement(error)
            }
        }
        // L64–L69, L78: the glass, on the final frames.
        if let glass = layouter.profile.glass, topIndex >= 0 {
            let colors = geometry.bar.systemColors == nil ? nil : geometry.bar.colors
            try geometry.applyGlass(
                GlassPass(
                    metrics: glass, top: scene.items[topIndex],
                    colors: ResolvedGlassColors(glass, style: style, colors: colors), titleGap: titleGap,
                    largeTitleRow: largeTitlePlan?.metrics.rowHeight, scale: scene.scale,
                    scrollOffset: scene.scrollOffset, measurer: measurer))
        }
    }

    /// Lays out `scene` with the profile it names (`ProfileReference.default` when it names none); see
    /// `ProfileLibrary.resolve`.
    ///
    /// - Parameters:
    ///   - scene: The scene to lay out.
    ///   - measurer: What measures text: `TextMeasurer` for real fonts, `FixedAdvanceMeasurer` for exact numbers.
    /// - Returns: The geometry: every element's frame in points, origin at the bar's top left.
    /// - Throws: ``LayoutError/profile(_:)`` when the profile cannot be loaded, and as ``solve(_:profile:measurer:)``.
    public static func solve(_ scene: Scene, measurer: some TextMeasuring) throws(LayoutError) -> BarGeometry {
        let layouter: BarLayouter
        do { layouter = try ProfileLibrary.layouter(scene.profile) } catch { throw .profile(error) }
        return try solve(scene, layouter: layouter, measurer: measurer)
    }

    /// L30, L31, L33: the iOS 13 appearance the bar uses, or `nil` when the profile does not support them; a
    /// scene that sets none (on the bar or on any item) uses the default appearance, transparent at the scroll edge.
    ///
    /// - Parameter largeTitle: The bar's large-title plan (L19), if it shows a large title.
    static func appearanceChoice(
        _ scene: borrowing Scene, profile: borrowing MetricsProfile, metrics: BarMetrics,
        largeTitle: LargeTitlePlan?
    ) -> AppearanceChoice? {
        guard profile.appearanceBackgrounds != nil else { return nil }
        // L30: compact metrics choose the compact slots; content at the scroll edge the scroll-edge slots: its
        // top at or below the bar's bottom edge (scrollOffset <= 0), or, under a large title in its own row,
        // anywhere until that row has collapsed.
        let belowLargeTitle = largeTitle.map { $0.display == .row && $0.rowHeight > 0 } ?? false
        return AppearanceChoice.choose(
            item: scene.items.last?.appearances, bar: scene.appearances, compact: metrics.withoutPrompt == .compact,
            atScrollEdge: scene.scrollOffset <= 0 || belowLargeTitle)
    }

    /// L32: the geometry of the appearance chosen: its background over the profile's configuration (its system
    /// separator and background, resolved for the bar's style, in `system`, L35), and the title attributes the
    /// solver resolved.
    static func appearanceGeometry(
        _ choice: AppearanceChoice, backgrounds: AppearanceBackgrounds?, resolved r: ResolvedMetrics,
        system: (separator: Color, background: Color)? = nil
    ) -> BarAppearanceGeometry {
        BarAppearanceGeometry(
            requested: choice.requested, used: choice.used, source: choice.source,
            background: choice.transparentBackground ? .transparent : choice.appearance.background,
            barBackground: backgrounds?.background(for: choice, system: system) ?? BarBackground(),
            titleTextAttributes: ResolvedTextAttributes(style: r.titleStyle, color: r.titleColor),
            largeTitleTextAttributes: r.largeTitleAttributes)
    }

    /// Checks the scene against the rules of `SceneRule` (`Scene.problems()`).
    static func validate(_ scene: Scene) throws(LayoutError) {
        let problems = scene.problems()
        guard problems.isEmpty else { throw .invalidScene(problems) }
    }
}
