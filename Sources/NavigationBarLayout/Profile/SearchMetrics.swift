import TextMetrics

/// The search bar's sizes in the navigation bar (iOS 11–17 look, L70–L77): the stacked row, the field and its
/// parts, the scope bar and the Cancel button.
public struct SearchMetrics: Hashable, Sendable {
    /// The height of the stacked search row below the content or large-title row (L72).
    public var rowHeight: Double
    /// The search field's height (L72).
    public var fieldHeight: Double
    /// The distance from the row's bottom edge up to the field's bottom edge (L72).
    public var fieldBottomInset: Double
    /// The field's corner radius.
    public var cornerRadius: Double
    /// The side of the magnifier glyph's square (L72).
    public var magnifierSize: Double
    /// The distance from the field's leading edge to the magnifier (L72).
    public var magnifierInset: Double
    /// The gap between the magnifier and the text or placeholder (L72).
    public var textInset: Double
    /// The style of the field's text and placeholder.
    public var style: TextStyle
    /// The placeholder shown when the search controller gives none.
    public var placeholder: String
    /// The height of the scope bar's row below the search row (L74).
    public var scopeRowHeight: Double
    /// The height of the scope bar's segmented control, centred in its row (L74).
    public var scopeSegmentHeight: Double
    /// The style of the scope bar's segment titles.
    public var scopeStyle: TextStyle
    /// The gap between the field and the Cancel button (L75).
    public var cancelGap: Double
    /// The style of the Cancel button's title; it does not follow Dynamic Type (L75).
    public var cancelStyle: TextStyle
    /// The Cancel button's title.
    public var cancelTitle: String
    /// The inline field's preferred width: the most it takes of the room the items leave (L76).
    public var inlineWidth: Double
    /// The inline field's minimum: it gives way down to this width before the items reduce (L76).
    public var inlineMinimumWidth: Double
    /// Under a glass profile, the diameter of the glass circle with an ✕ that stands for Cancel (L75, iOS 26);
    /// `nil` for the Cancel title.
    public var cancelDiameter: Double?

    /// Creates search metrics; every length in points.
    ///
    /// - Parameters:
    ///   - rowHeight: The stacked search row's height (L72).
    ///   - fieldHeight: The search field's height (L72).
    ///   - fieldBottomInset: From the row's bottom edge up to the field's bottom edge (L72).
    ///   - cornerRadius: The field's corner radius.
    ///   - magnifierSize: The side of the magnifier glyph's square (L72).
    ///   - magnifierInset: From the field's leading edge to the magnifier (L72).
    ///   - textInset: The gap between the magnifier and the text or placeholder (L72).
    ///   - style: The style of the field's text and placeholder.
    ///   - placeholder: The placeholder shown when the search controller gives none.
    ///   - scopeRowHeight: The scope bar's row height (L74).
    ///   - scopeSegmentHeight: The scope bar's segmented control height (L74).
    ///   - scopeStyle: The style of the segment titles.
    ///   - cancelGap: The gap between the field and Cancel (L75).
    ///   - cancelStyle: The style of Cancel's title.
    ///   - cancelTitle: Cancel's title.
    ///   - inlineWidth: The inline field's preferred width, the most it takes of the room the items leave (L76).
    ///   - inlineMinimumWidth: The inline field's minimum, down to which it gives way first (L76).
    public init(
        rowHeight: Double, fieldHeight: Double, fieldBottomInset: Double, cornerRadius: Double,
        magnifierSize: Double, magnifierInset: Double, textInset: Double, style: TextStyle,
        placeholder: String = "Search", scopeRowHeight: Double, scopeSegmentHeight: Double, scopeStyle: TextStyle,
        cancelGap: Double, cancelStyle: TextStyle, cancelTitle: String = "Cancel", inlineWidth: Double,
        inlineMinimumWidth: Double
    ) {
        self.rowHeight = rowHeight
        self.fieldHeight = fieldHeight
        self.fieldBottomInset = fieldBottomInset
        self.cornerRadius = cornerRadius
        self.magnifierSize = magnifierSize
        self.magnifierInset = magnifierInset
        self.textInset = textInset
        self.style = style
        self.placeholder = placeholder
        self.scopeRowHeight = scopeRowHeight
        self.scopeSegmentHeight = scopeSegmentHeight
        self.scopeStyle = scopeStyle
        self.cancelGap = cancelGap
        self.cancelStyle = cancelStyle
        self.cancelTitle = cancelTitle
        self.inlineWidth = inlineWidth
        self.inlineMinimumWidth = inlineMinimumWidth
    }
}
