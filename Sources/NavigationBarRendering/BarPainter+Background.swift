import NavigationBarLayout

extension BarPainter {
    /// Draws the bar's background across `frame` (L16: under the safe area's insets too): the iOS 13 appearance's
    /// `look` (L32: the blur first, then the colour; a transparent background draws nothing), else the palette's.
    mutating func paintBackground(_ frame: Frame, look: BarBackground?) {
        guard let look else {
            drawing.fill(.rect(frame), palette.background, layer: .background, name: "bar")
            return
        }
        if look.effect != .none {
            drawing.fill(
                .rect(frame), Self.material(look.effect, barStyle: bar.barStyle), layer: .background, name: "bar-effect"
            )
        }
        if let color = look.color {
            drawing.fill(.rect(frame), RGBA(color), layer: .background, name: "bar")
        }
    }

    /// Draws the hairline across `frame`: the appearance's shadow colour (L32), else the palette's.
    mutating func paintShadow(_ frame: Frame, look: BarBackground?) {
        guard let color = look == nil ? palette.hairline : look?.shadowColor.map(RGBA.init) else { return }
        drawing.fill(.rect(frame), color, layer: .background, name: "hairline")
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
