import TextMetrics

/// A bar button item group measured and sized (L40), not yet placed.
///
/// A class: the stages read groups out of their list many times per bar, and a struct's copy retained every
/// array and string it holds (a class's copy is one retain).
final class GroupSpec {
    let position: ItemGroupPosition
    /// The group's index in its list.
    let index: Int
    let items: [ItemSpec]
    let representative: ItemSpec?
    let isFixed: Bool
    /// L42: whether the group collapses when room runs out: it is not fixed and its representative item is
    /// narrower than its items with their spacing (collapsing a group into something wider saves nothing), the
    /// spacing of the narrowest layout-margin step, so widening never changes the answer (L17).
    let collapses: Bool

    /// Measures `group` (L7) as group `index` of `position`.
    convenience init(
        _ group: borrowing BarButtonItemGroup, position: ItemGroupPosition, index: Int, resolved r: ResolvedMetrics,
        measurer: any TextMeasuring
    ) throws(LayoutError) {
        try self.init(
            items: group.items, representative: group.representativeItem, isFixed: group.isFixed,
            position: position, index: index, resolved: r, measurer: measurer)
    }

    /// Measures the group of `items` (L7) as group `index` of `position`: the left or right items as L8's one
    /// group a side, without a `BarButtonItemGroup` made, copied and destroyed for them.
    init(
        items group: borrowing [BarButtonItem], representative: BarButtonItem? = nil, isFixed: Bool = false,
        position: ItemGroupPosition, index: Int, resolved r: ResolvedMetrics, measurer: any TextMeasuring
    ) throws(LayoutError) {
        self.position = position
        self.index = index
        // A loop, not `map` with a throwing closure: that grew the array as it went.
        var items: [ItemSpec] = []
        items.reserveCapacity(group.count)
        for i in group.indices { items.append(try ItemSpec(item: group[i], resolved: r, measurer: measurer)) }
        self.items = items
        self.representative = try representative.map { (item) throws(LayoutError) in
            try ItemSpec(item: item, resolved: r, measurer: measurer)
        }
        self.isFixed = isFixed
        let expanded = items.reduce(0) { $0 + $1.width } + Double(max(0, items.count - 1)) * r.collapseSpacing
        collapses = !isFixed && (self.representative.map { $0.width < expanded } ?? false)
    }

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
    var collapsed: [Bool]
    var items: [[GroupItemState]]
    var buttonHidden = false

    /// Takes `step`, in place (O(1), or O(n) for a group of n items).
    mutating func apply(_ step: GroupReduction, groups: [GroupSpec]) {
        func move(_ g: Int, _ i: Int) {
            self.items[g][i] = groups[g].items[i].item.content.isSpace ? .hidden(.notInMenu) : .inOverflow
        }
        switch step {
        case .collapse(let g):
            self.collapsed[g] = true
            self.items[g] = Array(repeating: .collapsed, count: groups[g].items.count)
        case .overflowItem(let g, let i): move(g, i)
        case .overflowGroup(let g): for i in groups[g].items.indices { move(g, i) }
        case .hideItem(let g, let i): self.items[g][i] = .hidden(.noRoom)
        case .hideGroup(let g): self.items[g] = Array(repeating: .hidden(.noRoom), count: groups[g].items.count)
        case .hideOverflowButton: self.buttonHidden = true
        }
    }

    /// Whether group `g` shows its representative item.
    func showsRepresentative(_ g: Int) -> Bool {
        collapsed[g] && items[g].allSatisfy { $0 == .collapsed }
    }

    /// The state of group `g`.
    func state(of g: Int) -> ItemGroupState {
        if showsRepresentative(g) { return .collapsed }
        if items[g].contains(.shown) { return .expanded }
        if items[g].contains(.inOverflow) { return .inOverflow }
        return .hidden
    }

    /// Whether any item is in the overflow menu.
    var anyInOverflow: Bool { items.contains { $0.contains(.inOverflow) } }
}
