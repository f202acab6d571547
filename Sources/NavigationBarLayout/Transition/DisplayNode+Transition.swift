import TextMetrics

extension DisplayNode {
    /// What the node is to a choreography: the role its tracks name (T1).
    public var role: TransitionRole {
        switch kind {
        case .prompt: .prompt
        case .backButton: .backButton
        case .backIndicator: .backIndicator
        case .backImage: .backImage
        case .backTitle: .backTitle
        case .item:
            switch key.side {
            case .left: .leftItem
            case .center: .centerItem
            default: .rightItem
            }
        case .representative: .representative
        case .overflowButton: .overflowButton
        case .title: .title
        case .titleView: .titleView
        case .largeTitle: .largeTitle
        case .searchField, .searchMagnifier, .searchText, .searchPlaceholder, .scopeBar, .scopeSegment, .searchCancel:
            .search
        // The background and hairline follow the bar (T10), not a track; they are never lanes.
        case .background, .shadow: .title
        // L64, L66, L68: glass follows what it belongs to: a capsule and a badge their side's items (the back
        // circle the back button, the search field's capsule the search bar), a subtitle its title.
        case .capsule where key.id == "back": .backButton
        case .capsule where key.id == "search" || key.id == "searchCancel": .search
        case .capsule, .badge:
            switch key.side {
            case .left: .leftItem
            case .center: .centerItem
            default: .rightItem
            }
        case .subtitle: .title
        case .largeSubtitle: .largeTitle
        }
    }

    /// Whether the node is a bar button item (a left, right or centre item, or a representative): such nodes are the
    /// same item in two layouts when they have the same `id` (T2).
    var isItem: Bool { kind == .item || kind == .representative }

    /// Whether `other` shows the same thing, wherever it is and however opaque: the same kind, side, `id` and content,
    /// with a title frame and an image frame where `self` has them.
    func hasSameContent(as other: DisplayNode) -> Bool {
        key.kind == other.key.kind && key.side == other.key.side && key.id == other.key.id
            && content == other.content && (textFrame == nil) == (other.textFrame == nil)
            && (imageFrame == nil) == (other.imageFrame == nil)
    }

    /// Its place in drawing order among the kinds of node: a display list is sorted by it, then by position.
    var drawingRank: Int {
        switch kind {
        case .background: 0
        case .shadow: 1
        case .prompt: 2
        case .backButton: 3
        case .backIndicator: 4
        case .backImage: 5
        case .backTitle: 6
        case .item where key.side == .left: 7
        case .item where key.side == .right: 8
        case .title: 9
        case .titleView: 10
        case .item, .representative: 11
        case .overflowButton: 12
        case .largeTitle: 13
        // Capsules with what they hold, listed just before it (L64); subtitles after their titles (L66); badges on
        // top (L68).
        case .capsule: capsuleRank
        case .subtitle: 9
        case .largeSubtitle: 13
        case .searchField: 14
        case .searchMagnifier: 15
        case .searchText, .searchPlaceholder: 16
        case .scopeBar: 17
        case .scopeSegment: 18
        case .searchCancel: 19
        case .badge: 20
        }
    }

    /// A capsule's rank: that of the first node it holds (`back`, `item.left…`, `item.right…`, a centre item or a
    /// representative, `overflow`, `searchField`, `searchCancel`), so that it stays just before it.
    private var capsuleRank: Int {
        guard case .capsule(let capsule) = content, let first = capsule.items.first else { return 11 }
        if first == "back" { return 3 }
        if first == "overflow" { return 12 }
        if first == "searchField" { return 14 }
        if first == "searchCancel" { return 19 }
        if first.hasPrefix("item.left") { return 7 }
        if first.hasPrefix("item.right") { return 8 }
        return 11
    }

    /// The node as an element of `BarGeometry.elements()` and of transition format 1: its format-1 key
    /// (`right[0]`) where it has one, else its key (`largeTitle`, `item.center.share`).
    @available(*, deprecated, message: "use the node itself")
    public var element: BarElement { BarElement(Format1Element(self)) }
}

extension DisplayNode {
    /// The name of its lanes after the origin: its format-1 key (`right[0]`), or its key for kinds format 1 does not
    /// know (`largeTitle`).
    public var laneKey: String { key.legacyName ?? key.description }
}
