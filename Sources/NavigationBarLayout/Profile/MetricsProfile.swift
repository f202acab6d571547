import TextMetrics

/// The sizes of one kind of button: edge inset, padding and height.
public struct ButtonMetrics: Hashable, Sendable {
    /// Distance from the bar's edge to the frame of an outermost button of this kind.
    public var edgeInset: Double
    /// Room between the frame's leading edge and the content.
    public var paddingLeading: Double
    /// Room between the content and the frame's trailing edge.
    public var paddingTrailing: Double
    /// The frame's height; the frame is centred vertically in the content row.
    public var height: Double

    /// Creates button metrics.
    ///
    /// - Parameters:
    ///   - edgeInset: Distance from the bar's edge to the frame of an outermost button of this kind.
    ///   - paddingLeading: Room between the frame's leading edge and the content.
    ///   - paddingTrailing: Room between the content and the frame's trailing edge.
    ///   - height: The frame's height; the frame is centred vertically in the content row.
    public init(edgeInset: Double, paddingLeading: Double = 0, paddingTrailing: Double = 0, height: Double) {
        self.edgeInset = edgeInset
        self.paddingLeading = paddingLeading
        self.paddingTrailing = paddingTrailing
        self.height = height
    }
}

/// The sizes of the back button: its frame, the indicator and the gap to the title.
public struct BackButtonMetrics: Hashable, Sendable {
    /// Distance from the leading edge of the bar to the button's frame.
    public var edgeInset: Double
    /// Room between the frame's leading edge and the indicator.
    public var paddingLeading: Double
    /// Room between the title and the frame's trailing edge.
    public var paddingTrailing: Double
    /// The frame's height.
    public var height: Double
    /// The size of the back indicator (the chevron, or the arrow point of a bordered back button).
    public var indicator: Size
    /// The gap between the indicator and the title.
    public var indicatorGap: Double
    /// Whether the button is drawn as a bordered, arrow-shaped button (iOS 5–6).
    public var bordered: Bool

    /// Creates back button metrics.
    ///
    /// - Parameters:
    ///   - edgeInset: Distance from the leading edge of the bar to the button's frame.
    ///   - paddingLeading: Room between the frame's leading edge and the indicator.
    ///   - paddingTrailing: Room between the title and the frame's trailing edge.
    ///   - height: The frame's height.
    ///   - indicator: The size of the back indicator (the chevron, or the arrow point of a bordered back button).
    ///   - indicatorGap: The gap between the indicator and the title.
    ///   - bordered: Whether the button is drawn as a bordered, arrow-shaped button (iOS 5–6).
    public init(
        edgeInset: Double, paddingLeading: Double = 0, paddingTrailing: Double = 0, height: Double,
        indicator: Size, indicatorGap: Double, bordered: Bool = false
    ) {
        self.edgeInset = edgeInset
        self.paddingLeading = paddingLeading
        self.paddingTrailing = paddingTrailing
        self.height = height
        self.indicator = indicator
        self.indicatorGap = indicatorGap
        self.bordered = bordered
    }
}

/// Behaviours a profile may switch on.
public struct ProfileQuirks: Hashable, Sendable {
    /// L14: ignore the title view when `leftBarButtonItem` is set, as seed 000 says
    /// (observed UIKit does not).
    public var titleViewIgnoredWithLeftItem: Bool
    /// Whether plain and done text buttons are drawn bordered (iOS 5–6).
    public var bordersTextButtons: Bool

    /// Creates quirks; all off by default.
    ///
    /// - Parameters:
    ///   - titleViewIgnoredWithLeftItem: L14: ignore the title view when `leftBarButtonItem` is set, as seed 000 says (observed UIKit does not).
    ///   - bordersTextButtons: Whether plain and done text buttons are drawn bordered (iOS 5–6).
    public init(titleViewIgnoredWithLeftItem: Bool = false, bordersTextButtons: Bool = false) {
        self.titleViewIgnoredWithLeftItem = titleViewIgnoredWithLeftItem
        self.bordersTextButtons = bordersTextButtons
    }
}

