import NavigationBarLayout
import Testing

/// Transitions of `ios26` bars with an integrated search field (L64, L70, T1).
@Suite struct TransitionGlassSearchTests {
    /// T1, L64: the search field's capsule is drawn with the search bar, just under the field, at both ends of a
    /// transition as in the layouts: it was sorted among the right items, ahead of the overflow button's capsule.
    /// (Seeds 26001151, 26001899 of `CombinedTransitionPropertyTests` with the glass scenes.)
    @Test(arguments: [("stacked", false), ("integrated", true), ("integratedButton", true)])
    func t1TheSearchCapsuleStaysUnderTheSearchField(placement: String, pad: Bool) throws {
        var top = NavigationItem(title: "Inbox", rightBarButtonItems: [.system(.add, id: "add")])
        top.additionalOverflowItems = [.system(.edit, id: "edit")]
        top.searchController = SearchController()
        top.preferredSearchBarPlacement = try #require(SearchBarPlacement(rawValue: placement))
        let scene = Scene(
            width: pad ? 820 : 390, profile: "ios26", items: [NavigationItem(title: "Mail"), top],
            userInterfaceIdiom: pad ? .pad : .phone)
        let transition = try BarTransition.make(
            from: scene, change: .pop, layouter: BarLayouter(profile: try ProfileLibrary.resolve("ios26")),
            measurer: PropertyCheck.measurer)
        let before = try PropertyCheck.solve(scene)
        #expect(before.displayList.nodes.contains { $0.key.description == "capsule.search" })
        let failures = CombinedTransitionPropertyTests.ends(
            transition, before: before, after: try PropertyCheck.solve(try scene.applying(.pop).0))
        #expect(failures == [])
    }
}
