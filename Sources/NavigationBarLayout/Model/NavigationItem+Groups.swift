extension NavigationItem {
    /// The leading groups (iOS 16); one group of `leftBarButtonItems` when the side was set as items.
    ///
    /// UIKit treats `leftBarButtonItems` as one group: reading this after
    /// setting the items gives that group (no representative item, not fixed),
    /// or no group when there are no items. Setting the groups replaces the
    /// items: `leftBarButtonItems` then reads the groups' items in order (their
    /// representative items left out), and setting `leftBarButtonItems` again
    /// replaces the groups with one group.
    public var leadingItemGroups: [BarButtonItemGroup] {
        get { storedLeadingGroups ?? Self.oneGroup(leftBarButtonItems) }
        set {
            leftBarButtonItems = newValue.flatMap(\.items)
            storedLeadingGroups = newValue
        }
    }

    /// The trailing groups (iOS 16), the first outermost; one group of `rightBarButtonItems` when the side was set
    /// as items. Reading and setting behave as for `leadingItemGroups`.
    public var trailingItemGroups: [BarButtonItemGroup] {
        get { storedTrailingGroups ?? Self.oneGroup(rightBarButtonItems) }
        set {
            rightBarButtonItems = newValue.flatMap(\.items)
            storedTrailingGroups = newValue
        }
    }

    /// Whether the item uses the iOS 16 item groups: groups set on either side, centre groups, a pinned trailing
    /// group, additional overflow items, a style other than `navigator` or a customisation identifier.
    ///
    /// The geometry describes the groups (`itemGroups`) of such an item, and of any bar whose overflow button
    /// shows; the reduction policy is the profile's, whatever the item uses (L40).
    public var usesItemGroups: Bool {
        storedLeadingGroups != nil || storedTrailingGroups != nil || !centerItemGroups.isEmpty
            || pinnedTrailingGroup != nil || !additionalOverflowItems.isEmpty || style != .navigator
            || customizationIdentifier != nil
    }

    /// One group of `items`, or none when there are no items.
    private static func oneGroup(_ items: [BarButtonItem]) -> [BarButtonItemGroup] {
        items.isEmpty ? [] : [BarButtonItemGroup(items: items)]
    }
}
