import TextMetrics

/// Every profile and appearance value for one bar metrics, looked up once (L7, L12).
///
/// A class: the solver holds a reference, not a copy of some 600 bytes of styles and tables (each copy retained
/// every string in them, each destruction released them). A bar whose appearances set nothing uses the one its
/// profile keeps for its metrics, idiom, category and layout-margin step (`MetricsProfile.resolution(for:)`);
/// others get a new one, made by the same initializer.
final class ResolvedMetrics: Sendable {
    /// The profile's own values, before any appearance is laid over them.
    let base: ProfileResolution
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
    /// The titles replacing text system items' English titles (`MetricsProfile.systemItemTitles`).
    let systemItemTitles: [SystemItem: String]
    let quirks: ProfileQuirks
    /// L17: the layout margin for the bar's width, when the profile has a layout-margin rule.
    let layoutMargin: Double?
    /// L40: the profile's item-group values, when it has an overflow menu.
    let itemGroups: ItemGroupMetrics?

    /// Looks up every value of `profile` and `appearance` for `metrics`, on a bar `width` wide on `idiom`
    /// (L17, L18; by the horizontal `sizeClass` when given, L62), with text sized for `category` (L50) and the iOS 13 appearance `barAppearance` over them (L33).
    ///
    /// The profile's part is resolved once per metrics, idiom, category and layout-margin step and kept in the
    /// profile with no appearance over it; when neither appearance sets anything, that is the answer, and
    /// otherwise the appearances are laid over its `base` in a new instance.
    ///
    /// The profile and the appearances are borrowed: without `borrowing` every solve copied the whole profile
    /// and appearance (a retain for each table).
    static func resolve(
        profile: borrowing MetricsProfile, appearance: borrowing Appearance, metrics: BarMetrics, width: Double = 0,
        idiom: UserInterfaceIdiom = .phone, barAppearance: borrowing BarAppearance? = nil,
        category: ContentSizeCategory = .large, sizeClass: UserInterfaceSizeClass? = nil
    ) throws(LayoutError) -> ResolvedMetrics {
        let plain = try profile.resolution(
            for: ProfileResolution.Key(
                metrics: metrics, idiom: idiom, category: category,
                step: profile.layoutMarginStep(width: width, idiom: idiom, sizeClass: sizeClass)))
        if barAppearance == nil, appearance.isEmpty { return plain }
        return ResolvedMetrics(base: plain.base, appearance: appearance, barAppearance: barAppearance)
    }

    /// The values of `base` with `appearance` and the iOS 13 appearance `barAppearance` laid over them (L33); with
    /// an empty appearance and no `barAppearance`, the profile's values as they are.
    init(base: ProfileResolution, appearance: borrowing Appearance, barAppearance: borrowing BarAppearance?) {
        let metrics = base.key.metrics
        self.base = base
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
    }

    /// The text a text system item shows: the profile's title for it, else UIKit's English one; `nil` for an image item.
    func title(of item: SystemItem) -> String? {
        guard let english = item.title else { return nil }
        return systemItemTitles.isEmpty ? english : systemItemTitles[item] ?? english
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
