/// An animated change of a bar: a stack change or an in-place change of the top item (seeds 000, 001).
public enum BarChange: Hashable, Sendable {
    /// `pushNavigationItem:animated:`.
    case push(NavigationItem)
    /// `popNavigationItemAnimated:`.
    case pop
    /// `setItems:animated:` (T6 says which timeline it follows).
    case setItems([NavigationItem])
    /// `setLeftBarButtonItems:animated:` on the top item.
    case setLeftBarButtonItems([BarButtonItem])
    /// `setRightBarButtonItems:animated:` on the top item.
    case setRightBarButtonItems([BarButtonItem])
    /// `setHidesBackButton:animated:` on the top item.
    case setHidesBackButton(Bool)
    /// A new title for the top item.
    case setTitle(String?)
    /// A new prompt for the top item.
    case setPrompt(String?)
    /// A new title view for the top item.
    case setTitleView(TitleView?)
    /// New `leadingItemGroups` for the top item (iOS 16, L40).
    case setLeadingItemGroups([BarButtonItemGroup])
    /// New `centerItemGroups` for the top item (iOS 16, L40).
    case setCenterItemGroups([BarButtonItemGroup])
    /// New `trailingItemGroups` for the top item (iOS 16, L40).
    case setTrailingItemGroups([BarButtonItemGroup])
    /// A new `largeTitleDisplayMode` for the top item (L19).
    case setLargeTitleDisplayMode(LargeTitleDisplayMode)
    /// The bar's `prefersLargeTitles` turned on or off (L19).
    case setPrefersLargeTitles(Bool)
    /// The top item's search bar activated or dismissed (`UISearchController.isActive`, L75): the content row and
    /// large title give way to the field, or come back; a top item without a search controller is unchanged.
    case setSearchActive(Bool)
}

/// Why a transition cannot be made: an impossible change, or a scene the solver rejects.
public enum BarTransitionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The change is impossible on the scene's stack (seed 001: UIKit raises).
    case change(NavigationBarError)
    /// One of the two scenes cannot be laid out.
    case layout(LayoutError)

    public var description: String {
        switch self {
        case .change(let error): error.description
        case .layout(let error): error.description
        }
    }
}

extension Scene {
    /// The scene after `change`, and the timeline that animates it (T5, T6).
    ///
    /// - Throws: `NavigationBarError.itemAlreadyOnStack` for a push of an item
    ///   already on the stack or a `setItems` with an item twice;
    ///   `NavigationBarError.nothingToPopTo` for a pop of a stack with fewer
    ///   than two items; `NavigationBarError.emptyStack` for an in-place change
    ///   of an empty stack.
    ///
    /// - Parameter change: The push, pop, `setItems` or in-place change of the top item.
    /// - Returns: The scene after the change, and the kind of transition it animates with.
    public func applying(_ change: BarChange) throws(NavigationBarError) -> (scene: Scene, kind: BarTransition.Kind) {
        var after = self
        switch change {
        case .push(let item):
            if items.contains(where: { $0.isSame(as: item) }) { throw .itemAlreadyOnStack(title: item.title) }
            after.items.append(item)
            return (after, .push)
        case .pop:
            guard items.count >= 2 else { throw .nothingToPopTo(title: items.last?.title) }
            after.items.removeLast()
            return (after, .pop)
        case .setItems(let newItems):
            var seen = Set<Identity>()
            for item in newItems where !seen.insert(item.identity).inserted {
                throw .itemAlreadyOnStack(title: item.title)
            }
            after.items = newItems
            return (after, Self.setItemsKind(old: items, new: newItems))
        case .setPrefersLargeTitles(let prefers):
            // A property of the bar, not of an item: an empty stack may change it too.
            after.prefersLargeTitles = prefers
            return (after, .crossFade)
        default:
            guard !items.isEmpty else { throw .emptyStack }
            after.items[items.count - 1].apply(change)
            return (after, .crossFade)
        }
    }

    /// T6: which timeline `setItems` follows, as `UINavigationController.setViewControllers(_:animated:)` documents:
    /// a new top item already lower on the old stack is a pop; one not on it is a push; the same top item,
    /// or an empty stack on either side, is a cross-fade.
    static func setItemsKind(old: [NavigationItem], new: [NavigationItem]) -> BarTransition.Kind {
        guard let newTop = new.last, let oldTop = old.last else { return .crossFade }
        if newTop.isSame(as: oldTop) { return .crossFade }
        return old.contains(where: { $0.isSame(as: newTop) }) ? .pop : .push
    }
}

extension NavigationItem {
    /// Applies an in-place change of one item through its `animated:` setters where it has one.
    mutating func apply(_ change: BarChange) {
        switch change {
        case .setLeftBarButtonItems(let items): setLeftBarButtonItems(items, animated: true)
        case .setRightBarButtonItems(let items): setRightBarButtonItems(items, animated: true)
        case .setHidesBackButton(let hides): setHidesBackButton(hides, animated: true)
        case .setTitle(let title): self.title = title
        case .setPrompt(let prompt): self.prompt = prompt
        case .setTitleView(let view): titleView = view
        case .setLeadingItemGroups(let groups): leadingItemGroups = groups
        case .setCenterItemGroups(let groups): centerItemGroups = groups
        case .setTrailingItemGroups(let groups): trailingItemGroups = groups
        case .setLargeTitleDisplayMode(let mode): largeTitleDisplayMode = mode
        case .setSearchActive(let active): searchController?.isActive = active
        case .push, .pop, .setItems, .setPrefersLargeTitles: break
        }
    }
}
