import TextMetrics

/// What a node draws, apart from where: its text, item, indicator, symbol or fill.
public enum NodeContent: Hashable, Sendable {
    /// The bar's background: the appearance's background (L32), or `nil` for the bar style's own (the palette's).
    case background(BarBackground?)
    /// The hairline: the appearance's shadow colour (L32) in its background, or `nil` for the bar style's own.
    case shadow(BarBackground?)
    /// A line of text (prompt, back title, title, large title): what it shows, whether it was cut, its style and
    /// the colour the appearance gives it (`nil`: the palette's).
    case text(NodeText)
    /// The back indicator; `flipped` when it points right (L13).
    case indicator(flipped: Bool)
    /// The back button's frame, drawn when `bordered` (iOS 5–6).
    case backButton(bordered: Bool)
    /// The image of a back bar button item.
    case backImage
    /// A bar button item (or a group's representative item).
    case item(NodeItem)
    /// The overflow button, showing the system image `symbol` in the node's `imageFrame` (L46).
    case symbol(String)
    /// A title view: a placeholder box; `truncated` when it was shrunk to fit (L9).
    case titleView(truncated: Bool)
    /// A glass capsule (L64, L65): its corner radius, the keys of the items it holds, whether it is prominent
    /// (drawn on the tint, L67), and its highlight, shadow colour and shadow radius.
    indirect case capsule(NodeCapsule)
    /// A badge (L68): its text, `nil` for an indicator, drawn in `textColor`.
    indirect case badge(text: NodeText?, textColor: Color)
    /// A filled rounded rectangle: the search field or the scope bar's track (L72, L74).
    case roundedRect(cornerRadius: Double)
    /// The search field's magnifier glyph (L72).
    case magnifier
    /// A scope bar segment: its title, and whether it is the selected one (L74).
    case scopeSegment(NodeText, selected: Bool)
}

/// The content of a capsule node.
public struct NodeCapsule: Hashable, Sendable {
    /// The corner radius.
    public var cornerRadius: Double
    /// The node keys of the items it holds.
    public var items: [String]
    /// Whether it is filled with the tint (a `prominent` item, L67).
    public var prominent: Bool
    /// The light line along its top edge.
    public var highlight: Color
    /// Its shadow's colour.
    public var shadow: Color
    /// Its shadow's blur radius, in points.
    public var shadowRadius: Double
}

/// The content of a text node.
public struct NodeText: Hashable, Sendable {
    /// The text shown (cut with an ellipsis when `truncated`).
    public var text: String
    /// Whether the text was cut to fit (or a title view shrunk).
    public var truncated: Bool
    /// The style it is drawn in.
    public var style: TextStyle?
    /// The colour the appearance gives it, or `nil` for the palette's.
    public var color: Color?
    /// The fonts that measured it, when the geometry's were attached (``BarGeometry/attachingFonts(measurer:)``).
    public var fonts: TextFonts?

    /// Creates text content.
    ///
    /// - Parameters:
    ///   - text: The text shown.
    ///   - truncated: Whether it was cut to fit.
    ///   - style: The style it is drawn in.
    ///   - color: The colour the appearance gives it, or `nil` for the palette's.
    public init(text: String, truncated: Bool = false, style: TextStyle?, color: Color? = nil) {
        self.text = text
        self.truncated = truncated
        self.style = style
        self.color = color
    }
}

/// The content of an item node: what the bar button item is and how it is drawn.
public struct NodeItem: Hashable, Sendable {
    /// What the item is.
    public var kind: ItemKindName
    /// Its title, for a text item (its frame is the node's `textFrame`).
    public var title: NodeText?
    /// The system item, if it is one.
    public var systemItem: SystemItem?
    /// The item's style, for text items.
    public var style: BarButtonItemStyle?
    /// Whether it is drawn bordered.
    public var bordered: Bool

