import NavigationBarLayout

/// A navigation bar delegate that records every call and can refuse.
///
/// Each call is recorded with what the bar showed at that moment.
final class RecordingDelegate: NavigationBarDelegate {
    /// One delegate call.
    struct Call: Equatable {
        /// The method called.
        var method: String
        /// The title of the item passed.
        var item: String?
        /// The bar's top item's title during the call.
        var top: String?
        /// The bar's back item's title during the call.
        var back: String?
        /// The number of items on the stack during the call.
        var count: Int
    }

    /// Whether `shouldPush` allows the push.
    var allowsPush = true
    /// Whether `shouldPop` allows the pop.
    var allowsPop = true
    /// The calls, in order.
    private(set) var calls: [Call] = []

    /// The methods called, in order.
    var methods: [String] { calls.map(\.method) }

    private func record(_ method: String, _ bar: NavigationBar, _ item: NavigationItem) {
        calls.append(
            Call(
                method: method, item: item.title, top: bar.topItem?.title, back: bar.backItem?.title,
                count: bar.items.count))
    }

    func shouldPush(_ bar: NavigationBar, item: NavigationItem) -> Bool {
        record("shouldPush", bar, item)
        return allowsPush
    }

    func didPush(_ bar: NavigationBar, item: NavigationItem) {
        record("didPush", bar, item)
    }

    func shouldPop(_ bar: NavigationBar, item: NavigationItem) -> Bool {
        record("shouldPop", bar, item)
        return allowsPop
    }

    func didPop(_ bar: NavigationBar, item: NavigationItem) {
        record("didPop", bar, item)
    }
}

/// A delegate implementing none of the methods, so the defaults apply.
final class SilentDelegate: NavigationBarDelegate {}
