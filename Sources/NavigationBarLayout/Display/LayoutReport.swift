import TextMetrics

/// What a solve decided that its display list does not draw.
///
/// The items not displayed and why (L8, L42–L44, L75), the back title's form and source (L3, L4), the groups'
/// states and frames and the overflow menu (L40–L46), the search bar's placement (L70, L79), the glass colours
/// (L64) and the minimization (L81). A ``BarGeometry`` is its display list and this report; every part of the
/// geometry is read from the two (``BarParts/init(list:report:)``).
struct LayoutReport: Hashable, Sendable {
    /// Whether format 1 writes the `largeTitle` key and the title's `alpha` (L19).
    var writesLargeTitleKey: Bool
    /// L3, L4: the back button's form and source, when it shows.
    var back: BackRecord?
    /// L5–L8: the left items in array order, displayed or not.
    var leftItems: [ItemRecord]
    /// L5–L8: the right items in array order, displayed or not.
    var rightItems: [ItemRecord]
    /// L9: the title, when the top item has one.
    var title: TitleRecord?
    /// L19: whether the large title is inline; `nil` when none shows.
    var largeTitleInline: Bool?
    /// L40–L46: the groups, when the geometry has them.
    var itemGroups: GroupsRecord?
    /// L70: the search bar, when the bar has one (kept by reference, so the report stays small to copy).
    var search: Shared<SearchRecord>?
    /// L64–L69: the glass, under a glass profile (kept by reference).
    var glass: Shared<GlassRecord>?
    /// L81: the minimization state, when the bar reports one.
    var minimization: MinimizationGeometry?
}

/// L3, L4: what the back button's nodes do not say: which form of its title it shows, and where that came from.
struct BackRecord: Hashable, Sendable {
    /// The form of the title shown.
    var form: BackTitleForm
    /// Where the content came from.
    var source: BackButtonSource
}

/// L5–L8: an item as the report names it: what it is, and whether it is displayed (its node) or why not.
struct ItemRecord: Hashable, Sendable {
    /// The item's `id`, if it has one.
    var id: String?
    /// What the item is.
    var kind: ItemKindName
    /// The item's style, for text items.
    var style: BarButtonItemStyle?
    /// The system item, if it is one.
    var systemItem: SystemItem?
    /// Whether it is drawn bordered.
    var bordered: Bool
    /// Whether it is displayed: its frame, title and image are its node's.
    var displayed: Bool
    /// Why it is not displayed, as the geometry gave it.
    var hiddenReason: HiddenReason?
    /// The item's iOS 26 and 27 properties, for the glass pass.
    var glassBox: GlassItemBox?
}

/// L9, L20: what a title's node does not say.
struct TitleRecord: Hashable, Sendable {
    /// The title with no placement: the whole of a title the node cannot carry (not displayed, a view, or a text
    /// title without text); `nil` for a displayed text title, which its node holds.
    var undrawn: TitleGeometry?
    /// Whether the title has a format-1 `alpha` (the node's alpha).
    var writesAlpha: Bool
}

/// L40–L46: the groups' states, frames and menu; their items' drawing is the items' nodes.
struct GroupsRecord: Hashable, Sendable {
    /// The navigation item's style.
    var style: NavigationItemStyle
    /// The groups, in the order of the geometry.
    var groups: [GroupRecord]
    /// The overflow menu's entries.
    var overflowMenu: [OverflowMenuEntry]
}

/// L40–L44: one group: where it is, its state and frame, its representative and items.
struct GroupRecord: Hashable, Sendable {
    /// Where the group is.
    var position: ItemGroupPosition
    /// Its index in its array.
    var index: Int
    /// Its state.
    var state: ItemGroupState
    /// Whether it is fixed.
    var isFixed: Bool
    /// The frame around its shown items, or `nil`.
    var frame: Frame?
    /// Its representative item, when one shows: its node, keyed by side and group.
    var representative: ItemRecord?
    /// Its items: a leading group's are left items, a trailing or pinned group's right items, a centre group's
    /// the centre nodes.
    var items: [ItemRecord]
}

/// L70, L79: what the search bar's nodes do not say.
struct SearchRecord: Hashable, Sendable {
    /// Where the search bar is.
    var placement: SearchBarPlacement
    /// Whether it is active.
    var isActive: Bool
    /// Whether the field shows its placeholder.
    var isPlaceholder: Bool
    /// The whole search bar when it draws nothing in the bar (L79: in the toolbar).
    var undrawn: SearchGeometry?
    /// The field's text when it is not drawn (L80: the integrated button has none).
    var undrawnText: TextGeometry?
}

