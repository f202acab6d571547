import NavigationBarLayout
import TextMetrics

extension BarPainter {
    /// Outlines the content row and every node of `list` drawn, and lists below the bar what `geometry` says is
    /// not drawn: hidden items and titles, groups not expanded and the overflow menu.
    ///
    /// The outlines come from the display list, as the picture does, so every kind of node has one (capsules,
    /// subtitles, badges, the large title, the search bar); only the groups' frames and the legend, which are not
    /// nodes, are read from the geometry.
    mutating func paintDebugOverlay(_ list: DisplayList, geometry: BarGeometry) throws(RenderError) {
        let width = max(0.5, hairline)
        drawing.fill(
            .frameOutline(list.bar.contentFrame, width: width), Self.debugGrey, layer: .debug, name: "debug-content")
        for node in list.nodes where node.alpha > 0 {
            guard let color = Self.debugColor(of: node.kind) else { continue }
            let name = "debug-\(node.key)"
            drawing.fill(.frameOutline(node.frame, width: width), color, layer: .debug, name: name)
            if let frame = node.textFrame {
                drawing.fill(.frameOutline(frame, width: width), Self.debugGreen, layer: .debug, name: name + "-text")
            }
            if let frame = node.imageFrame {
                drawing.fill(.frameOutline(frame, width: width), color, layer: .debug, name: name + "-image")
            }
        }
        // Items collapsed or in the menu are listed with their groups, not as hidden.
        let listedWithGroups: Set<HiddenReason> = geometry.itemGroups == nil ? [] : [.collapsed, .inOverflow]
        var hidden: [String] = []
        for (side, items) in [("left", geometry.leftItems), ("right", geometry.rightItems)] {
            for (index, item) in items.enumerated() {
                guard let reason = item.hiddenReason, !listedWithGroups.contains(reason) else { continue }
                let id = item.id.map { " '\($0)'" } ?? ""
                hidden.append("\(side)Items[\(index)]\(id) (\(item.kind.rawValue)): \(reason.rawValue)")
            }
        }
        if let title = geometry.title, !title.displayed {
            hidden.append("title (\(title.kind.rawValue)): not displayed")
        }
        if let groups = geometry.itemGroups {
            outlineGroups(groups, width: width)
            hidden += groupLegend(groups)
        }
        try paintLegend(hidden)
    }

    /// The grey of the content row's, the groups' and the fills' outlines.
    static let debugGrey = RGBA(0.5, 0.5, 0.5, 0.8)
    /// The green of lines of text and of items' title frames.
    static let debugGreen = RGBA(0, 0.65, 0.2, 0.9)

    /// The colour a node of `kind` is outlined in: orange for the back button's parts, green for lines of text,
    /// magenta for items and buttons, blue for the title, grey for fills; `nil` for the background and hairline,
    /// which span the bar.
    static func debugColor(of kind: NodeKind) -> RGBA? {
        switch kind {
        case .background, .shadow: nil
        case .backButton, .backIndicator, .backImage: RGBA(1, 0.5, 0, 0.9)
        case .prompt, .backTitle, .subtitle, .largeSubtitle, .searchText, .searchPlaceholder, .scopeSegment:
            debugGreen
        case .item, .representative, .overflowButton, .badge, .searchMagnifier, .searchCancel:
            RGBA(0.85, 0, 0.75, 0.9)
        case .title, .titleView, .largeTitle: RGBA(0.1, 0.3, 1, 0.9)
        case .capsule, .searchField, .scopeBar: debugGrey
        }
    }

    /// Outlines the groups' frames (L40–L46), which are not nodes.
    ///
    /// Kept out of `paintDebugOverlay(_:geometry:)`: inlined there, the release build's optimiser failed on it
    /// (swift-frontend 6.3.1, CopyPropagation "Found outside of lifetime use").
    private mutating func outlineGroups(_ groups: ItemGroupsGeometry, width: Double) {
        for group in groups.groups {
            guard let frame = group.frame else { continue }
            drawing.fill(
                .frameOutline(frame, width: width), Self.debugGrey, layer: .debug,
                name: "debug-group-\(group.position.rawValue)-\(group.index)")
        }
    }

    /// Adds a band below the bar listing `lines` (nothing when there are none).
    private mutating func paintLegend(_ lines: [String]) throws(RenderError) {
        guard !lines.isEmpty else { return }
        let style = TextStyle(family: "Inter", size: 10, weight: .regular)
        let lineHeight = try renderer.lineHeight(style)
        let top = drawing.height
        let entries = ["Hidden:"] + lines
        let band = Double(entries.count) * lineHeight + 6
        drawing.height += band
        drawing.fill(
            .rect(Frame(x: 0, y: top, width: drawing.width, height: band)), RGBA(1, 1, 0.9, 1), layer: .debug,
            name: "debug-legend")
        for (index, line) in entries.enumerated() {
            guard let fit = try renderer.fitted(line, style: style, width: drawing.width - 8) else { continue }
            let frame = Frame(x: 4, y: top + 3 + Double(index) * lineHeight, width: fit.width, height: lineHeight)
            drawing.fill(
                try renderer.textPath(fit.text, style: style, frame: frame), RGBA(0.55, 0, 0, 1), layer: .debug,
                name: "debug-legend-\(index)")
        }
    }
}
