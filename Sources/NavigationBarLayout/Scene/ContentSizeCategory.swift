/// The reader's preferred text size (`UIContentSizeCategory`): the scene setting Dynamic Type sizes text by (L50).
///
/// The cases are in increasing order of size; `large` is the system default.
/// Only a profile with a `dynamicType` table (`ios17`) reads it; other
/// profiles lay a bar out alike at every category.
public enum ContentSizeCategory: String, Codable, Sendable, CaseIterable, Hashable, Comparable {
    /// The smallest standard size (xS).
    case extraSmall
    /// S.
    case small
    /// M.
    case medium
    /// L: the system default.
    case large
    /// xL.
    case extraLarge
    /// xxL.
    case extraExtraLarge
    /// xxxL: the largest standard size.
    case extraExtraExtraLarge
    /// AX1: the smallest accessibility size.
    case accessibilityMedium
    /// AX2.
    case accessibilityLarge
    /// AX3.
    case accessibilityExtraLarge
    /// AX4.
    case accessibilityExtraExtraLarge
    /// AX5: the largest accessibility size.
    case accessibilityExtraExtraExtraLarge

    /// The position in `allCases`, 0 (`extraSmall`) to 11 (`accessibilityExtraExtraExtraLarge`):
    /// the index of the category's size in a `dynamicType` table.
    public var index: Int {
        Self.allCases.firstIndex(of: self) ?? 0
    }

    /// Whether the category is one of the five accessibility sizes (`UIContentSizeCategory.isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool {
        self >= .accessibilityMedium
    }

    /// Whether `lhs` is a smaller text size than `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: A category.
    ///   - rhs: Another category.
    /// - Returns: `true` when `lhs` comes before `rhs` in `allCases`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.index < rhs.index
    }
}
