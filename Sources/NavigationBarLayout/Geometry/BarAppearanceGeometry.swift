import TextMetrics

/// Text attributes as the layout resolved them: the style set and its colour, if any.
public struct ResolvedTextAttributes: Hashable, Sendable {
    /// The style the text is set in.
    public var style: TextStyle
    /// The colour, or `nil` when neither appearance gives one (a renderer uses its default).
    public var color: Color?

    /// Creates resolved text attributes.
    ///
    /// - Parameters:
    ///   - style: The style the text is set in.
    ///   - color: The colour, or `nil` when neither appearance gives one.
    public init(style: TextStyle, color: Color? = nil) {
        self.style = style
        self.color = color
    }
}

/// The iOS 13 appearance a bar used, resolved (`bar.appearance` in geometry; L30–L33).
public struct BarAppearanceGeometry: Hashable, Sendable {
    /// The slot the bar's state asked for (L30).
    public var requested: AppearanceSlot
    /// The slot whose appearance was used (L31).
    public var used: AppearanceSlot
    /// Whether the top item's slot, the bar's or neither gave it.
    public var source: AppearanceSource
    /// The background configuration drawn: the appearance's, or `transparent` for a scroll-edge fallback (L31).
    public var background: BarBackgroundConfiguration
    /// The background colour, shadow colour and blur drawn (L32).
    public var barBackground: BarBackground
    /// The inline title's resolved style and colour (L33).
    public var titleTextAttributes: ResolvedTextAttributes
    /// The large title's attributes as the appearance gives them; unset fields keep the large title's own style.
    public var largeTitleTextAttributes: TextAttributes

    /// Creates the geometry of an appearance.
    ///
    /// - Parameters:
    ///   - requested: The slot the bar's state asked for.
    ///   - used: The slot whose appearance was used.
    ///   - source: Whether the top item's slot, the bar's or neither gave it.
    ///   - background: The background configuration drawn.
    ///   - barBackground: The background colour, shadow colour and blur drawn.
    ///   - titleTextAttributes: The inline title's resolved style and colour.
    ///   - largeTitleTextAttributes: The large title's attributes as the appearance gives them.
    public init(
        requested: AppearanceSlot, used: AppearanceSlot, source: AppearanceSource,
        background: BarBackgroundConfiguration, barBackground: BarBackground,
        titleTextAttributes: ResolvedTextAttributes, largeTitleTextAttributes: TextAttributes
    ) {
        self.requested = requested
        self.used = used
        self.source = source
        self.background = background
        self.barBackground = barBackground
        self.titleTextAttributes = titleTextAttributes
        self.largeTitleTextAttributes = largeTitleTextAttributes
    }

    /// The large title's style: `base` (the profile's large-title style) with the appearance's attributes over it.
    ///
    /// - Parameter base: The large title's style before the appearance.
    /// - Returns: The style to set the large title in.
    public func largeTitleStyle(over base: TextStyle) -> TextStyle {
        largeTitleTextAttributes.applied(to: base)
    }
}
