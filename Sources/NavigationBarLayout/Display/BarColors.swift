/// The colours a bar is drawn in, resolved for its style, tint and translucency (L35, L36).
///
/// Under a profile with ``SystemColors`` (`ios17`) they are its values for
/// the style; under one without (`ios6`, `ios7`) they are the iOS 5–7 look
/// of `barStyle`. Every node of the display list gets its colour from here
/// (``DisplayNode/color``), and the renderer draws those colours.
public struct BarColors: Hashable, Sendable {
    /// The title and large title (`label`).
    public var label: Color
    /// The prompt (`secondaryLabel`).
    public var secondaryLabel: Color
    /// Text buttons, icons, the back indicator and back title: the scene's tint, else the system blue.
    public var tint: Color
    /// The bar's own fill: the material's flat stand-in with its alpha (1 when not translucent, L36), or the
    /// iOS 5–7 bar fill.
    public var barMaterial: Color
    /// The hairline under the bar.
    public var separator: Color
    /// The opaque background's colour (`systemBackground`); the classic bar's base colour under `ios6`.
    public var background: Color
    /// What a picture is drawn over: the dark style's system background under a profile with system colours, so
    /// that a transparent bar shows dark content behind it; `nil` (transparent) otherwise.
    public var backdrop: Color?

    /// Creates resolved colours.
    ///
    /// - Parameters:
    ///   - label: The title and large title.
    ///   - secondaryLabel: The prompt.
    ///   - tint: Text buttons, icons, the back indicator and back title.
    ///   - barMaterial: The bar's own fill.
    ///   - separator: The hairline under the bar.
    ///   - background: The opaque background's colour.
    ///   - backdrop: What a picture is drawn over, or `nil`.
    public init(
        label: Color, secondaryLabel: Color, tint: Color, barMaterial: Color, separator: Color, background: Color,
        backdrop: Color? = nil
    ) {
        self.label = label
        self.secondaryLabel = secondaryLabel
        self.tint = tint
        self.barMaterial = barMaterial
        self.separator = separator
        self.background = background
        self.backdrop = backdrop
    }

    /// The iOS 7 bar fill, light (`extraLight`, `light` and the named light materials): 247 grey at 0.85.
    static let lightFill = Color.bytes(247, 247, 247, alpha: 0.85)
    /// The iOS 7 bar fill, dark (`dark` and the named dark materials): black at 0.85.
    static let darkFill = Color(red: 0, green: 0, blue: 0, alpha: 0.85)
    /// The default tint of iOS 7 to 12, `systemBlue` (0, 122, 255).
    public static let systemBlue = Color.bytes(0, 122, 255)

    /// L35: `system`'s values for `style`, with the scene's `tint` over the system blue and, on a bar that is not
    /// `translucent`, an opaque material (L36).
    ///
    /// - Parameters:
    ///   - system: The profile's system colours.
    ///   - style: The style resolved for.
    ///   - tint: The scene's tint colour, if any.
    ///   - translucent: Whether the bar is translucent.
    public init(system: SystemColors, style: UserInterfaceStyle, tint: Color?, translucent: Bool) {
        var material = system.barMaterial[style]
        if !translucent { material.alpha = 1 }
        self.init(
            label: system.label[style], secondaryLabel: system.secondaryLabel[style],
            tint: tint ?? system.tint[style], barMaterial: material, separator: system.separator[style],
            background: system.background[style], backdrop: style == .dark ? system.background[style] : nil)
    }

    /// The iOS 5–7 look of a bar under a profile without system colours: `barStyle`'s light or black fill
    /// (opaque when not `translucent`), or the classic tinted bar when `bordered` (iOS 5–6).
    ///
    /// - Parameters:
    ///   - barStyle: The bar style.
    ///   - tint: The scene's tint colour, if any.
    ///   - translucent: Whether the bar is translucent.
    ///   - bordered: Whether the profile draws the classic bordered look.
    public init(legacy barStyle: BarStyle, tint: Color?, translucent: Bool, bordered: Bool) {
        let dark = barStyle == .black
        let alpha = translucent ? 0.85 : 1
        let white = Color(red: 1, green: 1, blue: 1)
        if bordered {
            let base = tint ?? (dark ? Color.bytes(40, 40, 40) : Color.bytes(109, 132, 162))
            var fill = base
            fill.alpha *= alpha
            self.init(
                label: white, secondaryLabel: Color(red: 1, green: 1, blue: 1, alpha: 0.9), tint: white,
                barMaterial: fill, separator: Color(red: 0, green: 0, blue: 0, alpha: 0.5), background: base)
        } else {
            var fill = dark ? Self.darkFill : Self.lightFill
            fill.alpha = alpha
            self.init(
                label: dark ? white : Color(red: 0, green: 0, blue: 0),
                secondaryLabel: dark
                    ? Color(red: 1, green: 1, blue: 1, alpha: 0.75) : Color(red: 0, green: 0, blue: 0, alpha: 0.6),
                tint: tint ?? Self.systemBlue, barMaterial: fill,
                separator: dark
                    ? Color(red: 1, green: 1, blue: 1, alpha: 0.15) : Color(red: 0, green: 0, blue: 0, alpha: 0.3),
                background: dark ? Color(red: 0, green: 0, blue: 0) : white)
        }
    }