/// The metrics of a family of navigation bars, as data (`Profiles/*.json`).
///
/// Every value is given per bar metrics and looked up with the fallback of
/// L12, so text is sized under each metrics.
public struct MetricsProfile: Hashable, Sendable {
    /// The name (`ios7`, `ios6`, or a user profile's own).
    public var name: String
    /// One line saying what the profile reproduces.
    public var summary: String
    /// The iOS major versions the profile stands for (`iosVersions`: `ios17` is 11...17), or `nil` when it does
    /// not say; `navbar profiles` lists them and `--profile ios18` suggests the profile by them.
    public var iosVersions: ClosedRange<Int>?
    /// The bar height; needed for all four metrics.
    public var height: PerMetrics<Double>
    /// The title's text style.
    public var titleStyle: PerMetrics<TextStyle>
    /// The text style of plain and bordered text buttons.
    public var buttonStyle: PerMetrics<TextStyle>
    /// The text style of done-style text buttons.
    public var doneButtonStyle: PerMetrics<TextStyle>
    /// The back button title's text style.
    public var backTitleStyle: PerMetrics<TextStyle>
    /// The prompt's text style.
    public var promptStyle: PerMetrics<TextStyle>
    /// Plain and done text buttons.
    public var textButton: PerMetrics<ButtonMetrics>
    /// Bordered text buttons.
    public var borderedButton: PerMetrics<ButtonMetrics>
    /// Image buttons (system image items and items with an image).
    public var imageButton: PerMetrics<ButtonMetrics>
    /// The image size of system image items.
    public var systemImageSize: PerMetrics<Size>
    /// The edge inset of an outermost custom view.
    public var customViewEdgeInset: PerMetrics<Double>
    /// The edge inset of an outermost fixed or flexible space.
    public var spaceEdgeInset: PerMetrics<Double>
    /// The space between adjacent items on one side.
    public var itemSpacing: PerMetrics<Double>
    /// The least distance between the title (or title view) and the items beside it.
    public var titleGap: PerMetrics<Double>
    /// The back button.
    public var backButton: PerMetrics<BackButtonMetrics>
    /// The back title used when the back item has no title ("Back").
    public var genericBackTitle: String
    /// Titles replacing UIKit's English titles of text system items (`SystemItem.title`), such as a
    /// locale's (`SystemStrings.applied(to:)`); empty by default, and not part of the profile format.
    public var systemItemTitles: [SystemItem: String] = [:]
    /// Behaviours switched on.
    public var quirks: ProfileQuirks
    /// How changes of the bar are animated (`transitions`); `nil` uses `TransitionChoreography.fallback`.
    public var transitions: TransitionChoreography?
    /// The layout-margin rule (iOS 11+, L17), or `nil` for the edge insets of iOS 5–10.
    public var layoutMargins: [LayoutMarginStep]?
    /// The layout margin and item spacing by horizontal size class (`layoutMarginsBySizeClass`, L62), used for a
    /// scene with a horizontal size class in place of `layoutMargins`' width steps; empty for none.
    public var layoutMarginsBySizeClass: [UserInterfaceSizeClass: LayoutMarginStep] = [:]
    /// Values given per idiom in place of the profile's own (L18), keyed by idiom; `phone` uses the profile's.
    public var idioms: [UserInterfaceIdiom: IdiomMetrics]
    /// What each `configureWith…Background` gives an iOS 13 appearance (L32); `nil` for a profile that does not
    /// support the iOS 13 appearances, which then ignores a scene's appearance slots (L33).
    public var appearanceBackgrounds: AppearanceBackgrounds?
    /// The system colours, light and dark (`systemColors`, L35), or `nil`: then the bar keeps the iOS 7
    /// `barStyle` look and ignores the scene's `userInterfaceStyle`.
    public var systemColors: SystemColors?
    /// The large title (iOS 11+, L19–L21), or `nil` for a profile without large titles (`ios6`, `ios7`).
    public var largeTitle: LargeTitleMetrics?
    /// The values for iOS 16 item groups and the overflow menu (L40–L46); `nil` keeps L8 for every item.
    public var itemGroups: ItemGroupMetrics?
    /// The search bar in the navigation bar (iOS 11+, L70–L77), or `nil`: then every search key of a scene is
    /// ignored (`ios6`, `ios7`).
    public var search: SearchMetrics?
    /// L50: the text sizes per content size category (`dynamicType`), or `nil` when the profile ignores the
    /// scene's `contentSizeCategory` (`ios6`, `ios7`).
    public var dynamicType: DynamicTypeTable?
    /// L63: the weight each text weight takes when the Bold Text setting is on (`boldTextWeights`, UIKit's
    /// `legibilityWeight == .bold`), or empty when the profile ignores a scene's `boldText` (`ios6`, `ios7`).
    public var boldTextWeights: [FontWeight: FontWeight] = [:]
    /// Font files added to the fallback chain of every scene laid out with the profile (`fonts`), after the
    /// scene's own; a profile file's relative paths are resolved against its folder when it is read.
    public var fonts = FallbackFonts()
    /// The iOS 26 "Liquid Glass" values (`glass`, L64–L69, L78), or `nil` for a profile whose items have no shared
    /// backgrounds and which ignores the iOS 26 and 27 scene keys.
    public var glass: GlassMetrics? {
        get { glassBox?.value }
        set { glassBox = newValue.map(GlassMetricsBox.init) }
    }
    /// Where `glass` is kept: one reference, `nil` for a profile without glass.
    var glassBox: GlassMetricsBox?

