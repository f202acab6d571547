import NavigationBarLayout

/// The colours a bar is drawn in, from its style, tint, translucency and look, as its geometry gives them.
///
/// Two looks: the flat iOS 7 bar (a light or black translucent background,
/// text buttons in the tint colour) and, for profiles with bordered buttons
/// (`ios6`: `bar.bordered`), the classic gradient bar with bordered buttons and white text.
struct BarPalette {
    /// Whether the classic (iOS 6) look is used.
    var classic: Bool
    /// The bar background.
    var background: Paint
    /// The hairline at the bottom of the bar.
    var hairline: RGBA
    /// The tint: text buttons, the back indicator and icons (flat look).
    var tint: RGBA
    /// The title, when the appearance gives it no colour.
    var title: RGBA
    /// The prompt.
    var prompt: RGBA
    /// Text and icons on bordered buttons (classic look).
    var buttonContent: RGBA
    /// Bordered button fill (classic look).
    var buttonFill: Paint
    /// Bordered button edge (classic look).
    var buttonEdge: RGBA
    /// Done-style bordered button fill (classic look).
    var doneFill: Paint
    /// Placeholder boxes.
    var placeholder: RGBA
    /// Placeholder labels.
    var placeholderText: RGBA

    /// The default iOS tint, (0, 122, 255).
    static let systemBlue = RGBA.bytes(0, 122, 255)

    /// The palette of `bar`.
    init(bar: BarInfo) {
        let height = bar.height
        let dark = bar.barStyle == .black
        let translucent = bar.translucent
        let sceneTint = bar.tintColor.map(RGBA.init)
        classic = bar.bordered
        if classic {
            let base = sceneTint ?? (dark ? RGBA.bytes(40, 40, 40) : RGBA.bytes(109, 132, 162))
            let top = base.mixed(with: RGBA(1, 1, 1), 0.35)
            let bottom = base.mixed(with: RGBA(0, 0, 0), dark ? 0.6 : 0.1)
            let alpha = translucent ? 0.85 : 1
            background = .verticalGradient(top: top.faded(alpha), bottom: bottom.faded(alpha), y0: 0, y1: height)
            hairline = RGBA(0, 0, 0, 0.5)
            tint = RGBA(1, 1, 1)
            title = RGBA(1, 1, 1)
            prompt = RGBA(1, 1, 1, 0.9)
            buttonContent = RGBA(1, 1, 1)
            let buttonBase = base.mixed(with: RGBA(0, 0, 0), 0.2)
            buttonFill = .verticalGradient(
                top: buttonBase.mixed(with: RGBA(1, 1, 1), 0.2), bottom: buttonBase.mixed(with: RGBA(0, 0, 0), 0.15),
                y0: 0, y1: height)
            buttonEdge = base.mixed(with: RGBA(0, 0, 0), 0.5)
            doneFill = .verticalGradient(
                top: RGBA.bytes(80, 140, 240), bottom: RGBA.bytes(25, 80, 200), y0: 0, y1: height)
        } else {
            let alpha = translucent ? 0.85 : 1
            background = .solid(dark ? RGBA(0, 0, 0, alpha) : RGBA.bytes(247, 247, 247, alpha))
            hairline = dark ? RGBA(1, 1, 1, 0.15) : RGBA(0, 0, 0, 0.3)
            tint = sceneTint ?? Self.systemBlue
            title = dark ? RGBA(1, 1, 1) : RGBA(0, 0, 0)
            prompt = dark ? RGBA(1, 1, 1, 0.75) : RGBA(0, 0, 0, 0.6)
            buttonContent = tint
            buttonFill = .solid(tint.faded(0.15))
            buttonEdge = tint.faded(0.5)
            doneFill = .solid(tint.faded(0.25))
        }
        placeholder = dark || classic ? RGBA(1, 1, 1, 0.25) : RGBA(0, 0, 0, 0.08)
        placeholderText = dark || classic ? RGBA(1, 1, 1, 0.8) : RGBA(0, 0, 0, 0.5)
    }
}
