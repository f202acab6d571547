import TextMetrics

/// What the glass pass needs besides the geometry (L64–L69, L78).
struct GlassPass {
    let metrics: GlassMetrics
    let top: NavigationItem
    let colors: ResolvedGlassColors
    let titleGap: Double
    /// The full height of the large-title row, for the large subtitle's share of a collapsing row.
    let largeTitleRow: Double?
    let scale: Double
    /// The scene's scroll offset (L81).
    let scrollOffset: Double
    let measurer: any TextMeasuring

    /// Whether the profile follows the scene key `key`.
    func follows(_ key: String) -> Bool { metrics.sceneKeys.contains(key) }
}

extension BarParts {
    /// L64–L69, L78 on the bar's final frames (rounded, mirrored, with baselines): capsules, the back circle, the
    /// subtitles, title alignment and badges, in `glass`.
    mutating func applyGlass(_ pass: GlassPass) throws(LayoutError) {
        var result = GlassGeometry(colors: pass.colors)
        result.capsules = capsules(pass)
        if pass.follows("titleAlignment") { alignTitle(pass.top.titleAlignment, gap: pass.titleGap) }
        if pass.follows("subtitle"), let text = pass.top.subtitle, pass.top.titleView == nil {
            result.subtitle = try placeSubtitle(text, pass)
        }
        if pass.follows("largeSubtitle") || pass.follows("subtitle") {
            let text = pass.follows("largeSubtitle") ? pass.top.largeSubtitle ?? pass.top.subtitle : pass.top.subtitle
            if let text { try placeLargeSubtitle(text, pass, into: &result) }
        }
        if pass.follows("badge") { result.badges = try badges(pass, capsules: result.capsules) }
        glass = result
        if pass.follows("navigationBarMinimization"), let configuration = pass.top.navigationBarMinimization {
            minimization = MinimizationGeometry(
                configuration: configuration, minimized: isMinimized(configuration, at: pass.scrollOffset))
        }
    }

    /// L81: whether a bar with `configuration` is minimized with its content scrolled `offset` points, the offset
    /// read as reached by scrolling down from the scroll edge. At the scroll edge every bar is restored (both
    /// restoration behaviours); `onScrollDown` minimizes past it, `onScrollUp` and `never` do not, and
    /// `automatic` minimizes where the search bar has left the bar for the toolbar (L79).
    func isMinimized(_ configuration: BarMinimization, at offset: Double) -> Bool {
        guard offset > 0 else { return false }
        switch configuration.behavior {
        case .never, .onScrollUp: return false
        case .onScrollDown: return true
        case .automatic: return search?.placement == .toolbar
        }
    }

    /// The displayed items of each side in drawing order, each with its node key (as the display list names it).
    var keyedItems: [(key: NodeKey, item: ItemGeometry)] {
        var keyed: [(key: NodeKey, item: ItemGeometry)] = []
        for (side, items) in [(NodeSide.left, leftItems), (.right, rightItems)] {
            for (index, item) in items.enumerated() where item.frame != nil {
                keyed.append((NodeKey(.item, side: side, id: item.id, index: index), item))
            }
        }
        if let itemGroups {
            var centre = 0
            var groupsOnSide: [NodeSide: Int] = [:]
            for group in itemGroups.groups {
                let side = group.position.side
                if group.position == .center {
                    for item in group.items {
                        if item.frame != nil {
                            keyed.append((NodeKey(.item, side: .center, id: item.id, index: centre), item))
                        }
                        centre += 1
                    }
                }
                let index = groupsOnSide[side, default: 0]
                groupsOnSide[side] = index + 1
                if let representative = group.representativeItem, representative.frame != nil {
                    keyed.append(
                        (NodeKey(.representative, side: side, id: representative.id, index: index), representative))
                }
            }
        }
        return keyed
    }

