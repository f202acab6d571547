import TextMetrics

/// Every profile and appearance value for one bar metrics, looked up once (L7, L12).
struct ResolvedMetrics {
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
    let titleGap: Double
    let backButton: BackButtonMetrics
    let titleVerticalAdjustment: Double
    /// L33: how far the iOS 13 appearance's `titlePositionAdjustment` moves the title toward the trailing edge.
    let titleHorizontalAdjustment: Double
    let backTitleAdjustment: Offset
    let backBackgroundInsets: EdgeInsets
    let genericBackTitle: String
    let quirks: ProfileQuirks
    /// L17: the layout margin for the bar's width, when the profile has a layout-margin rule.
    let layoutMargin: Double?
    /// L40: the profile's item-group values, when it has an overflow menu.
    let itemGroups: ItemGroupMetrics?

    /// Looks up every value of `profile` and `appearance` for `metrics`, on a bar `width` wide on `idiom`
    /// (L17, L18), with text sized for `category` (L50) and the iOS 13 appearance `barAppearance` over them (L33).
    ///
    /// The profile and the appearances are borrowed: an initializer takes its arguments as its own, so
    /// without `borrowing` every solve copied the whole profile and appearance (a retain for each table).
    init(
        profile: borrowing MetricsProfile, appearance: borrowing Appearance, metrics: BarMetrics, width: Double = 0,
        idiom: UserInterfaceIdiom = .phone, barAppearance: borrowing BarAppearance? = nil,
        category: ContentSizeCategory = .large
    ) throws(LayoutError) {
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
        func style(_ field: PerMetrics<TextStyle>, _ name: String, _ role: DynamicTypeRole) throws(LayoutError)
            -> TextStyle
        {
            let base = try value(field, name)
            return dynamicType?.applied(to: base, role: role, category: category) ?? base
        }
        self.metrics = metrics
        // L18: the idiom's own heights, when the profile gives them.
        let heights = profile.height(for: idiom)
        height = try value(heights, "height")
        rowHeight = try value(heights, "height", for: metrics.withoutPrompt)
        let baseTitle = try style(profile.titleStyle, "titleStyle", .title)
        // Looked up once: each lookup copies the attributes (a string and a colour) out of their table.
        let legacyAttributes = appearance.titleTextAttributes[metrics]
        let legacyTitle = legacyAttributes?.applied(to: baseTitle) ?? baseTitle
        // L33: the iOS 13 appearance's text attributes over the profile's (and the iOS 5–7 appearance's) styles.
        let modern = copy barAppearance ?? BarAppearance()
        titleStyle = modern.titleTextAttributes.applied(to: legacyTitle)
        titleColor = modern.titleTextAttributes.color ?? legacyAttributes?.color
        buttonStyle = modern.buttonAppearance.titleTextAttributes.applied(
            to: try style(profile.buttonStyle, "buttonStyle", .button))
        doneButtonStyle = modern.doneButtonAppearance.titleTextAttributes.applied(
            to: try style(profile.doneButtonStyle, "doneButtonStyle", .doneButton))
        backTitleStyle = modern.backButtonAppearance.titleTextAttributes.applied(
            to: try style(profile.backTitleStyle, "backTitleStyle", .backTitle))
        buttonColor = modern.buttonAppearance.titleTextAttributes.color
        doneButtonColor = modern.doneButtonAppearance.titleTextAttributes.color
        backTitleColor = modern.backButtonAppearance.titleTextAttributes.color
        largeTitleAttributes = modern.largeTitleTextAttributes
        buttonTitleAdjustment = modern.buttonAppearance.titlePositionAdjustment
        doneButtonTitleAdjustment = modern.doneButtonAppearance.titlePositionAdjustment
        promptStyle = try style(profile.promptStyle, "promptStyle", .prompt)
        var text = try value(profile.textButton, "textButton")
        var bordered = try value(profile.borderedButton, "borderedButton")
        var image = try value(profile.imageButton, "imageButton")
        systemImageSize = try value(profile.systemImageSize, "systemImageSize")
        var customInset = try value(profile.customViewEdgeInset, "customViewEdgeInset")
        var spaceInset = try value(profile.spaceEdgeInset, "spaceEdgeInset")
        var spacing = try value(profile.itemSpacing, "itemSpacing")
        // L17: with a layout-margin rule, an outermost item's content starts at the margin: the margin
        // replaces the edge insets (less a button's padding, so its text or image sits on the margin), and
        // the step's item spacing replaces `itemSpacing`. The back button keeps its own edge inset.
        let step = profile.layoutMargins(for: idiom)?.step(forWidth: width)
        layoutMargin = step?.margin
        if let step {
            text.edgeInset = max(0, step.margin - text.paddingLeading)
            bordered.edgeInset = max(0, step.margin - bordered.paddingLeading)
            image.edgeInset = max(0, step.margin - image.paddingLeading)
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
        titleGap = try value(profile.titleGap, "titleGap")
        var back = try value(profile.backButton, "backButton")
        if let size = appearance.backIndicatorSize[metrics] { back.indicator = size }
        backButton = back
        // L33: the iOS 13 adjustments add to the iOS 5–7 ones (only one of the two is set in practice).
        titleVerticalAdjustment =
            (appearance.titleVerticalPositionAdjustment[metrics] ?? 0) + modern.titlePositionAdjustment.vertical
        titleHorizontalAdjustment = modern.titlePositionAdjustment.horizontal
        backTitleAdjustment =
            (appearance.backButtonTitlePositionAdjustment[metrics] ?? .zero)
            + modern.backButtonAppearance.titlePositionAdjustment
        backBackgroundInsets = appearance.backButtonBackgroundInsets[metrics] ?? .zero
        genericBackTitle = profile.genericBackTitle
        quirks = profile.quirks
        itemGroups = profile.itemGroups?.overflow == .menu ? profile.itemGroups : nil
    }

    /// L41: the space between two groups: the profile's `groupSpacing`, else the item spacing.
    var groupSpacing: Double { itemGroups?.groupSpacing ?? itemSpacing }

    /// The top of the content row: below the prompt band, if any (L11).
    var rowY: Double { height - rowHeight }

    /// The `y` that centres something `height` tall in the content row (L7).
    func centredY(_ height: Double) -> Double {
        rowY + (rowHeight - height) / 2
    }
}
