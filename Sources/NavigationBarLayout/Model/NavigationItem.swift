/// What the bar shows when an item is on top, and how the item appears as
/// the back item (`UINavigationItem`, seed 000).
public struct NavigationItem: Sendable, Hashable {
    /// The title in the centre of the bar, and the default back button title.
    public var title: String?
    /// A single line of text at the top of the bar.
    public var prompt: String?
    /// Where `subtitle`, `largeSubtitle` and `titleAlignment` are kept (`NavigationItem+Glass.swift`).
    var glassBox: NavigationItemGlassBox?
    /// The back button shown when this item is the back item; a custom view on it is ignored.
    public var backBarButtonItem: BarButtonItem?
    /// The back button's title when this item is the back item, before `title` (iOS 11; L3.1).
    public var backButtonTitle: String?
    /// How the back button chooses its title when this item is the back item (iOS 14; L3.1).
    public var backButtonDisplayMode: BackButtonDisplayMode
    /// When this item shows its title as a large title (iOS 11; `inline` iOS 17; L19).
    public var largeTitleDisplayMode: LargeTitleDisplayMode
    /// Whether the back button is hidden while this item is on top.
    public var hidesBackButton: Bool
    /// The items on the leading side, from the leading edge inward; with `leadingItemGroups` set, their items.
    ///
    /// Setting it replaces the leading groups with one group of these items (`NavigationItem+Groups.swift`).
    public var leftBarButtonItems: [BarButtonItem] {
        didSet { storedLeadingGroups = nil }
    }
    /// The items on the trailing side, the first outermost; with `trailingItemGroups` set, their items.
    ///
    /// Setting it replaces the trailing groups with one group of these items.
    public var rightBarButtonItems: [BarButtonItem] {
        didSet { storedTrailingGroups = nil }
    }
    /// The leading groups when set as groups (iOS 16), `nil` when the leading side was set as items.
    var storedLeadingGroups: [BarButtonItemGroup]?
    /// The trailing groups when set as groups (iOS 16), `nil` when the trailing side was set as items.
    var storedTrailingGroups: [BarButtonItemGroup]?
    /// The groups in the centre of a `browser` or `editor` bar; in the overflow menu of a `navigator` bar (iOS 16).
    public var centerItemGroups: [BarButtonItemGroup] = []
    /// A group at the trailing edge, outside the overflow button, that never moves into the overflow menu (iOS 16).
    public var pinnedTrailingGroup: BarButtonItemGroup?
    /// Items always listed in the overflow menu, after the items that did not fit; the overflow button shows
    /// whenever there are any (iOS 16).
    public var additionalOverflowItems: [BarButtonItem] = []
    /// How the title and the centre groups are laid out (iOS 16).
    public var style: NavigationItemStyle = .navigator
    /// The identifier under which people's customisations of the bar are saved; accepted, no effect on layout.
    public var customizationIdentifier: String?
    /// The search bar integrated into the bar (iOS 11; L70), or `nil` for none.
    public var searchController: SearchController?
    /// Whether the stacked search row collapses as the content scrolls (iOS 11; L73); `true` by default.
    public var hidesSearchBarWhenScrolling = true
    /// Where the search bar goes (iOS 16; L71).
    public var preferredSearchBarPlacement: SearchBarPlacement = .automatic
    /// Whether the left items are shown in addition to the back button.
    public var leftItemsSupplementBackButton: Bool
    /// A custom view shown instead of the title.
    public var titleView: TitleView?
    /// The item's iOS 13 appearances: while it is the top item, a set slot wins over the bar's (L31).
    public var appearances: BarAppearanceSlots
    /// The last change made through an `animated:` setter, if any.
    public private(set) var lastChange: NavigationItemChange?
    /// The identity shared by every copy of this item.
    public let identity: Identity

