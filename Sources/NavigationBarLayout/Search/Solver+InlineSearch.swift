import TextMetrics

extension Solver {
    /// The content-row stage: the one pipeline, with the large-title stage when `largeTitle` is given (L19).
    func layOutContent(
        top: borrowing NavigationItem, stack: borrowing [NavigationItem], largeTitle: LargeTitlePlan?,
        into geometry: inout BarGeometry
    ) throws(LayoutError) {
        if let largeTitle {
            try layOut(top: top, stack: stack, largeTitle: largeTitle, into: &geometry)
        } else {
            try layOut(top: top, stack: stack, into: &geometry)
        }
    }

    /// L76: the content row with the inline search field at its trailing margin: the pipeline runs with the
    /// field's width and the layout margin taken from the trailing edge, so the items (whose buttons reach past
    /// their margin by their padding) make way for it; when that hides or moves an item, the field gives way first,
    /// down to its minimum width, and the items after it.
    func layOutBesideInlineSearch(
        _ plan: SearchPlan, top: borrowing NavigationItem, stack: borrowing [NavigationItem],
        largeTitle: LargeTitlePlan?, into geometry: inout BarGeometry
    ) throws(LayoutError) -> SearchGeometry {
        // I: the field takes at most half the content's width, so the items keep room.
        let half = max(0, trailingEdge - leadingEdge) / 2
        var fieldWidth = min(plan.metrics.inlineWidth, half)
        let margin = r.layoutMargin ?? r.textButton.edgeInset
        try narrowed(by: fieldWidth + margin).layOutContent(
            top: top, stack: stack, largeTitle: largeTitle, into: &geometry)
        let minimum = min(plan.metrics.inlineMinimumWidth, half)
        if minimum < fieldWidth && geometry.hidesAnItem {
            fieldWidth = minimum
            try narrowed(by: fieldWidth + margin).layOutContent(
                top: top, stack: stack, largeTitle: largeTitle, into: &geometry)
        }
        return try inlineSearch(plan, fieldWidth: fieldWidth)
    }

    /// This solver with its trailing edge moved `reserve` points inward.
    private func narrowed(by reserve: Double) -> Solver {
        Solver(
            width: width, leadingInset: leadingEdge, trailingInset: width - trailingEdge + reserve, resolved: r,
            measurer: measurer)
    }
}

extension BarGeometry {
    /// Whether an item of the bar is not shown (hidden, collapsed or in the overflow menu).
    var hidesAnItem: Bool {
        if leftItems.contains(where: { $0.frame == nil }) || rightItems.contains(where: { $0.frame == nil }) {
            return true
        }
        return itemGroups?.groups.contains { group in group.items.contains { $0.frame == nil } } ?? false
    }
}

extension Solver {
    /// L70–L76: the search stage: active and stacked, the search bar alone (the content row gives way, L75);
    /// stacked, the content row then the search rows at the bar's bottom (L72); inline, the content row beside the
    /// field (L76).
    func layOut(
        search plan: SearchPlan, top: borrowing NavigationItem, stack: borrowing [NavigationItem],
        largeTitle: LargeTitlePlan?, into geometry: inout BarGeometry
    ) throws(LayoutError) -> SearchGeometry {
        if plan.takesBar { return try stackedSearch(plan, barHeight: geometry.bar.height) }
        switch plan.placement {
        case .inline, .automatic:
            var search = try layOutBesideInlineSearch(
                plan, top: top, stack: stack, largeTitle: largeTitle, into: &geometry)
            // L74: the scope bar's row at the bar's bottom, below the content (and large-title) rows.
            if plan.scopeRowHeight > 0 {
                let margin = r.layoutMargin ?? r.textButton.edgeInset
                let height = geometry.bar.height
                search.scopeBar = try scopeBar(
                    plan, row: Frame(x: 0, y: height - plan.scopeRowHeight, width: width, height: plan.scopeRowHeight),
                    low: leadingEdge + margin, high: trailingEdge - margin)
            }
            return search
        case .stacked:
            try layOutContent(top: top, stack: stack, largeTitle: largeTitle, into: &geometry)
            return try stackedSearch(plan, barHeight: geometry.bar.height)
        }
    }
}
