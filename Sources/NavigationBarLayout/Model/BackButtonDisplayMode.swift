/// How the back button chooses its title when this item is the back item
/// (`UINavigationItem.BackButtonDisplayMode`, iOS 14; L3.1).
///
/// Used only when the back item has no `backBarButtonItem` (Apple's
/// `backButtonDisplayMode` documentation).
public enum BackButtonDisplayMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// `backButtonTitle`, then `title`, then the generic title, then none, by space (L4).
    case `default`
    /// The generic title, then none, by space; the item's own titles are ignored.
    case generic
    /// The back indicator only.
    case minimal
}
