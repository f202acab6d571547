/// What the groups' layout works on: the measured groups, their order of importance and the order of reduction
/// (L41–L44).
struct GroupContext {
    let groups: [GroupSpec]
    let style: NavigationItemStyle
    /// Each group's items' ranks in the order of importance (L41).
    let ranks: [[Int]]
    /// The overflow button, sized as a system image item (L46); `nil` under L8's policy, which has no menu.
    let button: ItemSpec?
    let title: TitleContent?
    /// L45: the width a leading title keeps.
    let reserve: Double
    /// Whether the menu has entries (or the button shows) without any item moving: additional overflow
    /// items, or a customisation identifier (L46).
    let extraEntries: Bool
    /// L19: whether a large title shows inline, in the leading slot.
    var inlineLargeTitle = false

    /// Every (group, item) by rank, least important first.
    var leastImportantFirst: [(Int, Int)] {
        groups.indices.flatMap { g in groups[g].items.indices.map { (g, $0) } }
            .sorted { ranks[$0.0][$0.1] > ranks[$1.0][$1.1] }
    }

    /// Whether group `g` is a centre group of a `navigator` bar, whose items are always in the menu (L45).
    ///
    /// Beside an inline large title the leading and centre groups are too (L19); under L8's policy, which has
    /// no menu (no overflow button), they are hidden instead (`initial`).
    func alwaysInMenu(_ g: Int) -> Bool {
        switch groups[g].position {
        case .center: return style == .navigator || inlineLargeTitle
        case .leading: return inlineLargeTitle
        case .trailing, .pinnedTrailing: return false
        }
    }

    /// L42–L44: the order of reduction, one fixed list: groups with a representative item collapse, least
    /// important first; then items move into the overflow menu, least important first (a collapsed group
    /// whole); then the items of fixed and pinned groups are hidden; last the overflow button.
    var reductions: [GroupReduction] {
        var steps: [GroupReduction] = []
        let groupRank = ranks.map { $0.min() ?? Int.max }
        steps += groups.indices.filter { groups[$0].collapses && !alwaysInMenu($0) }
            .sorted { groupRank[$0] > groupRank[$1] }.map { .collapse($0) }
        var moved = Set<Int>()
        for (g, i) in leastImportantFirst where !groups[g].staysInBar && !alwaysInMenu(g) {
            if !groups[g].collapses {
                steps.append(.overflowItem(g, i))
            } else if moved.insert(g).inserted {
                steps.append(.overflowGroup(g))
            }
        }
        var hidden = Set<Int>()
        for (g, i) in leastImportantFirst where groups[g].staysInBar && !alwaysInMenu(g) {
            if !groups[g].collapses {
                steps.append(.hideItem(g, i))
            } else if hidden.insert(g).inserted {
                steps.append(.hideGroup(g))
            }
        }
        steps.append(.hideOverflowButton)
        return steps
    }

    /// The number of items of every group: the length of the flat lists (`GroupSpec.first`).
    var itemCount: Int { groups.last.map { $0.first + $0.items.count } ?? 0 }

    /// The configuration before any reduction.
    var initial: GroupConfiguration {
        // `map`, not `Array(repeating:count:)`: that allocates through an unspecialised path that looks up the
        // array storage's generic metadata on every call (about 700 instructions).
        var first = GroupConfiguration(states: (0..<itemCount).map { _ in .shown })
        for g in groups.indices where alwaysInMenu(g) {
            for i in groups[g].items.indices {
                if button == nil {
                    first[groups[g], i] = .hidden(.inlineLargeTitle)
                } else {
                    first[groups[g], i] = groups[g].items[i].item.content.isSpace ? .hidden(.notInMenu) : .inOverflow
                }
            }
        }
        return first
    }
}

/// The order of reduction of one bar, and its configurations by number of steps taken (L44).
struct GroupReductions {
    let context: GroupContext
    let steps: [GroupReduction]
    let initial: GroupConfiguration
    /// The number of steps after which an item is first in the menu and the overflow button shows (one more
    /// than the steps when that never happens): before it and from it on, a configuration that fits keeps
    /// fitting as steps are taken.
    let buttonStep: Int

    init(_ context: GroupContext) {
        self.context = context
        steps = context.reductions
        initial = context.initial
        var configuration = initial
        var first = steps.count + 1
        if configuration.anyInOverflow || context.extraEntries {
            first = 0
        } else {
            for (index, step) in steps.enumerated() {
                configuration.apply(step, groups: context.groups)
                if configuration.anyInOverflow {
                    first = index + 1
                    break
                }
            }
        }
        buttonStep = first
    }

    /// The configuration after the first `count` steps (O(n)).
    func configuration(after count: Int) -> GroupConfiguration {
        var configuration = initial
        for step in steps.prefix(count) { configuration.apply(step, groups: context.groups) }
        return configuration
    }

    /// L44: the fewest steps after which `fits` holds, or every step when it never does.
    ///
    /// Each step takes content away, so within the steps before the overflow button appears, and within
    /// those after, a configuration that fits keeps fitting: a binary search in each part finds the first,
    /// with O(log n) configurations tried (the solver stays O(n log n) for n items).
    func fewestSteps(_ fits: (GroupConfiguration) -> Bool) -> Int {
        func first(in range: ClosedRange<Int>) -> Int? {
            var low = range.lowerBound
            var high = range.upperBound + 1
            while low < high {
                let middle = (low + high) / 2
                if fits(configuration(after: middle)) { high = middle } else { low = middle + 1 }
            }
            return low <= range.upperBound ? low : nil
        }
        if buttonStep > 0, let found = first(in: 0...(buttonStep - 1)) { return found }
        return first(in: min(buttonStep, steps.count)...steps.count) ?? steps.count
    }
}
