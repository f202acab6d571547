import TextMetrics

/// L70–L75: whether and where a bar shows its top item's search bar, and how far its rows have collapsed.
struct SearchPlan {
    /// The profile's search values, sized by Dynamic Type (L77).
    let metrics: SearchMetrics
    /// The state shown.
    let controller: SearchController
    /// L71: the placement, `automatic` resolved.
    let placement: SearchBarPlacement
    /// L73: whether the stacked rows collapse as the content scrolls.
    let hidesWhenScrolling: Bool
    /// L72, L73: the height of the search row shown (0 inline).
    let rowHeight: Double
    /// L74, L73: the height of the scope bar's row shown (0 without one).
    let scopeRowHeight: Double
    /// L73: how much of a positive scroll offset the stacked rows take before the large title collapses.
    let consumedOffset: Double

    /// The plan for `top` in `scene`, or `nil` when it has no search controller or the profile no `search`
    /// section (L70).
    init?(scene: borrowing Scene, profile: borrowing MetricsProfile, top: NavigationItem?) {
        guard let top, let controller = top.searchController, let unsized = profile.search else { return nil }
        self.controller = controller
        // L77: Dynamic Type sizes the field's text as the bar's buttons (their table), and the field and its row
        // grow in proportion.
        let size = profile.dynamicType?.size(for: .button, category: scene.contentSizeCategory)
        metrics = Self.sized(unsized, size: size)
        placement = Self.placement(top.preferredSearchBarPlacement, scene: scene, profile: profile, top: top)
        hidesWhenScrolling = top.hidesSearchBarWhenScrolling
        let scope = controller.showsScope && placement != .toolbar ? metrics.scopeRowHeight : 0
        let row = placement == .stacked ? metrics.rowHeight : 0
        // L73: the scope row collapses first, then the search row, one point per point scrolled; active, or
        // with hidesSearchBarWhenScrolling false, they stay.
        let offset = controller.isActive || !hidesWhenScrolling ? 0 : max(0, scene.scrollOffset)
        scopeRowHeight = max(0, scope - offset)
        rowHeight = max(0, row - max(0, offset - scope))
        consumedOffset = controller.isActive || !hidesWhenScrolling ? 0 : scope + row
    }

    /// L71, L79: where `chosen` puts the search bar. Without glass (before iOS 26) `automatic` is stacked on iPhone
    /// and inline on iPad, and the iOS 26 placements are read as `automatic`. Under glass `automatic` is
    /// `integrated`; on iPhone every integrated placement leaves the bar for the toolbar; `integratedCentered` is
    /// `integrated` unless the item's style leads its title (`browser`, `editor`).
    static func placement(
        _ chosen: SearchBarPlacement, scene: borrowing Scene, profile: borrowing MetricsProfile,
        top: borrowing NavigationItem
    ) -> SearchBarPlacement {
        let pad = scene.userInterfaceIdiom == .pad
        // `toolbar` is reported, not chosen: set in Swift, it is read as `automatic`.
        let chosen = chosen == .toolbar ? .automatic : chosen
        guard profile.glass != nil else {
            return chosen == .automatic || chosen.isIntegrated ? (pad ? .inline : .stacked) : chosen
        }
        let wanted = chosen == .automatic ? .integrated : chosen
        guard wanted.isIntegrated else { return wanted }
        guard pad else { return .toolbar }
        return wanted == .integratedCentered && top.style == .navigator ? .integrated : wanted
    }

    /// L75: whether the active state takes the bar: the content row and the large title give way (stacked only).
    var takesBar: Bool { controller.isActive && placement == .stacked }

    /// The height of the rows below the content and large-title rows.
    var height: Double { rowHeight + scopeRowHeight }

    /// L77: `metrics` with the field's text at `size`: the field, its row and its magnifier grow in proportion
    /// (rounded up to a whole point), never shrink; the Cancel button keeps its size.
    static func sized(_ metrics: SearchMetrics, size: Double?) -> SearchMetrics {
        guard let size, metrics.style.size > 0, size > metrics.style.size else { return metrics }
        let factor = size / metrics.style.size
        var sized = metrics
        sized.style.size = size
        sized.fieldHeight = (metrics.fieldHeight * factor).rounded(.up)
        sized.rowHeight = metrics.rowHeight + sized.fieldHeight - metrics.fieldHeight
        sized.magnifierSize = metrics.magnifierSize * factor
        return sized
    }
}

extension LargeTitlePlan {
    /// L73: the large title above a stacked search bar: its row sits above the search rows, and a positive scroll
    /// offset collapses those rows first.
    mutating func sit(above search: SearchPlan) {
        rowsBelow = search.height
        if offset > 0 { offset = max(0, offset - search.consumedOffset) }
        scroll()
    }
}
