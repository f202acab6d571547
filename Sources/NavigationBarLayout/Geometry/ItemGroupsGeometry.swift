/// Where a bar button item group sits (L40).
public enum ItemGroupPosition: String, Codable, Sendable, CaseIterable, Hashable {
    /// One of `leadingItemGroups`.
    case leading
    /// One of `centerItemGroups`.
    case center
    /// One of `trailingItemGroups`.
    case trailing
    /// The `pinnedTrailingGroup`.
    case pinnedTrailing
}

/// What became of a group (L42–L44).
public enum ItemGroupState: String, Codable, Sendable, CaseIterable, Hashable {
    /// Its items are shown (some may have moved into the overflow menu).
    case expanded
    /// Its representative item is shown instead of its items.
    case collapsed
    /// All of its items are in the overflow menu.
    case inOverflow
    /// None of it is shown and none of it is in the menu (L44).
    case hidden
}

/// What became of one item of a group (L42–L44).
public enum ItemState: String, Codable, Sendable, CaseIterable, Hashable {
    /// It is in the bar at its frame.
    case displayed
    /// Its group shows its representative item instead.
    case collapsed
    /// It is an entry of the overflow menu.
    case inOverflow
    /// It is neither in the bar nor in the menu; its `hiddenReason` says why.
    case hidden
}

extension ItemGeometry {
    /// The item's state under L42–L44: `displayed`, `collapsed`, `inOverflow`, or `hidden` for any other reason.
    public var state: ItemState {
        switch placement {
        case .displayed: .displayed
        case .hidden(.collapsed): .collapsed
        case .hidden(.inOverflow): .inOverflow
        case .hidden: .hidden
        }
    }
}

/// One bar button item group laid out (L40–L44).
public struct ItemGroupGeometry: Hashable, Sendable {
    /// Which of the navigation item's group lists it is in.
    public var position: ItemGroupPosition
    /// Its index in that list (0 for the pinned group).
    public var index: Int
    /// What became of it.
    public var state: ItemGroupState
    /// Whether it never collapses and never moves into the menu.
    public var isFixed: Bool
    /// The span of what it shows (its displayed items, or its representative item); `nil` when it shows nothing.
    public var frame: Frame?
    /// Its representative item: displayed when the group is `collapsed`, otherwise not displayed.
    public var representativeItem: ItemGeometry?
    /// Its items, in the group's order, each with its state.
    public var items: [ItemGeometry]

    /// Creates a group's geometry.
    ///
    /// - Parameters:
    ///   - position: Which of the navigation item's group lists it is in.
    ///   - index: Its index in that list.
    ///   - state: What became of it.
    ///   - isFixed: Whether it never collapses and never moves into the menu.
    ///   - frame: The span of what it shows.
    ///   - representativeItem: Its representative item.
    ///   - items: Its items.
    public init(
        position: ItemGroupPosition, index: Int, state: ItemGroupState, isFixed: Bool, frame: Frame?,
        representativeItem: ItemGeometry?, items: [ItemGeometry]
    ) {
        self.position = position
        self.index = index
        self.state = state
        self.isFixed = isFixed
        self.frame = frame
        self.representativeItem = representativeItem
        self.items = items
    }
}

/// The "…" button that opens the overflow menu (L46).
public struct OverflowButtonGeometry: Hashable, Sendable {
    /// The button's frame.
    public var frame: Frame
    /// Its image's frame.
    public var image: Frame
    /// The system image it shows ("ellipsis.circle").
    public var symbol: String

    /// Creates the button's geometry.
    ///
    /// - Parameters:
    ///   - frame: The button's frame.
    ///   - image: Its image's frame.
    ///   - symbol: The system image it shows.
    public init(frame: Frame, image: Frame, symbol: String) {
        self.frame = frame
        self.image = image
        self.symbol = symbol
    }
}

/// Why an entry is in the overflow menu (L43, L46).
public enum OverflowEntrySource: String, Codable, Sendable, CaseIterable, Hashable {
    /// The item did not fit in the bar.
    case layout
    /// A centre group's item in a `navigator` bar, which shows centre groups only in the menu.
    case center
    /// One of `additionalOverflowItems`.
    case additional
}

/// One entry of the overflow menu, in menu order (L43).
public struct OverflowMenuEntry: Hashable, Sendable {
    /// The item's `id`.
    public var id: String?
    /// The entry's title: the item's title, or its system item's title.
    public var title: String?
    /// The item's system item, if it is one.
    public var systemItem: SystemItem?
    /// Why it is in the menu.
    public var source: OverflowEntrySource

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - id: The item's `id`.
    ///   - title: The entry's title.
    ///   - systemItem: The item's system item.
    ///   - source: Why it is in the menu.
    public init(id: String?, title: String?, systemItem: SystemItem? = nil, source: OverflowEntrySource) {
        self.id = id
        self.title = title
        self.systemItem = systemItem
        self.source = source
    }
}

/// The iOS 16 part of a bar's geometry: its groups, the overflow button and the menu (L40–L46).
public struct ItemGroupsGeometry: Hashable, Sendable {
    /// The navigation item's style.
    public var style: NavigationItemStyle
    /// Every group: leading, then centre, then trailing, then the pinned trailing group.
    public var groups: [ItemGroupGeometry]
    /// The overflow button; `nil` when it is not shown.
    public var overflowButton: OverflowButtonGeometry?
    /// The overflow menu's entries, in order: the items that did not fit by their importance, then the
    /// additional items. Listed even when the button has no room (L44).
    public var overflowMenu: [OverflowMenuEntry]

    /// Creates the groups' geometry.
    ///
    /// - Parameters:
    ///   - style: The navigation item's style.
    ///   - groups: Every group.
    ///   - overflowButton: The overflow button.
    ///   - overflowMenu: The menu's entries.
    public init(
        style: NavigationItemStyle, groups: [ItemGroupGeometry], overflowButton: OverflowButtonGeometry?,
        overflowMenu: [OverflowMenuEntry]
    ) {
        self.style = style
        self.groups = groups
        self.overflowButton = overflowButton
        self.overflowMenu = overflowMenu
    }
}
