import TextMetrics

extension Solver {
    /// L72–L75: the search bar of `plan` in a bar `barHeight` tall: the stacked rows at the bar's bottom, the field
    /// on the layout margins inside the safe area, the Cancel button (or, under glass, its ✕ circle) at the trailing
    /// edge when it shows.
    func stackedSearch(_ plan: SearchPlan, barHeight: Double) throws(LayoutError) -> SearchGeometry {
        let m = plan.metrics
        let margin = r.layoutMargin ?? r.textButton.edgeInset
        let low = leadingEdge + margin
        let high = trailingEdge - margin
        // L75: the Cancel button ends on the trailing margin; the field ends the gap before it.
        var cancel: TextGeometry?
        var cancelButton: Frame?
        var fieldEnd = high
        let rowTop = barHeight - plan.height
        // L73: as the row collapses the field shrinks with it and its contents fade over the second half.
        let fraction = m.rowHeight > 0 ? plan.rowHeight / m.rowHeight : 0
        let fieldHeight = m.fieldHeight * fraction
        let fieldY = rowTop + plan.rowHeight - m.fieldBottomInset * fraction - fieldHeight
        let midY = fieldY + fieldHeight / 2
        if plan.controller.showsCancel, let diameter = m.cancelDiameter {
            // L75 under glass: a circle with an ✕ on the trailing margin, centred on the field.
            let x = min(max(low, high - diameter), max(low, high))
            cancelButton = Frame(x: x, y: midY - diameter / 2, width: max(0, high - x), height: diameter)
            fieldEnd = max(low, x - m.cancelGap)
        } else if plan.controller.showsCancel {
            let line = try lineMetrics(m.cancelStyle)
            let width = try textWidth(m.cancelTitle, style: m.cancelStyle)
            let x = min(max(low, high - width), max(low, high))
            cancel = TextGeometry(
                text: m.cancelTitle,
                frame: Frame(x: x, y: midY - line.lineHeight / 2, width: max(0, high - x), height: line.lineHeight),
                style: m.cancelStyle, line: line)
            fieldEnd = max(low, x - m.cancelGap)
        }
        let field = Frame(x: low, y: fieldY, width: max(0, fieldEnd - low), height: fieldHeight)
        var search = try searchField(plan, field: field)
        search.rowFrame = Frame(x: 0, y: rowTop, width: width, height: plan.rowHeight)
        search.contentAlpha = min(1, max(0, 2 * fraction - 1))
        search.cancel = cancel
        search.cancelButton = cancelButton
        if plan.scopeRowHeight > 0 {
            let row = Frame(x: 0, y: rowTop + plan.rowHeight, width: width, height: plan.scopeRowHeight)
            search.scopeBar = try scopeBar(plan, row: row, low: low, high: high)
        }
        return search
    }

    /// L76: the inline field of `plan` `fieldWidth` wide at the trailing margin of the content row, centred in it.
    func inlineSearch(_ plan: SearchPlan, fieldWidth: Double) throws(LayoutError) -> SearchGeometry {
        let m = plan.metrics
        let margin = r.layoutMargin ?? r.textButton.edgeInset
        let high = trailingEdge - margin
        let x = max(leadingEdge + margin, high - fieldWidth)
        let field = Frame(x: x, y: r.centredY(m.fieldHeight), width: max(0, high - x), height: m.fieldHeight)
        var search = try searchField(plan, field: field)
        search.rowFrame = Frame(x: 0, y: r.rowY, width: width, height: r.rowHeight)
        return search
    }

    /// L72: the field at `field`: the magnifier inset from its leading edge and centred, the text or placeholder
    /// after it, tail-truncated to the field less the same inset.
    func searchField(_ plan: SearchPlan, field: Frame) throws(LayoutError) -> SearchGeometry {
        let m = plan.metrics
        // L80: the integrated button shows the magnifier alone, centred.
        let button = plan.placement == .integratedButton
        // L72: inside the field, however narrow: the magnifier no wider than it (and as tall as wide), moved back
        // from its inset to end on the field's trailing edge; the text after it, or at that edge, 0 wide, when there
        // is no room.
        let side = min(m.magnifierSize, field.width)
        let magnifier = Frame(
            x: button ? field.midX - side / 2 : min(field.x + m.magnifierInset, field.maxX - side),
            y: field.midY - side / 2, width: side, height: side)
        let typed = plan.controller.text.flatMap { $0.isEmpty ? nil : $0 }
        let shown = button ? "" : typed ?? plan.controller.placeholder ?? m.placeholder
        let x = min(magnifier.maxX + m.textInset, field.maxX)
        let line = try lineMetrics(m.style)
        let fitted: FittedText?
        do { fitted = try measurer.fit(shown, style: m.style, maxWidth: max(0, field.maxX - m.textInset - x)) } catch {
            throw .measurement(error)
        }
        let text = TextGeometry(
            text: fitted?.text ?? "", truncated: fitted?.truncated ?? !shown.isEmpty,
            frame: Frame(x: x, y: field.midY - line.lineHeight / 2, width: fitted?.width ?? 0, height: line.lineHeight),
            style: m.style, line: line)
        return SearchGeometry(
            placement: plan.placement, isActive: plan.controller.isActive, rowFrame: field, field: field,
            cornerRadius: min(m.cornerRadius, field.height / 2), magnifier: magnifier, text: text,
            isPlaceholder: typed == nil, contentAlpha: 1, scopeBar: nil, cancel: nil)
    }

