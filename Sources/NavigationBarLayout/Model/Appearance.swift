import TextMetrics

/// Text attributes of the title (`titleTextAttributes`): any unset field
/// keeps the profile's value.
public struct TextAttributes: Hashable, Sendable {
    /// The font family.
    public var family: String?
    /// The point size.
    public var size: Double?
    /// The weight.
    public var weight: FontWeight?
    /// Tracking in points.
    public var tracking: Double?
    /// The text colour, for renderers.
    public var color: Color?

    /// Creates text attributes.
    ///
    /// - Parameters:
    ///   - family: The font family.
    ///   - size: The point size.
    ///   - weight: The weight.
    ///   - tracking: Tracking in points.
    ///   - color: The text colour, for renderers.
    public init(
        family: String? = nil, size: Double? = nil, weight: FontWeight? = nil, tracking: Double? = nil,
        color: Color? = nil
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.tracking = tracking
        self.color = color
    }

    /// `style` with the fields set here replacing its own.
    ///
    /// - Parameter style: The profile's style.
    /// - Returns: The style with this appearance's family, size, weight and tracking where set.
    public func applied(to style: TextStyle) -> TextStyle {
        // The style changed in place, so its language (and anything else it holds) is kept.
        var applied = style
        if let family { applied.family = family }
        if let size { applied.size = size }
        if let weight { applied.weight = weight }
        if let tracking { applied.tracking = tracking }
        return applied
    }
}

/// The customisable look of a bar (seed 001: "Customizing the Bar Appearance").
///
/// Every value is given per bar metrics and resolved with L12. A bar's
/// effective appearance is the shared default (`AppearanceProxy`) with the
/// bar's own values laid over it, metrics by metrics.
public struct Appearance: Hashable, Sendable {
    /// Title text attributes.
    public var titleTextAttributes: PerMetrics<TextAttributes>
    /// Moves the title down (positive) or up, in points.
    public var titleVerticalPositionAdjustment: PerMetrics<Double>
    /// Offsets the back button's title inside the button.
    public var backButtonTitlePositionAdjustment: PerMetrics<Offset>
    /// Extra room around the back button's content, added to its frame.
    public var backButtonBackgroundInsets: PerMetrics<EdgeInsets>
    /// The size of the back indicator (chevron), replacing the profile's.
    public var backIndicatorSize: PerMetrics<Size>

    /// Creates an appearance; unset values leave the profile's in force.
    ///
    /// - Parameters:
    ///   - titleTextAttributes: Title text attributes.
    ///   - titleVerticalPositionAdjustment: Moves the title down (positive) or up, in points.
    ///   - backButtonTitlePositionAdjustment: Offsets the back button's title inside the button.
    ///   - backButtonBackgroundInsets: Extra room around the back button's content, added to its frame.
    ///   - backIndicatorSize: The size of the back indicator (chevron), replacing the profile's.
    public init(
        titleTextAttributes: PerMetrics<TextAttributes> = PerMetrics(),
        titleVerticalPositionAdjustment: PerMetrics<Double> = PerMetrics(),
        backButtonTitlePositionAdjustment: PerMetrics<Offset> = PerMetrics(),
        backButtonBackgroundInsets: PerMetrics<EdgeInsets> = PerMetrics(),
        backIndicatorSize: PerMetrics<Size> = PerMetrics()
    ) {
        self.titleTextAttributes = titleTextAttributes
        self.titleVerticalPositionAdjustment = titleVerticalPositionAdjustment
        self.backButtonTitlePositionAdjustment = backButtonTitlePositionAdjustment
        self.backButtonBackgroundInsets = backButtonBackgroundInsets
        self.backIndicatorSize = backIndicatorSize
    }

    /// This appearance with `other`'s values laid over it, metrics by metrics.
    ///
    /// - Parameter other: The appearance whose set values win.
    /// - Returns: The combined appearance.
    public func overlaid(by other: Appearance) -> Appearance {
        Appearance(
            titleTextAttributes: titleTextAttributes.overlaid(by: other.titleTextAttributes),
            titleVerticalPositionAdjustment: titleVerticalPositionAdjustment.overlaid(
                by: other.titleVerticalPositionAdjustment),
            backButtonTitlePositionAdjustment: backButtonTitlePositionAdjustment.overlaid(
                by: other.backButtonTitlePositionAdjustment),
            backButtonBackgroundInsets: backButtonBackgroundInsets.overlaid(by: other.backButtonBackgroundInsets),
            backIndicatorSize: backIndicatorSize.overlaid(by: other.backIndicatorSize))
    }
}

/// An sRGB colour with alpha, each component in 0...1.
public struct Color: Hashable, Sendable {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Alpha, 0...1.
    public var alpha: Double

    /// Creates a colour.
    ///
    /// - Parameters:
    ///   - red: Red, 0...1.
    ///   - green: Green, 0...1.
    ///   - blue: Blue, 0...1.
    ///   - alpha: Alpha, 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
