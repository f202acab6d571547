import TextMetrics

/// What the centre of the bar shows, measured.
enum TitleContent {
    /// Title text at its natural width.
    case text(String, style: TextStyle, width: Double, line: LineMetrics)
    /// A custom title view.
    case view(TitleView)
}

/// One layout of a bar in left-to-right coordinates, before rounding and mirroring.
///
/// The measurer is held as `any TextMeasuring`, so the solver is compiled once, for concrete types: a solver
/// generic over its measurer ran unspecialised (a public generic entry point called from another module), every
/// field access and copy going through generic metadata.
struct Solver {
    /// The bar's full width: the title centres on it (L9, L16).
    let width: Double
    /// L16: where the content starts: the safe area's leading inset (0 without one).
    let leadingEdge: Double
    /// L16: where the content ends: the width less the safe area's trailing inset.
    let trailingEdge: Double
    let r: ResolvedMetrics
    let measurer: any TextMeasuring

    /// A solver for a bar `width` wide whose content is inset by `leadingInset` and `trailingInset` (L16).
    init(
        width: Double, leadingInset: Double = 0, trailingInset: Double = 0, resolved: ResolvedMetrics,
        measurer: any TextMeasuring
    ) {
        self.width = width
        self.leadingEdge = leadingInset
        self.trailingEdge = width - trailingInset
        self.r = resolved
        self.measurer = measurer
    }

    /// The measured title or title view of `top`, or `nil` when it has neither (L9, L14).
    ///
    /// - Parameter leftItemsShown: Whether the left items take part (not beside an inline large title, L19).
    func titleContent(of top: borrowing NavigationItem, leftItemsShown: Bool = true) throws(LayoutError)
        -> TitleContent?
    {
        // L14: seed 000 ignores the title view when leftBarButtonItem is set; a profile quirk.
        let viewIgnored = r.quirks.titleViewIgnoredWithLeftItem && leftItemsShown && top.leftBarButtonItem != nil
        if let view = top.titleView, !viewIgnored { return .view(view) }
        guard let text = top.title else { return nil }
        let measured: TextSize
        // A title wider than the bar is only measured far enough to know it (L9 cuts it).
        do { measured = try measurer.size(of: text, style: r.titleStyle, widthLimit: textWidthLimit) } catch {
            throw .measurement(error)
        }
        return .text(text, style: r.titleStyle, width: measured.width, line: measured.lineMetrics)
    }

    /// A width beyond which no text is displayed whole: twice the bar's width and both edge
    /// insets, with room to spare for the span L9 gives a title (never wider than the bar).
    var textWidthLimit: Double {
        2 * (width + max(r.textButton.edgeInset, r.backButton.edgeInset))
    }

    /// L8: the span a title view keeps clear: its minimum width centred on the bar, plus the title gap.
    func reservedSpan(for title: TitleContent?) -> ClosedRange<Double>? {
        guard case .view(let view) = title else { return nil }
        let low = (width - view.minimumWidth) / 2 - r.titleGap
        return low...(low + view.minimumWidth + 2 * r.titleGap)
    }

    /// L11: the prompt, one line centred in the band above the content row, cut to the bar less the edge insets
    /// (L16: inside the safe area).
    func prompt(_ text: String?) throws(LayoutError) -> TextGeometry? {
        guard let text else { return nil }
        let inset = r.textButton.edgeInset
        // Without room (a bar narrower than its insets) not even an empty prompt is placed: it would lie outside.
        guard trailingEdge - leadingEdge - 2 * inset >= 0 else { return nil }
        let fitted: FittedText?
        let line: LineMetrics
        do {
            fitted = try measurer.fit(
                text, style: r.promptStyle, maxWidth: max(0, trailingEdge - leadingEdge - 2 * inset))
            line = try measurer.lineMetrics(for: r.promptStyle)
        } catch { throw .measurement(error) }
        guard let fitted else { return nil }
        let band = r.rowY
        let frame = Frame(
            x: centredX(fitted.width, low: leadingEdge + inset, high: trailingEdge - inset),
            y: (band - line.lineHeight) / 2, width: fitted.width, height: line.lineHeight
        )
        return TextGeometry(
            text: fitted.text, truncated: fitted.truncated, frame: frame, style: r.promptStyle, line: line)
    }
}
