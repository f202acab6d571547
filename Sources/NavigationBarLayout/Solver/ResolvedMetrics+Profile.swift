import TextMetrics

/// The part of `ResolvedMetrics` a profile alone gives for one bar metrics, idiom, content size category and
/// layout-margin step (L7, L12, L17, L18, L50): resolved once and kept in the profile (`ProfileVerdicts`), so a
/// solve with the same profile does not look each value up again in its tables.
///
/// A class: the profile hands out the one it keeps, not a copy of its tables' values (a copy of the struct
/// cost a third of what it saved).
final class ProfileResolution: Sendable {
    /// What the values depend on besides the profile.
    struct Key: Equatable, Sendable {
        let metrics: BarMetrics
        let idiom: UserInterfaceIdiom
        let category: ContentSizeCategory
        /// L17: the layout-margin step for the bar's width, if the profile has a layout-margin rule.
        let step: LayoutMarginStep?
    }

    let key: Key
    let height: Double
    /// The height of the content row: the bar height without a prompt.
    let rowHeight: Double
    /// The text styles, sized for the category (L50), before any appearance is laid over them.
    let titleStyle: TextStyle
    let buttonStyle: TextStyle
    let doneButtonStyle: TextStyle
    let backTitleStyle: TextStyle
    let promptStyle: TextStyle
    /// The buttons, with the layout margin's edge insets (L17).
    let textButton: ButtonMetrics
    let borderedButton: ButtonMetrics
    let imageButton: ButtonMetrics
    let systemImageSize: Size
    let customViewEdgeInset: Double
    let spaceEdgeInset: Double
    let itemSpacing: Double
    let titleGap: Double
    /// The back button, before the appearance's back indicator size.
    let backButton: BackButtonMetrics
    let layoutMargin: Double?
    let genericBackTitle: String
    /// The titles replacing text system items' English titles (`MetricsProfile.systemItemTitles`).
    let systemItemTitles: [SystemItem: String]
    let quirks: ProfileQuirks
    let itemGroups: ItemGroupMetrics?

    /// Looks up every value of `profile` for `key`.
    ///
    /// - Throws: ``LayoutError/missingProfileValue(profile:field:metrics:)`` for the first value the profile
    ///   lacks, in the order of `ResolvedMetrics`'s fields.
    init(profile: borrowing MetricsProfile, key: Key) throws(LayoutError) {
        self.key = key
        let metrics = key.metrics
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
            return dynamicType?.applied(to: base, role: role, category: key.category) ?? base
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
        var spacing = try value(profile.itemSpacing, "itemSpacing")
        // L17: with a layout-margin rule, an outermost item's content starts at the margin: the margin
        // replaces the edge insets (less a button's padding, so its text or image sits on the margin), and
        // the step's item spacing replaces `itemSpacing`. The back button keeps its own edge inset.
        layoutMargin = key.step?.margin
        if let step = key.step {
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
        backButton = try value(profile.backButton, "backButton")
        genericBackTitle = profile.genericBackTitle
        systemItemTitles = profile.systemItemTitles
        quirks = profile.quirks
        itemGroups = profile.itemGroups?.overflow == .menu ? profile.itemGroups : nil
    }
}

extension MetricsProfile {
    /// The values of the profile for `key`, with no appearance over them: the ones resolved before, or resolved
    /// now and kept.
    ///
    /// Only a resolution that succeeded is kept: a profile lacking a value throws the same error on every use.
    func resolution(for key: ProfileResolution.Key) throws(LayoutError) -> ResolvedMetrics {
        if let kept = verdicts.resolution(for: key) { return kept }
        let resolution = ResolvedMetrics(
            base: try ProfileResolution(profile: self, key: key), appearance: Appearance(), barAppearance: nil)
        verdicts.keep(resolution)
        return resolution
    }
}
