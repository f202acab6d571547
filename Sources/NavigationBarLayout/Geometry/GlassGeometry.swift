import TextMetrics

/// What a glass profile adds to a bar (L64–L69, L78): capsules, subtitles and badges, in the bar's final frames.
///
/// Written in geometry format 2 only, as display-list nodes (`capsule`, `subtitle`, `largeSubtitle`, `badge`);
/// format 1 leaves it out with a note on standard error.
public struct GlassGeometry: Hashable, Sendable {
    /// The shared backgrounds, each with the items it holds (L64), and the back button's circle (L65).
    public var capsules: [CapsuleGeometry] = []
    /// The line below the title (L66).
    public var subtitle: TextGeometry?
    /// The line below the large title (L66), with the clip and opacity of the large title's row.
    public var largeSubtitle: TextGeometry?
    /// The frame the large subtitle is clipped to, when there is one.
    public var largeSubtitleClip: Frame?
    /// The large subtitle's opacity.
    public var largeSubtitleAlpha: Double = 1
    /// The items' badges (L68).
    public var badges: [BadgeGeometry] = []
    /// The colours the glass is drawn in, resolved for the bar's style.
    public var colors: ResolvedGlassColors

    /// Whether it adds nothing to the bar.
    public var isEmpty: Bool { capsules.isEmpty && subtitle == nil && largeSubtitle == nil && badges.isEmpty }
}

/// One glass capsule: its frame and the node keys of the items it holds (L64).
public struct CapsuleGeometry: Hashable, Sendable {
    /// The capsule's node key (`capsule.left#0`, `capsule.back`).
    public var key: NodeKey
    /// Its frame, the union of its items' frames.
    public var frame: Frame
    /// Its corner radius.
    public var cornerRadius: Double
    /// The node keys of the items it holds, in the order drawn.
    public var items: [String]
    /// Whether it holds a `prominent` item, drawn on the tint (L67).
    public var prominent: Bool
}

/// A badge on an item (L68).
public struct BadgeGeometry: Hashable, Sendable {
    /// The badge's node key (`badge.right.compose`).
    public var key: NodeKey
    /// The node key of the item it is on.
    public var item: String
    /// Its frame.
    public var frame: Frame
    /// Its text, `nil` for an indicator.
    public var text: TextGeometry?
}

/// The glass colours for one style (L35).
public struct ResolvedGlassColors: Hashable, Sendable {
    /// The capsule's fill.
    public var fill: Color
    /// The top-edge highlight.
    public var highlight: Color
    /// The shadow.
    public var shadow: Color
    /// A prominent capsule's fill: the tint.
    public var prominentFill: Color
    /// A prominent item's content.
    public var prominentContent: Color
    /// A badge's fill.
    public var badgeFill: Color
    /// A badge's text.
    public var badgeText: Color
    /// The subtitles' colour (`secondaryLabel`).
    public var subtitle: Color
    /// The shadow's blur radius, in points.
    public var shadowRadius: Double
}

extension ResolvedGlassColors {
    /// The profile's glass colours for `style`; the prominent fill is the bar's tint and the subtitles are in its
    /// `secondaryLabel` (the profile's defaults when the bar has no colours).
    init(_ glass: GlassMetrics, style: UserInterfaceStyle, colors: BarColors?) {
        let c = glass.colors
        fill = c.fill[style]
        highlight = c.highlight[style]
        shadow = c.shadow[style]
        prominentFill = colors?.tint ?? Color(red: 0, green: 0.4784, blue: 1)
        prominentContent = c.prominentContent[style]
        badgeFill = c.badgeFill[style]
        badgeText = c.badgeText[style]
        subtitle = colors?.secondaryLabel ?? Color(red: 0.2353, green: 0.2353, blue: 0.2627, alpha: 0.6)
        shadowRadius = glass.shadowRadius
    }
}

/// A glass geometry behind one reference (``BarGeometry/glass``).
final class GlassGeometryBox: Hashable, Sendable {
    /// The geometry.
    let value: GlassGeometry

    /// A box of `value`.
    init(_ value: GlassGeometry) { self.value = value }

    static func == (lhs: GlassGeometryBox, rhs: GlassGeometryBox) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
