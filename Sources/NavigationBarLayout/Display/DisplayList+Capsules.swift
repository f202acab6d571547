import TextMetrics

extension GlassGeometry {
    /// L64–L68: adds the glass nodes to `nodes` (colours resolved): each capsule just before the first node it
    /// holds, so it is drawn under its items; the subtitle after the title, the large subtitle after the large
    /// title, the badges last. A prominent item's content takes the prominent colour (L67).
    func insertNodes(into nodes: inout [DisplayNode]) {
        // Only the kinds a capsule holds are named: a key's name is a string made for it.
        var keyed: [String: Int] = [:]
        for (index, node) in nodes.enumerated() {
            switch node.kind {
            case .backButton, .item, .representative, .overflowButton, .searchField, .searchCancel:
                keyed[node.key.description] = index
            default: continue
            }
        }
        var before: [Int: [DisplayNode]] = [:]
        var prominentItems: Set<String> = []
        for capsule in capsules {
            let node = DisplayNode(
                key: capsule.key, frame: capsule.frame,
                content: .capsule(
                    NodeCapsule(
                        cornerRadius: capsule.cornerRadius, items: capsule.items, prominent: capsule.prominent,
                        highlight: colors.highlight, shadow: colors.shadow, shadowRadius: colors.shadowRadius)),
                color: capsule.prominent ? colors.prominentFill : colors.fill)
            let first = capsule.items.compactMap { keyed[$0] }.min() ?? nodes.count
            before[first, default: []].append(node)
            if capsule.prominent { prominentItems.formUnion(capsule.items) }
        }
        var result: [DisplayNode] = []
        result.reserveCapacity(nodes.count + capsules.count + badges.count + 2)
        for (index, node) in nodes.enumerated() {
            result += before[index] ?? []
            var node = node
            if !prominentItems.isEmpty, node.kind == .item || node.kind == .representative,
                prominentItems.contains(node.key.description)
            {
                node.color = colors.prominentContent
            }
            result.append(node)
            if node.kind == .title, let subtitle {
                var line = DisplayNode.text(subtitle, key: NodeKey(.subtitle))
                line.color = subtitle.color
                line.alpha = node.alpha
                result.append(line)
            }
            if node.kind == .largeTitle, let largeSubtitle {
                var line = DisplayNode.text(largeSubtitle, key: NodeKey(.largeSubtitle))
                line.color = largeSubtitle.color
                line.clip = largeSubtitleClip
                line.alpha = largeSubtitleAlpha
                result.append(line)
            }
        }
        result += before[nodes.count] ?? []
        for badge in badges {
            result.append(
                DisplayNode(
                    key: badge.key, frame: badge.frame, textFrame: badge.text?.frame, baseline: badge.text?.baseline,
                    content: .badge(text: badge.text.map(NodeText.init), textColor: colors.badgeText),
                    color: colors.badgeFill))
        }
        nodes = result
    }
}
