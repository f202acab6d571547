/// What a node of a display list is: the kinds of thing a bar draws.
public enum NodeKind: String, Hashable, Sendable, CaseIterable, Codable {
    /// The bar's background (its fill or material), under the safe area's insets too (L16).
    case background
    /// The hairline along the bar's bottom edge.
    case shadow
    /// The prompt (L11).
    case prompt
    /// The back button's frame (drawn when bordered).
    case backButton
    /// The back indicator (chevron or arrow point).
    case backIndicator
    /// The image of a back bar button item.
    case backImage
    /// The back button's title.
    case backTitle
    /// A bar button item: a left or right item, or an item of a centre group (L40).
    case item
    /// The representative item of a collapsed group (L42).
    case representative
    /// The button that opens the overflow menu (L46).
    case overflowButton
    /// The text title (L9).
    case title
    /// The title view (L9).
    case titleView
    /// The large title, clipped to its row (L19–L21).
    case largeTitle
    /// A glass capsule behind items or the back button (L64, L65).
    case capsule
    /// The line below the title (L66).
    case subtitle
    /// The line below the large title (L66).
    case largeSubtitle
    /// An item's badge (L68).
    case badge
    /// The search field's rounded rectangle (L72).
    case searchField
    /// The search field's magnifier glyph (L72).
    case searchMagnifier
    /// The text typed in the search field (L72).
    case searchText
    /// The search field's placeholder (L72).
    case searchPlaceholder
    /// The scope bar's track (L74).
    case scopeBar
    /// A scope bar segment with its title (L74).
    case scopeSegment
    /// The search bar's Cancel button (L75).
    case searchCancel
}

/// Which side of the bar an item node, or the group of a representative node, is on.
public enum NodeSide: String, Hashable, Sendable, CaseIterable, Codable {
    /// The left items, or the leading groups (left to right).
    case left
    /// The right items, or the trailing and pinned trailing groups.
    case right
    /// The centre groups (L40).
    case center
}

/// The name of a node, the same in every layout of a bar: transitions pair nodes by it.
///
/// As a string (`description`): `background`, `shadow`, `prompt`, `back`,
/// `back.indicator`, `back.image`, `back.title`, `title`, `titleView`,
/// `largeTitle`, `overflow`, `searchField`, `searchField.magnifier`, `searchField.text`,
/// `searchField.placeholder`, `scopeBar`, `scopeBar.segment#N` (N the segment's index), `searchCancel`; an item `item.SIDE.ID` (`item.right.reply`), or
/// `item.SIDE#N` for an item without an id, N its position on its side as in
/// the geometry's `rightItems[N]`; a group's representative item
/// `representative.SIDE.ID` or `representative.SIDE#N`, N the group's place
/// among the groups of its side; a glass capsule `capsule.SIDE#N` (N its place among its side's capsules),
/// `capsule.back` (the back button's circle) or `capsule.search` (the search field's); a badge `badge.SIDE.ID` or
/// `badge.SIDE#N`, as its item.
public struct NodeKey: Hashable, Sendable, CustomStringConvertible {
    /// What the node is.
    public var kind: NodeKind
    /// The side of an item or representative; `nil` for other kinds.
    public var side: NodeSide?
    /// The bar button item's `id`, for items and representatives that have one.
    public var id: String?
    /// The position of an item or representative on its side (the group's place for a representative); 0 otherwise.
    /// Part of the key's identity only for nodes without an `id`.
    public var index: Int

    /// Creates a key.
    ///
    /// - Parameters:
    ///   - kind: What the node is.
    ///   - side: The side of an item or representative.
    ///   - id: The item's `id`, if it has one.
    ///   - index: The position of an item on its side, or of a representative's group among its side's groups.
    public init(_ kind: NodeKind, side: NodeSide? = nil, id: String? = nil, index: Int = 0) {
        self.kind = kind
        self.side = side
        self.id = id
        self.index = index
    }

    /// The key as a string: `item.right.reply`, `item.right#2`, `back.title`, `largeTitle`.
    public var description: String {
        switch kind {
        case .background: return "background"
        case .shadow: return "shadow"
        case .prompt: return "prompt"
        case .backButton: return "back"
        case .backIndicator: return "back.indicator"
        case .backImage: return "back.image"
        case .backTitle: return "back.title"
        case .title: return "title"
        case .titleView: return "titleView"
        case .largeTitle: return "largeTitle"
        case .subtitle: return "subtitle"
        case .largeSubtitle: return "largeSubtitle"
        case .capsule, .badge:
            // The back button's circle and the search field's capsule are named for what they hold, not a side.
            if kind == .capsule, id == "back" || side == nil, let id { return "capsule." + id }
            return sided(kind == .capsule ? "capsule." : "badge.")
        case .overflowButton: return "overflow"
        case .searchField: return "searchField"
        case .searchMagnifier: return "searchField.magnifier"
        case .searchText: return "searchField.text"
        case .searchPlaceholder: return "searchField.placeholder"
        case .scopeBar: return "scopeBar"
        case .scopeSegment: return "scopeBar.segment#\(index)"
        case .searchCancel: return "searchCancel"
        case .item, .representative:
            return sided(kind == .item ? "item." : "representative.")
        }
    }

    /// `prefix`, the side, then `.` and the id, or `#` and the index (`item.right.reply`, `item.right#2`); appended
    /// piece by piece, which is cheaper than interpolation for the keys every format-2 node writes.
    private func sided(_ prefix: String) -> String {
        var text = prefix
        text += (side ?? .right).rawValue
        if let id {
            text += "."
            text += id
        } else {
            text += "#"
            text += String(index)
        }
        return text
    }

    /// Whether two keys name the same node: the same kind and side, and the same `id`, or, for nodes without
    /// one, the same position (as their strings do).
    ///
    /// - Parameters:
    ///   - lhs: A key.
    ///   - rhs: Another key.
    /// - Returns: Whether they name the same node.
    public static func == (lhs: NodeKey, rhs: NodeKey) -> Bool {
        lhs.kind == rhs.kind && lhs.side == rhs.side && lhs.id == rhs.id && (lhs.id != nil || lhs.index == rhs.index)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(side)
        hasher.combine(id)
        if id == nil { hasher.combine(index) }
    }

    /// The element key of geometry format 1 and of `BarGeometry.elements()` (`right[0]`, `back.title`), for the
    /// kinds that format knows; `nil` for the others.
    public var legacyName: String? {
        switch kind {
        case .item where side == .left: return "left[\(index)]"
        case .item where side == .right: return "right[\(index)]"
        case .background, .shadow, .item, .representative, .overflowButton, .largeTitle, .capsule, .subtitle,
            .largeSubtitle, .badge:
            return nil
        case .searchField, .searchMagnifier, .searchText, .searchPlaceholder, .scopeBar, .scopeSegment, .searchCancel:
            return nil
        default: return description
        }
    }
}
