/// A piece of a group arrangement that a widened flexible space moves: an item, a representative item or the
/// overflow button.
enum ArrangedPiece {
    case item(Int, Int)
    case representative(Int)
    case button
}

extension GroupArrangement {
    /// The frame of `piece`, `nil` when it is not shown.
    subscript(piece: ArrangedPiece) -> Frame? {
        get {
            switch piece {
            case .item(let g, let i): return frames[g][i]
            case .representative(let g): return representatives[g]
            case .button: return button
            }
        }
        set {
            switch piece {
            case .item(let g, let i): frames[g][i] = newValue
            case .representative(let g): representatives[g] = newValue
            case .button: button = newValue
            }
        }
    }
}

extension Solver {
    /// L10 in groups, under the overflow menu's policy: the displayed flexible spaces of the groups take the
    /// spare room of the row, as L8's flexible spaces do (`distributeFlexibleSpace`).
    ///
    /// Under a centred title (`navigator`) the leading groups' spaces share the room from the leading content to
    /// the title's frame less the title gap, the pinned and trailing groups' spaces the room from the title's
    /// frame to the trailing content; with no title displayed every space shares the room between the two sides.
    /// Under a leading title (`browser`, `editor`, L45) the room after the title (up to the title gap before the
    /// trailing content, less the centre content) is shared by every space of the leading, centre and trailing
    /// groups, and the row closes up: title, centre content and trailing content the title gap apart. Pieces
    /// beyond a widened space move away from the edge it grows from. Beside an inline large title the spaces keep
    /// their width: the room is the large title's (L19).
    func spreadFlexibleSpaces(
        _ context: GroupContext, _ a: inout GroupArrangement, title: inout PlacedGroupTitle
    ) {
        guard !context.inlineLargeTitle else { return }
        let groups = context.groups
        /// The shown pieces of the groups at `positions`, in placement order (outermost first), the overflow
        /// button after the groups at `buttonAfter`.
        func pieces(_ positions: [ItemGroupPosition], buttonAfter: ItemGroupPosition? = nil) -> [ArrangedPiece] {
            var list: [ArrangedPiece] = []
            for position in positions {
                for g in groups.indices where groups[g].position == position {
                    if a.representatives[g] != nil {
                        list.append(.representative(g))
                    } else {
                        list += groups[g].items.indices.filter { a.frames[g][$0] != nil }.map { .item(g, $0) }
                    }
                }
                if position == buttonAfter, a.button != nil { list.append(.button) }
            }
            return list
        }
        func flexible(_ list: [ArrangedPiece]) -> Int {
            list.reduce(0) { count, piece in
                guard case .item(let g, let i) = piece else { return count }
                return count + (groups[g].items[i].kind == .flexibleSpace ? 1 : 0)
            }
        }
        let leading = pieces([.leading])
        let trailing = pieces([.pinnedTrailing, .trailing], buttonAfter: .pinnedTrailing)
        let centre = context.style == .navigator ? [] : pieces([.center])
        let counts = (leading: flexible(leading), centre: flexible(centre), trailing: flexible(trailing))
        guard counts.leading + counts.centre + counts.trailing > 0 else { return }
        let titleFrame = title.title.geometry?.frame
        if context.style == .navigator {
            let shares = flexibleShares(
                leadingEnd: a.leadingEnd, trailingStart: a.trailingStart, titleFrame: titleFrame,
                counts: (counts.leading, counts.trailing))
            widen(leading, groups, in: &a, share: shares.leading, forward: true)
            widen(trailing, groups, in: &a, share: shares.trailing, forward: false)
            return
        }
        // L45: the leading title starts at `low`; the centre content lies between it and `high`.
        let (low, high) = titleBounds(leadingEnd: a.leadingEnd, trailingStart: a.trailingStart)
        let start = titleFrame.map { low + $0.width + r.titleGap } ?? low
        let free = high - start - (a.centreShown ? a.centreWidth : 0)
        let share = free / Double(counts.leading + counts.centre + counts.trailing)
        guard share > 0 else { return }
        let grown = widen(leading, groups, in: &a, share: share, forward: true)
        widen(centre, groups, in: &a, share: share, forward: true)
        widen(trailing, groups, in: &a, share: share, forward: false)
        if let frame = titleFrame, grown > 0, var geometry = title.title.geometry {
            geometry.placement = .displayed(frame: frame.offsetBy(dx: grown, dy: 0), baseline: geometry.baseline)
            title.title.geometry = geometry
        }
        if title.centreX != nil { title.centreX = start + grown }
    }

    /// Gives each flexible space of `groups` among `list` `share` more width, moving the pieces beyond it away
    /// from the edge the list starts at (`forward`: the leading edge); the width added.
    @discardableResult
    private func widen(
        _ list: [ArrangedPiece], _ groups: [GroupSpec], in a: inout GroupArrangement, share: Double, forward: Bool
    ) -> Double {
        guard share > 0 else { return 0 }
        var shift = 0.0
        for piece in list {
            guard var frame = a[piece] else { continue }
            var grows = false
            if case .item(let g, let i) = piece { grows = groups[g].items[i].kind == .flexibleSpace }
            frame.x += forward ? shift : -(shift + (grows ? share : 0))
            if grows {
                frame.width += share
                shift += share
            }
            a[piece] = frame
        }
        return shift
    }
}