    /// L64: the capsules. Each item draws on glass; on each side, from left to right, adjacent image items share
    /// one capsule; a text item, a `done` or `prominent` item, a custom view, or an item with `sharesBackground`
    /// false gets one of its own; a space (a zero-width fixed space among them) ends a capsule and has none; an
    /// item with `hidesSharedBackground` has none and shares with none. The back button is a capsule of its own
    /// (a 44-pt circle when it shows the chevron alone, L65); the overflow button and the search field too (L80).
    func capsules(_ pass: GlassPass) -> [CapsuleGeometry] {
        var capsules: [CapsuleGeometry] = []
        let radius = pass.metrics.cornerRadius
        func capsule(_ key: NodeKey, _ frame: Frame, items: [String], prominent: Bool = false) -> CapsuleGeometry {
            CapsuleGeometry(
                key: key, frame: frame, cornerRadius: min(radius, frame.height / 2), items: items, prominent: prominent)
        }
        if let back = backButton {
            capsules.append(capsule(NodeKey(.capsule, side: .left, id: "back"), back.frame, items: ["back"]))
        }
        var counts: [NodeSide: Int] = [:]
        func close(_ run: inout [(key: NodeKey, frame: Frame)], side: NodeSide, prominent: Bool = false) {
            guard !run.isEmpty else { return }
            let frame = run.dropFirst().reduce(run[0].frame) { $0.union($1.frame) }
            let index = counts[side, default: 0]
            counts[side] = index + 1
            capsules.append(
                capsule(
                    NodeKey(.capsule, side: side, index: index), frame, items: run.map(\.key.description),
                    prominent: prominent))
            run = []
        }
        let keyed = keyedItems
        for side in [NodeSide.left, .center, .right] {
            let onSide = keyed.filter { $0.key.side == side }.sorted { $0.item.frame!.minX < $1.item.frame!.minX }
            var run: [(key: NodeKey, frame: Frame)] = []
            for (key, item) in onSide {
                let frame = item.frame!
                switch item.kind {
                case .fixedSpace, .flexibleSpace:
                    close(&run, side: side)
                    continue
                default: break
                }
                if item.glass.hidesSharedBackground {
                    close(&run, side: side)
                    continue
                }
                let isolated =
                    item.kind != .image || item.glass.itemStyle == .done || item.glass.itemStyle == .prominent
                    || !item.glass.sharesBackground || key.kind == .representative
                if isolated {
                    close(&run, side: side)
                    run.append((key, frame))
                    close(&run, side: side, prominent: item.glass.itemStyle == .prominent)
                } else {
                    run.append((key, frame))
                }
            }
            close(&run, side: side)
        }
        if let button = itemGroups?.overflowButton {
            let index = counts[.right, default: 0]
            capsules.append(capsule(NodeKey(.capsule, side: .right, index: index), button.frame, items: ["overflow"]))
        }
        // L80: the search field (or button) in the bar is a glass capsule of its own.
        if let search, search.isInBar {
            capsules.append(capsule(NodeKey(.capsule, id: "search"), search.field, items: ["searchField"]))
            if let button = search.cancelButton {
                capsules.append(capsule(NodeKey(.capsule, id: "searchCancel"), button, items: ["searchCancel"]))
            }
        }
        return capsules
    }

    /// The frames of everything shown in the content row but the title: back button, items, overflow button.
    private var rowFrames: [Frame] {
        var frames = keyedItems.compactMap(\.item.frame)
        if let back = backButton { frames.append(back.frame) }
        if let button = itemGroups?.overflowButton { frames.append(button.frame) }
        return frames
    }

    /// The room the title may use around `centre`: from the content left of it to the content right of it, each
    /// less the title gap; where there is none, the layout margin inside the content frame (L17, as L9 and L45).
    private func titleRoom(around centre: Double, gap: Double) -> ClosedRange<Double> {
        let frames = rowFrames
        let margin = bar.layoutMargin ?? gap
        let low = frames.filter { $0.maxX <= centre }.map { $0.maxX + gap }.max() ?? bar.contentFrame.minX + margin
        let high = frames.filter { $0.minX >= centre }.map { $0.minX - gap }.min() ?? bar.contentFrame.maxX - margin
        return low...max(low, high)
    }

    /// L78: moves a displayed text title to the leading edge of its room (the title gap after the leading
    /// content), or to the bar's centre, as the item's `titleAlignment` asks; `automatic` keeps the title where L9 and L45 put it.
    mutating func alignTitle(_ alignment: TitleAlignment, gap: Double) {
        guard alignment != .automatic, let title, title.kind == .text,
            case .displayed(let frame, let baseline) =
                title.placement
        else { return }
        let grid = PixelGrid(scale: bar.scale)
        // Worked out left to right (the room mirrored back), rounded, then mirrored (L13, L15): this pass runs on
        // mirrored frames, and a bar right to left must be the exact mirror of the same bar left to right.
        let rightToLeft = bar.layoutDirection == .rightToLeft
        let mirrorWidth = grid.nearest(bar.width)
        let found = titleRoom(around: frame.midX, gap: gap)
        let room =
            rightToLeft ? (mirrorWidth - found.upperBound)...(mirrorWidth - found.lowerBound) : found
        var x: Double
        switch alignment {
        case .leading:
            x = room.lowerBound
        case .center, .automatic:
            x = (bar.width - frame.width) / 2
            x = min(max(x, room.lowerBound), max(room.lowerBound, room.upperBound - frame.width))
        }
        var moved = frame
        moved.x = rightToLeft ? mirrorWidth - grid.nearest(x) - frame.width : grid.nearest(x)
        self.title?.placement = .displayed(frame: moved, baseline: baseline)
    }

