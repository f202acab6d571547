extension SearchGeometry {
    /// L72–L75: the search bar's nodes in drawing order: the field, its magnifier and its text or placeholder
    /// (faded as the row collapses, clipped to the row), the scope bar's track and segments, and Cancel.
    var nodes: [DisplayNode] {
        // L79: a search bar in the toolbar draws nothing in the bar.
        guard isInBar else { return [] }
        var nodes: [DisplayNode] = []
        nodes.reserveCapacity(5 + (scopeBar?.segments.count ?? 0))
        var field = DisplayNode(
            key: NodeKey(.searchField), frame: field, content: .roundedRect(cornerRadius: cornerRadius))
        field.clip = rowFrame
        nodes.append(field)
        // L73: the field's contents fade as the row collapses.
        // L80: the integrated button has no text.
        let texts =
            placement == .integratedButton
            ? [] : [DisplayNode.text(text, key: NodeKey(isPlaceholder ? .searchPlaceholder : .searchText))]
        for var node in [DisplayNode(key: NodeKey(.searchMagnifier), frame: magnifier, content: .magnifier)] + texts {
            node.alpha = contentAlpha
            node.clip = rowFrame
            nodes.append(node)
        }
        if let scopeBar {
            var track = DisplayNode(
                key: NodeKey(.scopeBar), frame: scopeBar.frame,
                content: .roundedRect(cornerRadius: scopeBar.cornerRadius))
            track.clip = scopeBar.rowFrame
            nodes.append(track)
            for (index, segment) in scopeBar.segments.enumerated() {
                var node = DisplayNode(
                    key: NodeKey(.scopeSegment, index: index), frame: segment.frame, textFrame: segment.title.frame,
                    baseline: segment.title.baseline,
                    content: .scopeSegment(NodeText(segment.title), selected: segment.selected))
                node.clip = scopeBar.rowFrame
                nodes.append(node)
            }
        }
        if let cancel { nodes.append(.text(cancel, key: NodeKey(.searchCancel))) }
        // L75 under glass: the ✕ centred in its circle, half as wide (I), on the glass capsule of L80.
        if let button = cancelButton {
            let side = button.height / 2
            let glyph = Frame(x: button.midX - side / 2, y: button.midY - side / 2, width: side, height: side)
            nodes.append(
                DisplayNode(key: NodeKey(.searchCancel), frame: button, imageFrame: glyph, content: .symbol("xmark")))
        }
        return nodes
    }
}
