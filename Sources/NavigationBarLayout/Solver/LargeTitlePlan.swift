import TextMetrics

/// L19–L21: whether and where a bar shows a large title, and how far its row has collapsed.
struct LargeTitlePlan {
    /// Where the large title goes.
    enum Display: Equatable {
        /// In its own row below the content row.
        case row
        /// Inside the content row (iOS 17 `inline`), the leading items making way.
        case inline
    }

    /// The profile's large-title values for the idiom, sized by Dynamic Type or an appearance (L50).
    private(set) var metrics: LargeTitleMetrics
    /// Where the large title goes.
    let display: Display
    /// L20, L21: the height of the large-title row (0 for `inline`).
    private(set) var rowHeight: Double
    /// L21: the magnification of the large title on over-scroll (1 otherwise).
    private(set) var scale: Double
    /// L20: the large title's opacity: 1 while more than the collapse threshold of its row remains, else 0.
    private(set) var alpha: Double
    /// The profile's large-title values for the idiom before any sizing.
    private let unsized: LargeTitleMetrics
    /// The scene's scroll offset (L20, L21), less what a stacked search bar below took first (L73).
    var offset: Double
    /// L73: the height of the search rows below the large-title row (0 without them).
    var rowsBelow: Double = 0

    /// The plan for `scene` (top item `top`, back item `back`), or `nil` when no large title shows (L19).
    init?(
        scene: borrowing Scene, profile: borrowing MetricsProfile, top: NavigationItem?, back: NavigationItem?
    ) {
        // L19: only on a bar that prefers large titles, under a profile that has them, never under compact metrics.
        guard scene.prefersLargeTitles, let metrics = profile.largeTitle(for: scene.userInterfaceIdiom),
            scene.metrics.withoutPrompt == .default, let top
        else { return nil }
        guard let mode = Self.effectiveMode(of: scene.items) else { return nil }
        // L19: `inline` reverts to `always` when there is a back button (a back item the top item does not hide).
        display = mode == .inline && (back == nil || top.hidesBackButton) ? .inline : .row
        var unsized = metrics
        // L63: the Bold Text setting's weight for the large title's.
        if scene.boldText { unsized.style = profile.boldText(unsized.style) }
        self.unsized = unsized
        offset = scene.scrollOffset
        let size = profile.dynamicType?.size(for: .largeTitle, category: scene.contentSizeCategory)
        self.metrics = Self.sized(unsized, size: size, display: display)
        (rowHeight, scale, alpha) = (0, 1, 1)
        scroll()
    }

    /// L20, L21: the row, magnification and opacity for the scroll offset: the row shrinks one point per point
    /// scrolled, to 0; over-scroll stretches it and magnifies the title when the profile says how, else it stays
    /// whole. Inline there is no row.
    mutating func scroll() {
        guard display == .row else { return }
        let magnification = offset < 0 ? metrics.magnification : nil
        let row = metrics.rowHeight
        rowHeight = magnification == nil ? max(0, row - max(0, offset)) : row - offset
        scale = magnification?.scale(overscroll: -offset) ?? 1
        alpha = rowHeight > metrics.collapseThreshold ? 1 : 0
    }

    /// L50 with L33: a size set by an appearance (its `largeTitleTextAttributes.size`) wins over the Dynamic Type
    /// size and sizes the row as that size does, so the taller line stays inside it; inline the title keeps at
    /// most its style's size. Without a size the plan is unchanged.
    mutating func size(byAppearance size: Double?) {
        guard let size else { return }
        metrics = Self.sized(unsized, size: size, display: display)
        scroll()
    }

    /// L50: `metrics` with the large title's `size` (for the category from the profile's `dynamicType` table, or
    /// set by an appearance).
    ///
    /// In its own row the row grows in proportion to the size (never below its own height, rounded up to a
    /// whole point), so the taller line stays inside it; inline the content row keeps its height, so the large
    /// title never grows past its style's size there. Without a size `metrics` is unchanged.
    static func sized(_ metrics: LargeTitleMetrics, size: Double?, display: Display) -> LargeTitleMetrics {
        guard let size, metrics.style.size > 0 else { return metrics }
        var sized = metrics
        switch display {
        case .row:
            sized.rowHeight = (metrics.rowHeight * max(1, size / metrics.style.size)).rounded(.up)
            sized.style.size = size
        case .inline:
            sized.style.size = min(size, metrics.style.size)
        }
        return sized
    }

    /// L19: the display mode that decides for the top item of `items`: its own, or for `automatic` the first
    /// explicit mode below it (`inline` below the top counting as `always`); `always` when every item is
    /// `automatic`. `nil` when it is `never`.
    static func effectiveMode(of items: [NavigationItem]) -> LargeTitleDisplayMode? {
        for (index, item) in items.enumerated().reversed() where item.largeTitleDisplayMode != .automatic {
            let mode = item.largeTitleDisplayMode
            if mode == .never { return nil }
            return index == items.count - 1 ? mode : .always
        }
        return .always
    }
}