    /// Creates a profile.
    ///
    /// - Parameters:
    ///   - name: The name (`ios7`, `ios6`, or a user profile's own).
    ///   - summary: One line saying what the profile reproduces.
    ///   - height: The bar height; needed for all four metrics.
    ///   - titleStyle: The title's text style.
    ///   - buttonStyle: The text style of plain and bordered text buttons.
    ///   - doneButtonStyle: The text style of done-style text buttons.
    ///   - backTitleStyle: The back button title's text style.
    ///   - promptStyle: The prompt's text style.
    ///   - textButton: Plain and done text buttons.
    ///   - borderedButton: Bordered text buttons.
    ///   - imageButton: Image buttons (system image items and items with an image).
    ///   - systemImageSize: The image size of system image items.
    ///   - customViewEdgeInset: The edge inset of an outermost custom view.
    ///   - spaceEdgeInset: The edge inset of an outermost fixed or flexible space.
    ///   - itemSpacing: The space between adjacent items on one side.
    ///   - titleGap: The least distance between the title (or title view) and the items beside it.
    ///   - backButton: The back button.
    ///   - genericBackTitle: The back title used when the back item has no title ("Back").
    ///   - quirks: Behaviours switched on.
    ///   - transitions: How changes of the bar are animated; `nil` uses `TransitionChoreography.fallback`.
    ///   - layoutMargins: The layout-margin rule (L17), steps in increasing `minWidth`; `nil` for none.
    ///   - idioms: Values an idiom uses in place of the profile's own (L18).
    ///   - appearanceBackgrounds: What each `configureWith…Background` gives an iOS 13 appearance (L32); `nil`
    ///     when the profile does not support the iOS 13 appearances.
    ///   - largeTitle: The large title (L19–L21), or `nil` for none.
    ///   - dynamicType: The text sizes per content size category (L50); `nil` ignores the category.
    public init(
        name: String, summary: String, height: PerMetrics<Double>, titleStyle: PerMetrics<TextStyle>,
        buttonStyle: PerMetrics<TextStyle>, doneButtonStyle: PerMetrics<TextStyle>,
        backTitleStyle: PerMetrics<TextStyle>, promptStyle: PerMetrics<TextStyle>,
        textButton: PerMetrics<ButtonMetrics>, borderedButton: PerMetrics<ButtonMetrics>,
        imageButton: PerMetrics<ButtonMetrics>, systemImageSize: PerMetrics<Size>,
        customViewEdgeInset: PerMetrics<Double>, spaceEdgeInset: PerMetrics<Double>,
        itemSpacing: PerMetrics<Double>, titleGap: PerMetrics<Double>,
        backButton: PerMetrics<BackButtonMetrics>, genericBackTitle: String = "Back",
        quirks: ProfileQuirks = ProfileQuirks(), transitions: TransitionChoreography? = nil,
        layoutMargins: [LayoutMarginStep]? = nil, idioms: [UserInterfaceIdiom: IdiomMetrics] = [:],
        appearanceBackgrounds: AppearanceBackgrounds? = nil, largeTitle: LargeTitleMetrics? = nil,
        dynamicType: DynamicTypeTable? = nil
    ) {
        self.name = name
        self.summary = summary
        self.height = height
        self.titleStyle = titleStyle
        self.buttonStyle = buttonStyle
        self.doneButtonStyle = doneButtonStyle
        self.backTitleStyle = backTitleStyle
        self.promptStyle = promptStyle
        self.textButton = textButton
        self.borderedButton = borderedButton
        self.imageButton = imageButton
        self.systemImageSize = systemImageSize
        self.customViewEdgeInset = customViewEdgeInset
        self.spaceEdgeInset = spaceEdgeInset
        self.itemSpacing = itemSpacing
        self.titleGap = titleGap
        self.backButton = backButton
        self.genericBackTitle = genericBackTitle
        self.quirks = quirks
        self.transitions = transitions
        self.layoutMargins = layoutMargins
        self.idioms = idioms
        self.appearanceBackgrounds = appearanceBackgrounds
        self.largeTitle = largeTitle
        self.itemGroups = nil
        self.dynamicType = dynamicType
    }

