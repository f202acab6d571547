import NavigationBarLayout
import TextMetrics

/// Draws a bar's geometry as a `Drawing` (then SVG or PNG), from the geometry alone.
///
/// Every text is drawn with the style, baseline and colour the solver put
/// in the geometry, and with the glyphs the solver's measuring shaped (the
/// measurer `keepsGlyphs`, so text it measured is not shaped again), as
/// glyph outlines read with FreeType, so pictures do not depend on installed
/// fonts. The bar's look (style, tint, translucency, bordered buttons) is in
/// `geometry.bar` too: no scene or profile is needed to draw.
///
/// ```swift
/// let renderer = BarRenderer()
/// let drawing = try renderer.drawing(scene: scene)
/// let png = try drawing.png()      // width × scale by height × scale pixels
/// let svg = drawing.svg()
/// ```
public struct BarRenderer: Sendable {
    /// The measurer that lays text out and keeps its glyphs for drawing (its font library provides outlines).
    public let measurer: TextMeasurer

    /// Creates a renderer over `measurer`; by default one over the shared font library that keeps glyphs.
    ///
    /// - Parameter measurer: The measurer to lay text out and shape it with; one that keeps glyphs draws text it measured without shaping it again.
    public init(measurer: TextMeasurer = TextMeasurer(keepsGlyphs: true)) {
        self.measurer = measurer
    }

    /// Lays `scene` out with `profile` (by default the one the scene names) and draws it.
    ///
    /// - Parameters:
    ///   - scene: The scene to lay out and draw.
    ///   - profile: The metrics profile, or `nil` for the one the scene names (a bundled one or a file); its
    ///     `fonts` draw the text as they measured it.
    ///   - debug: Whether to outline every frame and list the hidden items below the bar.
    /// - Returns: The drawing, `scene.width` by the bar's height (taller with `debug`), at the scene's scale.
    /// - Throws: ``RenderError/layout(_:)`` when the scene cannot be laid out, and ``RenderError/text(_:)`` when text
    ///   cannot be shaped.
    public func drawing(scene: Scene, profile: MetricsProfile? = nil, debug: Bool = false) throws(RenderError)
        -> Drawing
    {
        let layouter: BarLayouter
        let geometry: BarGeometry
        do throws(LayoutError) {
            if let profile {
                layouter = BarLayouter(profile: profile)
            } else {
                do { layouter = try ProfileLibrary.layouter(scene.profile) } catch { throw LayoutError.profile(error) }
            }
            geometry = try layouter.solve(scene, measurer: measurer)
        } catch { throw .layout(error) }
        // A scene or profile with font files of its own is drawn with the measurer that measured it (its glyphs).
        let fonts = scene.fonts.followed(by: layouter.profile.fonts)
        return try withFallbackFonts(fonts).drawing(geometry: geometry, debug: debug)
    }

    /// This renderer, or one over the measurer with `fonts` in its chains (`TextMeasurer.measurer(fallbackFonts:)`)
    /// when there are any and they can be used; a file that cannot be used fails the layout before drawing.
    ///
    /// - Parameter fonts: The scene's and profile's font files.
    /// - Returns: The renderer to draw the scene with.
    public func withFallbackFonts(_ fonts: FallbackFonts) -> BarRenderer {
        guard !fonts.isEmpty, let fonted = try? measurer.measurer(fallbackFonts: fonts), fonted !== measurer else {
            return self
        }
        return BarRenderer(measurer: fonted)
    }

    /// Draws `geometry`: every frame, text (style, baseline, colour) and the bar's look come from it.
    ///
    /// With `debug`, every frame is outlined and a legend below the bar
    /// lists the items that are not displayed and why (the drawing is then
    /// taller than the bar).
    ///
    /// - Parameters:
    ///   - geometry: The geometry, from `BarLayout.solve` or read from JSON.
    ///   - debug: Whether to outline every frame and list the hidden items below the bar.
    /// A bar with a status-bar band (`geometry.bar.statusBar`) is drawn below it: the picture is taller by the
    /// band's height.
    ///
    /// - Returns: The drawing, at the geometry's scale.
    /// - Throws: ``RenderError/text(_:)`` when text cannot be shaped or an outline read.
    public func drawing(geometry: BarGeometry, debug: Bool = false) throws(RenderError) -> Drawing {
        var painter = BarPainter(renderer: self, bar: geometry.bar)
        let list = geometry.displayList
        try painter.paintBar(list)
        if debug { try painter.paintDebugOverlay(list, geometry: geometry) }
        if let band = geometry.bar.statusBar { try painter.addStatusBar(band, list: list) }
        return painter.drawing
    }
}

/// Builds the drawing of one bar, or of one moment of a transition.
struct BarPainter {
    /// The renderer (for glyphs and labels).
    let renderer: BarRenderer
    /// The bar's size, direction and look.
    let bar: BarInfo
    /// The colours.
    let palette: BarPalette
    /// Whether the bar is mirrored (icons are mirrored with it).
    let rightToLeft: Bool
    /// The width of a hairline: one pixel.
    let hairline: Double
    /// The drawing so far.
    var drawing: Drawing

    /// A painter for a bar described by `bar`; the drawing starts empty, `bar.width` by `bar.height`.
    init(renderer: BarRenderer, bar: BarInfo) {
        self.renderer = renderer
        self.bar = bar
        palette = BarPalette(bar: bar)
        rightToLeft = bar.layoutDirection == .rightToLeft
        hairline = 1 / max(1, bar.scale)
        drawing = Drawing(width: bar.width, height: bar.height, scale: bar.scale)
        // What a dark bar is seen over: the dark system background (L35), so a transparent bar still reads dark.
        if let backdrop = bar.colors.backdrop {
            drawing.fill(
                .rect(Frame(x: 0, y: 0, width: bar.width, height: bar.height)), RGBA(backdrop), layer: .background,
                name: "backdrop")
        }
    }

    /// Draws `list`: every node with an alpha above 0, in order (L16, L20: an inline title under a large title has
    /// alpha 0 and draws nothing).
    mutating func paintBar(_ list: DisplayList) throws(RenderError) {
        try paint(list.nodes)
    }
}
