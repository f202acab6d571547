/// L76: what the content row shows, and how much of each text: two layouts with equal states show the same
/// things, so the inline field may take the room between them.
struct ContentRowState: Equatable {
    /// The back button's form.
    var back: BackTitleForm?
    /// The back button's title shown.
    var backTitle: String?
    /// The title shown.
    var title: String?
    /// Whether the title was cut.
    var titleTruncated: Bool
    /// The title's width when displayed (a title view shrinks).
    var titleWidth: Double?
    /// Every item's state and, when displayed, its title shown and its width.
    var items: [ItemEntry]
    /// Every group's state.
    var groups: [ItemGroupState]
    /// Whether the overflow button shows.
    var overflow: Bool

    /// One item's state.
    struct ItemEntry: Equatable {
        /// Its state.
        var state: ItemState
        /// Its title shown, when displayed.
        var title: String?
        /// Its width, when displayed.
        var width: Double?
    }

    /// The state of `geometry`'s content row.
    init(_ geometry: borrowing BarParts) {
        back = geometry.backButton?.form
        backTitle = geometry.backButton?.title?.text
        title = geometry.title?.text
        titleTruncated = geometry.title?.truncated ?? false
        if case .displayed(let frame, _) = geometry.title?.placement {
            titleWidth = frame.width
        } else {
            titleWidth = nil
        }
        var items = (geometry.leftItems + geometry.rightItems).map(Self.entry)
        var groups: [ItemGroupState] = []
        for group in geometry.itemGroups?.groups ?? [] {
            groups.append(group.state)
            items += group.items.map(Self.entry)
            if let representative = group.representativeItem { items.append(Self.entry(representative)) }
        }
        self.items = items
        self.groups = groups
        overflow = geometry.itemGroups?.overflowButton != nil
    }

    /// The entry of `item`.
    private static func entry(_ item: ItemGeometry) -> ItemEntry {
        guard case .displayed(let frame, let title, _) = item.placement else {
            return ItemEntry(state: item.state, title: nil, width: nil)
        }
        return ItemEntry(state: .displayed, title: title?.text, width: frame.width)
    }
}
