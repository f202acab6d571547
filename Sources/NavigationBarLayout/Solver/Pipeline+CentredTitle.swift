import TextMetrics

/// The title placed by L9, and whether it kept its natural width.
struct PlacedTitle {
    var geometry: TitleGeometry?
    /// Whether the title (or title view) is displayed at its natural width; true when there is none.
    var natural: Bool
}

extension Solver {
    /// L9, L45: the span a title (centred or leading) may use beside the shown content ending at `leadingEnd` and
    /// starting at `trailingStart`: `titleGap` from each side's content, or the text edge inset (the layout margin
    /// under L17) from a side with none, inside the safe area (L16).
    func titleBounds(leadingEnd: Double?, trailingStart: Double?) -> (low: Double, high: Double) {
        let low = leadingEnd.map { $0 + r.titleGap } ?? leadingEdge + r.textButton.edgeInset
        let high = trailingStart.map { $0 - r.titleGap } ?? trailingEdge - r.textButton.edgeInset
        return (low, high)
    }

    /// The `x` of something `w` wide centred on the bar's full width, shifted away from a side it would come too
    /// close to (L9; L16: the full width, not the safe area's, so a title stays where UIKit centres it).
    func centredX(_ w: Double, low: Double, high: Double) -> Double {
        min(max((width - w) / 2, low), high - w)
    }

    /// L4, L9: whether `content` keeps its natural width beside `placement` (what `placeTitle` reports as
    /// `natural`), without placing it.
    func titleKeepsNaturalWidth(_ content: TitleContent?, placement: Placement) -> Bool {
        guard let content else { return true }
        let (low, high) = titleBounds(leadingEnd: placement.leadingMaxX, trailingStart: placement.trailingMinX)
        switch content {
        case .text(_, _, let natural, _): return natural <= high - low
        case .view(let view): return view.width <= high - low
        }
    }

    /// L9: centres the title on the whole bar, shifts it away from a side it would come
    /// closer than the title gap to, then cuts text or shrinks a resizable view; not
    /// displayed when even that does not fit.
    func placeTitle(_ content: TitleContent?, placement: Placement) throws(LayoutError) -> PlacedTitle {
        guard let content else { return PlacedTitle(geometry: nil, natural: true) }
        let (low, high) = titleBounds(leadingEnd: placement.leadingMaxX, trailingStart: placement.trailingMinX)
        let room = high - low
        switch content {
        case .text(let text, let style, let natural, let line):
            return try placeTitleText(text, style: style, natural: natural, line: line, room: room) { width in
                centredX(width, low: low, high: high) + r.titleHorizontalAdjustment
            }
        case .view(let view):
            let y = r.centredY(view.height) + r.titleVerticalAdjustment
            func title(_ placement: TitlePlacement, shrunk: Bool) -> TitleGeometry {
                TitleGeometry(kind: .view, text: nil, truncated: shrunk, placement: placement)
            }
            if view.width <= room {
                let frame = Frame(
                    x: centredX(view.width, low: low, high: high) + r.titleHorizontalAdjustment, y: y,
                    width: view.width, height: view.height)
                return PlacedTitle(geometry: title(.displayed(frame: frame), shrunk: false), natural: true)
            }
            guard view.resizable, room >= view.minimumWidth else {
                return PlacedTitle(geometry: title(.hidden, shrunk: false), natural: false)
            }
            let frame = Frame(x: low + r.titleHorizontalAdjustment, y: y, width: room, height: view.height)
            return PlacedTitle(geometry: title(.displayed(frame: frame), shrunk: true), natural: false)
        }
    }

    /// L9, L45: title text at its natural width if it fits in `room`, else cut with `fit` to `room`, else not
    /// displayed; `x` gives its leading edge for a width.
    func placeTitleText(
        _ text: String, style: TextStyle, natural: Double, line: LineMetrics, room: Double, x: (Double) -> Double
    ) throws(LayoutError) -> PlacedTitle {
        let y = r.centredY(line.lineHeight) + r.titleVerticalAdjustment
        /// The title showing `shown` (`width` wide), or not displayed when `width` is nil.
        func title(_ shown: String, width: Double?, truncated: Bool) -> TitleGeometry {
            var placement = TitlePlacement.hidden
            if let width {
                let frame = Frame(x: x(width), y: y, width: width, height: line.lineHeight)
                placement = .displayed(frame: frame, baseline: line.baseline(top: frame.y, height: frame.height))
            }
            return TitleGeometry(
                kind: .text, text: shown, truncated: truncated, style: style, color: r.titleColor,
                placement: placement)
        }
        if natural <= room {
            return PlacedTitle(geometry: title(text, width: natural, truncated: false), natural: true)
        }
        // Without room (the sides' gaps overlap on a very narrow bar) not even an empty title is placed: it
        // would lie outside the span between them, up to outside the bar.
        guard room >= 0 else {
            return PlacedTitle(geometry: title(text, width: nil, truncated: natural > 0), natural: false)
        }
        let fitted: FittedText?
        do { fitted = try measurer.fit(text, style: style, maxWidth: room) } catch {
            throw .measurement(error)
        }
        guard let cut = fitted else {
            return PlacedTitle(geometry: title(text, width: nil, truncated: true), natural: false)
        }
        return PlacedTitle(geometry: title(cut.text, width: cut.width, truncated: cut.truncated), natural: false)
    }
}
