import TextMetrics

extension NavigationBar {
    /// Lays the bar out at `width`: the geometry of `scene(width:…)` solved with its profile.
    ///
    /// ```swift
    /// let bar = NavigationBar()
    /// try bar.push(NavigationItem(title: "Note"), animated: false)
    /// let geometry = try bar.layout(width: 320, measurer: TextMeasurer())
    /// ```
    public func layout(
        width: Double, metrics: BarMetrics = .default, layoutDirection: LayoutDirection = .leftToRight,
        scale: Double = 2, profile: String? = nil, measurer: some TextMeasuring
    ) throws(LayoutError) -> BarGeometry {
        try BarLayout.solve(
            scene(width: width, metrics: metrics, layoutDirection: layoutDirection, scale: scale, profile: profile),
            measurer: measurer)
    }
}