    /// Creates an item (`initWithTitle:`).
    ///
    /// - Parameters:
    ///   - title: The title in the centre of the bar, and the default back button title.
    ///   - prompt: A single line of text at the top of the bar.
    ///   - backBarButtonItem: The back button shown when this item is the back item; a custom view on it is ignored.
    ///   - hidesBackButton: Whether the back button is hidden while this item is on top.
    ///   - leftBarButtonItems: The items on the leading side, from the leading edge inward.
    ///   - rightBarButtonItems: The items on the trailing side; the first is outermost.
    ///   - leftItemsSupplementBackButton: Whether the left items are shown in addition to the back button.
    ///   - titleView: A custom view shown instead of the title.
    ///   - backButtonTitle: The back button's title when this item is the back item, before `title` (L3.1).
    ///   - backButtonDisplayMode: How the back button chooses its title when this item is the back item (L3.1).
    ///   - appearances: The item's iOS 13 appearances, winning over the bar's while it is the top item (L31).
    ///   - largeTitleDisplayMode: When this item shows its title as a large title (L19).
    public init(
        title: String? = nil, prompt: String? = nil, backBarButtonItem: BarButtonItem? = nil,
        hidesBackButton: Bool = false, leftBarButtonItems: [BarButtonItem] = [],
        rightBarButtonItems: [BarButtonItem] = [], leftItemsSupplementBackButton: Bool = false,
        titleView: TitleView? = nil, backButtonTitle: String? = nil,
        backButtonDisplayMode: BackButtonDisplayMode = .default, appearances: BarAppearanceSlots = BarAppearanceSlots(),
        largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    ) {
        self.title = title
        self.prompt = prompt
        self.backBarButtonItem = backBarButtonItem
        self.hidesBackButton = hidesBackButton
        self.leftBarButtonItems = leftBarButtonItems
        self.rightBarButtonItems = rightBarButtonItems
        self.leftItemsSupplementBackButton = leftItemsSupplementBackButton
        self.titleView = titleView
        self.backButtonTitle = backButtonTitle
        self.backButtonDisplayMode = backButtonDisplayMode
        self.appearances = appearances
        self.largeTitleDisplayMode = largeTitleDisplayMode
        self.identity = Identity()
    }

    /// Whether `other` is this item or a copy of it.
    ///
    /// - Parameter other: The item to compare with.
    /// - Returns: `true` when both come from the same item, even if one was changed since.
    public func isSame(as other: NavigationItem) -> Bool {
        identity == other.identity
    }

    /// Compares content, not identity or the record of the last change.
    ///
    /// - Parameters:
    ///   - lhs: An item.
    ///   - rhs: Another item.
    /// - Returns: `true` when the two items have the same content.
    public static func == (lhs: NavigationItem, rhs: NavigationItem) -> Bool {
        lhs.title == rhs.title && lhs.prompt == rhs.prompt
            && lhs.backBarButtonItem == rhs.backBarButtonItem
            && lhs.hidesBackButton == rhs.hidesBackButton
            && lhs.leftBarButtonItems == rhs.leftBarButtonItems
            && lhs.rightBarButtonItems == rhs.rightBarButtonItems
            && lhs.leftItemsSupplementBackButton == rhs.leftItemsSupplementBackButton
            && lhs.titleView == rhs.titleView && lhs.backButtonTitle == rhs.backButtonTitle
            && lhs.backButtonDisplayMode == rhs.backButtonDisplayMode && lhs.appearances == rhs.appearances
            && lhs.largeTitleDisplayMode == rhs.largeTitleDisplayMode
            && lhs.storedLeadingGroups == rhs.storedLeadingGroups
            && lhs.storedTrailingGroups == rhs.storedTrailingGroups && lhs.centerItemGroups == rhs.centerItemGroups
            && lhs.pinnedTrailingGroup == rhs.pinnedTrailingGroup
            && lhs.additionalOverflowItems == rhs.additionalOverflowItems && lhs.style == rhs.style
            && lhs.customizationIdentifier == rhs.customizationIdentifier && lhs.subtitle == rhs.subtitle
            && lhs.largeSubtitle == rhs.largeSubtitle && lhs.titleAlignment == rhs.titleAlignment
            && lhs.navigationBarMinimization == rhs.navigationBarMinimization
            && lhs.searchController == rhs.searchController
            && lhs.hidesSearchBarWhenScrolling == rhs.hidesSearchBarWhenScrolling
            && lhs.preferredSearchBarPlacement == rhs.preferredSearchBarPlacement
    }

    /// Hashes content, not identity.
    ///
    /// - Parameter hasher: The hasher to feed the content to.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(prompt)
        hasher.combine(leftBarButtonItems)
        hasher.combine(rightBarButtonItems)
    }
}

