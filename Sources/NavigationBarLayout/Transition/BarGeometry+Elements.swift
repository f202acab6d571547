import TextMetrics

extension BarGeometry {
    /// T1: the elements geometry format 1 knows, in drawing order: prompt, back button, left items, right items,
    /// title — the display list's nodes of those kinds (``displayList``), as elements.
    ///
    /// Hidden items and an undisplayed title are not elements. Texts carry
    /// the style, baseline and colour the solver gave them.
    ///
    /// - Returns: The elements, each with its role, key, frame and content.
    @available(*, deprecated, message: "use displayList.nodes")
    public func elements() -> [BarElement] {
        displayList.nodes.compactMap { $0.key.legacyName == nil ? nil : $0.element }
    }
}

extension ItemGeometry {
    /// The item as an element with `role` and `key`, or `nil` when it is not displayed.
    ///
    /// - Parameters:
    ///   - role: The element's role.
    ///   - key: The element's name.
    /// - Returns: The element: its frame, title and image; `nil` for an item that is not displayed.
    @available(*, deprecated, message: "use the item's node in BarGeometry.displayList.nodes")
    public func element(role: TransitionRole, key: String) -> BarElement? {
        guard var element = node(NodeKey(.item, side: .right, id: id))?.element else { return nil }
        element.role = role
        element.key = key
        return element
    }
}
