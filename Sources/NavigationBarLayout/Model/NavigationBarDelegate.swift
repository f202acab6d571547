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
    func shouldPush(_ bar: NavigationBar, item: NavigationItem) -> Bool
    /// Called after `item` was pushed onto `bar` (`navigationBar:didPushItem:`).
    func didPush(_ bar: NavigationBar, item: NavigationItem)
    /// Whether `item`, the top item, may be popped (`navigationBar:shouldPopItem:`).
    func shouldPop(_ bar: NavigationBar, item: NavigationItem) -> Bool
    /// Called after `item` was popped off `bar` (`navigationBar:didPopItem:`).
    func didPop(_ bar: NavigationBar, item: NavigationItem)
}

extension NavigationBarDelegate {
    /// Allows the push.
    public func shouldPush(_ bar: NavigationBar, item: NavigationItem) -> Bool { true }
    /// Does nothing.
    public func didPush(_ bar: NavigationBar, item: NavigationItem) {}
    /// Allows the pop.
    public func shouldPop(_ bar: NavigationBar, item: NavigationItem) -> Bool { true }
    /// Does nothing.
    public func didPop(_ bar: NavigationBar, item: NavigationItem) {}
}
