import TextMetrics

/// A bar button item group measured and sized (L40), not yet placed.
///
/// A class: the stages read groups out of their list many times per bar, and a struct's copy retained every
/// array and string it holds (a class's copy is one retain).
final class GroupSpec {
    let position: ItemGroupPosition
    /// The group's index in its list.
    let index: Int
    /// Where its items start in the bar's flat lists of items (the items of the groups before it): group `g`'s
    /// item `i` is at `first + i` in a configuration's states and an arrangement's frames.
    let first: Int
    let items: [ItemSpec]
    let representative: ItemSpec?
    let isFixed: Bool
    /// L42: whether the group collapses when room runs out: it is not fixed and its representative item is
    /// narrower than its items with their spacing (collapsing a group into something wider saves nothing), the
    /// spacing of the narrowest layout-margin step, so widening never changes the answer (L17).
    let collapses: Bool
    /// L10: whether any of its items is a flexible space.
    let hasFlexibleSpace: Bool

    /// Measures `group` (L7) as group `index` of `position`, its items from `first` in the bar's flat lists.
    convenience init(
        _ group: borrowing BarButtonItemGroup, position: ItemGroupPosition, index: Int, first: Int,
        resolved r: ResolvedMetrics, measurer: any TextMeasuring
    ) throws(LayoutError) {
        try self.init(
            items: group.items, representative: group.representativeItem, isFixed: group.isFixed,
            position: position, index: index, first: first, resolved: r, measurer: measurer)
    }

    /// Measures the group of `items` (L7) as group `index` of `position`: the left or right items as L8's one
    /// group a side, without a `BarButtonItemGroup` made, copied and destroyed for them.
    init(
        items group: borrowing [BarButtonItem], representative: BarButtonItem? = nil, isFixed: Bool = false,
        position: ItemGroupPosition, index: Int, first: Int, resolved r: ResolvedMetrics,
        measurer: any TextMeasuring
    ) throws(LayoutError) {
        self.position = position
        self.index = index
        self.first = first
        // A loop, not `map` with a throwing closure: that grew the array as it went.
        var items: [ItemSpec] = []
        items.reserveCapacity(group.count)
        for i in group.indices { items.append(try ItemSpec(item: group[i], resolved: r, measurer: measurer)) }
        self.items = items
        hasFlexibleSpace = items.contains { $0.kind == .flexibleSpace }
        self.representative = try representative.map { (item) throws(LayoutError) in
            try ItemSpec(item: item, resolved: r, measurer: measurer)
        }
        self.isFixed = isFixed
        let expanded = items.reduce(0) { $0 + $1.width } + Double(max(0, items.count - 1)) * r.collapseSpacing
        collapses = !isFixed && (self.representative.map { $0.width < expanded } ?? false)
    }

    /// The indices of its items in the bar's flat lists.
    var flat: Range<Int> { first..<(first + items.count) }

    /// L43, L44: whether the group's items never move into the overflow menu (a fixed or the pinned group).
    var staysInBar: Bool { isFixed || position == .pinnedTrailing }
}

/// What an item of a group is in one step of the order of reduction (L42–L44).
enum GroupItemState: Equatable {
    case shown
    case collapsed
    case inOverflow
    case hidden(HiddenReason)
}

/// One step of the order of reduction (L42–L44); each step takes room away from the bar's content.
enum GroupReduction {
    /// L42: group `g` shows its representative item.
    case collapse(Int)
    /// L43: item `i` of group `g` moves into the overflow menu.
    case overflowItem(Int, Int)
    /// L43: the collapsed group `g` moves into the overflow menu whole.
    case overflowGroup(Int)
    /// L44: item `i` of the fixed or pinned group `g` is hidden.
    case hideItem(Int, Int)
    /// L44: the collapsed pinned group `g` is hidden.
    case hideGroup(Int)
    /// L44: the overflow button is hidden.
    case hideOverflowButton
}

/// Every group's and item's state after some steps of the order of reduction.
struct GroupConfiguration {
    /// Every item's state, one flat list (group `g`'s item `i` at `groups[g].first + i`): one allocation, and
    /// no array of arrays to look up generic metadata for when it is made or destroyed.
    var states: [GroupItemState]
    var buttonHidden = false

    /// The state of item `i` of `group`.
    subscript(group: GroupSpec, i: Int) -> GroupItemState {
        get { states[group.first + i] }
        set { states[group.first + i] = newValue }
    }

    /// Takes `step`, in place (O(1), or O(n) for a group of n items).
    mutating func apply(_ step: GroupReduction, groups: [GroupSpec]) {
        func move(_ g: Int, _ i: Int) {
            self[groups[g], i] = groups[g].items[i].item.content.isSpace ? .hidden(.notInMenu) : .inOverflow
        }
        switch step {
        case .collapse(let g):
            for k in groups[g].flat { states[k] = .collapsed }
        case .overflowItem(let g, let i): move(g, i)
        case .overflowGroup(let g): for i in groups[g].items.indices { move(g, i) }
        case .hideItem(let g, let i): self[groups[g], i] = .hidden(.noRoom)
        case .hideGroup(let g): for k in groups[g].flat { states[k] = .hidden(.noRoom) }
        case .hideOverflowButton: self.buttonHidden = true
        }
    }

    /// Whether group `g` of `groups` shows its representative item: it collapsed and its items are not in the
    /// menu or hidden since (only a collapse makes an item `collapsed`, and a group of no items never collapses).
    func showsRepresentative(_ g: Int, _ groups: [GroupSpec]) -> Bool {
        let flat = groups[g].flat
        return !flat.isEmpty && states[flat].allSatisfy { $0 == .collapsed }
    }

    /// The state of group `g` of `groups`.
    func state(of g: Int, _ groups: [GroupSpec]) -> ItemGroupState {
        if showsRepresentative(g, groups) { return .collapsed }
        let states = states[groups[g].flat]
        if states.contains(.shown) { return .expanded }
        if states.contains(.inOverflow) { return .inOverflow }
        return .hidden
    }

    /// Whether any item is in the overflow menu.
    var anyInOverflow: Bool { states.contains(.inOverflow) }
}
