import TextMetrics

/// The large title's sizes (iOS 11+, L19–L21): its row below the content row, its style and placement, and how
/// it collapses and stretches with the scroll offset.
public struct LargeTitleMetrics: Hashable, Sendable {
    /// The height of the large-title row below the content row at scroll offset 0 (52: a 96-pt iPhone bar).
    public var rowHeight: Double
    /// The large title's text style (34-pt bold).
    public var style: TextStyle
    /// The distance from the bar's bottom edge up to the bottom of the large title's line box.
    public var bottomInset: Double
    /// The large title shows while more than this many points of its row remain; the inline title then fades in
    /// (L20).
    public var collapseThreshold: Double
    /// How over-scrolling magnifies the large title (L21); `nil` clamps the row at `rowHeight`.
    public var magnification: LargeTitleMagnification?

    /// Creates large-title metrics.
    ///
    /// - Parameters:
    ///   - rowHeight: The height of the large-title row at scroll offset 0.
    ///   - style: The large title's text style.
    ///   - bottomInset: The distance from the bar's bottom edge up to the bottom of the large title's line box.
    ///   - collapseThreshold: The large title shows while more than this many points of its row remain.
    ///   - magnification: How over-scrolling magnifies the large title; `nil` clamps the row at `rowHeight`.
    public init(
        rowHeight: Double, style: TextStyle, bottomInset: Double, collapseThreshold: Double,
        magnification: LargeTitleMagnification? = nil
    ) {
        self.rowHeight = rowHeight
        self.style = style
        self.bottomInset = bottomInset
        self.collapseThreshold = collapseThreshold
        self.magnification = magnification
    }
}

/// The large title's magnification on over-scroll (L21): `1 + rate × overscroll / distance`, at most `maximum`.
public struct LargeTitleMagnification: Hashable, Sendable {
    /// The growth of the scale over `distance` points of over-scroll (0.03).
    public var rate: Double
    /// The over-scroll, in points, over which the scale grows by `rate` (44); 0 keeps the scale at 1.
    public var distance: Double
    /// The largest scale (1.1).
    public var maximum: Double

    /// Creates a magnification rule.
    ///
    /// - Parameters:
    ///   - rate: The growth of the scale over `distance` points of over-scroll.
    ///   - distance: The over-scroll, in points, over which the scale grows by `rate`; 0 keeps the scale at 1.
    ///   - maximum: The largest scale.
    public init(rate: Double, distance: Double, maximum: Double) {
        self.rate = rate
        self.distance = distance
        self.maximum = maximum
    }

    /// L21: the scale for `overscroll` points of over-scroll: never below 1, never above `maximum`.
    ///
    /// - Parameter overscroll: The over-scroll in points (the negated scroll offset; 0 or more).
    /// - Returns: The scale, 1 when there is no over-scroll.
    public func scale(overscroll: Double) -> Double {
        guard distance > 0, overscroll > 0 else { return 1 }
        return max(1, min(maximum, 1 + rate * overscroll / distance))
    }
}
