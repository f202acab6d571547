import TextMetrics

/// The search bar on the bar (iOS 11+, L70–L77): the field with its magnifier and text, the scope bar and the
/// Cancel button, in bar coordinates.
public struct SearchGeometry: Hashable, Sendable {
    /// The placement used, `automatic` resolved: `stacked`, `inline`, an integrated placement, or `toolbar` when
    /// the search bar is not in the bar (L71, L79).
    public var placement: SearchBarPlacement
    /// Whether search is active (L75).
    public var isActive: Bool
    /// The row the field is in and clipped to: the search row (stacked, 0 tall once collapsed) or the content row
    /// (inline).
    public var rowFrame: Frame
    /// The field's rounded rectangle.
    public var field: Frame
    /// The field's corner radius.
    public var cornerRadius: Double
    /// The magnifier glyph's square.
    public var magnifier: Frame
    /// The text typed, or the placeholder when `isPlaceholder`.
    public var text: TextGeometry
    /// Whether `text` is the placeholder.
    public var isPlaceholder: Bool
    /// The opacity of the field's contents: 1 at rest, fading as the row collapses (L73).
    public var contentAlpha: Double
    /// The scope bar, when it shows (L74).
    public var scopeBar: ScopeBarGeometry?
    /// The Cancel button's title, when it shows (L75).
    public var cancel: TextGeometry?
    /// Under a glass profile, the glass circle with an ✕ that stands for Cancel, when it shows (L75); `cancel` is
    /// then `nil`.
    public var cancelButton: Frame? = nil
}

/// The scope bar below the search row (L74): a segmented control of the scope titles.
public struct ScopeBarGeometry: Hashable, Sendable {
    /// The scope bar's row.
    public var rowFrame: Frame
    /// The segmented control's frame.
    public var frame: Frame
    /// The control's corner radius.
    public var cornerRadius: Double
    /// The segments, in title order.
    public var segments: [ScopeSegmentGeometry]
}

/// One segment of the scope bar.
public struct ScopeSegmentGeometry: Hashable, Sendable {
    /// The segment's frame.
    public var frame: Frame
    /// Its title, centred.
    public var title: TextGeometry
    /// Whether it is the selected segment.
    public var selected: Bool
}

extension SearchGeometry {
    /// Applies `transform` to the frames and `textTransform` to the text frames, in place.
    @inline(__always)
    mutating func transform(_ transform: (Frame) -> Frame, text textTransform: (Frame) -> Frame) {
        guard isInBar else { return }
        rowFrame = transform(rowFrame)
        field = transform(field)
        magnifier = transform(magnifier)
        text.mapFrame(textTransform)
        cancel?.mapFrame(textTransform)
        if let button = cancelButton { cancelButton = transform(button) }
        guard var scope = scopeBar else { return }
        scope.rowFrame = transform(scope.rowFrame)
        scope.frame = transform(scope.frame)
        for index in scope.segments.indices {
            scope.segments[index].frame = transform(scope.segments[index].frame)
            scope.segments[index].title.mapFrame(textTransform)
        }
        scopeBar = scope
    }

    /// L15.2: every text's baseline in its final frame.
    mutating func placeBaselines(_ lineMetrics: (TextStyle) throws(LayoutError) -> LineMetrics) throws(LayoutError) {
        guard isInBar else { return }
        try text.placeBaseline(lineMetrics)
        try cancel?.placeBaseline(lineMetrics)
        guard let count = scopeBar?.segments.count else { return }
        for index in 0..<count { try scopeBar!.segments[index].title.placeBaseline(lineMetrics) }
    }
}
