import NavigationBarLayout

/// The iOS 26 and 27 part of `combinedScene(using:)`: the `ios26` and `ios27` profiles, subtitles, title
/// alignment, the integrated search placements, bar minimization, and each item's sharing, badge, visibility
/// priority and removed padding (L64, L66–L69, L78, L81).
///
/// These are drawn from a stream of their own (`glassStream(of:)`), after the rest of the scene: the scenes
/// drawn before them, and every scene of the other profiles, stay as they were.
extension SceneGenerator {
    /// A generator independent of `rng`, started from its state without advancing it.
    static func glassStream(of rng: SplitMix64) -> SplitMix64 {
        SplitMix64(state: rng.state ^ 0x676C_6173_735F_3236)
    }

    /// Puts `scene` under `ios26` or `ios27` and gives its top item and that item's items the iOS 26 and 27 keys.
    static func makeGlass(_ scene: inout Scene, _ rng: inout SplitMix64) {
        scene.profile = Bool.random(using: &rng) ? "ios26" : "ios27"
        guard let index = scene.items.indices.last else { return }
        var top = scene.items[index]
        if Bool.random(using: &rng) { addGlassTitleKeys(to: &top, &rng) }
        if top.searchController != nil {
            top.preferredSearchBarPlacement = SearchBarPlacement.choosable.randomElement(using: &rng)!
        }
        func glassy(_ items: [BarButtonItem]) -> [BarButtonItem] { items.map { withGlass($0, &rng) } }
        func glassy(_ group: BarButtonItemGroup) -> BarButtonItemGroup {
            var group = group
            group.items = glassy(group.items)
            group.representativeItem = group.representativeItem.map { withGlass($0, &rng) }
            return group
        }
        if top.usesItemGroups {
            top.leadingItemGroups = top.leadingItemGroups.map(glassy)
            top.trailingItemGroups = top.trailingItemGroups.map(glassy)
            top.centerItemGroups = top.centerItemGroups.map(glassy)
            top.pinnedTrailingGroup = top.pinnedTrailingGroup.map(glassy)
            top.additionalOverflowItems = glassy(top.additionalOverflowItems)
        } else {
            top.leftBarButtonItems = glassy(top.leftBarButtonItems)
            top.rightBarButtonItems = glassy(top.rightBarButtonItems)
        }
        // Drawn last, so the draws above are those of scenes made before the key existed (L81).
        if Int.random(in: 0..<4, using: &rng) == 0 {
            top.navigationBarMinimization = BarMinimization(
                behavior: MinimizationBehavior.allCases.randomElement(using: &rng)!,
                restoration: MinimizationRestoration.allCases.randomElement(using: &rng)!)
        }
        scene.items[index] = top
    }

    /// The iOS 26 and 27 title keys (L66, L78): a subtitle, a large subtitle, a title alignment.
    static func addGlassTitleKeys(to top: inout NavigationItem, _ rng: inout SplitMix64) {
        if Int.random(in: 0..<3, using: &rng) > 0 {
            top.subtitle = combinedTitles.randomElement(using: &rng)! ?? "Updated just now"
        }
        if Bool.random(using: &rng) { top.largeSubtitle = combinedTitles.randomElement(using: &rng)! ?? "3 unread" }
        top.titleAlignment = TitleAlignment.allCases.randomElement(using: &rng)!
    }

    /// `item`, half the time with the iOS 26 and 27 item keys (L64, L67–L69, L78): sharing, a badge (never on a
    /// custom view or a space, which are refused), a visibility priority by level, removed padding.
    static func withGlass(_ item: BarButtonItem, _ rng: inout SplitMix64) -> BarButtonItem {
        guard Bool.random(using: &rng) else { return item }
        var options = GlassItemOptions()
        options.sharesBackground = Int.random(in: 0..<4, using: &rng) != 0
        options.hidesSharedBackground = Int.random(in: 0..<6, using: &rng) == 0
        var badgeAllowed = !item.content.isSpace
        if case .customView = item.content { badgeAllowed = false }
        if badgeAllowed, Int.random(in: 0..<3, using: &rng) == 0 {
            options.badge = [.count(Int.random(in: 1...120, using: &rng)), .string("New"), .indicator]
                .randomElement(using: &rng)!
        }
        options.visibilityPriority = [.high, .standard, .low, .higherThan("standard"), .lowerThan("high")]
            .randomElement(using: &rng)!
        options.isPaddingRemoved = Int.random(in: 0..<4, using: &rng) == 0
        var glassy = item
        glassy.glass = options
        return glassy
    }
}
