import TextMetrics

/// The direction items are laid out in.
public enum LayoutDirection: String, Codable, Sendable, CaseIterable, Hashable {
    /// Leading is left.
    case leftToRight
    /// Leading is right: the bar is mirrored (L13).
    case rightToLeft
}

/// The bar style (`UIBarStyle`), kept for renderers (seeds 001, 004).
public enum BarStyle: String, Codable, Sendable, CaseIterable, Hashable {
    /// A light bar.
    case `default`
    /// A dark bar.
    case black
}

/// Everything needed to lay out one bar: the input of the solver.
///
/// Its JSON form is the scene format of `docs/FORMATS.md`.
public struct Scene: Hashable, Sendable {
    /// The bar width in points.
    public var width: Double
    /// `default` or `compact`; a prompt on the top item selects the prompt variant (L11).
    public var metrics: BarMetrics
    /// The layout direction.
    public var layoutDirection: LayoutDirection
    /// Pixels per point; frames are rounded to this grid (L15).
    public var scale: Double
    /// The profile the bar is laid out with: a bundled profile's name or the path of a profile JSON file
    /// (`ProfileReference.default`, `ios17`, when the scene names none).
    public var profile: ProfileReference
    /// The bar's own appearance, laid over the shared default.
    public var appearance: Appearance
    /// The item stack, bottom first.
    public var items: [NavigationItem]
    /// The bar style, for renderers.
    public var barStyle: BarStyle
    /// The tint colour, for renderers.
    public var tintColor: Color?
    /// Whether the bar is translucent, for renderers.
    public var translucent: Bool
    /// The scene format version the document declares (`schemaVersion`), or `nil` when it declares none.
    ///
    /// The only version is `Scene.currentSchemaVersion` (1); it has no effect on layout.
    public var schemaVersion: Int?
    /// What the scene shows (`description` in JSON), for people reading fixtures; no effect on layout.
    public var summary: String?
    /// The rules and model semantics the scene exercises (`covers`), such as `L8` or
    /// `seed000.leftBarButtonItem`; no effect on layout.
    public var covers: [String]
    /// The device idiom (`phone` by default); selects the profile's per-idiom values (L18).
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// The safe area's left and right insets: the content is inset, the background is not (L16).
    public var safeAreaInsets: SafeAreaInsets
    /// Whether the bar shows large titles (`UINavigationBar.prefersLargeTitles`, iOS 11; L19).
    public var prefersLargeTitles: Bool
    /// Points the content is scrolled under the bar (`scrollOffset`); 0 is the content at its top, negative an
    /// over-scroll. At most 0 the content is at the scroll edge (L30), and under a large title in its own row
    /// until the row has collapsed; it collapses or stretches the large-title row (L20, L21).
    public var scrollOffset: Double
    /// The bar's iOS 13 appearances (`standardAppearance`, … at the scene's top level), used under a profile
    /// that supports them (L30–L33).
    public var appearances: BarAppearanceSlots
    /// The scene's identifier (`id`), for matching results to inputs: `navbar batch` writes it on
    /// the scene's output line; no effect on layout.
    public var id: String?
    /// The reader's preferred text size (`large` by default); sizes text by the profile's `dynamicType` table
    /// (L50), and is ignored by a profile without one.
    public var contentSizeCategory: ContentSizeCategory
    /// The language the bar's UIKit strings are in (`locale`, a BCP 47 tag such as `de` or `pt-BR`), or `nil` for
    /// the profile's (English): picks the generic back title and the system items' titles from the bundled table
    /// (`SystemStrings`). Decoding a scene with a right-to-left language and no `layoutDirection` lays it out right
    /// to left.
    public var locale: String?
    /// The device the scene is on (`device`, a name from `DeviceCatalog.bundled`), or `nil`. Decoding a scene
    /// with one takes the width, scale, safe area, idiom, size classes and bar metrics from it for `orientation`,
    /// except the keys the scene sets itself (`Scene.applyDevice`).
    public var device: String?
    /// How the device is held (`orientation`); `nil` is portrait. Only a scene with a device may set it.
    public var orientation: DeviceOrientation?
    /// The device's multitasking window (`window`, such as `1/3` or `slideOver` on an iPad), or `nil` for the
    /// full screen.
    public var window: String?
    /// The horizontal size class (`horizontalSizeClass`), or `nil`: then the device's, else none (the
    /// profile's width steps choose the layout margin, L17).
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// The vertical size class (`verticalSizeClass`), or `nil`: then the device's, else as `width`, idiom and
    /// metrics imply (`effectiveVerticalSizeClass`).
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// Whether the Bold Text setting is on (`boldText`, UIKit's `legibilityWeight == .bold`): every text style
    /// takes the heavier weight the profile's `boldTextWeights` gives it (L63); ignored by a profile without
    /// one (`ios6`, `ios7`).
    public var boldText = false
    /// Font files added to the fallback chain (`fonts`: `prepend` before every family, `append` after the bundled
    /// fallbacks), paths relative to the scene file (`resolvingFontPaths(relativeTo:)`) or absolute; the
    /// profile's `fonts` come after them.
    public var fonts = FallbackFonts()
    /// Light or dark (`userInterfaceStyle`, `light` by default): the system colours a profile with them resolves
    /// for (L35); a profile without them (`ios6`, `ios7`) ignores it and follows `barStyle`.
    public var userInterfaceStyle: UserInterfaceStyle = .light
    /// Whether a picture of the bar shows the status-bar band above it (`statusBar`); `nil` shows it when the
    /// scene names a device (``StatusBarBand``). No effect on the bar's frames.
    public var statusBar: Bool?

