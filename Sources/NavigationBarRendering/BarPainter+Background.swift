import NavigationBarLayout

extension BarPainter {
    /// Draws the bar's background across `frame` (L16: under the safe area's insets too): the iOS 13 appearance's
    /// `look` (L32: the blur first, then the colour; a transparent background draws nothing), else the palette's.
    mutating func paintBackground(_ frame: Frame, look: BarBackground?) {
        guard let look else {
            drawing.fill(.rect(frame), palette.background, layer: .background, name: "bar")
            return
        }
        if let material = bar.colors.material(look.effect) {
            drawing.fill(.rect(frame), RGBA(material), layer: .background, name: "bar-effect")
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
}

extension RGBA {
    /// The colour of a scene or geometry.
    init(_ color: Color) {
        self.init(color.red, color.green, color.blue, color.alpha)
    }
}
