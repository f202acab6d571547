extension NavigationBar {
    /// The shared appearance with the bar's own laid over it, metrics by metrics.
    ///
    /// A value the bar sets for some metrics replaces the shared value for
    /// those metrics only; the shared values fill in the rest.
    public var effectiveAppearance: Appearance {
        AppearanceProxy.shared.appearance.overlaid(by: appearance)
    }

    /// The scene that lays this bar out at the given width and settings.
    ///
    /// It carries the bar's items, effective appearance, iOS 13 appearances,
    /// bar style, tint colour, translucency and `prefersLargeTitles`, at
    /// `scrollOffset` (0 by default: the content at the scroll edge, L30).
    ///
    /// The scene's appearance is `effectiveAppearance`, so the shared
    /// proxy's values are already in it; laying the proxy over it again
    /// changes nothing.
    ///
    /// - Parameters:
    ///   - width: The bar's width in points.
    ///   - metrics: The bar metrics.
    ///   - layoutDirection: The layout direction.
    ///   - scale: Pixels per point.
    ///   - profile: A bundled profile name or a profile file path (`ProfileReference.default`, `ios17`, when not
    ///     given).
    ///   - scrollOffset: How far the content under the bar has scrolled: at most 0 the scroll edge (L30); it
    ///     collapses or stretches the large-title row (L20, L21).
    ///   - contentSizeCategory: The reader's preferred text size, a trait of the environment rather than of the
    ///     bar (L50).
    /// - Returns: The scene.
    public func scene(
        width: Double, metrics: BarMetrics = .default, layoutDirection: LayoutDirection = .leftToRight,
        scale: Double = 2, profile: ProfileReference = .default, scrollOffset: Double = 0,
        contentSizeCategory: ContentSizeCategory = .large
    ) -> Scene {
        Scene(
            width: width, metrics: metrics, layoutDirection: layoutDirection, scale: scale,
            profile: profile, appearance: effectiveAppearance, items: items, barStyle: barStyle,
            tintColor: tintColor, translucent: isTranslucent, prefersLargeTitles: prefersLargeTitles,
            scrollOffset: scrollOffset, appearances: appearances,
            contentSizeCategory: contentSizeCategory)
    }
}
