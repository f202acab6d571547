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

extension Solver {
    /// L40: the profile's policy: the overflow menu's under a profile with one (`itemGroups.overflow` `menu`),
    /// for every bar, whether its items were set as groups or through the item arrays; L8's otherwise.
    var reductionPolicy: ReductionPolicy {
        if let metrics = r.itemGroups { return .overflowMenu(metrics) }
        return .hideFromFirstMisfit
    }

    /// The reduce stage under `policy`, with the back button at `back`.
    func reduce(_ context: GroupContext, _ policy: ReductionPolicy, back: Frame?) -> Reduced {
        switch policy {
        case .hideFromFirstMisfit: reduceMisfit(context, back: back)
        case .overflowMenu: reduce(context, GroupReductions(context), back: back)
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
    /// (`lowerPriority`). Beside an inline large title the left items are hidden (L19): the reduction starts from
    /// the context's configuration before any reduction (`GroupContext.initial`).
    ///
    /// The items displayed are a prefix of each side, so their frames are those of the whole arrangement: one
    /// placement, O(n). The level is the number of items displayed.
    func reduceMisfit(_ context: GroupContext, back: Frame?) -> Reduced {
        // Made here, not passed in: a configuration passed in is shared, and hiding an item would copy it.
        var configuration = context.initial
        var a = arrange(configuration, context, back: back)
        let outcome = misfitOutcome(context, back: back, shown: a.frames)
        if let misfit = outcome.misfit {
            let (left, right, leading, trailing) = misfitSides(context)
            for step in misfit.step..<(left + right) {
                let (side, index) = Self.importance(at: step, left: left, right: right)
                guard let g = side == .left ? leading : trailing, a[context.groups[g], index] != nil else { continue }
                configuration[context.groups[g], index] = .hidden(step == misfit.step ? misfit.reason : .lowerPriority)
                a[context.groups[g], index] = nil
            }
        }
        a.leadingEnd = outcome.leadingEnd
        a.leadingItemsEnd = outcome.leadingItemsEnd
        a.trailingStart = outcome.trailingStart
        return Reduced(configuration: configuration, arrangement: a, level: outcome.level)
    }

    /// L8's walk for the back button at `back`: the items in their order of importance up to the first misfit,
    /// each checked as `reduceMisfit` describes at its frame with every item shown: read from `shown` (the
    /// arrangement with every item shown), or, without it, made by the placer's own steps (`frameAfter`,
    /// `frameBefore`) as the walk reaches it, so a trial of a back-button form makes no arrays (L4).
    ///
    /// No closures: a variable a closure captures and changes is checked for exclusive access at run time.
    func misfitOutcome(_ context: GroupContext, back: Frame?, shown: [Frame?] = []) -> MisfitOutcome {
        let (left, right, leading, trailing) = misfitSides(context)
        let reserved = reservedSpan(for: context.title)
        let spacing = r.itemSpacing
        var outcome = MisfitOutcome(level: 0, leadingEnd: back?.maxX)
        var leadingCursor = back?.maxX
        var trailingCursor: Double?
        for step in 0..<(left + right) {
            let (side, index) = Self.importance(at: step, left: left, right: right)
            guard let g = side == .left ? leading : trailing else { continue }
            let group = context.groups[g]
            let frame: Frame
            if !shown.isEmpty {
                guard let placed = shown[group.first + index] else { continue }
                frame = placed
            } else if side == .left {
                // L19: beside an inline large title the left items are not placed.
                guard !context.inlineLargeTitle else { continue }
                let item = group.items
                frame = frameAfter(
                    leadingCursor, spacing: spacing, start: leadingEdge + item[index].edgeInset,
                    width: item[index].width, height: item[index].height)
                leadingCursor = frame.maxX
            } else {
                let item = group.items
                frame = frameBefore(
                    trailingCursor, spacing: spacing, edgeInset: item[index].edgeInset, width: item[index].width,
                    height: item[index].height)
                trailingCursor = frame.minX
            }
            let edgeInset = group.items[index].edgeInset
            var reason: HiddenReason?
            switch side {
            case .left:
                if let reserved, frame.maxX > reserved.lowerBound {
                    reason = .overlapsTitleView
                } else if let opposite = outcome.trailingStart, frame.maxX + spacing > opposite {
                    reason = .overlapsOppositeItems
                } else if frame.maxX > trailingEdge - edgeInset {
                    reason = .outsideBar
                }
            case .right:
                if let reserved, frame.minX < reserved.upperBound {
                    reason = .overlapsTitleView
                } else if let opposite = outcome.leadingEnd, frame.minX - spacing < opposite {
                    reason = .overlapsOppositeItems
                } else if frame.minX < leadingEdge + edgeInset {
                    reason = .outsideBar
                }
            }
            if let reason {
                outcome.misfit = (step, reason)
                break
            }
            outcome.level += 1
            if side == .left {
                outcome.leadingEnd = frame.maxX
                outcome.leadingItemsEnd = frame.maxX
            } else {
                outcome.trailingStart = frame.minX
            }
        }
        return outcome
    }

    /// L8's sides: the numbers of left and right items and the indices of their groups.
    func misfitSides(_ context: GroupContext) -> (left: Int, right: Int, leading: Int?, trailing: Int?) {
        let leading = context.groups.firstIndex { $0.position == .leading }
        let trailing = context.groups.firstIndex { $0.position == .trailing }
        return (
            leading.map { context.groups[$0].items.count } ?? 0, trailing.map { context.groups[$0].items.count } ?? 0,
            leading, trailing
        )
    }
}

/// What L8 finds for one position of the back button: how many items are displayed, where the shown content
/// ends, and the first item that does not fit.
struct MisfitOutcome {
    /// The number of items displayed.
    var level: Int
    /// The trailing edge of the back button and the displayed left items.
    var leadingEnd: Double?
    /// The trailing edge of the displayed left items alone.
    var leadingItemsEnd: Double?
    /// The leading edge of the displayed right items.
    var trailingStart: Double?
    /// The step in the order of importance of the first item that does not fit, and why.
    var misfit: (step: Int, reason: HiddenReason)?
}
