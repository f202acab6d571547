import TextMetrics

extension BarParts {
    /// Everything the bar draws, as keyed nodes in drawing order.
    ///
    /// Background and hairline (L16, L32), prompt (L11), the back button's
    /// parts (L2–L4), the displayed left and right items (L5–L8), the title
    /// or title view with its opacity (L9, L20), the centre groups' items and
    /// the representatives shown (L40–L42), the overflow button (L46) and the
    /// large title clipped to its row (L19–L21). Hidden items are not nodes;
    /// an inline title hidden under a large title is a node at alpha 0. Each
    /// node carries the colour it is drawn in (L35).
    var displayList: DisplayList {
        var nodes: [DisplayNode] = []
        nodes.reserveCapacity(
            8 + leftItems.count + rightItems.count + (itemGroups?.groups.count ?? 0) + (search == nil ? 0 : 8))
        appendBackgroundNodes(to: &nodes)
        if let prompt { nodes.append(.text(prompt, key: NodeKey(.prompt))) }
        backButton?.appendNodes(to: &nodes)
        Self.appendItemNodes(leftItems, side: .left, to: &nodes)
        Self.appendItemNodes(rightItems, side: .right, to: &nodes)
        title?.appendNode(to: &nodes)
        itemGroups?.appendNodes(to: &nodes)
        if let largeTitle { nodes.append(largeTitle.node) }
        if let search { nodes += search.nodes }
        // L35: every node's colour, resolved in one place; in the array's storage, so no node's content is
        // copied out and back.
        let colors = bar.colors
        nodes.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index].resolveColor(colors) }
        }
        glass?.insertNodes(into: &nodes)
        return DisplayList(bar: bar, nodes: nodes)
    }

    /// L16, L32: the background over the bar (its format-1 frame when it has one), then the hairline along its
    /// bottom edge unless the appearance removes it.
    func appendBackgroundNodes(to nodes: inout [DisplayNode]) {
        let background = bar.format1BackgroundFrame ?? Frame(x: 0, y: 0, width: bar.width, height: bar.height)
        let look = bar.appearance?.barBackground
        nodes.append(DisplayNode(key: NodeKey(.background), frame: background, content: .background(look)))
        guard look == nil || look?.shadowColor != nil else { return }
        let hairline = 1 / max(1, bar.scale)
        nodes.append(
            DisplayNode(
                key: NodeKey(.shadow),
                frame: Frame(x: background.x, y: background.maxY - hairline, width: background.width, height: hairline),
                content: .shadow(look)))
    }

    /// L5–L8: the displayed items of `side`, each keyed by side, id and position.
    static func appendItemNodes(_ items: [ItemGeometry], side: NodeSide, to nodes: inout [DisplayNode]) {
        // Through the buffer, whose elements are read in place: the array's subscript copied each item.
        items.withUnsafeBufferPointer { items in
            for index in items.indices {
                if let node = items[index].node(side: side, index: index) { nodes.append(node) }
            }
        }
    }
}

extension DisplayNode {
    /// L35: sets `color` to the colour `colors` give the node's content and kind.
    mutating func resolveColor(_ colors: borrowing BarColors) {
        color = colors.color(of: content, kind: key.kind)
    }
}

extension BackButtonGeometry {
    /// L2–L4: the back button's nodes: its button, its indicator, its image when it has one and its title when
    /// it shows one.
    func appendNodes(to nodes: inout [DisplayNode]) {
        nodes.append(DisplayNode(key: NodeKey(.backButton), frame: frame, content: .backButton(bordered: bordered)))
        nodes.append(
            DisplayNode(
                key: NodeKey(.backIndicator), frame: indicator.frame, content: .indicator(flipped: indicator.flipped)))
        if let image { nodes.append(DisplayNode(key: NodeKey(.backImage), frame: image, content: .backImage)) }
        if let title { nodes.append(.text(title, key: NodeKey(.backTitle))) }
    }
}

extension TitleGeometry {
    /// L9, L20: appends the title or title view as a node with its opacity, when it is displayed.
    func appendNode(to nodes: inout [DisplayNode]) {
        guard case .displayed(let frame, let baseline) = placement else { return }
        let content: NodeContent
        if kind == .text {
            var text = NodeText(text: text ?? "", truncated: truncated, style: style, color: color)
            text.fonts = fonts
            content = .text(text)
        } else {
            content = .titleView(truncated: truncated)
        }
        nodes.append(
            DisplayNode(
                key: NodeKey(kind == .text ? .title : .titleView), frame: frame, baseline: baseline,
                alpha: format1Alpha ?? 1, content: content))
    }
}

extension LargeTitleGeometry {
    /// L19–L21: the large title's line as a node clipped to its row, at its opacity.
    var node: DisplayNode {
        var node = DisplayNode.text(line, key: NodeKey(.largeTitle))
        node.clip = clipFrame
        node.alpha = alpha
        return node
    }
}

extension ItemGroupsGeometry {
    /// L40–L46: appends the nodes only the groups hold, group by group: each centre group's displayed items, each
    /// representative shown, then the overflow button.
    func appendNodes(to nodes: inout [DisplayNode]) {
        var centreIndex = 0
        var groupsOnSide: [NodeSide: Int] = [:]
        for group in groups {
            let side = group.position.side
            if group.position == .center {
                for item in group.items {
                    if let node = item.node(NodeKey(.item, side: .center, id: item.id, index: centreIndex)) {
                        nodes.append(node)
                    }
                    centreIndex += 1
                }
            }
            let index = groupsOnSide[side, default: 0]
            groupsOnSide[side] = index + 1
            if let representative = group.representativeItem,
                let node = representative.node(
                    NodeKey(.representative, side: side, id: representative.id, index: index))
            {
                nodes.append(node)
            }
        }
        if let button = overflowButton {
            nodes.append(
                DisplayNode(
                    key: NodeKey(.overflowButton), frame: button.frame, imageFrame: button.image,
                    content: .symbol(button.symbol)))
        }
    }
}

extension ItemGroupPosition {
    /// The side of the bar the group is on: leading groups left, centre groups centre, the others right.
    var side: NodeSide {
        switch self {
        case .leading: .left
        case .center: .center
        case .trailing, .pinnedTrailing: .right
        }
    }
}

extension ItemGeometry {
    /// The item as a node named `key`, or `nil` when it is not displayed.
    func node(_ key: NodeKey) -> DisplayNode? {
        guard let frame else { return nil }
        let text = title.map(NodeText.init)
        return DisplayNode(
            key: key, frame: frame, textFrame: title?.frame, imageFrame: image, baseline: title?.baseline,
            content: .item(NodeItem(kind: kind, title: text, systemItem: systemItem, style: style, bordered: bordered)))
    }

    /// The item as the node of the `index`th item of `side`, or `nil` when it is not displayed.
    func node(side: NodeSide, index: Int) -> DisplayNode? {
        node(NodeKey(.item, side: side, id: id, index: index))
    }
}

extension DisplayNode {
    /// A text node named `key` showing `line`.
    static func text(_ line: TextGeometry, key: NodeKey) -> DisplayNode {
        DisplayNode(
            key: key, frame: line.frame, baseline: line.baseline,
            content: .text(NodeText(line)))
    }
}

extension NodeText {
    /// The content of a text node showing `line`, with its fonts when attached.
    init(_ line: TextGeometry) {
        self.init(text: line.text, truncated: line.truncated, style: line.style, color: line.color)
        fonts = line.fonts
    }
}
