/// How the reduce stage makes room when the bar's content does not fit (L8, L42–L44); both policies reduce the
/// groups' configuration, and the one placer (`arrange`) places it.
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

/// The reduce stage's policy for one bar with what it makes once: L8's starting configuration, or the overflow
/// menu's order of reduction.
enum Reducer {
    case hideFromFirstMisfit(GroupConfiguration)
    case overflowMenu(GroupReductions)
}

extension Solver {
    /// L40: the profile's policy: the overflow menu's under a profile with one (`itemGroups.overflow` `menu`),
    /// for every bar, whether its items were set as groups or through the item arrays; L8's otherwise.
    var reductionPolicy: ReductionPolicy {
        if let metrics = r.itemGroups { return .overflowMenu(metrics) }
        return .hideFromFirstMisfit
    }

    /// The reduce stage under `reducer`'s policy, with the back button at `back`.
    func reduce(_ context: GroupContext, _ reducer: Reducer, back: Frame?) -> Reduced {
        switch reducer {
        case .hideFromFirstMisfit(let initial): reduceMisfit(context, initial, back: back)
        case .overflowMenu(let reductions): reduce(context, reductions, back: back)
        }
    }

    /// L44: the reduce stage under the overflow menu's policy: the fewest steps with which `context` fits with
    /// the back button at `back`.
    func reduce(_ context: GroupContext, _ reductions: GroupReductions, back: Frame?) -> Reduced {
        let level = reductions.fewestSteps { fits($0, context, back: back) }
        let configuration = reductions.configuration(after: level)
        return Reduced(
            configuration: configuration, arrangement: arrange(configuration, context, back: back), level: level)
    }

    /// L8: the reduce stage under L8's policy, over the one placer: the items in their order of importance,
    /// each at the frame `arrange` gives it with every item shown; the first that would come within the title
    /// gap of a title view's reserved span, closer than the item spacing to the opposite side's displayed
    /// content, or past its edge inset from the far edge is hidden for that reason, and every item after it
    /// (`lowerPriority`). Beside an inline large title the left items are hidden (L19): `initial` is the context's
    /// configuration before any reduction (`GroupContext.initial`), made once per bar.
    ///
    /// The items displayed are a prefix of each side, so their frames are those of the whole arrangement: one
    /// placement, O(n). The level is the number of items displayed.
    func reduceMisfit(_ context: GroupContext, _ initial: GroupConfiguration, back: Frame?) -> Reduced {
        var configuration = initial
        var a = arrange(configuration, context, back: back)
        let leading = context.groups.firstIndex { $0.position == .leading }
        let trailing = context.groups.firstIndex { $0.position == .trailing }
        let left = leading.map { context.groups[$0].items.count } ?? 0
        let right = trailing.map { context.groups[$0].items.count } ?? 0
        let reserved = reservedSpan(for: context.title)
        let spacing = r.itemSpacing
        var level = 0
        var leadingEnd = back?.maxX
        var leadingItemsEnd: Double?
        var trailingStart: Double?
        var stopped = false
        for step in 0..<(left + right) {
            let (side, index) = Self.importance(at: step, left: left, right: right)
            guard let g = side == .left ? leading : trailing, let frame = a.frames[g][index] else { continue }
            var reason: HiddenReason?
            if stopped {
                reason = .lowerPriority
            } else {
                let edgeInset = context.groups[g].items[index].edgeInset
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
            }
            if let reason {
                configuration.items[g][index] = .hidden(reason)
                a.frames[g][index] = nil
                stopped = true
                continue
            }
            level += 1
            if side == .left {
                leadingEnd = frame.maxX
                leadingItemsEnd = frame.maxX
            } else {
                trailingStart = frame.minX
            }
        }
        a.leadingEnd = leadingEnd
        a.leadingItemsEnd = leadingItemsEnd
        a.trailingStart = trailingStart
        return Reduced(configuration: configuration, arrangement: a, level: level)
    }
}
