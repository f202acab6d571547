/// The safe area's left and right insets on the bar, in points (a notch phone in landscape: 47 and 47).
///
/// The bar's background spans the whole width; its content is inset (L16).
/// Left and right are physical sides: they do not swap for right-to-left.
public struct SafeAreaInsets: Hashable, Sendable {
    /// The inset from the bar's left edge.
    public var left: Double
    /// The inset from the bar's right edge.
    public var right: Double

    /// No insets.
    public static let zero = SafeAreaInsets(left: 0, right: 0)

    /// Creates insets.
    ///
    /// - Parameters:
    ///   - left: The inset from the bar's left edge, in points.
    ///   - right: The inset from the bar's right edge, in points.
    public init(left: Double, right: Double) {
        self.left = left
        self.right = right
    }

    /// The inset on the leading side for `direction` (the right inset for right-to-left).
    func leading(_ direction: LayoutDirection) -> Double {
        direction == .leftToRight ? left : right
    }

    /// The inset on the trailing side for `direction` (the left inset for right-to-left).
    func trailing(_ direction: LayoutDirection) -> Double {
        direction == .leftToRight ? right : left
    }
}