    /// L66: the subtitle below the title, the two lines one block centred together in the content row.
    ///
    /// Under a leading title (`isLeadingTitle(_:)`) the subtitle starts at the title's leading edge. Otherwise
    /// each line is centred in the block, which stays where L9 put the title and, when the subtitle is the wider
    /// line, moves inward as far as it must to stay in the title's room, taking the title with it. The subtitle is
    /// cut with an ellipsis to the room's width.
    mutating func placeSubtitle(_ text: String, _ pass: GlassPass) throws(LayoutError) -> TextGeometry? {
        guard let title, title.kind == .text, let style = title.style, case .displayed(let frame, _) = title.placement
        else { return nil }
        let subtitleStyle = pass.metrics.subtitleStyle
        let grid = PixelGrid(scale: bar.scale)
        // Worked out left to right and mirrored back, as `alignTitle` does, so right to left is the exact mirror.
        let rightToLeft = bar.layoutDirection == .rightToLeft
        let mirrorWidth = grid.nearest(bar.width)
        let found = titleRoom(around: frame.midX, gap: pass.titleGap)
        let room = rightToLeft ? (mirrorWidth - found.upperBound)...(mirrorWidth - found.lowerBound) : found
        let titleX = rightToLeft ? mirrorWidth - frame.maxX : frame.minX
        let limit = room.upperBound - room.lowerBound
        let (shown, width, truncated, line) = try fitted(text, style: subtitleStyle, limit: limit, pass)
        guard let shown else { return nil }
        let titleLine = try lineMetrics(style, pass)
        let row = bar.contentFrame
        // The two lines must fit the content row (not the 32-pt compact row): else no subtitle shows.
        guard titleLine.lineHeight + line.lineHeight <= row.height else { return nil }
        var titleStart = titleX
        let start: Double
        if isLeadingTitle(pass) {
            start = min(max(titleX, room.lowerBound), room.upperBound - width)
        } else if width <= frame.width {
            start = titleX + (frame.width - width) / 2
        } else {
            let axis = min(max(titleX + frame.width / 2, room.lowerBound + width / 2), room.upperBound - width / 2)
            start = axis - width / 2
            titleStart = grid.nearest(axis - frame.width / 2)
        }
        let top = row.minY + (row.height - titleLine.lineHeight - line.lineHeight) / 2
        let titleFrame = Frame(
            x: rightToLeft ? mirrorWidth - titleStart - frame.width : titleStart, y: grid.nearest(top),
            width: frame.width, height: frame.height)
        self.title?.placement = .displayed(
            frame: titleFrame, baseline: titleLine.baseline(top: titleFrame.y, height: titleFrame.height))
        let (x, w) = grid.outward(start, length: width)
        let (y, h) = grid.outward(titleFrame.maxY, length: line.lineHeight)
        let subtitleFrame = Frame(x: rightToLeft ? mirrorWidth - x - w : x, y: y, width: w, height: h)
        return TextGeometry(
            text: shown, truncated: truncated, frame: subtitleFrame, style: subtitleStyle,
            baseline: line.baseline(top: subtitleFrame.y, height: subtitleFrame.height), color: pass.colors.subtitle)
    }

    /// Whether the title is set at the leading edge of its room rather than centred: L78's `leading`, or, with
    /// `automatic`, a `browser` or `editor` item (L45) or an inline large title (L19).
    func isLeadingTitle(_ pass: GlassPass) -> Bool {
        switch pass.follows("titleAlignment") ? pass.top.titleAlignment : .automatic {
        case .leading: return true
        case .center: return false
        case .automatic: return pass.top.style != .navigator || largeTitle?.inline == true
        }
    }

    /// L66: the large subtitle in a band of `largeSubtitleRowHeight` below the large title's row, which the bar
    /// grows by; the band shrinks with the row as it collapses, and the subtitle takes the large title's opacity.
    mutating func placeLargeSubtitle(_ text: String, _ pass: GlassPass, into result: inout GlassGeometry)
        throws(LayoutError)
    {
        guard let largeTitle, !largeTitle.inline, largeTitle.clipFrame.height > 0, let row = pass.largeTitleRow,
            row > 0
        else { return }
        // Search rows below the large title (stacked, or a scope bar) leave no band for it.
        if let search, search.isInBar, search.placement == .stacked || search.scopeBar != nil { return }
        let grid = PixelGrid(scale: bar.scale)
        let band = grid.nearest(pass.metrics.largeSubtitleRowHeight * min(1, largeTitle.clipFrame.height / row))
        guard band > 0 else { return }
        let style = pass.metrics.largeSubtitleStyle
        let line = largeTitle.line.frame
        let inset =
            bar.layoutDirection == .leftToRight
            ? line.minX - bar.contentFrame.minX : bar.contentFrame.maxX - line.maxX
        let limit = bar.contentFrame.width - 2 * max(0, inset)
        let (shown, width, truncated, metrics) = try fitted(text, style: style, limit: limit, pass)
        guard let shown else { return }
        let top = largeTitle.clipFrame.maxY
        bar.height += band
        if let background = bar.format1BackgroundFrame { bar.format1BackgroundFrame = background.growing(by: band) }
        let leading = bar.layoutDirection == .leftToRight ? line.minX : line.maxX - width
        let (x, w) = grid.outward(leading, length: width)
        let (y, h) = grid.outward(
            top + (pass.metrics.largeSubtitleRowHeight - metrics.lineHeight) / 2, length: metrics.lineHeight)
        let frame = Frame(x: x, y: y, width: w, height: h)
        result.largeSubtitle = TextGeometry(
            text: shown, truncated: truncated, frame: frame, style: style,
            baseline: metrics.baseline(top: frame.y, height: frame.height), color: pass.colors.subtitle)
        result.largeSubtitleClip = Frame(x: 0, y: top, width: bar.width, height: band)
        result.largeSubtitleAlpha = largeTitle.alpha
    }

