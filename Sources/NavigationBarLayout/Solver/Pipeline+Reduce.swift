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
    /// L40: the profile's policy: the overflow menu's under a profile with one (`itemGroups.overflow` `menu`),
    /// for every bar, whether its items were set as groups or through the item arrays; L8's otherwise.
    var reductionPolicy: ReductionPolicy {
        if let metrics = r.itemGroups { return .overflowMenu(metrics) }
        return .hideFromFirstMisfit
    }

    /// L44: the reduce stage under the overflow menu's policy: the fewest steps with which `context` fits with
    /// the back button at `back`.
    func reduce(_ context: GroupContext, _ reductions: GroupReductions, back: Frame?) -> Reduced {
        let level = reductions.fewestSteps { fits($0, context, back: back) }
        let configuration = reductions.configuration(after: level)
        return Reduced(
            configuration: configuration, arrangement: arrange(configuration, context, back: back), level: level)
    }

    /// L8: the reduce stage under L8's policy, with the placer: the items in their order of importance, each at
    /// the frame the placer gives it with every item shown; the first that would come within the title gap of a
    /// title view's reserved span, closer than the item spacing to the opposite side's displayed content, or past
    /// its edge inset from the far edge is hidden for that reason, and every item after it (`lowerPriority`).
    /// Beside an inline large title the left items are hidden (L19).
    ///
    /// The items displayed are a prefix of each side, so their frames are those of the whole arrangement: one
    /// placement, O(n), into the `left` and `right` slots.
    func misfitPlacement(_ context: GroupContext, left: Int, right: Int, back: Frame?) -> Placement {
        let leftSlot = Slot(frame: nil, reason: context.inlineLargeTitle ? .inlineLargeTitle : nil)
        var placement = Placement(
            left: Array(repeating: leftSlot, count: left), right: Array(repeating: Slot(), count: right))
        let outcome = misfitOutcome(context, back: back, whole: true) { side, index, slot in
            if side == .left { placement.left[index] = slot } else { placement.right[index] = slot }
        }
        placement.leadingMaxX = outcome.leadingEnd
        placement.trailingMinX = outcome.trailingStart
        return placement
    }

    /// L8 (`misfitPlacement`) for one position of the back button: how many items are displayed and where the
    /// shown content ends; `record` gets each placed item's slot (by side and index). The walk goes on past the
    /// first misfit only when `whole`, to record the items hidden after it.
    ///
    /// Each side's frames are placed as the walk reaches them, as `arrange` places one group a side (L41): no
    /// arrays are made. `record` is not optional: an optional closure escapes, and what it captures is boxed.
    func misfitOutcome(
        _ context: GroupContext, back: Frame?, whole: Bool = false, record: (Side, Int, Slot) -> Void = { _, _, _ in }
    ) -> MisfitOutcome {
        let leading = context.groups.firstIndex { $0.position == .leading }
        let trailing = context.groups.firstIndex { $0.position == .trailing }
        let left = leading.map { context.groups[$0].items.count } ?? 0
        let right = trailing.map { context.groups[$0].items.count } ?? 0
        let reserved = reservedSpan(for: context.title)
        let spacing = r.itemSpacing
        var outcome = MisfitOutcome(level: 0, leadingEnd: back?.maxX, trailingStart: nil)
        var leadingCursor = back?.maxX
        var trailingCursor: Double?
        var stopped = false
        for step in 0..<(left + right) {
            let (side, index) = Self.importance(at: step, left: left, right: right)
            guard let g = side == .left ? leading : trailing else { continue }
            // L19: beside an inline large title the left items are not placed.
            if side == .left, context.inlineLargeTitle { continue }
            let item = context.groups[g].items
            let (width, height, edgeInset) = (item[index].width, item[index].height, item[index].edgeInset)
            let frame: Frame
            if side == .left {
                let x = leadingCursor.map { $0 + spacing } ?? leadingEdge + edgeInset
                frame = Frame(x: x, y: r.centredY(height), width: width, height: height)
                leadingCursor = frame.maxX
            } else {
                let maxX = trailingCursor.map { $0 - spacing } ?? trailingEdge - edgeInset
                frame = Frame(x: maxX - width, y: r.centredY(height), width: width, height: height)
                trailingCursor = frame.minX
            }
            guard !stopped else {
                record(side, index, Slot(frame: nil, reason: .lowerPriority))
                continue
            }
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
                guard whole else { break }
                record(side, index, Slot(frame: nil, reason: reason))
                stopped = true
                continue
            }
            record(side, index, Slot(frame: frame, reason: nil))
            outcome.level += 1
            if side == .left { outcome.leadingEnd = frame.maxX } else { outcome.trailingStart = frame.minX }
        }
        return outcome
    }
}

/// What L8 finds for one position of the back button: how many items are displayed and where the shown content
/// ends.
struct MisfitOutcome {
    /// The number of items displayed.
    var level: Int
    /// The trailing edge of the back button and the displayed left items.
    var leadingEnd: Double?
    /// The leading edge of the displayed right items.
    var trailingStart: Double?
}
