/// Insets from the four physical edges of a screen, in points (as `UIEdgeInsets`): a device's safe area.
public struct ScreenInsets: Hashable, Sendable {
    /// The inset from the top edge (the status bar, notch or Dynamic Island).
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge (the home indicator).
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// No insets.
    public static let zero = ScreenInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates insets.
    ///
    /// - Parameters:
    ///   - top: The inset from the top edge, in points.
    ///   - left: The inset from the left edge, in points.
    ///   - bottom: The inset from the bottom edge, in points.
    ///   - right: The inset from the right edge, in points.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The left and right insets, as a bar's content is inset by them (L16).
    public var horizontal: SafeAreaInsets {
        SafeAreaInsets(left: left, right: right)
    }
}