extension Solver {
    /// L19, L20, L21: the large title of `text` as `plan` places it in a bar `barHeight` tall: one line on the
    /// layout margin, tail-truncated to `high`; `nil` when not even an ellipsis fits.
    func largeTitle(_ text: String, plan: LargeTitlePlan, barHeight: Double, high: Double) throws(LayoutError)
        -> LargeTitleGeometry?
    {
        let margin = r.layoutMargin ?? r.textButton.edgeInset
        let low = leadingEdge + margin
        let room = max(0, high - low)
        // L33: the iOS 13 appearance's large-title attributes over the profile's style.
        var style = r.largeTitleAttributes.applied(to: plan.metrics.style)
        // L50: the size is the plan's, which an appearance's size has already set (capped inline).
        style.size = plan.metrics.style.size
        if plan.scale > 1 { style = try magnified(text, style: style, scale: plan.scale, room: room) }
        let fitted: FittedText?
        let line: LineMetrics
        do {
            fitted = try measurer.fit(text, style: style, maxWidth: room)
            line = try measurer.lineMetrics(for: style)
        } catch { throw .measurement(error) }
        guard let fitted else { return nil }
        let y: Double
        let clip: Frame
        switch plan.display {
        case .row:
            // L19: the line box's bottom `bottomInset` above the bar's bottom; clipped to the row (L20).
            y = barHeight - plan.metrics.bottomInset - line.lineHeight
            clip = Frame(x: 0, y: barHeight - plan.rowHeight, width: width, height: plan.rowHeight)
        case .inline:
            y = r.centredY(line.lineHeight)
            clip = Frame(x: 0, y: r.rowY, width: width, height: r.rowHeight)
        }
        let frame = Frame(x: low, y: y, width: fitted.width, height: line.lineHeight)
        return LargeTitleGeometry(
            line: TextGeometry(
                text: fitted.text, truncated: fitted.truncated, frame: frame, style: style, line: line,
                color: r.largeTitleAttributes.color),
            alpha: plan.alpha, clipFrame: clip, inline: plan.display == .inline)
    }
}

extension Solver {
    /// L21: `style` magnified by up to `scale` for `text` in `room` points: no wider than the room, nor past the
    /// largest text size or tracking, and never so wide that a title that fits unscaled is cut.
    ///
    /// Widths do not grow exactly in proportion to the size (advances are rounded by the shaper), so a scale of
    /// room over natural width can come out a few thousandths of a point too wide: the scale is lowered until the
    /// magnified title fits, and is 1 when it still does not.
    func magnified(_ text: String, style: TextStyle, scale wanted: Double, room: Double) throws(LayoutError)
        -> TextStyle
    {
        func width(_ style: TextStyle) throws(LayoutError) -> Double {
            do { return try measurer.size(of: text, style: style, widthLimit: 2 * room + 1).width } catch {
                throw .measurement(error)
            }
        }
        func scaled(_ scale: Double) -> TextStyle {
            var magnified = style
            // Clamped too, as the limits over the unmagnified values may round a last bit past them.
            magnified.size = min(style.size * scale, TextStyle.maximumSize)
            let most = TextStyle.maximumTracking
            magnified.tracking = min(max(style.tracking * scale, -most), most)
            return magnified
        }
        let natural = try width(style)
        var scale = min(wanted, TextStyle.maximumSize / max(style.size, 1))
        if style.tracking != 0 { scale = min(scale, TextStyle.maximumTracking / abs(style.tracking)) }
        if natural * scale > room { scale = natural > 0 ? room / natural : 1 }
        scale = max(1, scale)
        guard natural <= room else { return scaled(scale) }
        for _ in 0..<3 where scale > 1 {
            let magnifiedWidth = try width(scaled(scale))
            if magnifiedWidth <= room { return scaled(scale) }
            scale = max(1, scale * room / magnifiedWidth * (1 - 1e-9))
        }
        guard scale > 1 else { return style }
        return try width(scaled(scale)) <= room ? scaled(scale) : style
    }
}

extension Solver {
    /// L19: the large-title stage: lays `top` out with a large title as `plan` places it.
    ///
    /// In a row, the bar is laid out as without one and the large title goes below the content row. Inline
    /// (iOS 17), the large title takes the leading slot of the content row: the one pipeline runs with the
    /// leading and centre items making way (`layOut(top:stack:inlineLargeTitle:into:)`), and the large title
    /// runs from the layout margin to the trailing content (items, representatives and overflow button), less
    /// the title gap.
    func layOut(
        top: borrowing NavigationItem, stack: borrowing [NavigationItem], largeTitle plan: LargeTitlePlan,
        into geometry: inout BarParts
    ) throws(LayoutError) {
        let margin = r.layoutMargin ?? r.textButton.edgeInset
        let inline = plan.display == .inline
        let trailing = try layOut(top: top, stack: stack, inlineLargeTitle: inline, into: &geometry)
        guard let text = top.title else { return }
        let high = inline ? trailing.map { $0 - r.titleGap } ?? trailingEdge - margin : trailingEdge - margin
        // L73: the large-title row ends above the search rows.
        geometry.largeTitle = try largeTitle(
            text, plan: plan, barHeight: geometry.bar.height - plan.rowsBelow, high: high)
    }
}
