/// A group of bar button items laid out together (`UIBarButtonItemGroup`, iOS 16).
///
/// When the bar runs out of room, a group with a `representativeItem`
/// collapses to it; then its items move into the bar's overflow menu
/// (`docs/LAYOUT.md`, L40–L46). A bar button item belongs to at most one
/// group, as one of its items or as its representative item.
public struct BarButtonItemGroup: Sendable, Hashable {
    /// The items, in the order of their side: from the leading edge inward for leading and centre groups, from the
    /// trailing edge inward for trailing groups (the first is outermost, like `rightBarButtonItems`).
    public var items: [BarButtonItem]
    /// The item shown instead of `items` when they do not fit; not one of `items`.
    public var representativeItem: BarButtonItem?
    /// Whether the group never collapses and never moves into the overflow menu (a project rule, L43; UIKit's
    /// "fixed" groups are fixed under customisation).
    public var isFixed: Bool

    /// Creates a group.
    ///
    /// - Parameters:
    ///   - items: The items, at least one.
    ///   - representativeItem: The item shown instead of `items` when they do not fit.
    ///   - isFixed: Whether the group never collapses and never moves into the overflow menu.
    public init(items: [BarButtonItem], representativeItem: BarButtonItem? = nil, isFixed: Bool = false) {
        self.items = items
        self.representativeItem = representativeItem
        self.isFixed = isFixed
    }
}

/// How a navigation item lays out its title and centre items (`UINavigationItem.ItemStyle`, iOS 16).
public enum NavigationItemStyle: String, Sendable, Hashable, CaseIterable, Codable {
    /// The classic layout: the title centred; centre groups go into the overflow menu.
    case navigator
    /// The title leading, after the leading items; centre groups between the title and the trailing groups.
    case browser
    /// As `browser`, with the back button showing its indicator only.
    case editor
}
