import NavigationBarLayout

extension BarPainter {
    /// Draws the bar's background across `background` (L16: the bar's `backgroundFrame`, or a transition's at
    /// the moment) and its hairline along its bottom edge: the iOS 13 appearance's when the bar carries one
    /// (L32), else the palette's.
    mutating func paintBackground(_ background: Frame) {
        let hairlineFrame = Frame(
            x: background.x, y: background.maxY - hairline, width: background.width, height: hairline)
        guard let look = bar.appearance?.barBackground else {
            drawing.fill(.rect(background), palette.background, layer: .background, name: "bar")
            drawing.fill(.rect(hairlineFrame), palette.hairline, layer: .background, name: "hairline")
            return
        }
        // L32: the blur first, the colour over it, then the shadow; a transparent background draws nothing.
        if look.effect != .none {
            drawing.fill(
                .rect(background), Self.material(look.effect, barStyle: bar.barStyle), layer: .background,
                name: "bar-effect")
        }
        if let color = look.color {
            drawing.fill(.rect(background), RGBA(color), layer: .background, name: "bar")
        }
        if let shadow = look.shadowColor {
            drawing.fill(.rect(hairlineFrame), RGBA(shadow), layer: .background, name: "hairline")
        }
    }

    /// The flat colour standing in for a blur: the iOS 7 bar's light or dark translucent fill.
    ///
    /// Styles named dark, and the adaptive materials on a `black` bar, are dark; the rest light.
    static func material(_ effect: BackgroundEffect, barStyle: BarStyle) -> RGBA {
        let name = effect.rawValue
        let adaptive = name.hasPrefix("system") && !name.hasSuffix("Light") && !name.hasSuffix("Dark")
        let dark = effect == .dark || name.hasSuffix("Dark") || (adaptive && barStyle == .black)
        return dark ? RGBA(0, 0, 0, 0.85) : RGBA.bytes(247, 247, 247, 0.85)
    }
}

extension RGBA {
    /// The colour of a scene or geometry.
    init(_ color: Color) {
        self.init(color.red, color.green, color.blue, color.alpha)
    }
}
