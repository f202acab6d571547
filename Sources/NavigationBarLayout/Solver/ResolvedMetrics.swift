import TextMetrics

/// Every profile and appearance value for one bar metrics, looked up once (L7, L12, L17, L18, L50).
///
/// A class: the solver holds a reference, not a copy of some 600 bytes of styles and tables (each copy retained
/// every string in them, each destruction released them). The profile's own values for a metrics, idiom,
/// category and layout-margin step (`init(profile:key:)`, no appearance over them) are resolved once and kept
/// by the profile's ``BarLayouter``; a bar whose appearances set nothing uses that one, and others get a new one
/// with their appearances laid over it (`init(_:appearance:barAppearance:)`).
final class ResolvedMetrics: Sendable {
    /// What the profile's values depend on besides the profile.
    struct Key: Equatable, Sendable {
        let metrics: BarMetrics
        let idiom: UserInterfaceIdiom
        let category: ContentSizeCategory
        /// L17: the layout-margin step for the bar's width, if the profile has a layout-margin rule.
        let step: LayoutMarginStep?
        /// L63: whether the Bold Text setting's weights apply (never under a profile without them).
        let boldText: Bool
    }

    /// The metrics, idiom, category and layout-margin step the values were resolved for.
    let key: Key
    let metrics: BarMetrics
    let height: Double
    /// The height of the content row: the bar height without a prompt.
    let rowHeight: Double
    let titleStyle: TextStyle
    /// The title colour the appearance's title text attributes give, if any.
    let titleColor: Color?
    let buttonStyle: TextStyle
    let doneButtonStyle: TextStyle
    let backTitleStyle: TextStyle
    /// L33: the colours the iOS 13 appearance gives plain and bordered button titles, done button titles and the
    /// back title, if any.
    let buttonColor: Color?
    let doneButtonColor: Color?
    let backTitleColor: Color?
    /// L33: the iOS 13 appearance's large-title attributes (empty without one), for the large title's layout to
    /// lay over its own style (`largeTitleAttributes.applied(to:)`).
    let largeTitleAttributes: TextAttributes
    /// L33: how far the iOS 13 appearance moves plain and done button titles inside their buttons.
    let buttonTitleAdjustment: Offset
    let doneButtonTitleAdjustment: Offset
    let promptStyle: TextStyle
    let textButton: ButtonMetrics
    let borderedButton: ButtonMetrics
    let imageButton: ButtonMetrics
    let systemImageSize: Size
    let customViewEdgeInset: Double
    let spaceEdgeInset: Double
    let itemSpacing: Double
    /// L42: the item spacing a group's items are measured with when deciding whether it collapses: the narrowest
    /// layout-margin step's (L17), so the decision does not change with the bar's width.
    let collapseSpacing: Double
    let titleGap: Double
    let backButton: BackButtonMetrics
    let titleVerticalAdjustment: Double
    /// L33: how far the iOS 13 appearance's `titlePositionAdjustment` moves the title toward the trailing edge.
    let titleHorizontalAdjustment: Double
    let backTitleAdjustment: Offset
    let backBackgroundInsets: EdgeInsets
    let genericBackTitle: String
    /// The titles replacing text system items' English titles (`MetricsProfile.systemItemTitles`).
    let systemItemTitles: [SystemItem: String]
    let quirks: ProfileQuirks
    /// L17: the layout margin for the bar's width, when the profile has a layout-margin rule.
    let layoutMargin: Double?
    /// L40: the profile's item-group values, when it has an overflow menu.
    let itemGroups: ItemGroupMetrics?
    /// L64–L69, L78: the profile's glass values, when it has them (one reference: checked and read in place).
    let glass: GlassMetricsBox?

    /// The values of `layouter`'s profile and of `appearance` for `metrics`, on a bar `width` wide on `idiom`
    /// (L17, L18; by the horizontal `sizeClass` when given, L62), with text sized for `category` (L50) and the
    /// iOS 13 appearance `barAppearance` over them (L33), at the Bold Text setting's weights when `boldText`
    /// (L63).
    ///
    /// The profile's part comes from the layouter, which resolves it once per metrics, idiom, category and
    /// layout-margin step; when neither appearance sets anything, that is the answer, and otherwise the
    /// appearances are laid over it in a new instance. The appearances are borrowed: without `borrowing` every
    /// solve copied them (a retain for each table).
    static func resolve(
        layouter: BarLayouter, appearance: borrowing Appearance, metrics: BarMetrics, width: Double = 0,
        idiom: UserInterfaceIdiom = .phone, barAppearance: borrowing BarAppearance? = nil,
        category: ContentSizeCategory = .large, sizeClass: UserInterfaceSizeClass? = nil, boldText: Bool = false
    ) throws(LayoutError) -> ResolvedMetrics {
        let profile = layouter.profile
        let plain = try layouter.resolution(
            for: Key(
                metrics: metrics, idiom: idiom, category: category,
                step: profile.layoutMarginStep(width: width, idiom: idiom, sizeClass: sizeClass),
                boldText: boldText && profile.followsBoldText))
        if barAppearance == nil, appearance.isEmpty { return plain }
        return ResolvedMetrics(plain, appearance: appearance, barAppearance: barAppearance)
    }

