/// A button on the bar (`UIBarButtonItem`): text, a system item, an image,
/// a custom view, or a fixed or flexible space.
///
/// What the item shows is its `kind`, derived from the properties set, in
/// this order: flexible space, fixed space, custom view, system item,
/// image, title.
public struct BarButtonItem: Sendable, Hashable {
    /// A stable name for the item, copied into the geometry so that tools can find it.
    public var id: String?
    /// The text of a text item.
    public var title: String?
    /// The style of a text item; system items `done` and `save` imply `done`.
    public var style: BarButtonItemStyle
    /// A system item.
    public var systemItem: SystemItem?
    /// The size of the image of an image item.
    public var image: Size?
    /// The size of a custom view.
    public var customView: Size?
    /// The width of a fixed space.
    public var fixedSpace: Double?
    /// Whether the item is a flexible space.
    public var flexibleSpace: Bool
    /// Offsets the item's title inside its frame (`titlePositionAdjustment`).
    public var titlePositionAdjustment: Offset
    /// The identity shared by every copy of this item.
    public let identity: Identity

    /// Creates an item; give exactly the properties that describe it.
    public init(
        id: String? = nil, title: String? = nil, style: BarButtonItemStyle = .plain,
        systemItem: SystemItem? = nil, image: Size? = nil, customView: Size? = nil,
        fixedSpace: Double? = nil, flexibleSpace: Bool = false,
        titlePositionAdjustment: Offset = .zero
    ) {
        self.id = id
        self.title = title
        self.style = style
        self.systemItem = systemItem
        self.image = image
        self.customView = customView
        self.fixedSpace = fixedSpace
        self.flexibleSpace = flexibleSpace
        self.titlePositionAdjustment = titlePositionAdjustment
        self.identity = Identity()
    }

    /// A text item.
    public static func text(_ title: String, style: BarButtonItemStyle = .plain, id: String? = nil) -> BarButtonItem {
        BarButtonItem(id: id, title: title, style: style)
    }

    /// A system item.
    public static func system(_ item: SystemItem, id: String? = nil) -> BarButtonItem {
        BarButtonItem(id: id, systemItem: item)
    }

    /// A fixed space of `width` points.
    public static func fixed(_ width: Double, id: String? = nil) -> BarButtonItem {
        BarButtonItem(id: id, fixedSpace: width)
    }

    /// A flexible space.
    public static func flexible(id: String? = nil) -> BarButtonItem {
        BarButtonItem(id: id, flexibleSpace: true)
    }

    /// Whether `other` is this item or a copy of it (the same object, in UIKit's terms).
    public func isSame(as other: BarButtonItem) -> Bool {
        identity == other.identity
    }

    /// Compares content, not identity.
    public static func == (lhs: BarButtonItem, rhs: BarButtonItem) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.style == rhs.style
            && lhs.systemItem == rhs.systemItem && lhs.image == rhs.image
            && lhs.customView == rhs.customView && lhs.fixedSpace == rhs.fixedSpace
            && lhs.flexibleSpace == rhs.flexibleSpace
            && lhs.titlePositionAdjustment == rhs.titlePositionAdjustment
    }

    /// Hashes content, not identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(title)
        hasher.combine(style)
        hasher.combine(systemItem)
        hasher.combine(image)
        hasher.combine(customView)
        hasher.combine(fixedSpace)
        hasher.combine(flexibleSpace)
        hasher.combine(titlePositionAdjustment)
    }
}

/// What a bar button item shows, derived from its properties.
public enum BarButtonItemKind: Hashable, Sendable {
    /// Text in the item's style.
    case text(String, BarButtonItemStyle)
    /// An image of the given size.
    case image(Size)
    /// A custom view of the given size.
    case customView(Size)
    /// A fixed space of the given width.
    case fixedSpace(Double)
    /// A flexible space.
    case flexibleSpace

    /// Whether the kind is a fixed or flexible space.
    public var isSpace: Bool {
        switch self {
        case .fixedSpace, .flexibleSpace: true
        default: false
        }
    }
}

extension BarButtonItem {
    /// What the item shows; system image items take `imageSize`, the profile's image item size.
    public func kind(imageSize: Size) -> BarButtonItemKind {
        if flexibleSpace { return .flexibleSpace }
        if let fixedSpace { return .fixedSpace(fixedSpace) }
        if let customView { return .customView(customView) }
        if let systemItem {
            if let text = systemItem.title {
                return .text(text, style == .plain ? systemItem.impliedStyle : style)
            }
            return .image(imageSize)
        }
        if let image { return .image(image) }
        return .text(title ?? "", style)
    }
}
