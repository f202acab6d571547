import NavigationBarLayout
import TextMetrics

extension BarPainter {
    /// Outlines every frame of the geometry and lists the hidden items in a legend below the bar.
    mutating func paintDebugOverlay(_ geometry: BarGeometry) throws(RenderError) {
        let width = max(0.5, hairline)
        func outline(_ frame: Frame?, _ color: RGBA, _ name: String) {
            guard let frame else { return }
            drawing.fill(.frameOutline(frame, width: width), color, layer: .debug, name: name)
        }
        let content = RGBA(0.5, 0.5, 0.5, 0.8)
        let textColor = RGBA(0, 0.65, 0.2, 0.9)
        let itemColor = RGBA(0.85, 0, 0.75, 0.9)
        let backColor = RGBA(1, 0.5, 0, 0.9)
        let titleColor = RGBA(0.1, 0.3, 1, 0.9)
        outline(geometry.bar.contentFrame, content, "debug-content")
        outline(geometry.prompt?.frame, textColor, "debug-prompt")
        if let back = geometry.backButton {
            outline(back.frame, backColor, "debug-back")
            outline(back.indicator.frame, backColor, "debug-back-indicator")
            outline(back.image, backColor, "debug-back-image")
            outline(back.title?.frame, textColor, "debug-back-title")
        }
        var hidden: [String] = []
        let groups = [("left", geometry.leftItems), ("right", geometry.rightItems)]
        for (side, items) in groups {
            for (index, item) in items.enumerated() {
                switch item.placement {
                case .hidden(let reason):
                    let id = item.id.map { " '\($0)'" } ?? ""
                    hidden.append("\(side)Items[\(index)]\(id) (\(item.kind.rawValue)): \(reason.rawValue)")
                case .displayed(let frame, let title, let image):
                    outline(frame, itemColor, "debug-\(side)-\(index)")
                    outline(image, itemColor, "debug-\(side)-\(index)-image")
                    outline(title?.frame, textColor, "debug-\(side)-\(index)-title")
                }
            }
        }
        if let title = geometry.title {
            switch title.placement {
            case .displayed(let frame, _): outline(frame, titleColor, "debug-title")
            case .hidden: hidden.append("title (\(title.kind.rawValue)): not displayed")
            }
        }
        if let groups = geometry.itemGroups {
            outlineGroups(groups, width: width, groupColor: content, itemColor: itemColor)
            // Items of groups are listed with their groups, not as hidden.
            hidden = hidden.filter { line in
                !["collapsed", "inOverflow"].contains { line.hasSuffix(": \($0)") }
            }
            hidden += groupLegend(groups)
        }
        try paintLegend(hidden)
    }

    /// Outlines the groups, the centre and representative items and the overflow button (L40–L46).
    ///
    /// Kept out of `paintDebugOverlay(_:)`: inlined there, the release build's optimiser fails on it
    /// (swift-frontend 6.3.1, CopyPropagation "Found outside of lifetime use").
    private mutating func outlineGroups(
        _ groups: ItemGroupsGeometry, width: Double, groupColor: RGBA, itemColor: RGBA
    ) {
        var frames: [(Frame, RGBA, String)] = []
        for group in groups.groups {
            if let frame = group.frame {
                frames.append((frame, groupColor, "debug-group-\(group.position.rawValue)-\(group.index)"))
            }
            if group.position == .center {
                for (index, item) in group.items.enumerated() {
                    if let frame = item.frame {
                        frames.append((frame, itemColor, "debug-center-\(group.index)-\(index)"))
                    }
                }
            }
            if let frame = group.representativeItem?.frame {
                frames.append((frame, itemColor, "debug-rep-\(group.index)"))
            }
        }
        if let frame = groups.overflowButton?.frame { frames.append((frame, itemColor, "debug-overflow")) }
        for (frame, color, name) in frames {
            drawing.fill(.frameOutline(frame, width: width), color, layer: .debug, name: name)
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
