/// How the reduce stage makes room when the bar's content does not fit (L8, L42–L44).
///
/// A priority-ordered policy (a later iOS's `visibilityPriority`) is one more case here.
enum ReductionPolicy {
    /// L8: the first item in the order of importance that does not fit is hidden, and every item after it.
    case hideFromFirstMisfit
    /// L42–L44: groups collapse, then items move into the overflow menu, then fixed items and the button hide.
    case overflowMenu(ItemGroupMetrics)

    /// Whether the policy has an overflow menu.
    var usesMenu: Bool {
        if case .overflowMenu = self { return true }
        return false
    }
}

extension Solver {
    /// L40: the overflow menu's policy for an item that uses item groups under a profile with an overflow menu;
    /// L8's otherwise.
    func reductionPolicy(for top: borrowing NavigationItem) -> ReductionPolicy {
        if let metrics = r.itemGroups, top.usesItemGroups { return .overflowMenu(metrics) }
        return .hideFromFirstMisfit
    }

    /// L8, L44: the reduce stage: what `context` shows with the back button at `back` (L8 without `reductions`,
    /// the fewest L44 steps that fit with them).
    ///
    /// `initial` is `context.initial`, made once per bar: each configuration made anew costs allocations.
    func reduce(
        _ context: GroupContext, _ reductions: GroupReductions?, initial: GroupConfiguration, back: Frame?
    ) -> Reduced {
        guard let reductions else { return reduceFromFirstMisfit(context, initial: initial, back: back) }
        let level = reductions.fewestSteps { fits($0, context, back: back) }
        let configuration = reductions.configuration(after: level)
        let a = arrange(configuration, context, back: back)
        return Reduced(
            configuration: configuration, arrangement: a, level: level, leadingEnd: a.leadingEnd,
            trailingStart: a.trailingStart)
    }

    /// L8: the items in their order of importance, each at the frame the placer gives it with every item shown;
    /// the first that would come within the title gap of a title view's reserved span, closer than the item
    /// spacing to the opposite side's displayed content, or past its edge inset from the far edge is hidden for
    /// that reason, and every item after it (`lowerPriority`).
    ///
    /// The items displayed are a prefix of each side, so their frames are those of the whole arrangement: one
    /// placement, O(n).
    func reduceFromFirstMisfit(_ context: GroupContext, initial: GroupConfiguration, back: Frame?) -> Reduced {
        var configuration = initial
        let a = arrange(configuration, context, back: back)
        let leading = context.groups.firstIndex { $0.position == .leading }
        let trailing = context.groups.firstIndex { $0.position == .trailing }
        let left = leading.map { context.groups[$0].items.count } ?? 0
        let right = trailing.map { context.groups[$0].items.count } ?? 0
        let reserved = reservedSpan(for: context.title)
        let spacing = r.itemSpacing
        var leadingEnd = back?.maxX
        var trailingStart: Double?
        var displayed = 0
        var stopped = false
        for step in 0..<(left + right) {
            let (side, index) = Self.importance(at: step, left: left, right: right)
            guard let g = side == .left ? leading : trailing, let frame = a.frames[g][index] else { continue }
            guard !stopped else {
                configuration.items[g][index] = .hidden(.lowerPriority)
                continue
            }
            let edgeInset = context.groups[g].items[index].edgeInset
            var reason: HiddenReason?
            switch side {
            case .left:
                if let reserved, frame.maxX > reserved.lowerBound {
                    reason = .overlapsTitleView
                } else if let opposite = trailingStart, frame.maxX + spacing > opposite {
                    reason = .overlapsOppositeItems
                } else if frame.maxX > trailingEdge - edgeInset {
                    reason = .outsideBar
                }
            case .right:
                if let reserved, frame.minX < reserved.upperBound {
                    reason = .overlapsTitleView
                } else if let opposite = leadingEnd, frame.minX - spacing < opposite {
                    reason = .overlapsOppositeItems
                } else if frame.minX < leadingEdge + edgeInset {
                    reason = .outsideBar
                }
            }
            if let reason {
                configuration.items[g][index] = .hidden(reason)
                stopped = true
                continue
            }
            displayed += 1
            if side == .left { leadingEnd = frame.maxX } else { trailingStart = frame.minX }
        }
        return Reduced(
            configuration: configuration, arrangement: a, level: displayed, leadingEnd: leadingEnd,
            trailingStart: trailingStart)
    }
}