    /// L35: the style a scene's colours resolve for: `dark` when it asks for it, or, under a profile with system
    /// colours, when its `barStyle` is `black`; a profile without them follows `barStyle` alone.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - profile: The profile it is laid out with.
    /// - Returns: The style its colours resolve for.
    public static func style(of scene: borrowing Scene, profile: borrowing MetricsProfile) -> UserInterfaceStyle {
        style(of: scene, hasSystemColors: profile.systemColors != nil)
    }

    /// L35: the style `scene`'s colours resolve for under a profile that has system colours or not
    /// (``style(of:profile:)``).
    static func style(of scene: borrowing Scene, hasSystemColors: Bool) -> UserInterfaceStyle {
        if scene.barStyle == .black { return .dark }
        return hasSystemColors ? scene.userInterfaceStyle : .light
    }

    /// The flat colour standing in for the blur `effect`: the bar material for the adaptive `system…` materials,
    /// the iOS 7 dark fill for the dark ones and the light fill for the rest; `nil` for no blur.
    ///
    /// - Parameter effect: The blur.
    /// - Returns: The flat colour, or `nil` for no blur.
    public func material(_ effect: BackgroundEffect) -> Color? {
        guard effect != .none else { return nil }
        let name = effect.rawValue
        if name.hasPrefix("system") && !name.hasSuffix("Light") && !name.hasSuffix("Dark") { return barMaterial }
        return effect == .dark || name.hasSuffix("Dark") ? Self.darkFill : Self.lightFill
    }

    /// The colour a node with `content` and `kind` is drawn in: the appearance's where it gives one, else the
    /// system colour of its role; a background its colour over its blur's stand-in; `nil` when it draws nothing
    /// in a colour of its own (a transparent background, a custom view's or title view's placeholder, a space).
    ///
    /// - Parameters:
    ///   - content: What the node draws.
    ///   - kind: What the node is.
    /// - Returns: The colour, or `nil` when the node draws nothing in a colour of its own.
    public func color(of content: NodeContent, kind: NodeKind) -> Color? {
        switch content {
        case .background(let look):
            guard let look else { return barMaterial }
            let blur = material(look.effect)
            guard let color = look.color else { return blur }
            return blur.map { color.composited(over: $0) } ?? color
        case .shadow(let look):
            return look == nil ? separator : look?.shadowColor
        case .text(let text):
            if let color = text.color { return color }
            switch kind {
            case .prompt, .searchPlaceholder: return secondaryLabel
            case .backTitle, .searchCancel: return tint
            default: return label
            }
        case .indicator, .backImage, .symbol:
            return tint
        case .item(let item):
            switch item.kind {
            case .text: return item.title?.color ?? tint
            case .image: return tint
            case .customView, .fixedSpace, .flexibleSpace: return nil
            }
        case .backButton, .titleView, .capsule, .badge:
            // Capsules and badges carry the glass colours they are made with (L64, L68).
            return nil
        case .roundedRect:
            // I: the search field's fill, UIKit's tertiarySystemFill (R: Flutter, 118 118 128 at 0.12 light, 0.24
            // dark), as the secondary label colour at a fifth of its opacity.
            var fill = secondaryLabel
            fill.alpha *= 0.2
            return fill
        case .magnifier:
            return secondaryLabel
        case .scopeSegment(let title, _):
            return title.color ?? label
        }
    }
}

extension Color {
    /// The colour of 0–255 components.
    static func bytes(_ red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) -> Color {
        Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// This colour drawn over `below` (source over).
    ///
    /// - Parameter below: The colour under it.
    /// - Returns: The colour seen.
    public func composited(over below: Color) -> Color {
        let a = alpha + below.alpha * (1 - alpha)
        guard a > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ top: Double, _ bottom: Double) -> Double { (top * alpha + bottom * below.alpha * (1 - alpha)) / a }
        return Color(red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue), alpha: a)
    }
}
