import TextMetrics

/// The title placed beside the groups, and where the centre groups start.
struct PlacedGroupTitle {
    var title: PlacedTitle
    /// The `x` the centre groups' content starts at, when there is any (L45).
    var centreX: Double?
    /// Whether the title kept its natural width (L4).
    var natural: Bool { title.natural }
}

extension Solver {
    /// The title stage, by the style policy: L9 centred for `navigator` (every bar under L8's policy is one); L45
    /// leading for `browser` and `editor`: the title leading after the leading content, the
    /// centre groups centred on the bar, moved towards the trailing side to keep the title whole, and at
    /// worst against the trailing content; the title then cut to the room left before them.
    func placeTitle(_ context: GroupContext, _ reduced: Reduced) throws(LayoutError) -> PlacedGroupTitle {
        let a = reduced.arrangement
        if context.style == .navigator {
            let placement = Placement(leadingMaxX: reduced.leadingEnd, trailingMinX: reduced.trailingStart)
            return PlacedGroupTitle(title: try placeTitle(context.title, placement: placement), centreX: nil)
        }
        let (low, high) = titleBounds(leadingEnd: a.leadingEnd, trailingStart: a.trailingStart)
        var natural = 0.0
        switch context.title {
        case .text(_, _, let width, _): natural = width
        case .view(let view): natural = view.width
        case nil: break
        }
        var room = high - low
        var centreX: Double?
        // L16, L45: centre content 0 wide is placed like any other, inside the content frame.
        if a.centreShown {
            let gap = context.title == nil ? 0 : r.titleGap
            let x = min(max((width - a.centreWidth) / 2, low + natural + gap), high - a.centreWidth)
            centreX = x
            room = x - gap - low
        }
        return PlacedGroupTitle(title: try placeLeadingTitle(context.title, x: low, room: room), centreX: centreX)
    }

    /// L45: the title at `x`, its natural width if it fits in `room`, else cut (text) or shrunk to `room` down to
    /// its minimum width (a resizable view), else not displayed.
    func placeLeadingTitle(_ content: TitleContent?, x: Double, room: Double) throws(LayoutError) -> PlacedTitle {
        guard let content else { return PlacedTitle(geometry: nil, natural: true) }
        switch content {
        case .text(let text, let style, let natural, let line):
            return try placeTitleText(text, style: style, natural: natural, line: line, room: room) { _ in
                x + r.titleHorizontalAdjustment
            }
        case .view(let view):
            let y = r.centredY(view.height) + r.titleVerticalAdjustment
            let width: Double? =
                view.width <= room ? view.width : (view.resizable && room >= view.minimumWidth ? room : nil)
            let placement = width.map {
                TitlePlacement.displayed(
                    frame: Frame(x: x + r.titleHorizontalAdjustment, y: y, width: $0, height: view.height))
            }
            return PlacedTitle(
                geometry: TitleGeometry(
                    kind: .view, text: nil, truncated: width.map { $0 < view.width } ?? false,
                    placement: placement ?? .hidden),
                natural: view.width <= room)
        }
    }
}