    /// The bar height for `idiom`: its own when the profile gives one (L18).
    ///
    /// - Parameter idiom: The device idiom.
    /// - Returns: The bar height for each metrics.
    public func height(for idiom: UserInterfaceIdiom) -> PerMetrics<Double> {
        idioms[idiom]?.height ?? height
    }

    /// The layout-margin rule for `idiom`: its own when the profile gives one (L18).
    ///
    /// - Parameter idiom: The device idiom.
    /// - Returns: The steps of the rule, or `nil` when the profile has none.
    public func layoutMargins(for idiom: UserInterfaceIdiom) -> [LayoutMarginStep]? {
        idioms[idiom]?.layoutMargins ?? layoutMargins
    }

    /// The layout-margin step of a bar: by `sizeClass` when the scene has one and the profile keys margins by it
    /// (L62), else by the bar's full `width` in `idiom`'s steps (L17, L18).
    ///
    /// - Parameters:
    ///   - width: The bar's full width.
    ///   - idiom: The device idiom.
    ///   - sizeClass: The scene's horizontal size class, or `nil`.
    /// - Returns: The step, or `nil` when the profile has no layout margins.
    func layoutMarginStep(width: Double, idiom: UserInterfaceIdiom, sizeClass: UserInterfaceSizeClass?)
        -> LayoutMarginStep?
    {
        if let sizeClass, let step = layoutMarginsBySizeClass[sizeClass] { return step }
        return layoutMargins(for: idiom)?.step(forWidth: width)
    }

    /// The large title for `idiom`: its own when the profile gives one (L18, L19).
    ///
    /// - Parameter idiom: The device idiom.
    /// - Returns: The large-title metrics, or `nil` when the profile has no large titles.
    public func largeTitle(for idiom: UserInterfaceIdiom) -> LargeTitleMetrics? {
        idioms[idiom]?.largeTitle ?? largeTitle
    }
}
