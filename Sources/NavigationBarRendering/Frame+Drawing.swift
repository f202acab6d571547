import NavigationBarLayout

extension Frame {
    /// The frame grown by `d` on every side (shrunk when `d` is positive), never below zero size.
    ///
    /// - Parameter d: The distance to move every edge inwards; negative grows the frame.
    /// - Returns: The inset frame.
    public func insetBy(_ d: Double) -> Frame {
        Frame(x: x + d, y: y + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
    }
}
