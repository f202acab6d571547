import TextMetrics

/// What one pass of the reduce stage chose under the overflow menu's policy (L44): every item's state and where
/// the shown content ends on each side.
struct Reduced {
    /// Every group's and item's state: shown, collapsed, in the overflow menu or hidden with its reason.
    var configuration: GroupConfiguration
    /// The placer's frames for the configuration.
    var arrangement: GroupArrangement
    /// How much was taken away: the number of L44 reduction steps.
    var level: Int
    /// The trailing edge of the shown leading content (the back button and the leading items).
    var leadingEnd: Double? { arrangement.leadingEnd }
    /// The leading edge of the shown trailing content (the trailing items and the overflow button).
    var trailingStart: Double? { arrangement.trailingStart }
}

extension Solver {
    /// The one layout pipeline of the top item's content: measure → order of importance → reduce → place →
    /// back-button form → title → flexible spaces (L10, in every group) → geometry (rounding, mirroring and baselines follow in
    /// `BarLayout.solve`).
    ///
    /// The left and right items are one group each (UIKit's `leadingItemGroups` of `leftBarButtonItems`), so
    /// groups are the only input of the stages, and one placer (`arrange`) places them under either reduction
    /// policy. The policy is the profile's (L40): L8's under a profile without an overflow menu, L42–L44's
    /// overflow menu otherwise.
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
        into geometry: inout BarParts
    ) throws(LayoutError) -> Double? {
        let policy = reductionPolicy
        // L7, L40, L41: measure.
        let context = try groupContext(top: top, policy: policy, inlineLargeTitle: inlineLargeTitle)
        var reduced: Reduced
        // The title beside the form chosen; placed for the indicator-only form only when no fuller form is taken.
        // Optional and filled in place: a title bound out of an optional is a copy of it.
        var title: PlacedGroupTitle?
        if BackButtonSpec.isShown(top: top, hasBack: stack.count >= 2) {
            let spec = try BackButtonSpec(
                back: stack[stack.count - 2], resolved: r, measurer: measurer, widthLimit: textWidthLimit)
            // L4: the indicator-only form first, then the fullest form it admits.
            let bare = spec.forms.count - 1
            var chosen = bare
            switch policy {
            case .hideFromFirstMisfit:
                chosen = misfitBackButtonForm(spec, context)
                reduced = reduceMisfit(context, back: spec.frame(form: chosen, resolved: r, dx: leadingEdge))
            case .overflowMenu:
                let reductions = GroupReductions(context)
                reduced = reduce(context, reductions, back: spec.frame(form: bare, resolved: r, dx: leadingEdge))
                // L45: an editor bar's back button shows its indicator only.
                for form in 0..<(top.style == .editor ? 0 : bare) {
                    let frame = spec.frame(form: form, resolved: r, dx: leadingEdge)
                    guard let trial = try backButtonTrial(frame, context, reducedForBare: reduced) else { continue }
                    (chosen, reduced, title) = (form, trial.reduced, trial.title)
                    break
                }
            }
            geometry.backButton = spec.geometry(form: chosen, resolved: r, dx: leadingEdge)
        } else {
            geometry.backButton = nil
            reduced = reduce(context, policy, back: nil)
        }
        if title == nil { title = try placeTitle(context, reduced) }
        // L10: flexible spaces take the spare room, in every group.
        spreadFlexibleSpaces(context, &reduced.arrangement, title: &title!)
        geometry.title = title!.title.geometry.take()
        var menu: ItemGroupMetrics?
        if case .overflowMenu(let metrics) = policy { menu = metrics }
        groupGeometry(
            context, reduced.configuration, reduced.arrangement, centreX: title!.centreX, menu: menu,
            additional: top.additionalOverflowItems, reportsGroups: menu != nil && top.usesItemGroups, into: &geometry)
        return reduced.trailingStart
    }

    /// L4 with L44: the back button in a fuller form at `frame` is taken when it stays inside the bar (L16: its
    /// edge inset from the safe area's edge), the configuration chosen for the indicator-only form
    /// (`reducedForBare`) still fits, and the title keeps its natural width (L8's criterion is the same, in
    /// `misfitBackButtonForm`).
    func backButtonTrial(
        _ frame: Frame, _ context: GroupContext, reducedForBare bare: Reduced
    ) throws(LayoutError) -> BackButtonTrial? {
        guard frame.maxX <= trailingEdge - r.backButton.edgeInset else { return nil }
        // L44: the configuration chosen for the indicator-only form must still fit.
        guard fits(bare.configuration, context, back: frame) else { return nil }
        let a = arrange(bare.configuration, context, back: frame)
        let trial = Reduced(configuration: bare.configuration, arrangement: a, level: bare.level)
        let title = try placeTitle(context, trial)
        return title.natural ? BackButtonTrial(reduced: trial, title: title) : nil
    }

    /// L4 with L8: the back button's form, the fullest that stays inside the bar (L16: its edge inset from the
    /// safe area's edge), displays as many items as the indicator-only form, and leaves the title its natural
    /// width; the indicator-only form when none does.
    ///
    /// Each trial walks the items without recording their states (`misfitOutcome(_:back:)`, no arrays): the bar
    /// is reduced and placed once, for the form chosen. A fuller form is wider, so where every item fits beside
    /// it every item fits beside the indicator alone: the indicator-only form's walk is needed (once) only when
    /// a trial leaves an item out.
    func misfitBackButtonForm(_ spec: BackButtonSpec, _ context: GroupContext) -> Int {
        let bareForm = spec.forms.count - 1
        var level: Int?
        for form in 0..<bareForm {
            let frame = spec.frame(form: form, resolved: r, dx: leadingEdge)
            guard frame.maxX <= trailingEdge - r.backButton.edgeInset else { continue }
            let outcome = misfitOutcome(context, back: frame)
            if outcome.misfit != nil {
                let bare =
                    level
                    ?? misfitOutcome(context, back: spec.frame(form: bareForm, resolved: r, dx: leadingEdge)).level
                level = bare
                guard outcome.level == bare else { continue }
            }
            let placement = Placement(leadingMaxX: outcome.leadingEnd, trailingMinX: outcome.trailingStart)
            if titleKeepsNaturalWidth(context.title, placement: placement) { return form }
        }
        return bareForm
    }
}

/// A fuller back-button form taken (L4): the bar reduced beside it and its title.
struct BackButtonTrial {
    var reduced: Reduced
    var title: PlacedGroupTitle
}
