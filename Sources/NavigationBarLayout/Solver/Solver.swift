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

    /// Lays out the back button, the items and the title of `top` (L2–L10, L14).
    ///
    /// - Parameters:
    ///   - top: The top item (L1).
    ///   - stack: The scene's items: the back item is the one below the top (L1). The items are borrowed where
    ///     they are; a copy of one, or an optional wrapping it, retains every array and string it holds.
    ///   - geometry: The geometry of the bar, its parts filled in here: set in place, not returned, so the
    ///     geometry (over a kilobyte) is not copied on its way out.
    func layOut(
        top: borrowing NavigationItem, stack: borrowing [NavigationItem], into geometry: inout BarGeometry
    ) throws(LayoutError) {
        // L40: an item using item groups, under a profile with an overflow menu.
        if let metrics = r.itemGroups, top.usesItemGroups {
            return try layOutGroups(top: top, stack: stack, metrics: metrics, into: &geometry)
        }
        let left = try itemSpecs(top.leftBarButtonItems)
        let right = try itemSpecs(top.rightBarButtonItems)
        let title = try titleContent(of: top)
        let reserved = reservedSpan(for: title)

        // L2, L3: the back button and its content.
        var backButton: BackButtonGeometry?
        var placement: Placement
        var titleGeometry: TitleGeometry?
        if BackButtonSpec.isShown(top: top, hasBack: stack.count >= 2) {
            let spec = try BackButtonSpec(
                back: stack[stack.count - 2], resolved: r, measurer: measurer, widthLimit: textWidthLimit)
            // L4: the first form that hides nothing the indicator-only form shows,
            // stays inside the bar, and lets the title fit at its natural width. Only the frames are compared;
            // the form chosen is built once. Plain variables, not an optional tuple: copies of those go through
            // the runtime's generic value witnesses.
            let bare = spec.forms.count - 1
            let barePlacement = place(
                left: left, right: right, back: spec.frame(form: bare, resolved: r, dx: leadingEdge),
                reserved: reserved)
            var chosen = bare
            var chosenPlacement: Placement?
            for index in 0..<bare {
                // L16: the back button keeps its edge inset from the safe area's edge.
                let frame = spec.frame(form: index, resolved: r, dx: leadingEdge)
                guard frame.maxX <= trailingEdge - r.backButton.edgeInset else { continue }
                let trial = place(left: left, right: right, back: frame, reserved: reserved)
                guard trial.displayedCount == barePlacement.displayedCount else { continue }
                let trialTitle = try placeTitle(title, placement: trial)
                guard trialTitle.natural else { continue }
                chosen = index
                chosenPlacement = trial
                titleGeometry = trialTitle.geometry
                break
            }
            if let chosenPlacement {
                placement = chosenPlacement
            } else {
                placement = barePlacement
                titleGeometry = try placeTitle(title, placement: barePlacement).geometry
            }
            backButton = spec.geometry(form: chosen, resolved: r, dx: leadingEdge)
        } else {
            placement = place(left: left, right: right, back: nil, reserved: reserved)
            titleGeometry = try placeTitle(title, placement: placement).geometry
        }

        // L10: flexible spaces take the spare room.
        let titleFrame = titleGeometry?.frame
        distributeFlexibleSpace(&placement, left: left, right: right, titleFrame: titleFrame)

        geometry.backButton = backButton
        geometry.leftItems = itemGeometries(left, placement.left)
        geometry.rightItems = itemGeometries(right, placement.right)
        geometry.title = titleGeometry
    }

    /// L7: `items` measured and sized.
    ///
    /// A loop, not `map` with a closure: the closure captured the solver, copying its resolved metrics.
    func itemSpecs(_ items: [BarButtonItem]) throws(LayoutError) -> [ItemSpec] {
        var specs: [ItemSpec] = []
        specs.reserveCapacity(items.count)
        for item in items { specs.append(try ItemSpec(item: item, resolved: r, measurer: measurer)) }
        return specs
    }

    /// The geometry of each of `specs` placed in its slot of `slots`.
    ///
    /// By index, not `zip(…).map`: that copied every spec and slot out of its array first. Mapped, not appended:
    /// `map` builds each geometry in the array's storage, where `append` built it aside, copied it in and
    /// destroyed the original.
    func itemGeometries(_ specs: [ItemSpec], _ slots: [Slot]) -> [ItemGeometry] {
        specs.indices.map { specs[$0].geometry(slots[$0]) }
    }

    /// The measured title or title view of `top`, or `nil` when it has neither (L9, L14).
    func titleContent(of top: borrowing NavigationItem) throws(LayoutError) -> TitleContent? {
        // L14: seed 000 ignores the title view when leftBarButtonItem is set; a profile quirk.
        let viewIgnored = r.quirks.titleViewIgnoredWithLeftItem && top.leftBarButtonItem != nil
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
