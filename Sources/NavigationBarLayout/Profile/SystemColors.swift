/// A colour with a light and a dark value, as a dynamic `UIColor` resolves for each style.
public struct DynamicColor: Hashable, Sendable {
    /// The value in the light style.
    public var light: Color
    /// The value in the dark style.
    public var dark: Color

    /// Creates a dynamic colour.
    ///
    /// - Parameters:
    ///   - light: The value in the light style.
    ///   - dark: The value in the dark style.
    public init(light: Color, dark: Color) {
        self.light = light
        self.dark = dark
    }

    /// The value for `style`.
    ///
    /// - Parameter style: The style resolved for.
    public subscript(style: UserInterfaceStyle) -> Color {
        style == .dark ? dark : light
    }
}

/// The system colours a bar is drawn in, light and dark, as profile data (`systemColors`, L35).
///
/// A profile with them (`ios17`) resolves them for the scene's `userInterfaceStyle`;
/// one without (`ios6`, `ios7`) keeps the `barStyle` look and ignores the style.
public struct SystemColors: Hashable, Sendable {
    /// `UIColor.label`: the title and large title.
    public var label: DynamicColor
    /// `UIColor.secondaryLabel`: the prompt.
    public var secondaryLabel: DynamicColor
    /// The default tint (`systemBlue`): text buttons, icons, the back indicator and back title.
    public var tint: DynamicColor
    /// The bar material (the chrome blur's flat stand-in) with its alpha.
    public var barMaterial: DynamicColor
    /// The hairline under the bar (the default appearance's shadow).
    public var separator: DynamicColor
    /// `UIColor.systemBackground`: the opaque background configuration's colour.
    public var background: DynamicColor

    /// Creates the system colours.
    ///
    /// - Parameters:
    ///   - label: The title and large title.
    ///   - secondaryLabel: The prompt.
    ///   - tint: The default tint.
    ///   - barMaterial: The bar material's flat stand-in.
    ///   - separator: The hairline under the bar.
    ///   - background: The opaque background's colour.
    public init(
        label: DynamicColor, secondaryLabel: DynamicColor, tint: DynamicColor, barMaterial: DynamicColor,
        separator: DynamicColor, background: DynamicColor
    ) {
        self.label = label
        self.secondaryLabel = secondaryLabel
        self.tint = tint
        self.barMaterial = barMaterial
        self.separator = separator
        self.background = background
    }
}
