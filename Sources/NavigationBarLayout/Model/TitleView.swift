/// A custom view in the centre of the bar (`titleView`), given by its size.
public struct TitleView: Hashable, Sendable {
    /// The natural width in points.
    public var width: Double
    /// The height in points.
    public var height: Double
    /// The narrowest the view may be shrunk to when `resizable`; also the
    /// span reserved for it in the centre of the bar (L8).
    public var minimumWidth: Double
    /// Whether the bar may shrink the view to fit ("may be resized to fit", seed 000).
    public var resizable: Bool

    /// Creates a title view; `minimumWidth` defaults to `width`.
    ///
    /// - Parameters:
    ///   - width: The natural width in points.
    ///   - height: The height in points.
    ///   - minimumWidth: The narrowest the view may be shrunk to when `resizable`; also the span reserved for it in the centre of the bar (L8).
    ///   - resizable: Whether the bar may shrink the view to fit ("may be resized to fit", seed 000).
    public init(width: Double, height: Double, minimumWidth: Double? = nil, resizable: Bool = false) {
        self.width = width
        self.height = height
        self.minimumWidth = minimumWidth ?? width
        self.resizable = resizable
    }
}