    /// Looks up every value of `profile` for `key`.
    ///
    /// - Throws: ``LayoutError/missingProfileValue(profile:field:metrics:)`` for the first value the profile
    ///   lacks, in the order of the fields.
    init(profile: borrowing MetricsProfile, key: Key) throws(LayoutError) {
        self.key = key
        let metrics = key.metrics
        self.metrics = metrics
        let profileName = profile.name
        func value<T>(_ field: PerMetrics<T>, _ name: String, for m: BarMetrics = metrics) throws(LayoutError) -> T {
            guard let value = field[m] else {
                throw .missingProfileValue(profile: profileName, field: name, metrics: m)
            }
            return value
        }
        // L50: a profile's `dynamicType` table sizes each text role for the category, under every metrics;
        // a profile without one keeps its styles' sizes. The appearances' text sizes are laid over it.
        let dynamicType = profile.dynamicType
        // L63: the Bold Text setting's weights, when they apply.
        let boldWeights = key.boldText ? profile.boldTextWeights : [:]
        func style(_ field: PerMetrics<TextStyle>, _ name: String, _ role: DynamicTypeRole) throws(LayoutError)
            -> TextStyle
        {
            let base = try value(field, name)
            let sized = dynamicType?.applied(to: base, role: role, category: key.category) ?? base
            return sized.weighted(by: boldWeights)
        }
        // L18: the idiom's own heights, when the profile gives them.
        let heights = profile.height(for: key.idiom)
        height = try value(heights, "height")
        rowHeight = try value(heights, "height", for: metrics.withoutPrompt)
        titleStyle = try style(profile.titleStyle, "titleStyle", .title)
        buttonStyle = try style(profile.buttonStyle, "buttonStyle", .button)
        doneButtonStyle = try style(profile.doneButtonStyle, "doneButtonStyle", .doneButton)
        backTitleStyle = try style(profile.backTitleStyle, "backTitleStyle", .backTitle)
        promptStyle = try style(profile.promptStyle, "promptStyle", .prompt)
        var text = try value(profile.textButton, "textButton")
        var bordered = try value(profile.borderedButton, "borderedButton")
        var image = try value(profile.imageButton, "imageButton")
        systemImageSize = try value(profile.systemImageSize, "systemImageSize")
        var customInset = try value(profile.customViewEdgeInset, "customViewEdgeInset")
        var spaceInset = try value(profile.spaceEdgeInset, "spaceEdgeInset")
        let base = try value(profile.itemSpacing, "itemSpacing")
        var spacing = base
        // L17: with a layout-margin rule, an outermost item's content starts at the margin: the margin
        // replaces the edge insets (less a button's padding, so its text or image sits on the margin), and
        // the step's item spacing replaces `itemSpacing`. The back button keeps its own edge inset.
        layoutMargin = key.step?.margin
        // L64: under glass the capsule, not its content, sits on the margin.
        glass = profile.glassBox
        if let step = key.step {
            let glassy = glass != nil
            text.edgeInset = max(0, step.margin - (glassy ? 0 : text.paddingLeading))
            bordered.edgeInset = max(0, step.margin - (glassy ? 0 : bordered.paddingLeading))
            image.edgeInset = max(0, step.margin - (glassy ? 0 : image.paddingLeading))
            customInset = step.margin
            spaceInset = step.margin
            spacing = step.itemSpacing ?? spacing
        }
        textButton = text
        borderedButton = bordered
        imageButton = image
        customViewEdgeInset = customInset
        spaceEdgeInset = spaceInset
        itemSpacing = spacing
        // L42: a step chosen by width (L17) gives way to the narrowest step; one chosen by size class (L62) stands.
        let widthSteps = profile.layoutMargins(for: key.idiom)
        collapseSpacing =
            key.step.map { widthSteps?.contains($0) == true } == true
            ? widthSteps?.first?.itemSpacing ?? base : spacing
        titleGap = try value(profile.titleGap, "titleGap")
        backButton = try value(profile.backButton, "backButton")
        genericBackTitle = profile.genericBackTitle
        systemItemTitles = profile.systemItemTitles
        quirks = profile.quirks
        itemGroups = profile.itemGroups?.overflow == .menu ? profile.itemGroups : nil
        // No appearance: the profile's values as they are.
        titleColor = nil
        buttonColor = nil
        doneButtonColor = nil
        backTitleColor = nil
        largeTitleAttributes = TextAttributes()
        buttonTitleAdjustment = .zero
        doneButtonTitleAdjustment = .zero
        titleVerticalAdjustment = 0
        titleHorizontalAdjustment = 0
        backTitleAdjustment = .zero
        backBackgroundInsets = .zero
    }

