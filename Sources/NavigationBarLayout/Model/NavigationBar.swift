/// A standalone navigation bar (`UINavigationBar`): an item stack, a delegate and a look.
///
/// The topmost item is the one the bar shows (seeds 001, 004); the item below it supplies
/// the back button. Items are values, so the bar keeps its own copies:
/// edit an item on the stack through `topItem`, `backItem` or `items`
/// (`bar.backItem?.rightBarButtonItem = edit`), not through a variable that
/// held it before it was pushed.
///
/// An item can be on the stack only once; items are compared by `identity`,
/// so a copy of an item counts as the same item.
///
/// Not `Sendable`: like UIKit's, a bar is used from one place at a time.
public final class NavigationBar {
    /// The item stack, bottom first.
    private var stack: [NavigationItem] = []

    /// The last push, pop or replacement of the stack, for renderers.
    public private(set) var lastTransition: NavigationBarTransition?

    /// The stack, bottom first, just before `lastTransition`: with `items`, the two ends of
    /// the change that `BarTransition.make(lastTransitionOf:…)` animates.
    public private(set) var itemsBeforeLastTransition: [NavigationItem] = []

    /// Asked before, and told after, each push and pop; held weakly.
    public weak var delegate: (any NavigationBarDelegate)?

    /// The bar style, kept for renderers (seeds 001, 004).
    public var barStyle: BarStyle = .default

    /// The tint colour of the bar and its buttons, kept for renderers.
    public var tintColor: Color?

    /// Whether the bar is translucent, kept for renderers.
    public var isTranslucent: Bool = true

    /// Whether the bar shows large titles (`prefersLargeTitles`, iOS 11; L19).
    public var prefersLargeTitles: Bool = false

    /// The bar's own appearance, laid over the shared `AppearanceProxy`.
    public var appearance: Appearance = Appearance()

    /// The bar's iOS 13 appearances (`standardAppearance`, …), used under a profile that supports them; the top
    /// item's set slots win over the same slots here (L30, L31).
    public var appearances: BarAppearanceSlots = BarAppearanceSlots()

    /// Creates a bar with an empty stack.
    public init() {}

    /// The item stack, bottom first (`items`).
    ///
    /// Assigning a different stack is `setItems(_:animated:)` without
    /// animation. Assigning the same items in the same order (an edit in
    /// place, such as `bar.items[0].title = "Notes"`) changes their content
    /// only and records no transition. An assignment cannot fail: where an
    /// item appears twice (copies count), the later copies are dropped; use
    /// `setItems(_:animated:)` to get an error instead.
    public var items: [NavigationItem] {
        get { stack }
        set {
            if newValue.map(\.identity) == stack.map(\.identity) {
                stack = newValue
                return
            }
            var seen = Set<Identity>()
            let unique = newValue.filter { seen.insert($0.identity).inserted }
            itemsBeforeLastTransition = stack
            stack = unique
            lastTransition = NavigationBarTransition(kind: .setItems, animated: false, items: unique)
        }
    }

    /// Pushes `item` onto the stack (`pushNavigationItem:animated:`).
    ///
    /// The delegate is asked first (`shouldPush`); if it refuses, nothing
    /// changes and `false` is returned. Otherwise the item becomes the top
    /// item, the push is recorded in `lastTransition`, and the delegate is
    /// told (`didPush`) with the stack already changed.
    ///
    /// - Throws: `NavigationBarError.itemAlreadyOnStack` if the item, or a
    ///   copy of it, is already on the stack; the delegate is not asked.
    ///
    /// - Parameters:
    ///   - item: The item to push.
    ///   - animated: Whether the push is animated (recorded in the transition).
    /// - Returns: `true` if the item was pushed, `false` if the delegate refused.
    @discardableResult
    public func push(_ item: NavigationItem, animated: Bool) throws(NavigationBarError) -> Bool {
        try checkNotOnStack(item)
        if let delegate, !delegate.shouldPush(self, item: item) { return false }
        try checkNotOnStack(item)  // The delegate may have changed the stack.
        itemsBeforeLastTransition = stack
        stack.append(item)
        lastTransition = NavigationBarTransition(kind: .push, animated: animated, items: [item])
        delegate?.didPush(self, item: item)
        return true
    }

    /// Pops the top item off the stack (`popNavigationItemAnimated:`).
    ///
    /// Returns the popped item, or `nil` when the stack is empty or the
    /// delegate refuses (`shouldPop`). The only item may be popped, leaving
    /// the stack empty.
    ///
    /// The delegate is told (`didPop`) after the item has been removed and
    /// the pop recorded: during `didPop`, `topItem` and `backItem` already
    /// describe the new stack, so the new top item can be edited there. (Seed
    /// 004 reports that UIKit 6 gives `nil` for both at that moment; this
    /// model does not reproduce that.)
    ///
    /// - Parameter animated: Whether the pop is animated (recorded in the transition).
    /// - Returns: The item popped, or `nil`.
    @discardableResult
    public func pop(animated: Bool) -> NavigationItem? {
        guard let top = stack.last else { return nil }
        if let delegate, !delegate.shouldPop(self, item: top) { return nil }
        guard !stack.isEmpty else { return nil }  // The delegate may have changed the stack.
        itemsBeforeLastTransition = stack
        let popped = stack.removeLast()
        lastTransition = NavigationBarTransition(kind: .pop, animated: animated, items: [popped])
        delegate?.didPop(self, item: popped)
        return popped
    }

    /// Replaces the whole stack (`setItems:animated:`); the last item becomes the top item.
    ///
    /// The delegate is not asked or told, as in UIKit. The change is
    /// recorded in `lastTransition` with the new stack.
    ///
    /// - Throws: `NavigationBarError.itemAlreadyOnStack` if an item appears
    ///   twice in `items` (copies count); the stack is left unchanged.
    ///
    /// - Parameters:
    ///   - items: The new stack, bottom first.
    ///   - animated: Whether the change is animated (recorded in the transition).
    public func setItems(_ items: [NavigationItem], animated: Bool) throws(NavigationBarError) {
        var seen = Set<Identity>()
        for item in items where !seen.insert(item.identity).inserted {
            throw .itemAlreadyOnStack(title: item.title)
        }
        itemsBeforeLastTransition = stack
        stack = items
        lastTransition = NavigationBarTransition(kind: .setItems, animated: animated, items: items)
    }

    /// Stores `newValue` in the stack at `index`: the write-back half of `topItem` and `backItem`.
    ///
    /// An edited copy of the item at `index` replaces it, and so does another
    /// item that is not elsewhere on the stack. Anything else (`nil`, an item
    /// already elsewhere on the stack, or a slot the stack does not have)
    /// changes nothing: use `push`, `pop` or `setItems` to change the stack.
    func writeBack(_ newValue: NavigationItem?, at index: Int?) {
        guard let index, let newValue else { return }
        let elsewhere = stack.indices.contains { $0 != index && stack[$0].isSame(as: newValue) }
        guard !elsewhere else { return }
        stack[index] = newValue
    }

    /// Throws if `item`, or a copy of it, is on the stack.
    private func checkNotOnStack(_ item: NavigationItem) throws(NavigationBarError) {
        if stack.contains(where: { $0.isSame(as: item) }) {
            throw .itemAlreadyOnStack(title: item.title)
        }
    }
}