    /// L74: the scope bar in `row`: a segmented control from `low` to `high`, centred in the row (shrinking with
    /// it), its segments equal, each title centred and tail-truncated to its segment.
    func scopeBar(_ plan: SearchPlan, row: Frame, low: Double, high: Double) throws(LayoutError)
        -> ScopeBarGeometry
    {
        let m = plan.metrics
        let fraction = m.scopeRowHeight > 0 ? row.height / m.scopeRowHeight : 0
        let height = m.scopeSegmentHeight * fraction
        let control = Frame(x: low, y: row.midY - height / 2, width: max(0, high - low), height: height)
        let titles = plan.controller.scopeButtonTitles
        let segmentWidth = control.width / Double(max(1, titles.count))
        let line = try lineMetrics(m.scopeStyle)
        var segments: [ScopeSegmentGeometry] = []
        for (index, title) in titles.enumerated() {
            let frame = Frame(x: low + Double(index) * segmentWidth, y: control.y, width: segmentWidth, height: height)
            let room = max(0, segmentWidth - 2 * m.textInset)
            let fitted: FittedText?
            do { fitted = try measurer.fit(title, style: m.scopeStyle, maxWidth: room) } catch {
                throw .measurement(error)
            }
            let textWidth = fitted?.width ?? 0
            let text = TextGeometry(
                text: fitted?.text ?? "", truncated: fitted?.truncated ?? !title.isEmpty,
                frame: Frame(
                    x: frame.midX - textWidth / 2, y: frame.midY - line.lineHeight / 2, width: textWidth,
                    height: line.lineHeight),
                style: m.scopeStyle, line: line)
            segments.append(
                ScopeSegmentGeometry(
                    frame: frame, title: text, selected: index == plan.controller.selectedScopeButtonIndex))
        }
        return ScopeBarGeometry(
            rowFrame: row, frame: control, cornerRadius: min(m.cornerRadius, height / 2), segments: segments)
    }

    /// The line metrics of `style`.
    private func lineMetrics(_ style: TextStyle) throws(LayoutError) -> LineMetrics {
        do { return try measurer.lineMetrics(for: style) } catch { throw .measurement(error) }
    }

    /// The natural width of `text` in `style`.
    private func textWidth(_ text: String, style: TextStyle) throws(LayoutError) -> Double {
        do { return try measurer.size(of: text, style: style, widthLimit: width).width } catch {
            throw .measurement(error)
        }
    }
}

extension Solver {
    /// L80: the `integratedCentered` field (iPad, an item whose style leads its title): `inlineWidth` wide,
    /// centred in the bar, moved and narrowed to stay between what the content row shows on either side (the back
    /// button, the title and the leading items; the trailing items) `titleGap` away; the items do not make way.
    func centredSearch(_ plan: SearchPlan, beside geometry: borrowing BarParts) throws(LayoutError)
        -> SearchGeometry
    {
        let margin = r.layoutMargin ?? r.textButton.edgeInset
        var low = leadingEdge + margin
        var high = trailingEdge - margin
        for frame in geometry.contentRowFrames {
            if frame.midX < width / 2 {
                low = max(low, frame.maxX + r.titleGap)
            } else {
                high = min(high, frame.x - r.titleGap)
            }
        }
        let fieldWidth = max(0, min(plan.metrics.inlineWidth, high - low))
        let x = min(max(low, (width - fieldWidth) / 2), high - fieldWidth)
        let field = Frame(
            x: x, y: r.centredY(plan.metrics.fieldHeight), width: fieldWidth, height: plan.metrics.fieldHeight)
        var search = try searchField(plan, field: field)
        search.rowFrame = Frame(x: 0, y: r.rowY, width: width, height: r.rowHeight)
        return search
    }
}

extension BarParts {
    /// The frames the content row shows: the back button, the displayed title and the displayed items.
    var contentRowFrames: [Frame] {
        var frames: [Frame] = []
        if let frame = backButton?.frame { frames.append(frame) }
        if let frame = title?.frame { frames.append(frame) }
        for item in leftItems + rightItems { if let frame = item.frame { frames.append(frame) } }
        return frames
    }
}

extension SearchGeometry {
    /// L79: a search bar in the toolbar: reported with its placement, state and text, every frame empty at the
    /// origin, and no node in the bar.
    init(inToolbar plan: SearchPlan) {
        let typed = plan.controller.text.flatMap { $0.isEmpty ? nil : $0 }
        let empty = Frame(x: 0, y: 0, width: 0, height: 0)
        self.init(
            placement: .toolbar, isActive: plan.controller.isActive, rowFrame: empty, field: empty,
            cornerRadius: plan.metrics.cornerRadius, magnifier: empty,
            text: TextGeometry(
                text: typed ?? plan.controller.placeholder ?? plan.metrics.placeholder, frame: empty,
                style: plan.metrics.style, baseline: 0),
            isPlaceholder: typed == nil, contentAlpha: 1, scopeBar: nil, cancel: nil)
    }

    /// Whether the bar draws it (every placement but the toolbar, L79).
    public var isInBar: Bool { placement != .toolbar }
}
