/// What a bar does with items that do not fit: hide them (L8) or move them into an overflow menu (L40–L46).
public enum OverflowBehavior: String, Hashable, Sendable, CaseIterable, Codable {
    /// L8: items that do not fit are hidden (iOS 5–15).
    case hide
    /// L40–L46: item groups collapse to their representative items, then move into a trailing "…" menu (iOS 16),
    /// for every bar: the item arrays are one group a side.
    case menu
}

/// A profile's values for iOS 16 item groups and the overflow menu (`itemGroups`, L40–L46).
public struct ItemGroupMetrics: Hashable, Sendable {
    /// What the bar does with items that do not fit; the groups' layout applies only with `menu`.
    public var overflow: OverflowBehavior
    /// The system image name of the overflow button, reported in the geometry ("ellipsis.circle").
    public var overflowSymbol: String
    /// The space between two groups; `nil` for the item spacing in use (L17).
    public var groupSpacing: Double?
    /// The width a `browser` or `editor` title keeps before centre and trailing items give way (L45); a title
    /// narrower than this keeps its own width.
    public var titleMinimumWidth: Double

    /// Creates the values.
    ///
    /// - Parameters:
    ///   - overflow: What the bar does with items that do not fit.
    ///   - overflowSymbol: The system image name of the overflow button.
    ///   - groupSpacing: The space between two groups; `nil` for the item spacing.
    ///   - titleMinimumWidth: The width a leading title keeps before items give way.
    public init(
        overflow: OverflowBehavior, overflowSymbol: String = "ellipsis.circle", groupSpacing: Double? = nil,
        titleMinimumWidth: Double = 0
    ) {
        self.overflow = overflow
        self.overflowSymbol = overflowSymbol
        self.groupSpacing = groupSpacing
        self.titleMinimumWidth = titleMinimumWidth
    }
}
