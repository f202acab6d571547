import NavigationBarLayout
import TextMetrics

/// Draws a bar's geometry as a `Drawing` (then SVG or PNG), with the glyphs the solver measured.
///
/// Text is shaped again with the same text styles the solver used (the
/// scene's profile and appearance for the metrics in the geometry) and
/// drawn as glyph outlines read with FreeType, so pictures do not depend on
/// installed fonts.
///
/// ```swift
/// let renderer = BarRenderer()
/// let drawing = try renderer.drawing(scene: scene)
/// let png = try drawing.png()      // width × scale by height × scale pixels
/// let svg = drawing.svg()
/// ```
public struct BarRenderer: Sendable {
    /// The measurer that shapes text (and whose font library provides outlines).
    public let measurer: TextMeasurer

    /// Creates a renderer that shapes text with `measurer`.
    public init(measurer: TextMeasurer = TextMeasurer()) {
        self.measurer = measurer
    }

    /// Lays out `scene` with `profile` (by default the one the scene names) and draws it.
    public func drawing(scene: Scene, profile: MetricsProfile? = nil, debug: Bool = false) throws(RenderError)
        -> Drawing
    {
        let profile = try Self.profile(profile, of: scene)
        let geometry: BarGeometry
        do { geometry = try BarLayout.solve(scene, profile: profile, measurer: measurer) } catch {
            throw .layout(error.description)
        }
        return try drawing(scene: scene, geometry: geometry, profile: profile, debug: debug)
    }

    /// Draws `geometry`, the layout of `scene` with `profile` (by default the one the scene names).
    ///
    /// The scene and profile supply the text styles, appearance, bar style,
    /// tint and translucency; the geometry supplies every frame and text,
    /// and the scale. With `debug`, every frame is outlined and a legend
    /// below the bar lists the items that are not displayed and why (the
    /// drawing is then taller than the bar).
    public func drawing(
        scene: Scene, geometry: BarGeometry, profile: MetricsProfile? = nil, debug: Bool = false
    ) throws(RenderError) -> Drawing {
        let profile = try Self.profile(profile, of: scene)
        var painter = BarPainter(renderer: self, scene: scene, profile: profile, geometry: geometry)
        try painter.paintBar()
        if debug { try painter.paintDebugOverlay() }
        return painter.drawing
    }

    /// `given`, or else the profile `scene` names.
    static func profile(_ given: MetricsProfile?, of scene: Scene) throws(RenderError) -> MetricsProfile {
        if let given { return given }
        do { return try ProfileLibrary.resolve(scene.profile) } catch { throw .layout(error.description) }
    }

    /// The text styles the solver used for `metrics`: title, prompt, back title, buttons.
    static func styles(profile: MetricsProfile, appearance: Appearance, metrics: BarMetrics) -> TextStyles {
        let fallback = TextStyle(size: 17)
        let baseTitle = profile.titleStyle[metrics] ?? fallback
        let attributes = appearance.titleTextAttributes[metrics]
        return TextStyles(
            title: attributes?.applied(to: baseTitle) ?? baseTitle, titleColor: attributes?.color,
            prompt: profile.promptStyle[metrics] ?? fallback, backTitle: profile.backTitleStyle[metrics] ?? fallback,
            button: profile.buttonStyle[metrics] ?? fallback, doneButton: profile.doneButtonStyle[metrics] ?? fallback)
    }
}

/// The text styles of one bar, resolved as the solver resolves them (L7, L12).
struct TextStyles {
    /// The title, with the scene's title text attributes.
    var title: TextStyle
    /// The title colour from the title text attributes, if any.
    var titleColor: Color?
    /// The prompt.
    var prompt: TextStyle
    /// The back button's title.
    var backTitle: TextStyle
    /// Text items in the plain and bordered styles.
    var button: TextStyle
    /// Text items in the done style.
    var doneButton: TextStyle
}

/// Builds the drawing of one bar.
struct BarPainter {
    /// The renderer (for shaping text).
    let renderer: BarRenderer
    /// The scene the geometry was laid out from.
    let scene: Scene
    /// The geometry drawn.
    let geometry: BarGeometry
    /// The text styles the solver used.
    let styles: TextStyles
    /// The colours.
    let palette: BarPalette
    /// Whether the bar is mirrored (icons are mirrored with it).
    let rightToLeft: Bool
    /// The width of a hairline: one pixel.
    let hairline: Double
    /// The drawing so far.
    var drawing: Drawing

    /// A painter for `geometry`, laid out from `scene` with `profile`; the drawing starts empty.
    init(renderer: BarRenderer, scene: Scene, profile: MetricsProfile, geometry: BarGeometry) {
        self.renderer = renderer
        self.scene = scene
        self.geometry = geometry
        let bar = geometry.bar
        styles = BarRenderer.styles(profile: profile, appearance: scene.appearance, metrics: bar.metrics)
        palette = BarPalette(scene: scene, profile: profile, height: bar.height, titleColor: styles.titleColor)
        rightToLeft = bar.layoutDirection == .rightToLeft
        hairline = 1 / max(1, bar.scale)
        drawing = Drawing(width: bar.width, height: bar.height, scale: bar.scale)
    }

    /// Draws the background, the prompt, the back button, the items and the title.
    mutating func paintBar() throws(RenderError) {
        let bar = geometry.bar
        drawing.fill(
            .rect(Frame(x: 0, y: 0, width: bar.width, height: bar.height)), palette.background, layer: .background,
            name: "bar")
        drawing.fill(
            .rect(Frame(x: 0, y: bar.height - hairline, width: bar.width, height: hairline)), palette.hairline,
            layer: .background, name: "hairline")
        if let prompt = geometry.prompt {
            try text(prompt.text, style: styles.prompt, frame: prompt.frame, color: palette.prompt, name: "prompt")
        }
        if let back = geometry.backButton { try paintBackButton(back) }
        for (index, item) in geometry.leftItems.enumerated() { try paintItem(item, name: "left-\(index)") }
        for (index, item) in geometry.rightItems.enumerated() { try paintItem(item, name: "right-\(index)") }
        if let title = geometry.title { try paintTitle(title) }
    }
}
