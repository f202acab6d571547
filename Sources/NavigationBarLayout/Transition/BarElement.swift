import JSONFormat
import TextMetrics

/// One thing drawn on a bar — the prompt, a part of the back button, an item or the title — with its frame.
///
/// `BarGeometry.elements` lists a solved geometry this way; a transition
/// sample lists the same elements with an alpha (T1).
@available(*, deprecated, message: "use DisplayNode: BarGeometry.displayList.nodes, TransitionSample.nodes")
public struct BarElement: Hashable, Sendable {
    /// What it is.
    public var role: TransitionRole
    /// Its place in the geometry: `prompt`, `back`, `back.indicator`, `back.image`, `back.title`,
    /// `left[i]`, `right[i]`, `title` or `titleView`.
    public var key: String
    /// The bar button item's `id`, for items that have one.
    public var id: String?
    /// Its frame (for text, the text's frame).
    public var frame: Frame
    /// The text it shows: the prompt, back title, title or an item's title.
    public var text: String?
    /// Whether the text was cut to fit (or a title view shrunk).
    public var truncated: Bool
    /// The style its text is drawn with.
    public var style: TextStyle?
    /// The `y` of its text's baseline (in `frame` for the prompt, back title and title; in `textFrame` for items).
    public var baseline: Double?
    /// The colour the appearance gives its text, if any.
    public var color: Color?
    /// An item's title frame, inside `frame`.
    public var textFrame: Frame?
    /// An item's image frame, inside `frame`.
    public var image: Frame?
    /// Whether a back indicator is drawn pointing right (L13).
    public var flipped: Bool
    /// Whether it is drawn bordered.
    public var bordered: Bool
    /// An item's kind.
    public var kind: ItemKindName?
    /// An item's system item.
    public var systemItem: SystemItem?
    /// An item's style.
    public var itemStyle: BarButtonItemStyle?

    /// Creates an element.
    ///
    /// - Parameters:
    ///   - role: What it is.
    ///   - key: Its place in the geometry: `prompt`, `back`, `back.indicator`, `back.image`, `back.title`, `left[i]`, `right[i]`, `title` or `titleView`.
    ///   - id: The bar button item's `id`, for items that have one.
    ///   - frame: Its frame (for text, the text's frame).
    ///   - text: The text it shows: the prompt, back title, title or an item's title.
    ///   - truncated: Whether the text was cut to fit (or a title view shrunk).
    ///   - style: The style its text is drawn with.
    ///   - baseline: The `y` of its text's baseline (in `frame` for the prompt, back title and title; in `textFrame` for items).
    ///   - color: The colour the appearance gives its text, if any.
    ///   - textFrame: An item's title frame, inside `frame`.
    ///   - image: An item's image frame, inside `frame`.
    ///   - flipped: Whether a back indicator is drawn pointing right (L13).
    ///   - bordered: Whether it is drawn bordered.
    ///   - kind: An item's kind.
    ///   - systemItem: An item's system item.
    ///   - itemStyle: An item's style.
    public init(
        role: TransitionRole, key: String, id: String? = nil, frame: Frame, text: String? = nil,
        truncated: Bool = false,
        style: TextStyle? = nil, baseline: Double? = nil, color: Color? = nil, textFrame: Frame? = nil,
        image: Frame? = nil, flipped: Bool = false,
        bordered: Bool = false, kind: ItemKindName? = nil, systemItem: SystemItem? = nil,
        itemStyle: BarButtonItemStyle? = nil
    ) {
        self.role = role
        self.key = key
        self.id = id
        self.frame = frame
        self.text = text
        self.truncated = truncated
        self.style = style
        self.baseline = baseline
        self.color = color
        self.textFrame = textFrame
        self.image = image
        self.flipped = flipped
        self.bordered = bordered
        self.kind = kind
        self.systemItem = systemItem
        self.itemStyle = itemStyle
    }

    /// The element of `fields`.
    init(_ fields: Format1Element) {
        self.init(
            role: fields.role, key: fields.key, id: fields.id, frame: fields.frame, text: fields.text,
            truncated: fields.truncated, style: fields.style, baseline: fields.baseline, color: fields.color,
            textFrame: fields.textFrame, image: fields.image, flipped: fields.flipped, bordered: fields.bordered,
            kind: fields.kind, systemItem: fields.systemItem, itemStyle: fields.itemStyle)
    }

    /// `{"role", "key", "frame"}` and the keys that apply: `id`, `text`, `truncated`, `style`, `baseline`,
    /// `color`, `textFrame`, `image`, `flipped`, `bordered`, `kind`, `systemItem`, `itemStyle`.
    public var jsonValue: JSONValue {
        Format1Element(
            role: role, key: key, id: id, frame: frame, text: text, truncated: truncated, style: style,
            baseline: baseline, color: color, textFrame: textFrame, image: image, flipped: flipped, bordered: bordered,
            kind: kind, systemItem: systemItem, itemStyle: itemStyle
        ).jsonValue
    }
}