    /// The values of `plain` (a profile's own, with no appearance over them) with `appearance` and the iOS 13
    /// appearance `barAppearance` laid over them (L33).
    init(_ plain: ResolvedMetrics, appearance: borrowing Appearance, barAppearance: borrowing BarAppearance?) {
        let base = plain
        let metrics = base.key.metrics
        key = base.key
        self.metrics = metrics
        height = base.height
        rowHeight = base.rowHeight
        // Looked up once: each lookup copies the attributes (a string and a colour) out of their table.
        let legacyAttributes = appearance.titleTextAttributes[metrics]
        let legacyTitle = legacyAttributes?.applied(to: base.titleStyle) ?? base.titleStyle
        // L33: the iOS 13 appearance's text attributes over the profile's (and the iOS 5–7 appearance's) styles;
        // without one, the styles as they are (an empty `TextAttributes` changes nothing).
        let modern: BarAppearance? = copy barAppearance
        func over(_ attributes: TextAttributes?, _ style: TextStyle) -> TextStyle {
            attributes?.applied(to: style) ?? style
        }
        titleStyle = over(modern?.titleTextAttributes, legacyTitle)
        titleColor = modern?.titleTextAttributes.color ?? legacyAttributes?.color
        buttonStyle = over(modern?.buttonAppearance.titleTextAttributes, base.buttonStyle)
        doneButtonStyle = over(modern?.doneButtonAppearance.titleTextAttributes, base.doneButtonStyle)
        backTitleStyle = over(modern?.backButtonAppearance.titleTextAttributes, base.backTitleStyle)
        buttonColor = modern?.buttonAppearance.titleTextAttributes.color
        doneButtonColor = modern?.doneButtonAppearance.titleTextAttributes.color
        backTitleColor = modern?.backButtonAppearance.titleTextAttributes.color
        largeTitleAttributes = modern?.largeTitleTextAttributes ?? TextAttributes()
        buttonTitleAdjustment = modern?.buttonAppearance.titlePositionAdjustment ?? .zero
        doneButtonTitleAdjustment = modern?.doneButtonAppearance.titlePositionAdjustment ?? .zero
        promptStyle = base.promptStyle
        textButton = base.textButton
        borderedButton = base.borderedButton
        imageButton = base.imageButton
        systemImageSize = base.systemImageSize
        customViewEdgeInset = base.customViewEdgeInset
        spaceEdgeInset = base.spaceEdgeInset
        itemSpacing = base.itemSpacing
        collapseSpacing = base.collapseSpacing
        titleGap = base.titleGap
        layoutMargin = base.layoutMargin
        var back = base.backButton
        if let size = appearance.backIndicatorSize[metrics] { back.indicator = size }
        backButton = back
        // L33: the iOS 13 adjustments add to the iOS 5–7 ones (only one of the two is set in practice); the sums
        // are made as before, with zero for an appearance not set, so a -0 stays what it was.
        titleVerticalAdjustment =
            (appearance.titleVerticalPositionAdjustment[metrics] ?? 0) + (modern?.titlePositionAdjustment.vertical ?? 0)
        titleHorizontalAdjustment = modern?.titlePositionAdjustment.horizontal ?? 0
        backTitleAdjustment =
            (appearance.backButtonTitlePositionAdjustment[metrics] ?? .zero)
            + (modern?.backButtonAppearance.titlePositionAdjustment ?? .zero)
        backBackgroundInsets = appearance.backButtonBackgroundInsets[metrics] ?? .zero
        genericBackTitle = base.genericBackTitle
        systemItemTitles = base.systemItemTitles
        quirks = base.quirks
        itemGroups = base.itemGroups
        glass = base.glass
    }

    /// The text a text system item shows: the profile's title for it, else UIKit's English one; `nil` for an image item.
    func title(of item: SystemItem) -> String? { item.title(in: systemItemTitles) }

    /// The title the overflow menu lists for `item` in the profile's language (``SystemItem/menuTitle(in:)``).
    func menuTitle(of item: SystemItem) -> String { item.menuTitle(in: systemItemTitles) }

    /// L41: the space between two groups: the profile's `groupSpacing`, else the item spacing.
    var groupSpacing: Double { itemGroups?.groupSpacing ?? itemSpacing }

    /// The top of the content row: below the prompt band, if any (L11).
    var rowY: Double { height - rowHeight }

    /// The `y` that centres something `height` tall in the content row (L7).
    func centredY(_ height: Double) -> Double {
        rowY + (rowHeight - height) / 2
    }
}
