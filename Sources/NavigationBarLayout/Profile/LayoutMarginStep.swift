/// One step of a profile's layout-margin rule: from `minWidth` points wide, the margin and item spacing (L17).
///
/// The rule is a list of steps in increasing `minWidth`, the first at 0; a
/// bar uses the last step whose `minWidth` is at most its full width (iOS
/// 11+: 16 below 414 points, 20 from 414 up).
public struct LayoutMarginStep: Hashable, Sendable {
    /// The narrowest bar, in points, the step applies to.
    public var minWidth: Double
    /// The layout margin: where an outermost item's content starts, from the content's edge.
    public var margin: Double
    /// The space between adjacent items, replacing the profile's `itemSpacing`; `nil` keeps it.
    public var itemSpacing: Double?

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - minWidth: The narrowest bar, in points, the step applies to.
    ///   - margin: The layout margin, from the content's edge.
    ///   - itemSpacing: The space between adjacent items; `nil` keeps the profile's `itemSpacing`.
    public init(minWidth: Double, margin: Double, itemSpacing: Double? = nil) {
        self.minWidth = minWidth
        self.margin = margin
        self.itemSpacing = itemSpacing
    }
}

extension [LayoutMarginStep] {
    /// The step for a bar `width` points wide: the last whose `minWidth` is at most `width`.
    func step(forWidth width: Double) -> LayoutMarginStep? {
        last { $0.minWidth <= width } ?? first
    }
}

/// The values a profile gives one idiom in place of its own (`idioms.pad`, L18); `nil` keeps the profile's.
public struct IdiomMetrics: Hashable, Sendable {
    /// The bar height; all four metrics.
    public var height: PerMetrics<Double>?
    /// The layout-margin rule.
    public var layoutMargins: [LayoutMarginStep]?
    /// The large title (L19).
    public var largeTitle: LargeTitleMetrics?

    /// Creates idiom values.
    ///
    /// - Parameters:
    ///   - height: The bar height for all four metrics; `nil` keeps the profile's.
    ///   - layoutMargins: The layout-margin rule; `nil` keeps the profile's.
    ///   - largeTitle: The large title; `nil` keeps the profile's.
    public init(
        height: PerMetrics<Double>? = nil, layoutMargins: [LayoutMarginStep]? = nil,
        largeTitle: LargeTitleMetrics? = nil
    ) {
        self.height = height
        self.layoutMargins = layoutMargins
        self.largeTitle = largeTitle
    }
}