    /// Creates item content.
    ///
    /// - Parameters:
    ///   - kind: What the item is.
    ///   - title: Its title, for a text item.
    ///   - systemItem: The system item, if it is one.
    ///   - style: The item's style, for text items.
    ///   - bordered: Whether it is drawn bordered.
    public init(
        kind: ItemKindName, title: NodeText? = nil, systemItem: SystemItem? = nil, style: BarButtonItemStyle? = nil,
        bordered: Bool = false
    ) {
        self.kind = kind
        self.title = title
        self.systemItem = systemItem
        self.style = style
        self.bordered = bordered
    }
}

/// One thing drawn on a bar: its key, frames, clip, opacity and content.
///
/// A display list is an ordered list of nodes (``DisplayList``); the
/// renderer paints it and nothing else, and a transition pairs the nodes of
/// its two ends by key.
public struct DisplayNode: Hashable, Sendable {
    /// Its name, the same in every layout of the bar.
    public var key: NodeKey
    /// Its frame, in points in bar coordinates (a text's frame for text nodes).
    public var frame: Frame
    /// An item's title frame, inside `frame`.
    public var textFrame: Frame?
    /// An item's image frame, or the overflow button's symbol, inside `frame`.
    public var imageFrame: Frame?
    /// The `y` of its text's baseline: in `frame` for text nodes, in `textFrame` for items.
    public var baseline: Double?
    /// The frame it is clipped to (the large-title row), or `nil` when it is not clipped.
    public var clip: Frame?
    /// Its opacity, from 0 to 1; a node at 0 is listed but draws nothing.
    public var alpha: Double
    /// What it draws.
    public var content: NodeContent
    /// The colour it is drawn in, resolved from the bar's colours (``BarColors/color(of:kind:)``, L35), or `nil`
    /// when it draws nothing in a colour of its own (a transparent background, a placeholder, a space).
    public var color: Color?

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - key: Its name.
    ///   - frame: Its frame.
    ///   - textFrame: An item's title frame.
    ///   - imageFrame: An item's image frame, or the overflow button's symbol.
    ///   - baseline: The `y` of its text's baseline.
    ///   - clip: The frame it is clipped to.
    ///   - alpha: Its opacity.
    ///   - content: What it draws.
    ///   - color: The colour it is drawn in, or `nil`.
    public init(
        key: NodeKey, frame: Frame, textFrame: Frame? = nil, imageFrame: Frame? = nil, baseline: Double? = nil,
        clip: Frame? = nil, alpha: Double = 1, content: NodeContent, color: Color? = nil
    ) {
        self.key = key
        self.frame = frame
        self.textFrame = textFrame
        self.imageFrame = imageFrame
        self.baseline = baseline
        self.clip = clip
        self.alpha = alpha
        self.content = content
        self.color = color
    }

    /// What it is.
    public var kind: NodeKind { key.kind }

    /// Its text content: a text node's, or an item's title.
    public var text: NodeText? {
        switch content {
        case .text(let text): text
        case .item(let item): item.title
        default: nil
        }
    }

    /// Whether `frame` is a text's frame, which rounds outward (L15.1).
    var frameIsText: Bool {
        if case .text = content { return true }
        return false
    }
}

/// What a bar draws, in drawing order: the solver's one output, which the renderer, transitions and snapshots read.
public struct DisplayList: Hashable, Sendable {
    /// The bar: its size, direction, scale and look.
    public var bar: BarInfo
    /// The nodes, in drawing order: background, shadow, prompt, back button parts, left and right items, title or
    /// title view, centre items and representatives group by group, overflow button, large title.
    public var nodes: [DisplayNode]

    /// Creates a display list.
    ///
    /// - Parameters:
    ///   - bar: The bar.
    ///   - nodes: The nodes, in drawing order.
    public init(bar: BarInfo, nodes: [DisplayNode]) {
        self.bar = bar
        self.nodes = nodes
    }

    /// The node named `key`, if the list has one.
    ///
    /// - Parameter key: The node's key.
    public subscript(key: NodeKey) -> DisplayNode? {
        nodes.first { $0.key == key }
    }
}
