@testable import NavigationBarLayout

/// One thing the bar draws, with a key that names it in every bar: what the property tests check.
///
/// `DrawnNode.nodes(of:)` is the one place that reads a `BarGeometry` for
/// the property tests; when the solver returns a display list, it becomes a
/// map over the list's nodes and the properties stay as they are.
struct DrawnNode: Equatable {
    /// The row a node is laid out in.
    enum Row: String {
        /// The prompt band above the content row (L11).
        case prompt
        /// The content row: back button, items, title, overflow button, and an inline large title (L19).
        case content
        /// The large-title row below the content row (L19–L21).
        case largeTitle
    }

    /// What the node is: `back`, `item.right.t3`, `item.leading.l2.title`, `overflow`, `largeTitle`, …
    var key: String
    /// The key of the node it is drawn inside (a button's indicator, title or image), or `nil` for a top node.
    var parent: String?
    /// Its row.
    var row: Row
    /// Its frame in bar coordinates.
    var frame: Frame
    /// The frame it is clipped to (the large-title row), if any.
    var clip: Frame?
    /// Its opacity: 0 is laid out but not seen (the inline title under a large title, L20).
    var alpha: Double
    /// Its text, for a text node.
    var text: String?
    /// Whether its text was cut to fit.
    var truncated: Bool
    /// Whether it is a space (fixed or flexible): laid out, nothing drawn.
    var isSpace: Bool

    /// Whether its frame is a text frame, rounded outward (L15.1): it may reach one pixel past its parent.
    var isText: Bool { text != nil }

    /// A node with the defaults of a top, opaque, unclipped, textless node.
    init(
        _ key: String, parent: String? = nil, row: Row = .content, frame: Frame, clip: Frame? = nil,
        alpha: Double = 1, text: TextGeometry? = nil, isSpace: Bool = false
    ) {
        self.key = key
        self.parent = parent
        self.row = row
        self.frame = frame
        self.clip = clip
        self.alpha = alpha
        self.text = text?.text
        self.truncated = text?.truncated ?? false
        self.isSpace = isSpace
    }

    /// Every node `geometry` draws, in a fixed order: prompt, back button, items, groups, overflow button,
    /// title, large title. Hidden items and hidden titles have no node.
    static func nodes(of geometry: BarGeometry) -> [DrawnNode] {
        var nodes: [DrawnNode] = []
        if let prompt = geometry.prompt {
            nodes.append(DrawnNode("prompt", row: .prompt, frame: prompt.frame, text: prompt))
        }
        if let back = geometry.backButton {
            nodes.append(DrawnNode("back", frame: back.frame))
            nodes.append(DrawnNode("back.indicator", parent: "back", frame: back.indicator.frame))
            if let title = back.title {
                nodes.append(DrawnNode("back.title", parent: "back", frame: title.frame, text: title))
            }
            if let image = back.image { nodes.append(DrawnNode("back.image", parent: "back", frame: image)) }
        }
        // A bar with groups lists their items in `leftItems` and `rightItems` too: they are read from the groups.
        if geometry.itemGroups == nil {
            for (side, items) in [("left", geometry.leftItems), ("right", geometry.rightItems)] {
                for (index, item) in items.enumerated() { append(item, key: itemKey(side, item, index), to: &nodes) }
            }
        }
        if let groups = geometry.itemGroups {
            for group in groups.groups {
                let side = group.position.rawValue
                for (index, item) in group.items.enumerated() {
                    append(item, key: itemKey(side, item, index), to: &nodes)
                }
                if let representative = group.representativeItem {
                    append(
                        representative, key: itemKey(side, representative, group.index) + ".representative", to: &nodes)
                }
            }
            if let button = groups.overflowButton {
                nodes.append(DrawnNode("overflow", frame: button.frame))
                nodes.append(DrawnNode("overflow.image", parent: "overflow", frame: button.image))
            }
        }
        if let title = geometry.title, let frame = title.frame {
            let key = title.kind == .view ? "titleView" : "title"
            nodes.append(DrawnNode(key, frame: frame, alpha: title.format1Alpha ?? 1, text: title.textLine))
        }
        if let large = geometry.largeTitle {
            nodes.append(
                DrawnNode(
                    "largeTitle", row: large.inline ? .content : .largeTitle, frame: large.line.frame,
                    clip: large.clipFrame, alpha: large.alpha, text: large.line))
        }
        return nodes
    }

    /// The key of an item: its side and `id`, or its side and position for an item without one (`item.right#2`).
    static func itemKey(_ side: String, _ item: ItemGeometry, _ index: Int) -> String {
        item.id.map { "item.\(side).\($0)" } ?? "item.\(side)#\(index)"
    }

    /// Appends a displayed item and its title or image; a hidden item has no node.
    static func append(_ item: ItemGeometry, key: String, to nodes: inout [DrawnNode]) {
        guard let frame = item.frame else { return }
        let isSpace = item.kind == .fixedSpace || item.kind == .flexibleSpace
        nodes.append(DrawnNode(key, frame: frame, isSpace: isSpace))
        if let title = item.title {
            nodes.append(DrawnNode(key + ".title", parent: key, frame: title.frame, text: title))
        }
        if let image = item.image { nodes.append(DrawnNode(key + ".image", parent: key, frame: image)) }
    }
}
