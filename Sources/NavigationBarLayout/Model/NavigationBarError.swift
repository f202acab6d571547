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

    public var description: String {
        switch self {
        case .itemAlreadyOnStack(let title?):
            "navigation item \"\(title)\" is already on the navigation bar's stack;"
                + " an item can be on the stack only once"
        case .itemAlreadyOnStack(nil):
            "a navigation item without a title is already on the navigation bar's stack;"
                + " an item can be on the stack only once"
        }
    }
}
