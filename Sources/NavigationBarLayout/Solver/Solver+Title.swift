import TextMetrics

/// The title placed by L9, and whether it kept its natural width.
struct TitlePlacement {
    var geometry: TitleGeometry?
    /// Whether the title (or title view) is displayed at its natural width; true when there is none.
    var natural: Bool
}

extension Solver {
    /// The span the title may use beside the placed items: `titleGap` from each side's content,
    /// or the text edge inset from a side with none.
    func titleBounds(_ placement: Placement) -> (low: Double, high: Double) {
        let low = placement.leadingMaxX.map { $0 + r.titleGap } ?? r.textButton.edgeInset
        let high = placement.trailingMinX.map { $0 - r.titleGap } ?? width - r.textButton.edgeInset
        return (low, high)
    }

    /// The `x` of something `w` wide centred on the bar, shifted away from a side it would come too close to.
    func centredX(_ w: Double, low: Double, high: Double) -> Double {
        min(max((width - w) / 2, low), high - w)
    }

    /// L9: centres the title on the whole bar, shifts it away from a side it would come
    /// closer than the title gap to, then cuts text or shrinks a resizable view; not
    /// displayed when even that does not fit.
    func placeTitle(_ content: TitleContent?, placement: Placement) throws(LayoutError) -> TitlePlacement {
        guard let content else { return TitlePlacement(geometry: nil, natural: true) }
        let (low, high) = titleBounds(placement)
        let room = high - low
        switch content {
        case .text(let text, let style, let natural, let lineHeight):
            let y = r.centredY(lineHeight) + r.titleVerticalAdjustment
            if natural <= room {
                let frame = Frame(x: centredX(natural, low: low, high: high), y: y, width: natural, height: lineHeight)
                return TitlePlacement(
                    geometry: TitleGeometry(kind: .text, text: text, truncated: false, displayed: true, frame: frame),
                    natural: true)
            }
            let fitted: FittedText?
            do { fitted = try measurer.fit(text, style: style, maxWidth: max(0, room)) } catch {
                throw .measurement(error)
            }
            guard let cut = fitted else {
                return TitlePlacement(
                    geometry: TitleGeometry(kind: .text, text: text, truncated: true, displayed: false, frame: nil),
                    natural: false)
            }
            let frame = Frame(x: centredX(cut.width, low: low, high: high), y: y, width: cut.width, height: lineHeight)
            return TitlePlacement(
                geometry: TitleGeometry(
                    kind: .text, text: cut.text, truncated: cut.truncated, displayed: true, frame: frame),
                natural: false)
        case .view(let view):
            let y = r.centredY(view.height) + r.titleVerticalAdjustment
            if view.width <= room {
                let frame = Frame(
                    x: centredX(view.width, low: low, high: high), y: y, width: view.width, height: view.height)
                return TitlePlacement(
                    geometry: TitleGeometry(kind: .view, text: nil, truncated: false, displayed: true, frame: frame),
                    natural: true)
            }
            guard view.resizable, room >= view.minimumWidth else {
                return TitlePlacement(
                    geometry: TitleGeometry(kind: .view, text: nil, truncated: false, displayed: false, frame: nil),
                    natural: false)
            }
            let frame = Frame(x: low, y: y, width: room, height: view.height)
            return TitlePlacement(
                geometry: TitleGeometry(kind: .view, text: nil, truncated: true, displayed: true, frame: frame),
                natural: false)
        }
    }
}
