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
        var order: [(Side, Int)] = []
        order.reserveCapacity(left + right)
        for index in 0..<max(left, right) {
            if index < left { order.append((.left, index)) }
            if index < right { order.append((.right, index)) }
        }
        return order
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
        for (side, index) in Self.importanceOrder(left: left.count, right: right.count) {
            guard !stopped else {
                setReason(.lowerPriority, side: side, index: index, in: &placement)
                continue
            }
            let spec = side == .left ? left[index] : right[index]
            let frame: Frame
            var reason: HiddenReason?
            switch side {
            case .left:
                // L5: leading content from the leading edge: the back button, then the left items.
                let x = placement.leadingMaxX.map { $0 + spacing } ?? leadingEdge + spec.edgeInset
                frame = Frame(x: x, y: r.centredY(spec.height), width: spec.width, height: spec.height)
                if let reserved, frame.maxX > reserved.lowerBound {
                    reason = .overlapsTitleView
                } else if let opposite = placement.trailingMinX, frame.maxX + spacing > opposite {
                    reason = .overlapsOppositeItems
                } else if frame.maxX > trailingEdge - spec.edgeInset {
                    reason = .outsideBar
                }
            case .right:
                // L6: trailing content from the trailing edge inward; the first item is outermost.
                let maxX = placement.trailingMinX.map { $0 - spacing } ?? trailingEdge - spec.edgeInset
                frame = Frame(x: maxX - spec.width, y: r.centredY(spec.height), width: spec.width, height: spec.height)
                if let reserved, frame.minX < reserved.upperBound {
                    reason = .overlapsTitleView
                } else if let opposite = placement.leadingMaxX, frame.minX - spacing < opposite {
                    reason = .overlapsOppositeItems
                } else if frame.minX < leadingEdge + spec.edgeInset {
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
