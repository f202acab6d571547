extension NavigationBar {
    /// The item on top of the stack, which the bar shows (`topItem`); `nil` when empty.
    ///
    /// Setting it writes an edited copy back into the stack, so
    /// `bar.topItem?.title = "Notes"` changes the item on the bar; another
    /// item not already on the stack replaces the top item. `nil`, an item
    /// already lower on the stack, or any value on an empty stack changes
    /// nothing: use `push`, `pop` or `setItems` to change the stack.
    public var topItem: NavigationItem? {
        get { items.last }
        set { writeBack(newValue, at: items.indices.last) }
    }

    /// The item just below the top item, which supplies the back button (`backItem`).
    ///
    /// `nil` when the stack has fewer than two items.
    ///
    /// Setting it writes an edited copy back into the stack, as seed 004 does
    /// with `navigationBar.backItem.rightBarButtonItem = editButton` before
    /// popping; the same rules as for `topItem` apply.
    public var backItem: NavigationItem? {
        get { items.count >= 2 ? items[items.count - 2] : nil }
        set {
            let index = items.count >= 2 ? items.count - 2 : nil
            writeBack(newValue, at: index)
        }
    }
}