    /// Creates a scene.
    ///
    /// - Parameters:
    ///   - width: The bar width in points.
    ///   - metrics: `default` or `compact`; a prompt on the top item selects the prompt variant (L11).
    ///   - layoutDirection: The layout direction.
    ///   - scale: Pixels per point; frames are rounded to this grid (L15).
    ///   - profile: A bundled profile's name or the path of a profile JSON file (`ProfileReference.default`,
    ///     `ios17`, when not given).
    ///   - appearance: The bar's own appearance, laid over the shared default.
    ///   - items: The item stack, bottom first.
    ///   - barStyle: The bar style, for renderers.
    ///   - tintColor: The tint colour, for renderers.
    ///   - translucent: Whether the bar is translucent, for renderers.
    ///   - schemaVersion: The scene format version the document declares (`schemaVersion`), or `nil` when it declares none.
    ///   - summary: What the scene shows (`description` in JSON), for people reading fixtures; no effect on layout.
    ///   - covers: The rules and model semantics the scene exercises (`covers`), such as `L8` or `seed000.leftBarButtonItem`; no effect on layout.
    ///   - userInterfaceIdiom: The device idiom (`phone` by default); selects the profile's per-idiom values (L18).
    ///   - safeAreaInsets: The safe area's left and right insets: the content is inset, the background is not (L16).
    ///   - prefersLargeTitles: Whether the bar shows large titles (L19).
    ///   - scrollOffset: Points the content is scrolled under the bar; at most 0 is the scroll edge (L30), as is
    ///     any offset under a large title's row until it has collapsed; it collapses or stretches that row (L20, L21).
    ///   - appearances: The bar's iOS 13 appearances (L30–L33).
    ///   - id: The scene's identifier, for matching results to inputs; no effect on layout.
    ///   - contentSizeCategory: The reader's preferred text size (`large` by default); sizes text by the profile's
    ///     `dynamicType` table (L50).
    ///   - locale: The language of the bar's UIKit strings (a BCP 47 tag), or `nil` for the profile's.
    ///   - device: The device's name, recorded; `applyDevice(_:orientation:window:keeping:)` applies its values.
    ///   - orientation: How the device is held; `nil` is portrait.
    ///   - window: The device's multitasking window, or `nil` for the full screen.
    ///   - horizontalSizeClass: The horizontal size class, or `nil` for none.
    ///   - verticalSizeClass: The vertical size class, or `nil` for the one `width`, idiom and metrics imply.
    public init(
        width: Double, metrics: BarMetrics = .default, layoutDirection: LayoutDirection = .leftToRight,
        scale: Double = 2, profile: ProfileReference = .default, appearance: Appearance = Appearance(),
        items: [NavigationItem], barStyle: BarStyle = .default, tintColor: Color? = nil, translucent: Bool = true,
        schemaVersion: Int? = nil, summary: String? = nil, covers: [String] = [],
        userInterfaceIdiom: UserInterfaceIdiom = .phone, safeAreaInsets: SafeAreaInsets = .zero,
        prefersLargeTitles: Bool = false, scrollOffset: Double = 0,
        appearances: BarAppearanceSlots = BarAppearanceSlots(), id: String? = nil,
        contentSizeCategory: ContentSizeCategory = .large, locale: String? = nil, device: String? = nil,
        orientation: DeviceOrientation? = nil, window: String? = nil,
        horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil
    ) {
        self.width = width
        self.metrics = metrics
        self.layoutDirection = layoutDirection
        self.scale = scale
        self.profile = profile
        self.appearance = appearance
        self.items = items
        self.barStyle = barStyle
        self.tintColor = tintColor
        self.translucent = translucent
        self.schemaVersion = schemaVersion
        self.summary = summary
        self.covers = covers
        self.userInterfaceIdiom = userInterfaceIdiom
        self.safeAreaInsets = safeAreaInsets
        self.prefersLargeTitles = prefersLargeTitles
        self.scrollOffset = scrollOffset
        self.appearances = appearances
        self.id = id
        self.contentSizeCategory = contentSizeCategory
        self.locale = locale
        self.device = device
        self.orientation = orientation
        self.window = window
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }
}
