import JSONFormat
import TextMetrics

extension JSONField {
    /// L64–L68: the glass of a format-2 document, read from its display list (`nodes`), or `nil` when the list has
    /// no capsule, subtitle, large subtitle or badge.
    ///
    /// Format 2 writes a bar's glass only as nodes, so this is where it is read back; every other node is derived
    /// again from the geometry's keys and is passed over. A colour the document does not show (the prominent fill
    /// of a bar without a prominent capsule, the badge colours of a bar without badges) reads as clear.
    func glassGeometry() -> GlassGeometry? {
        guard let nodes = array() else { return nil }
        var glass = GlassGeometry(colors: .clear)
        var itemColors: [String: Color] = [:]
        var itemKeys: Set<String> = []
        var badgeNodes: [(key: NodeKey, node: JSONObjectReader)] = []
        for field in nodes {
            guard let node = field.anyObject(), let key = node.nodeKey() else { continue }
            switch key.kind {
            case .item, .representative:
                itemKeys.insert(key.description)
                if let color = node.optional("color")?.color() { itemColors[key.description] = color }
            case .capsule:
                guard let capsule = node.capsule(key, colors: &glass.colors) else { continue }
                glass.capsules.append(capsule)
            case .subtitle:
                glass.subtitle = node.textLine()
            case .largeSubtitle:
                glass.largeSubtitle = node.textLine()
                glass.largeSubtitleClip = node.nullable("clip")?.frame()
                glass.largeSubtitleAlpha = node.required("alpha")?.number(.range(0...1)) ?? 1
            case .badge:
                badgeNodes.append((key, node))
            default:
                continue
            }
        }
        // A badge is on the item of its side, id and place, or else on the representative (L68).
        for (key, node) in badgeNodes {
            let item = NodeKey(.item, side: key.side, id: key.id, index: key.index).description
            let representative = NodeKey(.representative, side: key.side, id: key.id, index: key.index).description
            let holder = itemKeys.contains(item) ? item : representative
            guard let badge = node.badge(key, on: holder, colors: &glass.colors) else { continue }
            glass.badges.append(badge)
        }
        // L67: a prominent capsule's items are drawn in the prominent content colour.
        if let color = glass.capsules.lazy.filter(\.prominent).flatMap(\.items).compactMap({ itemColors[$0] }).first {
            glass.colors.prominentContent = color
        }
        return glass.isEmpty ? nil : glass
    }
}

extension JSONObjectReader {
    /// The key of a display-list node from its `kind`, `side`, `id` and, for a node without an id, the place after
    /// `#` in its `key`; `nil` for a kind this version does not know.
    func nodeKey() -> NodeKey? {
        guard let kind = optional("kind")?.stringValue.flatMap(NodeKind.init(rawValue:)) else { return nil }
        let side = optional("side")?.stringValue.flatMap(NodeSide.init(rawValue:))
        let id = optional("id")?.stringValue
        let text = optional("key")?.stringValue ?? ""
        let index = text.lastIndex(of: "#").flatMap { Int(text[text.index(after: $0)...]) } ?? 0
        return NodeKey(kind, side: side, id: id, index: index)
    }

    /// A text node's line: its `frame` and `baseline`, and its content's text, style and colour.
    func textLine() -> TextGeometry? {
        guard let content = required("content")?.anyObject() else { return nil }
        return content.nodeText(frame: required("frame")?.frame(), baseline: required("baseline")?.number())
    }

    /// A line of text from this content object (`text`, `truncated`, `style`, `color`, the fonts) set in `frame`.
    func nodeText(frame: Frame?, baseline: Double?) -> TextGeometry {
        var line = TextGeometry(
            text: required("text")?.string() ?? "", truncated: required("truncated")?.bool() ?? false,
            frame: frame ?? Frame(x: 0, y: 0, width: 0, height: 0),
            style: nullable("style")?.resolvedTextStyle() ?? TextStyle(size: 0), baseline: baseline ?? 0,
            color: nullable("color")?.color())
        line.fonts = textFonts()
        return line
    }

    /// A capsule node (L64, L65); its fill, highlight and shadow go into `colors`.
    func capsule(_ key: NodeKey, colors: inout ResolvedGlassColors) -> CapsuleGeometry? {
        let keys = ["cornerRadius", "highlight", "items", "prominent", "shadow", "shadowRadius", "type"]
        guard let content = required("content")?.object(keys: keys) else { return nil }
        let prominent = content.required("prominent")?.bool() ?? false
        if let fill = nullable("color")?.color() {
            if prominent { colors.prominentFill = fill } else { colors.fill = fill }
        }
        if let highlight = content.required("highlight")?.color() { colors.highlight = highlight }
        if let shadow = content.required("shadow")?.color() { colors.shadow = shadow }
        if let radius = content.required("shadowRadius")?.number(.nonNegative) { colors.shadowRadius = radius }
        return CapsuleGeometry(
            key: key, frame: required("frame")?.frame() ?? Frame(x: 0, y: 0, width: 0, height: 0),
            cornerRadius: content.required("cornerRadius")?.number(.nonNegative) ?? 0,
            items: content.required("items")?.array { $0.string() } ?? [], prominent: prominent)
    }

    /// A badge node on the item node `item` (L68); its fill and text colour go into `colors`.
    func badge(_ key: NodeKey, on item: String, colors: inout ResolvedGlassColors) -> BadgeGeometry? {
        guard let content = required("content")?.object(keys: ["text", "textColor", "type"]) else { return nil }
        if let fill = nullable("color")?.color() { colors.badgeFill = fill }
        if let textColor = content.required("textColor")?.color() { colors.badgeText = textColor }
        let text = content.nullable("text")?.anyObject().map {
            $0.nodeText(frame: nullable("textFrame")?.frame(), baseline: nullable("baseline")?.number())
        }
        return BadgeGeometry(
            key: key, item: item, frame: required("frame")?.frame() ?? Frame(x: 0, y: 0, width: 0, height: 0),
            text: text)
    }
}

extension ResolvedGlassColors {
    /// Every colour clear and no shadow: where a document read back does not show a colour.
    static let clear: ResolvedGlassColors = {
        let none = Color(red: 0, green: 0, blue: 0, alpha: 0)
        return ResolvedGlassColors(
            fill: none, highlight: none, shadow: none, prominentFill: none, prominentContent: none, badgeFill: none,
            badgeText: none, subtitle: none, shadowRadius: 0)
    }()
}
