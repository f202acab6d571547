import TextMetrics

extension Solver {
    /// The content-row stage: the one pipeline, with the large-title stage when `largeTitle` is given (L19).
    func layOutContent(
        top: borrowing NavigationItem, stack: borrowing [NavigationItem], largeTitle: LargeTitlePlan?,
        into geometry: inout BarParts
    ) throws(LayoutError) {
        if let largeTitle {
            try layOut(top: top, stack: stack, largeTitle: largeTitle, into: &geometry)
        } else {
            try layOut(top: top, stack: stack, into: &geometry)
        }
    }

    /// L76: the content row with the inline search field at its trailing margin. The field gives way first, down
    /// to `inlineMinimumWidth`: the pipeline runs with that width and the layout margin taken from the trailing
    /// edge, so the items (whose buttons reach past their margin by their padding) reduce in their order given the
    /// field's minimum, and their room grows with the bar's width. The field then takes the room the items leave,
    /// up to `inlineWidth`: the widest whole-point width at which the content row shows the same.
    func layOutBesideInlineSearch(
        _ plan: SearchPlan, top: borrowing NavigationItem, stack: borrowing [NavigationItem],
        largeTitle: LargeTitlePlan?, into geometry: inout BarParts
    ) throws(LayoutError) -> SearchGeometry {
        let margin = r.layoutMargin ?? r.textButton.edgeInset
        // L80: the integrated button is a circle as tall as the field.
        if plan.placement == .integratedButton {
            let fieldWidth = min(plan.metrics.fieldHeight, max(0, trailingEdge - leadingEdge - margin))
            try narrowed(by: fieldWidth + margin).layOutContent(
                top: top, stack: stack, largeTitle: largeTitle, into: &geometry)
            return try inlineSearch(plan, fieldWidth: fieldWidth)
        }
        let most = max(0, trailingEdge - leadingEdge - margin)
        var low = min(plan.metrics.inlineMinimumWidth, most)
        var high = min(max(plan.metrics.inlineWidth, low), most)
        let start = geometry
        try narrowed(by: low + margin).layOutContent(top: top, stack: stack, largeTitle: largeTitle, into: &geometry)
        guard high > low else { return try inlineSearch(plan, fieldWidth: low) }
        let state = ContentRowState(geometry)
        // The widest field that leaves the content row as it is: the preferred width, else a bisection to a point.
        var width = high
        while true {
            var trial = start
            try narrowed(by: width + margin).layOutContent(top: top, stack: stack, largeTitle: largeTitle, into: &trial)
            if ContentRowState(trial) == state {
                geometry = trial
                low = width
            } else {
                high = width
            }
            guard high - low > 1 else { break }
            width = ((low + high) / 2).rounded(.down)
            if width <= low { break }
        }
        return try inlineSearch(plan, fieldWidth: low)
    }

    /// This solver with its trailing edge moved `reserve` points inward.
    private func narrowed(by reserve: Double) -> Solver {
        Solver(
            width: width, leadingInset: leadingEdge, trailingInset: width - trailingEdge + reserve, resolved: r,
            measurer: measurer)
    }
}

extension Solver {
    /// L70–L76: the search stage: active and stacked, the search bar alone (the content row gives way, L75);
    /// stacked, the content row then the search rows at the bar's bottom (L72); inline, the content row beside the
    /// field (L76).
    func layOut(
        search plan: SearchPlan, top: borrowing NavigationItem, stack: borrowing [NavigationItem],
        largeTitle: LargeTitlePlan?, into geometry: inout BarParts
    ) throws(LayoutError) -> SearchGeometry {
        if plan.takesBar {
            // L75: the content row is laid out, so every item has its state, and gives way.
            try layOutContent(top: top, stack: stack, largeTitle: nil, into: &geometry)
            geometry.giveWayToActiveSearch()
            return try stackedSearch(plan, barHeight: geometry.bar.height)
        }
        switch plan.placement {
        case .toolbar:
            // L79: on iPhone under iOS 26 the search bar is in the toolbar, not the bar.
            try layOutContent(top: top, stack: stack, largeTitle: largeTitle, into: &geometry)
            return SearchGeometry(inToolbar: plan)
        case .integratedCentered:
            try layOutContent(top: top, stack: stack, largeTitle: largeTitle, into: &geometry)
            var search = try centredSearch(plan, beside: geometry)
            try addScopeBar(plan, to: &search, barHeight: geometry.bar.height)
            return search
        case .inline, .automatic, .integrated, .integratedButton:
            var search = try layOutBesideInlineSearch(
                plan, top: top, stack: stack, largeTitle: largeTitle, into: &geometry)
            try addScopeBar(plan, to: &search, barHeight: geometry.bar.height)
            return search
        case .stacked:
            try layOutContent(top: top, stack: stack, largeTitle: largeTitle, into: &geometry)
            return try stackedSearch(plan, barHeight: geometry.bar.height)
        }
    }
}

extension Solver {
    /// L74: the scope bar's row at the bar's bottom, below the content (and large-title) rows, for a field in the
    /// content row (inline and the integrated placements).
    func addScopeBar(_ plan: SearchPlan, to search: inout SearchGeometry, barHeight: Double) throws(LayoutError) {
        guard plan.scopeRowHeight > 0 else { return }
        let margin = r.layoutMargin ?? r.textButton.edgeInset
        search.scopeBar = try scopeBar(
            plan, row: Frame(x: 0, y: barHeight - plan.scopeRowHeight, width: width, height: plan.scopeRowHeight),
            low: leadingEdge + margin, high: trailingEdge - margin)
    }
}

extension BarParts {
    /// L75: the content row gives way to the active search bar: the back button, title, representatives,
    /// overflow button and menu go, and every item is hidden for `searchActive`.
    mutating func giveWayToActiveSearch() {
        backButton = nil
        title = nil
        for index in leftItems.indices { leftItems[index].giveWay() }
        for index in rightItems.indices { rightItems[index].giveWay() }
        guard let count = itemGroups?.groups.count else { return }
        for group in 0..<count {
            itemGroups!.groups[group].frame = nil
            itemGroups!.groups[group].representativeItem = nil
            for index in itemGroups!.groups[group].items.indices { itemGroups!.groups[group].items[index].giveWay() }
        }
        itemGroups!.overflowButton = nil
        itemGroups!.overflowMenu = []
    }
}

extension ItemGeometry {
    /// L75: hidden for the active search bar, whatever its state was (so no item's state depends on the width).
    mutating func giveWay() {
        placement = .hidden(reason: .searchActive)
    }
}
