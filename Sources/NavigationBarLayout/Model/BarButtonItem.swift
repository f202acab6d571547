/// A button on the bar (`UIBarButtonItem`): text, a system item, an image,
/// a custom view, or a fixed or flexible space.
///
/// What the item shows is its `content`, one of these at a time. The
/// `title` is UIKit's `title` property: the text of a text item, and the
/// back button's title when the item is a back bar button item (beside its
/// image, if any).
public struct BarButtonItem: Sendable, Hashable {
    /// What an item shows.
    public enum Content: Hashable, Sendable {
        /// The item's `title` (an empty title when it has none), in its `style`.
        case text
        /// A system item: text or an image of the profile's size.
        case system(SystemItem)
        /// An image of the given size.
        case image(Size)
        /// A custom view of the given size.
        case customView(Size)
        /// A fixed space of the given width.
        case fixedSpace(Double)
        /// A flexible space.
        case flexibleSpace

        /// Whether the content is a fixed or flexible space.
        public var isSpace: Bool {
            switch self {
            case .fixedSpace, .flexibleSpace: true
            default: false
            }
        }
    }

    /// A stable name for the item, copied into the geometry so that tools can find it.
    public var id: String?
    /// The text of a text item, and the back title of a back bar button item.
    public var title: String?
    /// The style of a text item; system items `done` and `save` imply `done`.
    public var style: BarButtonItemStyle
    /// What the item shows.
    public var content: Content
    /// Offsets the item's title inside its frame (`titlePositionAdjustment`).
    public var titlePositionAdjustment: Offset
    /// The iOS 26 and 27 properties: shared background, badge, visibility priority, padding (L64, L67–L69, L78).
    public var glass: GlassItemOptions {
        get { glassBox?.options ?? GlassItemOptions() }
        set { glassBox = .boxing(newValue) }
    }
    /// Where `glass` is kept: `nil` for the defaults.
    private(set) var glassBox: GlassItemBox?
    /// The identity shared by every copy of this item.
    public let identity: Identity

    /// Creates an item showing `content`.
    ///
    /// - Parameters:
    ///   - id: A stable name for the item, copied into the geometry so that tools can find it.
    ///   - title: The text of a text item, and the back title of a back bar button item.
    ///   - style: The style of a text item; system items `done` and `save` imply `done`.
    ///   - content: What the item shows.
    ///   - titlePositionAdjustment: Offsets the item's title inside its frame.
    public init(
        id: String? = nil, title: String? = nil, style: BarButtonItemStyle = .plain, content: Content = .text,
        titlePositionAdjustment: Offset = .zero
    ) {
        self.id = id
        self.title = title
        self.style = style
        self.content = content
        self.titlePositionAdjustment = titlePositionAdjustment
        self.identity = Identity()
    }

    /// A text item.
    ///
    /// - Parameters:
    ///   - title: The text shown.
    ///   - style: The style: plain, bordered or done.
    ///   - id: An identifier carried into the geometry.
    /// - Returns: The item.
    public static func text(_ title: String, style: BarButtonItemStyle = .plain, id: String? = nil) -> BarButtonItem {
        BarButtonItem(id: id, title: title, style: style)
    }

    /// A system item.
    ///
    /// - Parameters:
    ///   - item: The system item.
    ///   - id: An identifier carried into the geometry.
    /// - Returns: The item, in the style UIKit gives it (``SystemItem/impliedStyle``).
    public static func system(_ item: SystemItem, id: String? = nil) -> BarButtonItem {
        BarButtonItem(id: id, content: .system(item))
    }

    /// An image item showing an image of `size`.
    ///
    /// - Parameters:
    ///   - size: The size of the image, in points.
    ///   - title: A title, used when the item is a back bar button item.
    ///   - id: An identifier carried into the geometry.
    /// - Returns: The item.
    public static func image(_ size: Size, title: String? = nil, id: String? = nil) -> BarButtonItem {
        BarButtonItem(id: id, title: title, content: .image(size))
    }

    /// A custom view of `size`.
    ///
    /// - Parameters:
    ///   - size: The size of the view, in points.
    ///   - id: An identifier carried into the geometry.
    /// - Returns: The item.
    public static func customView(_ size: Size, id: String? = nil) -> BarButtonItem {
        BarButtonItem(id: id, content: .customView(size))
    }

    /// A fixed space of `width` points.
    ///
    /// - Parameters:
    ///   - width: The width of the space, in points.
    ///   - id: An identifier carried into the geometry.
    /// - Returns: The item.
    public static func fixed(_ width: Double, id: String? = nil) -> BarButtonItem {
        BarButtonItem(id: id, content: .fixedSpace(width))
    }

    /// A flexible space.
    ///
    /// - Parameter id: An identifier carried into the geometry.
    /// - Returns: The item.
    public static func flexible(id: String? = nil) -> BarButtonItem {
        BarButtonItem(id: id, content: .flexibleSpace)
    }

    /// The system item, when the item is one.
    public var systemItem: SystemItem? {
        if case .system(let item) = content { return item }
        return nil
    }

    /// The image size, when the item is an image item.
    public var image: Size? {
        if case .image(let size) = content { return size }
        return nil
    }

    /// Whether `other` is this item or a copy of it (the same object, in UIKit's terms).
    ///
    /// - Parameter other: The item to compare with.
    /// - Returns: `true` when both come from the same item, even if one was changed since.
    public func isSame(as other: BarButtonItem) -> Bool {
        identity == other.identity
    }

    /// Compares content, not identity.
    ///
    /// - Parameters:
    ///   - lhs: An item.
    ///   - rhs: Another item.
    /// - Returns: `true` when the two items show the same thing the same way.
    public static func == (lhs: BarButtonItem, rhs: BarButtonItem) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.style == rhs.style && lhs.content == rhs.content
            && lhs.titlePositionAdjustment == rhs.titlePositionAdjustment && lhs.glassBox == rhs.glassBox
    }

    /// Hashes content, not identity.
    ///
    /// - Parameter hasher: The hasher to feed the content to.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(title)
        hasher.combine(style)
        hasher.combine(content)
        hasher.combine(titlePositionAdjustment)
    }
}
