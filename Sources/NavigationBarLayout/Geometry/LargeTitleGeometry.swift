/// The large title (iOS 11+, L19–L21): a line of text in the large-title row (or, `inline`, in the content row),
/// with its opacity and the frame it is clipped to.
public struct LargeTitleGeometry: Hashable, Sendable {
    /// The text, its frame, style (magnified on over-scroll, L21), baseline and colour.
    public var line: TextGeometry
    /// Its opacity: 1 while it shows, 0 once it has collapsed under the content row (L20).
    public var alpha: Double
    /// The frame it is clipped to: the large-title row (the content row for an `inline` title); the text moves up
    /// out of it as the row collapses (L20).
    public var clipFrame: Frame
    /// Whether it is set inside the content row (the iOS 17 `inline` display mode) rather than in its own row.
    public var inline: Bool

    /// Creates large-title geometry.
    ///
    /// - Parameters:
    ///   - line: The text, its frame, style, baseline and colour.
    ///   - alpha: Its opacity.
    ///   - clipFrame: The frame it is clipped to.
    ///   - inline: Whether it is set inside the content row (iOS 17 `inline`).
    public init(line: TextGeometry, alpha: Double, clipFrame: Frame, inline: Bool = false) {
        self.line = line
        self.alpha = alpha
        self.clipFrame = clipFrame
        self.inline = inline
    }
}
