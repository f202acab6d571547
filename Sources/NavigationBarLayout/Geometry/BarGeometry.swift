/// Where everything on a bar goes: the output of the solver.
///
/// Its JSON form is the geometry format of `docs/FORMATS.md`.
public struct BarGeometry: Hashable, Sendable {
    /// The version of the geometry format.
    public static let schemaVersion = 1

    /// The bar itself.
    public var bar: BarInfo
    /// The prompt, when the top item has one.
    public var prompt: PromptGeometry?
    /// The back button, when one is shown (L2).
    public var backButton: BackButtonGeometry?
    /// The left items in array order, displayed or not.
    public var leftItems: [ItemGeometry]
    /// The right items in array order (the first is outermost), displayed or not.
    public var rightItems: [ItemGeometry]
    /// The title or title view, when the top item has one.
    public var title: TitleGeometry?

    /// Creates geometry.
    public init(
        bar: BarInfo, prompt: PromptGeometry? = nil, backButton: BackButtonGeometry? = nil,
        leftItems: [ItemGeometry] = [], rightItems: [ItemGeometry] = [], title: TitleGeometry? = nil
    ) {
        self.bar = bar
        self.prompt = prompt
        self.backButton = backButton
        self.leftItems = leftItems
        self.rightItems = rightItems
        self.title = title
    }
}

/// The bar: its size and the settings the layout used.
public struct BarInfo: Hashable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points, for the metrics used.
    public var height: Double
    /// The metrics actually used (a prompt selects the prompt variant).
    public var metrics: BarMetrics
    /// The layout direction.
    public var layoutDirection: LayoutDirection
    /// Pixels per point.
    public var scale: Double
    /// The profile's name.
    public var profile: String
    /// The frame of the content row (the bar less the prompt band).
    public var contentFrame: Frame

    /// Creates bar info.
    public init(
        width: Double, height: Double, metrics: BarMetrics, layoutDirection: LayoutDirection, scale: Double,
        profile: String, contentFrame: Frame
    ) {
        self.width = width
        self.height = height
        self.metrics = metrics
        self.layoutDirection = layoutDirection
        self.scale = scale
        self.profile = profile
        self.contentFrame = contentFrame
    }
}

/// A line of text placed on the bar.
public struct TextGeometry: Hashable, Sendable {
    /// The text shown (cut with an ellipsis when `truncated`).
    public var text: String
    /// Whether the text was cut to fit.
    public var truncated: Bool
    /// Its frame: the advance width by the line height.
    public var frame: Frame

    /// Creates text geometry.
    public init(text: String, truncated: Bool = false, frame: Frame) {
        self.text = text
        self.truncated = truncated
        self.frame = frame
    }
}

/// The prompt above the content row (L11).
public typealias PromptGeometry = TextGeometry

/// Which form of its title the back button shows (L4).
public enum BackTitleForm: String, Codable, Sendable, CaseIterable, Hashable {
    /// The back item's own title (or its back bar button item's title).
    case full
    /// The profile's generic back title ("Back").
    case generic
    /// No title: the indicator only.
    case none
}

/// Where the back button's content came from (L3).
public enum BackButtonSource: String, Codable, Sendable, CaseIterable, Hashable {
    /// The back item's `backBarButtonItem`.
    case backBarButtonItem
    /// The back item's title.
    case backItemTitle
    /// The profile's generic back title, the back item having no title.
    case genericTitle
}

/// The back indicator (chevron).
public struct IndicatorGeometry: Hashable, Sendable {
    /// Its frame.
    public var frame: Frame
    /// Whether it is drawn mirrored, pointing right (L13).
    public var flipped: Bool

    /// Creates indicator geometry.
    public init(frame: Frame, flipped: Bool) {
        self.frame = frame
        self.flipped = flipped
    }
}

/// The back button (L2–L4).
public struct BackButtonGeometry: Hashable, Sendable {
    /// The whole button.
    public var frame: Frame
    /// The indicator.
    public var indicator: IndicatorGeometry
    /// The form of the title shown.
    public var form: BackTitleForm
    /// The title, unless `form` is `none`.
    public var title: TextGeometry?
    /// The image of a back bar button item with an image.
    public var image: Frame?
    /// Where the content came from.
    public var source: BackButtonSource
    /// Whether the button is drawn bordered (iOS 5–6).
    public var bordered: Bool

    /// Creates back button geometry.
    public init(
        frame: Frame, indicator: IndicatorGeometry, form: BackTitleForm, title: TextGeometry?, image: Frame? = nil,
        source: BackButtonSource, bordered: Bool = false
    ) {
        self.frame = frame
        self.indicator = indicator
        self.form = form
        self.title = title
        self.image = image
        self.source = source
        self.bordered = bordered
    }
}

/// Why an item is not displayed (L8).
public enum HiddenReason: String, Codable, Sendable, CaseIterable, Hashable {
    /// It would overlap the span reserved for the title view.
    case overlapsTitleView
    /// It would overlap the items placed on the other side.
    case overlapsOppositeItems
    /// It would leave the bar.
    case outsideBar
    /// An item before it in the order of importance was not displayed.
    case lowerPriority
}

/// What kind of thing a bar button item is, in the geometry.
public enum ItemKindName: String, Codable, Sendable, CaseIterable, Hashable {
    case text, image, customView, fixedSpace, flexibleSpace
}

/// A left or right bar button item (L5–L8, L10).
public struct ItemGeometry: Hashable, Sendable {
    /// The item's `id`, if it has one.
    public var id: String?
    /// What the item is.
    public var kind: ItemKindName
    /// The item's style, for text items.
    public var style: BarButtonItemStyle?
    /// The system item, if it is one.
    public var systemItem: SystemItem?
    /// Whether the item is displayed.
    public var displayed: Bool
    /// Why not, when it is not.
    public var hiddenReason: HiddenReason?
    /// Its frame, when displayed.
    public var frame: Frame?
    /// Its title, for a displayed text item.
    public var title: TextGeometry?
    /// Its image, for a displayed image item.
    public var image: Frame?
    /// Whether it is drawn bordered.
    public var bordered: Bool

    /// Creates item geometry.
    public init(
        id: String?, kind: ItemKindName, style: BarButtonItemStyle? = nil, systemItem: SystemItem? = nil,
        displayed: Bool, hiddenReason: HiddenReason? = nil, frame: Frame? = nil, title: TextGeometry? = nil,
        image: Frame? = nil, bordered: Bool = false
    ) {
        self.id = id
        self.kind = kind
        self.style = style
        self.systemItem = systemItem
        self.displayed = displayed
        self.hiddenReason = hiddenReason
        self.frame = frame
        self.title = title
        self.image = image
        self.bordered = bordered
    }
}

/// Whether the centre shows text or a custom view.
public enum TitleKind: String, Codable, Sendable, CaseIterable, Hashable {
    case text, view
}

/// The title or title view (L9).
public struct TitleGeometry: Hashable, Sendable {
    /// Text or view.
    public var kind: TitleKind
    /// The text shown, for a text title.
    public var text: String?
    /// Whether the text was cut, or the view shrunk.
    public var truncated: Bool
    /// Whether it is displayed.
    public var displayed: Bool
    /// Its frame, when displayed.
    public var frame: Frame?

    /// Creates title geometry.
    public init(kind: TitleKind, text: String?, truncated: Bool, displayed: Bool, frame: Frame?) {
        self.kind = kind
        self.text = text
        self.truncated = truncated
        self.displayed = displayed
        self.frame = frame
    }
}
