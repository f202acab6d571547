/// Where the title sits (`UINavigationItem.TitleAlignment`, iOS 27.2; L78).
public enum TitleAlignment: String, Sendable, Hashable, CaseIterable, Codable {
    /// The system decides: centred for a `navigator` item, leading for `browser` and `editor` (L45).
    case automatic
    /// Centred in the bar (L9).
    case center
    /// Leading, after the back button and the leading items.
    case leading
}
