import TextMetrics

/// What one pass of the reduce stage chose: every item's state and where the shown content ends on each side.
struct Reduced {
    /// Every group's and item's state: shown, collapsed, in the overflow menu or hidden with its reason.
    var configuration: GroupConfiguration
    /// The placer's frames for the configuration (L8: for every item; the hidden ones are not drawn).
    var arrangement: GroupArrangement
    /// How much was taken away: L8 the number of items displayed, L44 the number of reduction steps.
    var level: Int
    /// The trailing edge of the shown leading content (the back button and the leading items).
    var leadingEnd: Double?
    /// The leading edge of the shown trailing content (the trailing items and the overflow button).
    var trailingStart: Double?
}

extension Solver {
    /// The one layout pipeline of the top item's content: measure → order of importance → reduce → place →
    /// back-button form → title → flexible spaces → geometry (rounding, mirroring and baselines follow in
    /// `BarLayout.solve`).
    ///
    /// The left and right items are one group each (UIKit's `leadingItemGroups` of `leftBarButtonItems`), so
    /// groups are the only input of the stages. The reduction policy is L8's under a profile without an overflow
    /// menu or for an item that uses no groups; L42–L44's overflow menu otherwise (L40).
    ///
    /// - Parameters:
    ///   - top: The top item (L1).
    ///   - stack: The scene's items: the back item is the one below the top (L1). The items are borrowed where
    ///     they are; a copy of one, or an optional wrapping it, retains every array and string it holds.
    ///   - inlineLargeTitle: Whether a large title shows inline (L19): the leading slot is the large title's, and
    ///     the leading and centre items make way (into the overflow menu under L43's policy, else hidden).
    ///   - geometry: The geometry of the bar, its parts filled in here: set in place, not returned, so the
    ///     geometry (over a kilobyte) is not copied on its way out.
    /// - Returns: The leading edge of the displayed trailing content (items, representatives, overflow button),
    ///   where an inline large title ends less the title gap; `nil` when there is none.
    @discardableResult
    func layOut(
        top: borrowing NavigationItem, stack: borrowing [NavigationItem], inlineLargeTitle: Bool = false,
        into geometry: inout BarGeometry
    ) throws(LayoutError) -> Double? {
        let policy = reductionPolicy(for: top)
        // L7, L40, L41: measure.
        let context = try groupContext(top: top, policy: policy, inlineLargeTitle: inlineLargeTitle)
        let reductions = policy.usesMenu ? GroupReductions(context) : nil
        let initial = reductions?.initial ?? context.initial
        var backButton: BackButtonGeometry?
        var reduced: Reduced
        var title: PlacedGroupTitle
        if BackButtonSpec.isShown(top: top, hasBack: stack.count >= 2) {
            let spec = try BackButtonSpec(
                back: stack[stack.count - 2], resolved: r, measurer: measurer, widthLimit: textWidthLimit)
            // L4: the indicator-only form first, then the fullest form it admits.
            let bare = spec.forms.count - 1
            let bareFrame = spec.frame(form: bare, resolved: r, dx: leadingEdge)
            reduced = reduce(context, reductions, initial: initial, back: bareFrame)
            title = try placeTitle(context, reduced)
            // L45: an editor bar's back button shows its indicator only.
            let fuller = policy.usesMenu && top.style == .editor ? 0 : bare
            var chosen = bare
            for form in 0..<fuller {
                let frame = spec.frame(form: form, resolved: r, dx: leadingEdge)
                let trial = try backButtonTrial(
                    frame, context, reductions, initial: initial, reducedForBare: reduced)
                guard let trial else { continue }
                (chosen, reduced, title) = (form, trial.reduced, trial.title)
                break
            }
            backButton = spec.geometry(form: chosen, resolved: r, dx: leadingEdge)
        } else {
            reduced = reduce(context, reductions, initial: initial, back: nil)
            title = try placeTitle(context, reduced)
        }
        if case .overflowMenu(let metrics) = policy {
            groupGeometry(
                context, reduced.configuration, reduced.arrangement, centreX: title.centreX, backButton: backButton,
                title: title.title.geometry, additional: top.additionalOverflowItems, symbol: metrics.overflowSymbol,
                into: &geometry)
            return reduced.trailingStart
        }
        // L10: flexible spaces take the spare room.
        let (left, right) = (context.specs(at: .leading), context.specs(at: .trailing))
        var placement = sides(context, reduced)
        distributeFlexibleSpace(&placement, left: left, right: right, titleFrame: title.title.geometry?.frame)
        geometry.backButton = backButton
        geometry.leftItems = itemGeometries(left, placement.left)
        geometry.rightItems = itemGeometries(right, placement.right)
        geometry.title = title.title.geometry
        return placement.trailingMinX
    }

    /// L4 with L8 and L44, one criterion for every policy: the back button in a fuller form at `frame` is taken
    /// when it stays inside the bar (L16: its edge inset from the safe area's edge), the content needs no more
    /// reduction than with the indicator-only form (`reducedForBare`), and the title keeps its natural width.
    func backButtonTrial(
        _ frame: Frame, _ context: GroupContext, _ reductions: GroupReductions?, initial: GroupConfiguration,
        reducedForBare bare: Reduced
    ) throws(LayoutError) -> (reduced: Reduced, title: PlacedGroupTitle)? {
        guard frame.maxX <= trailingEdge - r.backButton.edgeInset else { return nil }
        let trial: Reduced
        if reductions != nil {
            // L44: the configuration chosen for the indicator-only form must still fit.
            guard fits(bare.configuration, context, back: frame) else { return nil }
            let a = arrange(bare.configuration, context, back: frame)
            trial = Reduced(
                configuration: bare.configuration, arrangement: a, level: bare.level, leadingEnd: a.leadingEnd,
                trailingStart: a.trailingStart)
        } else {
            // L8: as many items displayed as with the indicator-only form.
            trial = reduceFromFirstMisfit(context, initial: initial, back: frame)
            guard trial.level == bare.level else { return nil }
        }
        let title = try placeTitle(context, trial)
        return title.natural ? (trial, title) : nil
    }

    /// The items' geometries of a bar reduced by L8: the leading group's items on the left, the trailing group's
    /// on the right, each at its frame or hidden for its reason.
    func sides(_ context: GroupContext, _ reduced: Reduced) -> Placement {
        func slots(_ position: ItemGroupPosition) -> [Slot] {
            guard let g = context.groups.firstIndex(where: { $0.position == position }) else { return [] }
            return reduced.configuration.items[g].indices.map { i in
                switch reduced.configuration.items[g][i] {
                case .hidden(let reason): return Slot(frame: nil, reason: reason)
                default: return Slot(frame: reduced.arrangement.frames[g][i], reason: nil)
                }
            }
        }
        return Placement(
            left: slots(.leading), right: slots(.trailing), leadingMaxX: reduced.leadingEnd,
            trailingMinX: reduced.trailingStart)
    }

    /// The geometry of each of `specs` placed in its slot of `slots`.
    ///
    /// By index, not `zip(…).map`: that copied every spec and slot out of its array first. Mapped, not appended:
    /// `map` builds each geometry in the array's storage, where `append` built it aside, copied it in and
    /// destroyed the original.
    func itemGeometries(_ specs: [ItemSpec], _ slots: [Slot]) -> [ItemGeometry] {
        specs.indices.map { specs[$0].geometry(slots[$0]) }
    }
}
