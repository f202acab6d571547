/// Where the pipeline put each item of one side: a frame, or the reason it is hidden.
struct Slot {
    var frame: Frame?
    var reason: HiddenReason?
}

/// Where the shown content of each side ends, for the centred title (L4, L9).
struct Placement {
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
}
