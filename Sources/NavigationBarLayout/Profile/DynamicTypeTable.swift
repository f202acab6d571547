import TextMetrics

/// A text role of the bar whose size a profile's `dynamicType` table gives (L50).
public enum DynamicTypeRole: String, Codable, Sendable, CaseIterable, Hashable {
    /// The inline title (`titleStyle`).
    case title
    /// Plain and bordered text buttons (`buttonStyle`).
    case button
    /// Done-style text buttons (`doneButtonStyle`).
    case doneButton
    /// The back button's title (`backTitleStyle`).
    case backTitle
    /// The prompt (`promptStyle`).
    case prompt
    /// The large title (the large-title row's style).
    case largeTitle
}

/// Point sizes of the bar's text roles at each content size category: a profile's `dynamicType` table (L50).
///
/// Each role given has one size per category, in the order of
/// `ContentSizeCategory.allCases` (`extraSmall` first). A role the table
/// does not give keeps its text style's size at every category.
///
/// ```swift
/// let table = try ProfileLibrary.bundled("ios17").dynamicType
/// table?.size(for: .largeTitle, category: .accessibilityExtraExtraExtraLarge)  // 60
/// ```
public struct DynamicTypeTable: Hashable, Sendable {
    /// The number of sizes each role gives: one per content size category.
    public static let categoryCount = ContentSizeCategory.allCases.count

    /// The sizes per role, each in the order of `ContentSizeCategory.allCases`.
    public var sizes: [DynamicTypeRole: [Double]]

    /// Creates a table.
    ///
    /// - Parameter sizes: The sizes per role, each `categoryCount` long, in the order of
    ///   `ContentSizeCategory.allCases`; `MetricsProfile.problems()` reports any other length.
    public init(sizes: [DynamicTypeRole: [Double]]) {
        self.sizes = sizes
    }

    /// The size of `role` at `category`, or `nil` when the table does not give the role (or gives too few sizes).
    ///
    /// - Parameters:
    ///   - role: The text role.
    ///   - category: The content size category.
    /// - Returns: The point size, or `nil`.
    public func size(for role: DynamicTypeRole, category: ContentSizeCategory) -> Double? {
        guard let column = sizes[role], column.indices.contains(category.index) else { return nil }
        return column[category.index]
    }

    /// L50: `style` with the size of `role` at `category`; unchanged when the table does not give the role.
    ///
    /// - Parameters:
    ///   - style: The profile's text style for the role.
    ///   - role: The text role.
    ///   - category: The content size category.
    /// - Returns: The style at the category's size.
    func applied(to style: TextStyle, role: DynamicTypeRole, category: ContentSizeCategory) -> TextStyle {
        guard let size = size(for: role, category: category) else { return style }
        var sized = style
        sized.size = size
        return sized
    }
}
