/// The last change made to a navigation bar's item stack, kept for renderers.
public struct NavigationBarTransition: Hashable, Sendable {
    /// What kind of change it was.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `push(_:animated:)`.
        case push
        /// `pop(animated:)`.
        case pop
        /// `setItems(_:animated:)`, or assigning `items`.
        case setItems
    }

    /// What kind of change it was.
    public var kind: Kind
    /// Whether the change was asked to be animated.
    public var animated: Bool
    /// The items involved: the pushed item, the popped item, or the new stack.
    ///
    /// For `setItems` the stack is bottom first.
    public var items: [NavigationItem]

    /// Creates a transition record.
    ///
    /// - Parameters:
    ///   - kind: What kind of change it was.
    ///   - animated: Whether the change was asked to be animated.
    ///   - items: The items involved: the pushed item, the popped item, or the new stack.
    public init(kind: Kind, animated: Bool, items: [NavigationItem]) {
        self.kind = kind
        self.animated = animated
        self.items = items
    }
}
