/// An error from changing a navigation bar's item stack.
public enum NavigationBarError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The item, or a copy of it, is already on the stack.
    ///
    /// Also thrown when an item appears twice in the items given to
    /// `setItems(_:animated:)`.
    ///
    /// An item can be on a bar's stack only once; UIKit raises an exception.
    /// Items are compared by `identity`, so a copy counts as the same item.
    case itemAlreadyOnStack(title: String?)

    /// An animated pop of the only item, or of an empty stack: there is no item below to show.
    ///
    /// Raised by transitions (`Scene.applying(_:)`); `NavigationBar.pop(animated:)` itself
    /// may pop the only item.
    case nothingToPopTo(title: String?)

    /// An in-place change of the top item of an empty stack.
    case emptyStack

    public var description: String {
        switch self {
        case .itemAlreadyOnStack(let title?):
            "navigation item \"\(title)\" is already on the navigation bar's stack;"
                + " an item can be on the stack only once"
        case .itemAlreadyOnStack(nil):
            "a navigation item without a title is already on the navigation bar's stack;"
                + " an item can be on the stack only once"
        case .nothingToPopTo(let title?):
            "cannot pop navigation item \"\(title)\": it is the only item on the stack, and a pop needs an item below it"
        case .nothingToPopTo(nil):
            "cannot pop: the stack has fewer than two items, and a pop needs an item below the top item"
        case .emptyStack:
            "the navigation bar's stack is empty: there is no top item to change"
        }
    }
}
