/// Where L8 put each item of one side: a frame, or the reason it is hidden.
struct Slot {
    var frame: Frame?
    var reason: HiddenReason?
}

/// The outcome of L8 for both sides.
struct Placement {
    var left: [Slot]
    var right: [Slot]
    /// How many items, in the order of importance, are displayed.
    var displayedCount: Int
    /// The trailing edge of the leading content (the back button and displayed left items).
    var leadingMaxX: Double?
    /// The leading edge of the trailing content (the displayed right items).
    var trailingMinX: Double?
}

/// Which side an item is on.
enum Side {
    case left, right
}

extension Solver {
    /// L8: the order of importance: left[0], right[0], left[1], right[1], …
    static func importanceOrder(left: Int, right: Int) -> [(Side, Int)] {
        (0..<(left + right)).map { importance(at: $0, left: left, right: right) }
    }

    /// L8: the side and index of the item at `step` in the order of importance of `left` and `right` items:
    /// the two sides alternate while both have items, then the longer side's items follow in order.
    static func importance(at step: Int, left: Int, right: Int) -> (Side, Int) {
        let paired = 2 * min(left, right)
        if step < paired { return (step.isMultiple(of: 2) ? .left : .right, step / 2) }
        return (left > right ? .left : .right, paired / 2 + step - paired)
    }

    /// L5, L6, L8: places items in their order of importance, each from its side's edge inward.
    ///
    /// The first item that would overlap the title view's reserved span, the
    /// opposite side's placed items (with spacing), or leave the bar is not
    /// displayed, and neither is any item after it (`lowerPriority`). The
    /// back button, at `back`, is never hidden. Flexible spaces are placed
    /// with no width here; L10 widens them.
    func place(left: [ItemSpec], right: [ItemSpec], back: Frame?, reserved: ClosedRange<Double>?) -> Placement {
        var placement = Placement(
            left: Array(repeating: Slot(), count: left.count), right: Array(repeating: Slot(), count: right.count),
            displayedCount: 0, leadingMaxX: back?.maxX, trailingMinX: nil)
        let spacing = r.itemSpacing
        var stopped = false
        for step in 0..<(left.count + right.count) {
            let (side, index) = Self.importance(at: step, left: left.count, right: right.count)
            guard !stopped else {
                setReason(.lowerPriority, side: side, index: index, in: &placement)
                continue
            }
            // The sizes only: a whole `ItemSpec` copied out of its array retains its item and title.
            let (width, height, edgeInset) =
                side == .left
                ? (left[index].width, left[index].height, left[index].edgeInset)
                : (right[index].width, right[index].height, right[index].edgeInset)
            let frame: Frame
            var reason: HiddenReason?
            switch side {
            case .left:
                // L5: leading content from the leading edge: the back button, then the left items.
                let x = placement.leadingMaxX.map { $0 + spacing } ?? leadingEdge + edgeInset
                frame = Frame(x: x, y: r.centredY(height), width: width, height: height)
                if let reserved, frame.maxX > reserved.lowerBound {
                    reason = .overlapsTitleView
                } else if let opposite = placement.trailingMinX, frame.maxX + spacing > opposite {
                    reason = .overlapsOppositeItems
                } else if frame.maxX > trailingEdge - edgeInset {
                    reason = .outsideBar
                }
            case .right:
                // L6: trailing content from the trailing edge inward; the first item is outermost.
                let maxX = placement.trailingMinX.map { $0 - spacing } ?? trailingEdge - edgeInset
                frame = Frame(x: maxX - width, y: r.centredY(height), width: width, height: height)
                if let reserved, frame.minX < reserved.upperBound {
                    reason = .overlapsTitleView
                } else if let opposite = placement.leadingMaxX, frame.minX - spacing < opposite {
                    reason = .overlapsOppositeItems
                } else if frame.minX < leadingEdge + edgeInset {
                    reason = .outsideBar
                }
            }
            if let reason {
                setReason(reason, side: side, index: index, in: &placement)
                stopped = true
                continue
            }
            placement.displayedCount += 1
            switch side {
            case .left:
                placement.left[index].frame = frame
                placement.leadingMaxX = frame.maxX
            case .right:
                placement.right[index].frame = frame
                placement.trailingMinX = frame.minX
            }
        }
        return placement
    }

    /// Marks the item at `index` on `side` as hidden for `reason`.
    private func setReason(_ reason: HiddenReason, side: Side, index: Int, in placement: inout Placement) {
        switch side {
        case .left: placement.left[index].reason = reason
        case .right: placement.right[index].reason = reason
        }
    }
}
