/// A bar's background as drawn: colour, shadow (hairline) colour and blur (L32).
public struct BarBackground: Hashable, Sendable {
    /// The background colour, or `nil` for none.
    public var color: Color?
    /// The shadow (hairline) colour, or `nil` for no shadow.
    public var shadowColor: Color?
    /// The blur under the colour.
    public var effect: BackgroundEffect

    /// Creates a background.
    ///
    /// - Parameters:
    ///   - color: The background colour, or `nil` for none.
    ///   - shadowColor: The shadow (hairline) colour, or `nil` for no shadow.
    ///   - effect: The blur under the colour.
    public init(color: Color? = nil, shadowColor: Color? = nil, effect: BackgroundEffect = .none) {
        self.color = color
        self.shadowColor = shadowColor
        self.effect = effect
    }
}

/// What each `configureWith…Background` gives an iOS 13 appearance, as profile data (`appearanceBackgrounds`).
///
/// A profile with these values supports the iOS 13 appearances (L30–L33); one
/// without (`ios6`, `ios7`) ignores a scene's appearance slots.
public struct AppearanceBackgrounds: Hashable, Sendable {
    /// `configureWithDefaultBackground()`, also what `UINavigationBarAppearance()` starts with.
    public var `default`: BarBackground
    /// `configureWithOpaqueBackground()`.
    public var opaque: BarBackground
    /// `configureWithTransparentBackground()`, also the scroll-edge fallback's background (L31).
    public var transparent: BarBackground

    /// Creates the backgrounds of the three configurations.
    ///
    /// - Parameters:
    ///   - default: `configureWithDefaultBackground()`.
    ///   - opaque: `configureWithOpaqueBackground()`.
    ///   - transparent: `configureWithTransparentBackground()`.
    public init(default: BarBackground, opaque: BarBackground, transparent: BarBackground = BarBackground()) {
        self.default = `default`
        self.opaque = opaque
        self.transparent = transparent
    }

    /// The background of `configuration`.
    ///
    /// - Parameter configuration: The `configureWith…Background` asked for.
    public subscript(configuration: BarBackgroundConfiguration) -> BarBackground {
        switch configuration {
        case .default: self.default
        case .opaque: opaque
        case .transparent: transparent
        }
    }

    /// L32: the background `choice` draws: its configuration's, with the appearance's own colours and effect
    /// over it; the transparent one when a scroll-edge request fell back (L31).
    ///
    /// With `colors` (L35), the configuration's shadow is the style's separator and the opaque configuration's
    /// colour its system background; the appearance's own values still win.
    ///
    /// - Parameters:
    ///   - choice: The appearance chosen by L30 and L31.
    ///   - colors: The bar's colours under a profile with system colours, or `nil` for the configured values.
    /// - Returns: The background.
    public func background(for choice: AppearanceChoice, colors: BarColors? = nil) -> BarBackground {
        background(for: choice, system: colors.map { (separator: $0.separator, background: $0.background) })
    }

    /// L32: the background `choice` draws, with the style's `system` separator and background (L35) over the
    /// configuration's when given (``background(for:colors:)``).
    func background(for choice: AppearanceChoice, system: (separator: Color, background: Color)?) -> BarBackground {
        if choice.transparentBackground { return transparent }
        let appearance = choice.appearance
        var background = self[appearance.background]
        if let system {
            if background.shadowColor != nil { background.shadowColor = system.separator }
            if appearance.background == .opaque, background.color != nil { background.color = system.background }
        }
        if let color = appearance.backgroundColor { background.color = color }
        if let shadow = appearance.shadowColor { background.shadowColor = shadow }
        if let effect = appearance.backgroundEffect { background.effect = effect }
        return background
    }
}