/// L64–L69: what the glass nodes do not say.
struct GlassRecord: Hashable, Sendable {
    /// The glass with only what is not drawn: its colours, and a subtitle or large subtitle with no line to
    /// follow.
    var undrawn: GlassGeometry
    /// The item each badge belongs to, in the badges' order.
    var badgeItems: [String]
    /// For each capsule node in list order, its place among the capsules (drawn before its first item, L64).
    var capsuleOrder: [Int]
}

extension ItemRecord {
    /// The record of `item`.
    init(_ item: borrowing ItemGeometry) {
        id = item.id
        kind = item.kind
        style = item.style
        systemItem = item.systemItem
        bordered = item.bordered
        displayed = item.frame != nil
        hiddenReason = item.hiddenReason
        glassBox = item.glassBox
    }
}

extension LayoutReport {
    /// The report of `parts`, whose drawing is `nodes` (``BarParts/displayList``).
    init(_ parts: borrowing BarParts, nodes: [DisplayNode]) {
        writesLargeTitleKey = parts.writesLargeTitleKey
        back = parts.backButton.map { BackRecord(form: $0.form, source: $0.source) }
        leftItems = Self.records(parts.leftItems)
        rightItems = Self.records(parts.rightItems)
        if let title = parts.title {
            var undrawn: TitleGeometry?
            if !title.displayed || title.kind != .text || title.text == nil {
                var copy = title
                copy.placement = .hidden
                copy.format1Alpha = title.displayed ? nil : title.format1Alpha
                undrawn = copy
            }
            self.title = TitleRecord(undrawn: undrawn, writesAlpha: title.format1Alpha != nil)
        }
        largeTitleInline = parts.largeTitle?.inline
        itemGroups = parts.itemGroups.map { groups in
            GroupsRecord(
                style: groups.style,
                groups: groups.groups.map { group in
                    GroupRecord(
                        position: group.position, index: group.index, state: group.state, isFixed: group.isFixed,
                        frame: group.frame, representative: group.representativeItem.map(ItemRecord.init),
                        items: Self.records(group.items))
                }, overflowMenu: groups.overflowMenu)
        }
        search = parts.search.map { search in
            Shared(
                SearchRecord(
                    placement: search.placement, isActive: search.isActive, isPlaceholder: search.isPlaceholder,
                    undrawn: search.isInBar ? nil : search,
                    undrawnText: search.isInBar && search.placement == .integratedButton ? search.text : nil))
        }
        glass = parts.glass.map { glass in
            var undrawn = GlassGeometry(colors: glass.colors)
            // L66: a subtitle is drawn after the title's node, a large subtitle after the large title's.
            if !nodes.contains(where: { $0.kind == .title }) { undrawn.subtitle = glass.subtitle }
            if !nodes.contains(where: { $0.kind == .largeTitle }) {
                undrawn.largeSubtitle = glass.largeSubtitle
                undrawn.largeSubtitleClip = glass.largeSubtitleClip
                undrawn.largeSubtitleAlpha = glass.largeSubtitleAlpha
            } else if glass.largeSubtitle == nil {
                undrawn.largeSubtitleClip = glass.largeSubtitleClip
                undrawn.largeSubtitleAlpha = glass.largeSubtitleAlpha
            }
            let capsuleOrder = nodes.lazy.filter { $0.kind == .capsule }.map { node in
                glass.capsules.firstIndex { $0.key == node.key } ?? 0
            }
            return Shared(
                GlassRecord(
                    undrawn: undrawn, badgeItems: glass.badges.map(\.item), capsuleOrder: Array(capsuleOrder)))
        }
        minimization = parts.minimization
    }

    /// The records of `items`, read in the array's storage (the array's subscript copied each item).
    static func records(_ items: [ItemGeometry]) -> [ItemRecord] {
        var records: [ItemRecord] = []
        records.reserveCapacity(items.count)
        items.withUnsafeBufferPointer { items in
            for index in items.indices { records.append(ItemRecord(items[index])) }
        }
        return records
    }
}

extension Shared: Equatable where Value: Equatable {
    static func == (lhs: Shared, rhs: Shared) -> Bool { lhs === rhs || lhs.value == rhs.value }
}

extension Shared: Hashable where Value: Hashable {
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