    /// L68: each shown item's badge, at the top trailing corner of the item, reaching `overhang` past it; a count
    /// or string badge `height` high and its text plus padding wide (at least `minimumWidth`), an indicator a dot.
    func badges(_ pass: GlassPass, capsules: [CapsuleGeometry]) throws(LayoutError) -> [BadgeGeometry] {
        let m = pass.metrics.badge
        let grid = PixelGrid(scale: bar.scale)
        var badges: [BadgeGeometry] = []
        for (key, item) in keyedItems {
            guard let badge = item.glass.badge, let frame = item.frame else { continue }
            switch item.kind {
            case .customView, .fixedSpace, .flexibleSpace: continue
            default: break
            }
            var text: (String, Double, LineMetrics)?
            if let label = badge.text {
                let measured: TextSize
                do { measured = try pass.measurer.size(of: label, style: m.style) } catch { throw .measurement(error) }
                text = (label, measured.width, measured.lineMetrics)
            }
            let height = text == nil ? m.indicatorDiameter : m.height
            let width = text.map { max(m.minimumWidth, $0.1 + 2 * m.padding) } ?? m.indicatorDiameter
            let trailing = bar.layoutDirection == .leftToRight
            var x = trailing ? frame.maxX + m.overhang - width : frame.minX - m.overhang
            x = min(max(0, x), bar.width - width)
            let badgeFrame = Frame(
                x: grid.nearest(x), y: grid.nearest(frame.minY - m.overhang), width: width, height: height)
            var line: TextGeometry?
            if let (label, textWidth, metrics) = text {
                let (tx, tw) = grid.outward(badgeFrame.midX - textWidth / 2, length: textWidth)
                let (ty, th) = grid.outward(badgeFrame.midY - metrics.lineHeight / 2, length: metrics.lineHeight)
                let textFrame = Frame(x: tx, y: ty, width: tw, height: th)
                line = TextGeometry(
                    text: label, frame: textFrame, style: m.style,
                    baseline: metrics.baseline(top: textFrame.y, height: textFrame.height), color: pass.colors.badgeText
                )
            }
            let badgeKey = NodeKey(.badge, side: key.side, id: item.id, index: key.index)
            badges.append(BadgeGeometry(key: badgeKey, item: key.description, frame: badgeFrame, text: line))
        }
        return badges
    }

    /// `text` in `style` cut to `limit` with an ellipsis: the text shown (`nil` when not even the ellipsis
    /// fits), its width, whether it was cut, and the line metrics.
    private func fitted(_ text: String, style: TextStyle, limit: Double, _ pass: GlassPass) throws(LayoutError)
        -> (String?, Double, Bool, LineMetrics)
    {
        do {
            let measured = try pass.measurer.size(of: text, style: style)
            if measured.width <= limit { return (text, measured.width, false, measured.lineMetrics) }
            guard limit > 0, let fit = try pass.measurer.fit(text, style: style, maxWidth: limit) else {
                return (nil, 0, true, measured.lineMetrics)
            }
            return (fit.text, fit.width, true, measured.lineMetrics)
        } catch { throw .measurement(error) }
    }

    /// The line metrics of `style`.
    private func lineMetrics(_ style: TextStyle, _ pass: GlassPass) throws(LayoutError) -> LineMetrics {
        do { return try pass.measurer.lineMetrics(for: style) } catch { throw .measurement(error) }
    }
}

extension Frame {
    /// The smallest frame holding this one and `other`.
    func union(_ other: Frame) -> Frame {
        let x = min(minX, other.minX)
        let y = min(minY, other.minY)
        return Frame(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }

    /// This frame `amount` taller.
    func growing(by amount: Double) -> Frame {
        Frame(x: x, y: y, width: width, height: height + amount)
    }
}