/// A change made to a navigation item through one of its `animated:` setters.
public struct NavigationItemChange: Hashable, Sendable {
    /// The property changed.
    public enum Property: String, Hashable, Sendable {
        /// `hidesBackButton`, by `setHidesBackButton(_:animated:)`.
        case hidesBackButton
        /// `leftBarButtonItem`, by `setLeftBarButtonItem(_:animated:)`.
        case leftBarButtonItem
        /// `leftBarButtonItems`, by `setLeftBarButtonItems(_:animated:)`.
        case leftBarButtonItems
        /// `rightBarButtonItem`, by `setRightBarButtonItem(_:animated:)`.
        case rightBarButtonItem
        /// `rightBarButtonItems`, by `setRightBarButtonItems(_:animated:)`.
        case rightBarButtonItems
    }

    /// The property changed.
    public var property: Property
    /// Whether the change was asked to be animated.
    public var animated: Bool
}

extension NavigationItem {
    /// The first left item; see `setFirst(_:in:)` for what setting it does (seed 000).
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { Self.setFirst(newValue, in: &leftBarButtonItems) }
    }

    /// The first right item (the rightmost); setting it behaves as for `leftBarButtonItem`.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { Self.setFirst(newValue, in: &rightBarButtonItems) }
    }

    /// Sets `hidesBackButton`, recording whether the change was animated.
    ///
    /// - Parameters:
    ///   - hides: Whether to hide the back button.
    ///   - animated: Whether the change is animated.
    public mutating func setHidesBackButton(_ hides: Bool, animated: Bool) {
        hidesBackButton = hides
        lastChange = NavigationItemChange(property: .hidesBackButton, animated: animated)
    }

    /// Sets `leftBarButtonItem`, recording whether the change was animated.
    ///
    /// - Parameters:
    ///   - item: The item, or `nil` for none.
    ///   - animated: Whether the change is animated.
    public mutating func setLeftBarButtonItem(_ item: BarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
        lastChange = NavigationItemChange(property: .leftBarButtonItem, animated: animated)
    }

    /// Sets `leftBarButtonItems`, recording whether the change was animated.
    ///
    /// - Parameters:
    ///   - items: The items, from the leading edge inwards.
    ///   - animated: Whether the change is animated.
    public mutating func setLeftBarButtonItems(_ items: [BarButtonItem], animated: Bool) {
        leftBarButtonItems = items
        lastChange = NavigationItemChange(property: .leftBarButtonItems, animated: animated)
    }

    /// Sets `rightBarButtonItem`, recording whether the change was animated.
    ///
    /// - Parameters:
    ///   - item: The item, or `nil` for none.
    ///   - animated: Whether the change is animated.
    public mutating func setRightBarButtonItem(_ item: BarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
        lastChange = NavigationItemChange(property: .rightBarButtonItem, animated: animated)
    }

    /// Sets `rightBarButtonItems`, recording whether the change was animated.
    ///
    /// - Parameters:
    ///   - items: The items, from the trailing edge inwards.
    ///   - animated: Whether the change is animated.
    public mutating func setRightBarButtonItems(_ items: [BarButtonItem], animated: Bool) {
        rightBarButtonItems = items
        lastChange = NavigationItemChange(property: .rightBarButtonItems, animated: animated)
    }

    /// Makes `item` the first element of `items`, as seed 000 says of
    /// `leftBarButtonItem` and `rightBarButtonItem`.
    ///
    /// - An item already in the array is moved from where it is to the front.
    /// - Another item replaces the first element, or is inserted into an empty array.
    /// - `nil` removes the first element.
    static func setFirst(_ item: BarButtonItem?, in items: inout [BarButtonItem]) {
        setFirst(item, in: &items) { $0.isSame(as: $1) }
    }

    /// `setFirst(_:in:)` over any elements, `isSame` telling when two are one item.
    static func setFirst<Element>(
        _ element: Element?, in elements: inout [Element], isSame: (Element, Element) -> Bool
    ) {
        guard let element else {
            if !elements.isEmpty { elements.removeFirst() }
            return
        }
        if let index = elements.firstIndex(where: { isSame($0, element) }) {
            elements.remove(at: index)
            elements.insert(element, at: 0)
        } else if elements.isEmpty {
            elements = [element]
        } else {
            elements[0] = element
        }
    }
}
