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
        into geometry: inout BarGeometry
    ) throws(LayoutError) -> Double? {
        let policy = reductionPolicy
        // L7, L40, L41: measure.
        let context = try groupContext(top: top, policy: policy, inlineLargeTitle: inlineLargeTitle)
        let reducer: Reducer =
            policy.usesMenu ? .overflowMenu(GroupReductions(context)) : .hideFromFirstMisfit(context.initial)
        var backButton: BackButtonGeometry?
        var reduced: Reduced
        // The title beside the form chosen; placed for the indicator-only form only when no fuller form is taken.
        var placed: PlacedGroupTitle?
        if BackButtonSpec.isShown(top: top, hasBack: stack.count >= 2) {
            let spec = try BackButtonSpec(
                back: stack[stack.count - 2], resolved: r, measurer: measurer, widthLimit: textWidthLimit)
            // L4: the indicator-only form first, then the fullest form it admits.
            let bare = spec.forms.count - 1
            reduced = reduce(context, reducer, back: spec.frame(form: bare, resolved: r, dx: leadingEdge))
            // L45: an editor bar's back button shows its indicator only.
            let fuller = top.style == .editor ? 0 : bare
            var chosen = bare
            for form in 0..<fuller {
                let frame = spec.frame(form: form, resolved: r, dx: leadingEdge)
                guard let trial = try backButtonTrial(frame, context, reducer, reducedForBare: reduced) else {
                    continue
                }
                (chosen, reduced, placed) = (form, trial.reduced, trial.title)
                break
            }
            backButton = spec.geometry(form: chosen, resolved: r, dx: leadingEdge)
        } else {
            reduced = reduce(context, reducer, back: nil)
        }
        var title: PlacedGroupTitle
        if let placed { title = placed } else { title = try placeTitle(context, reduced) }
        // L10: flexible spaces take the spare room, in every group.
        spreadFlexibleSpaces(context, &reduced.arrangement, title: &title)
        var menu: ItemGroupMetrics?
        if case .overflowMenu(let metrics) = policy { menu = metrics }
        groupGeometry(
            context, reduced.configuration, reduced.arrangement, centreX: title.centreX, backButton: backButton,
            title: title.title.geometry, menu: menu, additional: top.additionalOverflowItems,
            reportsGroups: menu != nil && top.usesItemGroups, into: &geometry)
        return reduced.trailingStart
    }

    /// L4 with L8 or L44: the back button in a fuller form at `frame` is taken when it stays inside the bar (L16:
    /// its edge inset from the safe area's edge), the bar takes no more reduction steps than with the
    /// indicator-only form (`reducedForBare`: under L8 as many items displayed, under L44 the configuration chosen
    /// for it still fits), and the title keeps its natural width.
    ///
    func backButtonTrial(
        _ frame: Frame, _ context: GroupContext, _ reducer: Reducer, reducedForBare bare: Reduced
    ) throws(LayoutError) -> BackButtonTrial? {
        guard frame.maxX <= trailingEdge - r.backButton.edgeInset else { return nil }
        let trial: Reduced
        switch reducer {
        case .hideFromFirstMisfit(let initial):
            // L8: as many items displayed; the items hidden and their reasons are this form's own.
            trial = reduceMisfit(context, initial, back: frame)
            guard trial.level == bare.level else { return nil }
        case .overflowMenu:
            // L44: the configuration chosen for the indicator-only form must still fit.
            guard fits(bare.configuration, context, back: frame) else { return nil }
            let a = arrange(bare.configuration, context, back: frame)
            trial = Reduced(configuration: bare.configuration, arrangement: a, level: bare.level)
        }
        // L9: a centred title's natural width is checked before it is placed (a cut title is measured again).
        if context.style == .navigator {
            let placement = Placement(leadingMaxX: trial.leadingEnd, trailingMinX: trial.trailingStart)
            guard titleKeepsNaturalWidth(context.title, placement: placement) else { return nil }
        }
        let title = try placeTitle(context, trial)
        return title.natural ? BackButtonTrial(reduced: trial, title: title) : nil
    }
}

/// A fuller back-button form taken (L4): the bar reduced beside it and its title.
struct BackButtonTrial {
    var reduced: Reduced
    var title: PlacedGroupTitle
}
