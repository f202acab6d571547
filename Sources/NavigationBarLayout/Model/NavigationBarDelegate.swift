/// Asked about, and told of, a bar's pushes and pops (`UINavigationBarDelegate`).
///
/// Seeds 001 and 004.
///
/// Every method is optional: the defaults allow every push and pop and do
/// nothing afterwards. The `should…` methods are asked before the stack
/// changes; the `did…` methods are told after it has changed, and only when
/// the matching `should…` method returned `true`.
public protocol NavigationBarDelegate: AnyObject {
    /// Whether `item` may be pushed onto `bar` (`navigationBar:shouldPushItem:`).
    ///
    /// - Parameters:
    ///   - bar: The bar.
    ///   - item: The item about to be pushed.
    /// - Returns: `true` to allow the push.
    func shouldPush(_ bar: NavigationBar, item: NavigationItem) -> Bool
    /// Called after `item` was pushed onto `bar` (`navigationBar:didPushItem:`).
    ///
    /// - Parameters:
    ///   - bar: The bar, with `item` on top.
    ///   - item: The item pushed.
    func didPush(_ bar: NavigationBar, item: NavigationItem)
    /// Whether `item`, the top item, may be popped (`navigationBar:shouldPopItem:`).
    ///
    /// - Parameters:
    ///   - bar: The bar.
    ///   - item: The top item, about to be popped.
    /// - Returns: `true` to allow the pop.
    func shouldPop(_ bar: NavigationBar, item: NavigationItem) -> Bool
    /// Called after `item` was popped off `bar` (`navigationBar:didPopItem:`).
    ///
    /// - Parameters:
    ///   - bar: The bar, without `item`.
    ///   - item: The item popped.
    func didPop(_ bar: NavigationBar, item: NavigationItem)
}

extension NavigationBarDelegate {
    /// Allows the push.
    ///
    /// - Parameters:
    ///   - bar: The bar.
    ///   - item: The item about to be pushed.
    /// - Returns: `true`.
    public func shouldPush(_ bar: NavigationBar, item: NavigationItem) -> Bool { true }
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - bar: The bar.
    ///   - item: The item pushed.
    public func didPush(_ bar: NavigationBar, item: NavigationItem) {}
    /// Allows the pop.
    ///
    /// - Parameters:
    ///   - bar: The bar.
    ///   - item: The top item, about to be popped.
    /// - Returns: `true`.
    public func shouldPop(_ bar: NavigationBar, item: NavigationItem) -> Bool { true }
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - bar: The bar.
    ///   - item: The item popped.
    public func didPop(_ bar: NavigationBar, item: NavigationItem) {}
}
