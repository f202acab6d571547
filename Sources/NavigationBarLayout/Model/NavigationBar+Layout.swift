import TextMetrics

extension NavigationBar {
    /// Lays the bar out at `width`: the geometry of `scene(width:…)` solved with its profile.
    ///
    /// ```swift
    /// let bar = NavigationBar()
    /// try bar.push(NavigationItem(title: "Note"), animated: false)
    /// let geometry = try bar.layout(width: 320, measurer: TextMeasurer())
    /// ```
    ///
    /// - Parameters:
    ///   - width: The bar's width in points.
    ///   - metrics: The bar metrics.
    ///   - layoutDirection: The layout direction.
    ///   - scale: Pixels per point.
    ///   - profile: A bundled profile name or a profile file path; `ios17` (`ProfileReference.default`) by default.
    ///   - measurer: What measures text.
    /// - Returns: The geometry of the bar as it is now.
    /// - Throws: ``LayoutError`` when the profile cannot be loaded, a value is not valid or text cannot be measured.
    public func layout(
        width: Double, metrics: BarMetrics = .default, layoutDirection: LayoutDirection = .leftToRight,
        scale: Double = 2, profile: ProfileReference = .default, measurer: some TextMeasuring
    ) throws(LayoutError) -> BarGeometry {
        try BarLayout.solve(
            scene(width: width, metrics: metrics, layoutDirection: layoutDirection, scale: scale, profile: profile),
            measurer: measurer)
    }
}
