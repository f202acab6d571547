import NavigationBarLayout

/// The item stacks of `combinedScene(using:)`: back items with their back-button keys, and a top item with
/// items or groups of every kind.
extension SceneGenerator {
    /// Titles for combined scenes: short and long, Latin, CJK, Arabic and Hebrew, `nil` and empty.
    static let combinedTitles: [String?] = [
        nil, "", "Inbox", "Settings", "Wallet & Apple Pay", "A much longer title than fits beside the items",
        "全部邮件", "البريد الوارد", "עריכה", "Édition", "W",
    ]

    /// A stack of one to three items, bottom first; the top item's items are groups when `groups` is set.
    static func combinedStack(groups: Bool, _ rng: inout SplitMix64) -> [NavigationItem] {
        var ids = ItemIDs()
        let below = (0..<Int.random(in: 0...2, using: &rng)).map { _ in backItem(&ids, &rng) }
        var top = NavigationItem(title: combinedTitles.randomElement(using: &rng)!)
        top.largeTitleDisplayMode = LargeTitleDisplayMode.allCases.randomElement(using: &rng)!
        top.hidesBackButton = Int.random(in: 0..<8, using: &rng) == 0
        top.leftItemsSupplementBackButton = Bool.random(using: &rng)
        if Int.random(in: 0..<5, using: &rng) == 0 { top.prompt = combinedTitles.randomElement(using: &rng)! ?? "" }
        if Int.random(in: 0..<6, using: &rng) == 0 {
            let width = Double(Int.random(in: 30...320, using: &rng))
            top.titleView = TitleView(
                width: width, height: Double(Int.random(in: 20...44, using: &rng)),
                minimumWidth: Bool.random(using: &rng) ? (width / 2).rounded() : nil,
                resizable: Bool.random(using: &rng))
        }
        if groups {
            addGroups(to: &top, &ids, &rng)
        } else {
            top.leftBarButtonItems = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                combinedItem(ids.next("l"), &rng)
            }
            top.rightBarButtonItems = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
                combinedItem(ids.next("r"), &rng)
            }
        }
        if Int.random(in: 0..<4, using: &rng) == 0 { addSearch(to: &top, &rng) }
        return below + [top]
    }

    /// A search bar in any state (L70–L77): stacked, inline or automatic, scope titles, Cancel, active or not.
    static func addSearch(to top: inout NavigationItem, _ rng: inout SplitMix64) {
        let titles = [[], ["All", "Unread"], ["All Mailboxes", "Current Mailbox", "Attachments"]]
            .randomElement(using: &rng)!
        top.searchController = SearchController(
            placeholder: combinedTitles.randomElement(using: &rng)!, text: combinedTitles.randomElement(using: &rng)!,
            scopeButtonTitles: titles, selectedScopeButtonIndex: titles.isEmpty ? 0 : titles.count - 1,
            showsScopeBar: !titles.isEmpty && Bool.random(using: &rng), showsCancelButton: Bool.random(using: &rng),
            isActive: Int.random(in: 0..<3, using: &rng) == 0)
        top.hidesSearchBarWhenScrolling = Int.random(in: 0..<3, using: &rng) != 0
        // The placements before iOS 26 (the integrated ones are drawn with the glass profiles' keys).
        top.preferredSearchBarPlacement = [SearchBarPlacement.automatic, .inline, .stacked].randomElement(using: &rng)!
    }

    /// An item below the top: a title, a large-title mode, and sometimes its back-button keys.
    static func backItem(_ ids: inout ItemIDs, _ rng: inout SplitMix64) -> NavigationItem {
        var item = NavigationItem(title: combinedTitles.randomElement(using: &rng)!)
        item.largeTitleDisplayMode = LargeTitleDisplayMode.allCases.randomElement(using: &rng)!
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: item.backBarButtonItem = .text(combinedTitles.randomElement(using: &rng)! ?? "Back", id: ids.next("b"))
        case 1: item.backBarButtonItem = .image(Size(width: 20, height: 20), title: "Back", id: ids.next("b"))
        case 2: item.backButtonTitle = combinedTitles.randomElement(using: &rng)! ?? ""
        default: break
        }
        if Bool.random(using: &rng) {
            item.backButtonDisplayMode = BackButtonDisplayMode.allCases.randomElement(using: &rng)!
        }
        return item
    }

    /// Gives `top` leading, trailing and centre groups, sometimes a pinned group, additional overflow items,
    /// a style and a customisation identifier.
    static func addGroups(to top: inout NavigationItem, _ ids: inout ItemIDs, _ rng: inout SplitMix64) {
        func group(_ prefix: String) -> BarButtonItemGroup {
            let items = (0..<Int.random(in: 1...3, using: &rng)).map { _ in combinedItem(ids.next(prefix), &rng) }
            let representative = Bool.random(using: &rng) ? combinedItem(ids.next(prefix + "rep"), &rng) : nil
            return BarButtonItemGroup(
                items: items, representativeItem: representative, isFixed: Int.random(in: 0..<7, using: &rng) == 0)
        }
        func groups(_ prefix: String, most: Int) -> [BarButtonItemGroup] {
            (0..<Int.random(in: 0...most, using: &rng)).map { _ in group(prefix) }
        }
        top.leadingItemGroups = groups("l", most: 2)
        top.trailingItemGroups = groups("t", most: 3)
        top.centerItemGroups = groups("c", most: 2)
        if Int.random(in: 0..<4, using: &rng) == 0 { top.pinnedTrailingGroup = group("p") }
        top.additionalOverflowItems = (0..<Int.random(in: 0...2, using: &rng)).map { _ in
            combinedItem(ids.next("a"), &rng)
        }
        top.style = NavigationItemStyle.allCases.randomElement(using: &rng)!
        if Int.random(in: 0..<4, using: &rng) == 0 { top.customizationIdentifier = "bar" }
    }

    /// One item of any kind and style named `id`: text (plain, bordered, done), system, image, custom view,
    /// fixed or flexible space.
    static func combinedItem(_ id: String, _ rng: inout SplitMix64) -> BarButtonItem {
        switch Int.random(in: 0..<12, using: &rng) {
        case 0: return .system(SystemItem.allCases.randomElement(using: &rng)!, id: id)
        case 1: return .image(Size(width: quarters(in: 10...40, &rng), height: quarters(in: 10...30, &rng)), id: id)
        case 2:
            return .customView(Size(width: quarters(in: 10...250, &rng), height: quarters(in: 20...44, &rng)), id: id)
        case 3: return .fixed(Double(Int.random(in: 0...40, using: &rng)), id: id)
        case 4: return .flexible(id: id)
        default:
            var item = BarButtonItem.text(
                combinedTitles.randomElement(using: &rng)! ?? "Edit",
                style: BarButtonItemStyle.allCases.randomElement(using: &rng)!, id: id)
            if Int.random(in: 0..<4, using: &rng) == 0 {
                item.titlePositionAdjustment = Offset(horizontal: 1.5, vertical: -1)
            }
            return item
        }
    }

    /// Distinct item ids: a prefix naming the item's place and a number.
    struct ItemIDs {
        var count = 0

        /// The next id with `prefix`.
        mutating func next(_ prefix: String) -> String {
            count += 1
            return "\(prefix)\(count)"
        }
    }
}
