import NavigationBarLayout

/// The colours a bar is drawn in, from its resolved colours (`BarInfo.colors`), as its geometry gives them.
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

    /// The palette of `bar`, from its resolved colours (`bar.colors`, L35).
    init(bar: BarInfo) {
        let height = bar.height
        let colors = bar.colors
        let dark = bar.userInterfaceStyle == .dark
        let translucent = bar.translucent
        classic = bar.bordered
        tint = RGBA(colors.tint)
        title = RGBA(colors.label)
        prompt = RGBA(colors.secondaryLabel)
        hairline = RGBA(colors.separator)
        if classic {
            let base = RGBA(colors.background)
            let top = base.mixed(with: RGBA(1, 1, 1), 0.35)
            let bottom = base.mixed(with: RGBA(0, 0, 0), dark ? 0.6 : 0.1)
            let alpha = translucent ? 0.85 : 1
            background = .verticalGradient(top: top.faded(alpha), bottom: bottom.faded(alpha), y0: 0, y1: height)
            buttonContent = tint
            let buttonBase = base.mixed(with: RGBA(0, 0, 0), 0.2)
            buttonFill = .verticalGradient(
                top: buttonBase.mixed(with: RGBA(1, 1, 1), 0.2), bottom: buttonBase.mixed(with: RGBA(0, 0, 0), 0.15),
                y0: 0, y1: height)
            buttonEdge = base.mixed(with: RGBA(0, 0, 0), 0.5)
            doneFill = .verticalGradient(
                top: RGBA.bytes(80, 140, 240), bottom: RGBA.bytes(25, 80, 200), y0: 0, y1: height)
        } else {
            background = .solid(RGBA(colors.barMaterial))
            buttonContent = tint
            buttonFill = .solid(tint.faded(0.15))
            buttonEdge = tint.faded(0.5)
            doneFill = .solid(tint.faded(0.25))
        }
        placeholder = dark || classic ? RGBA(1, 1, 1, 0.25) : RGBA(0, 0, 0, 0.08)
        placeholderText = dark || classic ? RGBA(1, 1, 1, 0.8) : RGBA(0, 0, 0, 0.5)
    }
}
