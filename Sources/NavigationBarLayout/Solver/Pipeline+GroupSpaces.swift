/// A piece of a group arrangement that a widened flexible space moves: an item, a representative item or the
/// overflow button.
enum ArrangedPiece {
    case item(Int, Int)
    case representative(Int)
    case button
}

extension GroupArrangement {
    /// The frame of `piece` of `groups`, `nil` when it is not shown.
    subscript(piece: ArrangedPiece, groups: [GroupSpec]) -> Frame? {
        get {
            switch piece {
            case .item(let g, let i): return self[groups[g], i]
            case .representative(let g): return representative(g)
            case .button: return button
            }
        }
        set {
            switch piece {
            case .item(let g, let i): self[groups[g], i] = newValue
            case .representative(let g): representatives[g] = newValue
            case .button: button = newValue
            }
        }
    }
}

extension Solver {
    /// L10, in every group under either reduction policy: the displayed flexible spaces take the spare room of
    /// the row; fixed spaces keep their width.
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
        let groups = context.groups
        guard !context.inlineLargeTitle, groups.contains(where: { $0.hasFlexibleSpace }) else { return }
        let leading = PieceRun.leading
        let trailing = PieceRun.trailing
        let counts = (
            leading: flexibleCount(leading, groups, a),
            centre: context.style == .navigator ? 0 : flexibleCount(.centre, groups, a),
            trailing: flexibleCount(trailing, groups, a)
        )
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
        widen(.centre, groups, in: &a, share: share, forward: true)
        widen(trailing, groups, in: &a, share: share, forward: false)
        if let frame = titleFrame, grown > 0, var geometry = title.title.geometry {
            geometry.placement = .displayed(frame: frame.offsetBy(dx: grown, dy: 0), baseline: geometry.baseline)
            title.title.geometry = geometry
        }
        if title.centreX != nil { title.centreX = start + grown }
    }

    /// The number of displayed flexible spaces among `run`'s pieces.
    private func flexibleCount(_ run: PieceRun, _ groups: [GroupSpec], _ a: GroupArrangement) -> Int {
        var count = 0
        run.forEach(groups) { piece in
            if case .item(let g, let i) = piece, groups[g].items[i].kind == .flexibleSpace, a[piece, groups] != nil {
                count += 1
            }
        }
        return count
    }

    /// Gives each flexible space among `run`'s shown pieces `share` more width, moving the pieces beyond it away
    /// from the edge the run starts at (`forward`: the leading edge); the width added.
    @discardableResult
    private func widen(
        _ run: PieceRun, _ groups: [GroupSpec], in a: inout GroupArrangement, share: Double, forward: Bool
    ) -> Double {
        guard share > 0 else { return 0 }
        var shift = 0.0
        run.forEach(groups) { piece in
            guard var frame = a[piece, groups] else { return }
            var grows = false
            if case .item(let g, let i) = piece { grows = groups[g].items[i].kind == .flexibleSpace }
            frame.x += forward ? shift : -(shift + (grows ? share : 0))
            if grows {
                frame.width += share
                shift += share
            }
            a[piece, groups] = frame
        }
        return shift
    }
}

/// The pieces of one run of the row, in placement order (outermost first): the groups at its positions, each
/// its representative item then its items (only the shown ones have frames), and on the trailing run the overflow
/// button between the pinned group and the trailing groups. Walked in place (`forEach`), no list made.
enum PieceRun {
    case leading, centre, trailing

    /// Calls `body` with every piece of the run, in placement order.
    func forEach(_ groups: [GroupSpec], _ body: (ArrangedPiece) -> Void) {
        func walk(_ position: ItemGroupPosition) {
            for g in groups.indices where groups[g].position == position {
                if groups[g].representative != nil { body(.representative(g)) }
                for i in groups[g].items.indices { body(.item(g, i)) }
            }
        }
        switch self {
        case .leading: walk(.leading)
        case .centre: walk(.center)
        case .trailing:
            walk(.pinnedTrailing)
            body(.button)
            walk(.trailing)
        }
    }
}
