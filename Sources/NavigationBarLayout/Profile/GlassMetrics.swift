import TextMetrics

/// The iOS 26 "Liquid Glass" values of a profile (`glass`): glass controls, subtitles, badges and the scene keys
/// the profile follows (L64–L69, L78).
///
/// A profile without them (`ios6`, `ios7`, `ios17`) lays items out bare and ignores the iOS 26 and 27 scene keys
/// with a note on standard error.
public struct GlassMetrics: Hashable, Sendable {
    /// The corner radius of a capsule (a shared background) and of the back button's circle.
    public var cornerRadius: Double
    /// Whether the back button shows the previous item's title when there is room (`false`: the chevron alone in a
    /// circle, L65), for a back item whose `backButtonDisplayMode` is `default`.
    public var showsBackTitle: Bool
    /// The least width of a custom-view item (L64).
    public var customViewMinimumWidth: Double
    /// The inline subtitle's text style (L66).
    public var subtitleStyle: TextStyle
    /// The large subtitle's text style (L66).
    public var largeSubtitleStyle: TextStyle
    /// The height a large subtitle adds below the large-title row (L66).
    public var largeSubtitleRowHeight: Double
    /// The badge's sizes (L68).
    public var badge: BadgeMetrics
    /// The glass colours, light and dark.
    public var colors: GlassColors
    /// The blur radius of a capsule's shadow, in points (drawing only).
    public var shadowRadius: Double
    /// The scene keys of iOS 26 and later the profile follows (`subtitle`, `visibilityPriority`, …); a scene key
    /// not listed is ignored with a note.
    public var sceneKeys: Set<String>

    /// Creates glass metrics.
    ///
    /// - Parameters:
    ///   - cornerRadius: The corner radius of a capsule and of the back button's circle.
    ///   - showsBackTitle: Whether the back button shows a title by default.
    ///   - customViewMinimumWidth: The least width of a custom-view item.
    ///   - subtitleStyle: The inline subtitle's text style.
    ///   - largeSubtitleStyle: The large subtitle's text style.
    ///   - largeSubtitleRowHeight: The height a large subtitle adds below the large-title row.
    ///   - badge: The badge's sizes.
    ///   - colors: The glass colours.
    ///   - shadowRadius: The blur radius of a capsule's shadow.
    ///   - sceneKeys: The iOS 26 and later scene keys the profile follows.
    public init(
        cornerRadius: Double, showsBackTitle: Bool, customViewMinimumWidth: Double, subtitleStyle: TextStyle,
        largeSubtitleStyle: TextStyle, largeSubtitleRowHeight: Double, badge: BadgeMetrics, colors: GlassColors,
        shadowRadius: Double, sceneKeys: Set<String>
    ) {
        self.cornerRadius = cornerRadius
        self.showsBackTitle = showsBackTitle
        self.customViewMinimumWidth = customViewMinimumWidth
        self.subtitleStyle = subtitleStyle
        self.largeSubtitleStyle = largeSubtitleStyle
        self.largeSubtitleRowHeight = largeSubtitleRowHeight
        self.badge = badge
        self.colors = colors
        self.shadowRadius = shadowRadius
        self.sceneKeys = sceneKeys
    }

    /// The scene keys a glass profile may follow, in the order documented.
    public static let knownSceneKeys = [
        "subtitle", "largeSubtitle", "prominent", "sharesBackground", "hidesSharedBackground", "badge",
        "visibilityPriority", "titleAlignment", "isPaddingRemoved", "navigationBarMinimization",
    ]
}

/// Glass metrics behind one reference (``MetricsProfile/glass``): whether a profile has glass is a null test, and a
/// profile or resolved metrics without it copy as before (the instruction budgets of `docs/PERFORMANCE.md`).
final class GlassMetricsBox: Hashable, Sendable {
    /// The metrics.
    let value: GlassMetrics

    /// A box of `value`.
    init(_ value: GlassMetrics) { self.value = value }

    static func == (lhs: GlassMetricsBox, rhs: GlassMetricsBox) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// The sizes of a bar button item's badge (L68).
public struct BadgeMetrics: Hashable, Sendable {
    /// The height of a count or string badge.
    public var height: Double
    /// The least width of a count or string badge (a one-digit count is a circle).
    public var minimumWidth: Double
    /// The room between the badge's text and its ends.
    public var padding: Double
    /// The diameter of an indicator badge (a dot without text).
    public var indicatorDiameter: Double
    /// How far the badge reaches past the item's capsule, up and toward the trailing edge.
    public var overhang: Double
    /// The badge text's style.
    public var style: TextStyle

    /// Creates badge metrics.
    ///
    /// - Parameters:
    ///   - height: The height of a count or string badge.
    ///   - minimumWidth: The least width of a count or string badge.
    ///   - padding: The room between the badge's text and its ends.
    ///   - indicatorDiameter: The diameter of an indicator badge.
    ///   - overhang: How far the badge reaches past the item's capsule, up and toward the trailing edge.
    ///   - style: The badge text's style.
    public init(
        height: Double, minimumWidth: Double, padding: Double, indicatorDiameter: Double, overhang: Double,
        style: TextStyle
    ) {
        self.height = height
        self.minimumWidth = minimumWidth
        self.padding = padding
        self.indicatorDiameter = indicatorDiameter
        self.overhang = overhang
        self.style = style
    }
}

/// The colours of glass controls, each light and dark.
public struct GlassColors: Hashable, Sendable {
    /// The capsule's translucent fill.
    public var fill: DynamicColor
    /// The light line along a capsule's top edge.
    public var highlight: DynamicColor
    /// The capsule's soft shadow.
    public var shadow: DynamicColor
    /// The text and image colour of a `prominent` item, drawn on the tint.
    public var prominentContent: DynamicColor
    /// A badge's fill.
    public var badgeFill: DynamicColor
    /// A badge's text.
    public var badgeText: DynamicColor

    /// Creates glass colours.
    ///
    /// - Parameters:
    ///   - fill: The capsule's translucent fill.
    ///   - highlight: The light line along a capsule's top edge.
    ///   - shadow: The capsule's soft shadow.
    ///   - prominentContent: The content colour of a `prominent` item.
    ///   - badgeFill: A badge's fill.
    ///   - badgeText: A badge's text.
    public init(
        fill: DynamicColor, highlight: DynamicColor, shadow: DynamicColor, prominentContent: DynamicColor,
        badgeFill: DynamicColor, badgeText: DynamicColor
    ) {
        self.fill = fill
        self.highlight = highlight
        self.shadow = shadow
        self.prominentContent = prominentContent
        self.badgeFill = badgeFill
        self.badgeText = badgeText
    }
}
