import TextMetrics

extension BarTransition {
    /// The transition of a bar's last push, pop or `setItems` (`lastTransition`), or `nil` when it has made none.
    ///
    /// The two ends are the bar's scenes (`NavigationBar.scene`) with the
    /// stack before the change (`itemsBeforeLastTransition`) and now; a
    /// `setItems` follows T6. In-place changes of an item are not recorded by
    /// the bar: make them with `make(from:change:profile:measurer:)`.
    ///
    /// - Parameters:
    ///   - bar: The bar.
    ///   - width: The bar's width in points.
    ///   - metrics: The bar metrics.
    ///   - layoutDirection: The layout direction.
    ///   - scale: Pixels per point.
    ///   - profile: The metrics profile, with its transitions.
    ///   - measurer: What measures text.
    /// - Returns: The transition, or `nil`.
    /// - Throws: `BarTransitionError.layout` when the solver rejects either end.
    public static func make(
        lastTransitionOf bar: NavigationBar, width: Double, metrics: BarMetrics = .default,
        layoutDirection: LayoutDirection = .leftToRight, scale: Double = 2, profile: MetricsProfile,
        measurer: some TextMeasuring
    ) throws(BarTransitionError) -> BarTransition? {
        guard let record = bar.lastTransition else { return nil }
        let after = bar.scene(
            width: width, metrics: metrics, layoutDirection: layoutDirection, scale: scale,
            profile: ProfileReference(profile.name))
        var before = after
        before.items = bar.itemsBeforeLastTransition
        let kind: Kind =
            switch record.kind {
            case .push: .push
            case .pop: .pop
            case .setItems: Scene.setItemsKind(old: before.items, new: after.items)
            }
        return try make(from: before, to: after, kind: kind, profile: profile, measurer: measurer)
    }
}
