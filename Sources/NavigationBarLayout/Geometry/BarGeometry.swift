import TextMetrics

/// Where everything on a bar goes: the output of the solver, its display list and a report of what is not drawn.
///
/// Its parts (back button, items, title, groups, search bar…) are read from the two: a drawn part from its
/// nodes, the rest from the report. Setting a part makes the list and report again from every part, as a solve's
/// last stage does: set parts once, not in a loop. Its JSON form is the geometry format of `docs/FORMATS.md`.
public struct BarGeometry: Hashable, Sendable {
    /// The version of geometry format 1, which is not the default output's (format 2).
    @available(
        *, deprecated,
        message:
            "use GeometryFormat.standard.schemaVersion (the default output's) or GeometryFormat.version1.schemaVersion"
    )
    public static let schemaVersion = 1

    /// Everything the bar draws, as keyed nodes in drawing order: the solver's output, which the renderer,
    /// transitions and format 2's `nodes` read (L16, L2–L11, L19–L21, L40–L46, L64–L75).
    public internal(set) var displayList: DisplayList
    /// What the solve decided that the list does not draw: hidden items and why, the back title's form, the
    /// groups' states, the overflow menu, the search bar's placement, the glass colours, the minimization.
    var report: LayoutReport

    /// The geometry whose list and report draw and describe `parts`.
    init(parts: borrowing BarParts) {
        displayList = parts.displayList
        report = LayoutReport(parts, nodes: displayList.nodes)
    }

    /// The parts the list and report describe, read from them; set, the list and report are made again.
    var parts: BarParts {
        get { BarParts(list: displayList, report: report) }
        set { self = BarGeometry(parts: newValue) }
    }

    /// The bar itself.
    public var bar: BarInfo {
        get { displayList.bar }
        set { parts.bar = newValue }
    }
    /// The prompt, when the top item has one.
    public var prompt: PromptGeometry? {
        get { displayList.nodes.first { $0.kind == .prompt }.flatMap(TextGeometry.init(node:)) }
        set { parts.prompt = newValue }
    }
    /// The back button, when one is shown (L2).
    public var backButton: BackButtonGeometry? {
        get { parts.backButton }
        set { parts.backButton = newValue }
    }
    /// The left items in array order, displayed or not.
    public var leftItems: [ItemGeometry] {
        get {
            BarParts.items(report.leftItems, side: .left, nodes: displayList.nodes)
        }
        set { parts.leftItems = newValue }
    }
    /// The right items in array order (the first is outermost), displayed or not.
    public var rightItems: [ItemGeometry] {
        get {
            BarParts.items(report.rightItems, side: .right, nodes: displayList.nodes)
        }
        set { parts.rightItems = newValue }
    }
    /// The title or title view, when the top item has one.
    public var title: TitleGeometry? {
        get {
            report.title.map { record in
                BarParts.title(record, node: displayList.nodes.first { $0.kind == .title || $0.kind == .titleView })
            }
        }
        set { parts.title = newValue }
    }
    /// The large title, when one shows (L19).
    public var largeTitle: LargeTitleGeometry? {
        get { parts.largeTitle }
        set { parts.largeTitle = newValue }
    }
    /// Whether geometry format 1 writes a `largeTitle` key (`null` when none shows) and the title's `alpha`:
    /// when the bar prefers large titles under a profile that has them (L19). Format 2 writes both always.
    var writesLargeTitleKey: Bool {
        get { report.writesLargeTitleKey }
        set { report.writesLargeTitleKey = newValue }
    }
    /// Whether the geometry reports large titles in format 1 (its `largeTitle` key and the title's `alpha`).
    @available(
        *, deprecated,
        message: "Kept only for format 1's bytes; read largeTitle, or the largeTitle node of displayList"
    )
    public var reportsLargeTitle: Bool {
        get { report.writesLargeTitleKey }
        set { report.writesLargeTitleKey = newValue }
    }
    /// The iOS 16 groups, overflow button and menu (L40–L46); `nil` for a bar whose item uses no groups and shows
    /// no overflow button.
    public var itemGroups: ItemGroupsGeometry? {
        get { parts.itemGroups }
        set { parts.itemGroups = newValue }
    }
    /// L64–L69, L78: the glass a glass profile adds (capsules, subtitles, badges), or `nil` under other profiles.
    public var glass: GlassGeometry? {
        get {
            report.glass.map { BarParts.glass($0.value, nodes: displayList.nodes, at: NodesByKind(displayList.nodes)) }
        }
        set { parts.glass = newValue }
    }
    /// The search bar, when the top item has one under a profile with a `search` section (L70).
    public var search: SearchGeometry? {
        get {
            report.search.flatMap {
                BarParts.search($0.value, nodes: displayList.nodes, at: NodesByKind(displayList.nodes))
            }
        }
        set { parts.search = newValue }
    }
    /// L81: whether the bar is minimized at the scene's scroll offset, when the top item sets
    /// `navigationBarMinimization` under a profile that follows it (`ios27`); `nil` otherwise.
    public var minimization: MinimizationGeometry? {
        get { report.minimization }
        set { report.minimization = newValue }
    }

    /// Creates geometry.
    ///
    /// - Parameters:
    ///   - bar: The bar itself.
    ///   - prompt: The prompt, when the top item has one.
    ///   - backButton: The back button, when one is shown (L2).
    ///   - leftItems: The left items in array order, displayed or not.
    ///   - rightItems: The right items in array order (the first is outermost), displayed or not.
    ///   - title: The title or title view, when the top item has one.
    ///   - largeTitle: The large title, when one shows (L19).
    ///   - reportsLargeTitle: Whether the geometry reports large titles (the `largeTitle` key, the title's `alpha`).
    public init(
        bar: BarInfo, prompt: PromptGeometry? = nil, backButton: BackButtonGeometry? = nil,
        leftItems: [ItemGeometry] = [], rightItems: [ItemGeometry] = [], title: TitleGeometry? = nil,
        largeTitle: LargeTitleGeometry? = nil, reportsLargeTitle: Bool = false
    ) {
        self.init(
            parts: BarParts(
                bar: bar, prompt: prompt, backButton: backButton, leftItems: leftItems, rightItems: rightItems,
                title: title, largeTitle: largeTitle, reportsLargeTitle: reportsLargeTitle))
    }
}

/// The bar: its size, the settings the layout used, and how the scene and profile say it looks.
public struct BarInfo: Hashable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points, for the metrics used.
    public var height: Double
    /// The metrics actually used (a prompt selects the prompt variant).
    public var metrics: BarMetrics
    /// The layout direction.
    public var layoutDirection: LayoutDirection
    /// Pixels per point.
    public var scale: Double
    /// The profile's name.
    public var profile: String
    /// The frame of the content row: the bar less the prompt band, and less the safe area's insets (L16).
    public var contentFrame: Frame
    /// The frame the bar's background fills as geometry format 1 writes it: the whole bar, under the safe area's
    /// insets too (L16); `nil` (not written) unless the profile has a layout-margin rule or the scene has
    /// safe-area insets or the `pad` idiom. Format 2 and the display list always give it.
    var format1BackgroundFrame: Frame?
    /// The frame the bar's background fills (L16), when format 1 writes it; `nil` otherwise.
    @available(
        *, deprecated,
        message: "Optional only for format 1's bytes; read the frame of the background node of displayList"
    )
    public var backgroundFrame: Frame? {
        get { format1BackgroundFrame }
        set { format1BackgroundFrame = newValue }
    }
    /// The layout margin used (L17), when the profile has a layout-margin rule.
    public var layoutMargin: Double?
    /// The iOS 13 appearance used (L30–L33), when the profile supports them and the scene sets one; `nil` (not
    /// written) otherwise.
    public var appearance: BarAppearanceGeometry?
    /// The scene's bar style (for renderers).
    public var barStyle: BarStyle
    /// The scene's tint colour, if any (for renderers).
    public var tintColor: Color?
    /// Whether the bar is translucent (for renderers).
    public var translucent: Bool
    /// Whether the profile draws bordered buttons, the iOS 5–6 look: it borders text buttons, or its back
    /// button for the metrics used is bordered (for renderers).
    public var bordered: Bool
    /// The style the colours were resolved for (L35): the scene's under a profile with system colours, `dark` for
    /// a `black` bar, else `light`.
    public var userInterfaceStyle: UserInterfaceStyle
    /// The profile's system colours that ``colors`` resolve from (L35), shared by every bar of the profile, or
    /// `nil` for the iOS 5–7 look of `barStyle`.
    var systemColors: Shared<SystemColors>?
    /// Colours given as they are (set, or read from geometry that disagrees with its profile), which win.
    var givenColors: Shared<BarColors>?
    /// What ``statusBar`` is resolved from when asked for, or `nil` for no band.
    var statusBarSource: Shared<StatusBarSource>?

    /// Creates bar info.
    ///
    /// - Parameters:
    ///   - width: The width in points.
    ///   - height: The height in points, for the metrics used.
    ///   - metrics: The metrics actually used (a prompt selects the prompt variant).
    ///   - layoutDirection: The layout direction.
    ///   - scale: Pixels per point.
    ///   - profile: The profile's name.
    ///   - contentFrame: The frame of the content row (the bar less the prompt band).
    ///   - barStyle: The scene's bar style.
    ///   - tintColor: The scene's tint colour, if any.
    ///   - translucent: Whether the bar is translucent.
    ///   - bordered: Whether the profile draws bordered buttons (the iOS 5–6 look).
    ///   - backgroundFrame: The frame of the bar's background across the full width, when the bar uses safe-area
    ///     insets, layout margins or an idiom of its own (L16); `nil` otherwise.
    ///   - layoutMargin: The layout margin used (L17), or `nil` when the profile has none.
    ///   - appearance: The iOS 13 appearance used (L30–L33), or `nil` when none is in use.
    ///   - userInterfaceStyle: The style the colours were resolved for, or `nil`: `dark` for a `black` bar, else
    ///     `light`.
    ///   - colors: The colours, or `nil` for the iOS 5–7 look of `barStyle` (``BarColors/init(legacy:tint:translucent:bordered:)``).
    ///   - statusBar: The status-bar band a picture draws above the bar, or `nil`.
    public init(
        width: Double, height: Double, metrics: BarMetrics, layoutDirection: LayoutDirection, scale: Double,
        profile: String, contentFrame: Frame, barStyle: BarStyle = .default, tintColor: Color? = nil,
        translucent: Bool = true, bordered: Bool = false, backgroundFrame: Frame? = nil, layoutMargin: Double? = nil,
        appearance: BarAppearanceGeometry? = nil, userInterfaceStyle: UserInterfaceStyle? = nil,
        colors: BarColors? = nil, statusBar: StatusBarBand? = nil
    ) {
        self.width = width
        self.height = height
        self.metrics = metrics
        self.layoutDirection = layoutDirection
        self.scale = scale
        self.profile = profile
        self.contentFrame = contentFrame
        self.barStyle = barStyle
        self.tintColor = tintColor
        self.translucent = translucent
        self.bordered = bordered
        format1BackgroundFrame = backgroundFrame
        self.layoutMargin = layoutMargin
        self.appearance = appearance
        self.userInterfaceStyle = userInterfaceStyle ?? (barStyle == .black ? .dark : .light)
        givenColors = colors.map { Shared($0) }
        statusBarSource = statusBar.map { Shared(.given($0)) }
    }
}

/// A line of text placed on the bar, with everything needed to draw it.
public struct TextGeometry: Hashable, Sendable {
    /// The text shown (cut with an ellipsis when `truncated`).
    public var text: String
    /// Whether the text was cut to fit.
    public var truncated: Bool
    /// Its frame: the advance width by the line height.
    public var frame: Frame
    /// The style it is set in, as the solver resolved it from the profile and the appearance (L7, L12).
    public var style: TextStyle
    /// The `y` of its baseline: the line (ascent above, descent below) centred in `frame`.
    public var baseline: Double
    /// The colour the appearance gives it, or `nil` when the appearance gives none.
    public var color: Color?
    /// The fonts that measured it, once attached (``BarGeometry/attachingFonts(measurer:)``); written by
    /// format 2 as `fontFamily` and `missingCharacters`.
    public var fonts: TextFonts?

    /// Creates text geometry.
    ///
    /// - Parameters:
    ///   - text: The text shown (cut with an ellipsis when `truncated`).
    ///   - truncated: Whether the text was cut to fit.
    ///   - frame: Its frame: the advance width by the line height.
    ///   - style: The style it is set in.
    ///   - baseline: The `y` of its baseline.
    ///   - color: The colour the appearance gives it, if any.
    public init(
        text: String, truncated: Bool = false, frame: Frame, style: TextStyle, baseline: Double, color: Color? = nil
    ) {
        self.text = text
        self.truncated = truncated
        self.frame = frame
        self.style = style
        self.baseline = baseline
        self.color = color
    }
}

/// The prompt above the content row (L11).
public typealias PromptGeometry = TextGeometry

/// Which form of its title the back button shows (L4).
public enum BackTitleForm: String, Codable, Sendable, CaseIterable, Hashable {
    /// The back item's own title (or its back bar button item's title).
    case full
    /// The profile's generic back title ("Back").
    case generic
    /// No title: the indicator only.
    case none
}

/// Where the back button's content came from (L3).
public enum BackButtonSource: String, Codable, Sendable, CaseIterable, Hashable {
    /// The back item's `backBarButtonItem`.
    case backBarButtonItem
    /// The back item's title.
    case backItemTitle
    /// The profile's generic back title: the back item has no title, or its display mode is `generic` (L3.1).
    case genericTitle
    /// The back item's `backButtonTitle` (iOS 11; L3.1).
    case backButtonTitle
    /// No title: the back item's display mode is `minimal` (iOS 14; L3.1).
    case minimalDisplayMode
}

/// The back indicator (chevron).
public struct IndicatorGeometry: Hashable, Sendable {
    /// Its frame.
    public var frame: Frame
    /// Whether it is drawn mirrored, pointing right (L13).
    public var flipped: Bool

    /// Creates indicator geometry.
    ///
    /// - Parameters:
    ///   - frame: Its frame.
    ///   - flipped: Whether it is drawn mirrored, pointing right (L13).
    public init(frame: Frame, flipped: Bool) {
        self.frame = frame
        self.flipped = flipped
    }
}

/// The back button (L2–L4).
public struct BackButtonGeometry: Hashable, Sendable {
    /// The whole button.
    public var frame: Frame
    /// The indicator.
    public var indicator: IndicatorGeometry
    /// The form of the title shown.
    public var form: BackTitleForm
    /// The title, unless `form` is `none`.
    public var title: TextGeometry?
    /// The image of a back bar button item with an image.
    public var image: Frame?
    /// Where the content came from.
    public var source: BackButtonSource
    /// Whether the button is drawn bordered (iOS 5–6).
    public var bordered: Bool

    /// Creates back button geometry.
    ///
    /// - Parameters:
    ///   - frame: The whole button.
    ///   - indicator: The indicator.
    ///   - form: The form of the title shown.
    ///   - title: The title, unless `form` is `none`.
    ///   - image: The image of a back bar button item with an image.
    ///   - source: Where the content came from.
    ///   - bordered: Whether the button is drawn bordered (iOS 5–6).
    public init(
        frame: Frame, indicator: IndicatorGeometry, form: BackTitleForm, title: TextGeometry?, image: Frame? = nil,
        source: BackButtonSource, bordered: Bool = false
    ) {
        self.frame = frame
        self.indicator = indicator
        self.form = form
        self.title = title
        self.image = image
        self.source = source
        self.bordered = bordered
    }
}

/// Why an item is not displayed (L8).
public enum HiddenReason: String, Codable, Sendable, CaseIterable, Hashable {
    /// It would overlap the span reserved for the title view.
    case overlapsTitleView
    /// It would overlap the items placed on the other side.
    case overlapsOppositeItems
    /// It would leave the bar.
    case outsideBar
    /// An item before it in the order of importance was not displayed.
    case lowerPriority
    /// A leading item making way for the top item's iOS 17 `inline` large title (L19; UIKit moves it to the
    /// overflow menu).
    case inlineLargeTitle
    /// L42: its group collapsed to the group's representative item.
    case collapsed
    /// L43: it moved into the overflow menu.
    case inOverflow
    /// L44: it never moves into the overflow menu (a fixed or pinned group) and the bar has no room for it.
    case noRoom
    /// L43: a space whose group moved into the overflow menu: spaces are not menu entries.
    case notInMenu
    /// L75: the content row gave way to the active search bar.
    case searchActive
}

/// What kind of thing a bar button item is, in the geometry.
public enum ItemKindName: String, Codable, Sendable, CaseIterable, Hashable {
    /// A text item.
    case text
    /// An image item (system image items included).
    case image
    /// A custom view.
    case customView
    /// A fixed space.
    case fixedSpace
    /// A flexible space.
    case flexibleSpace
}

/// Where a bar button item is: displayed with its frame and content, or hidden for a reason (L8).
public enum ItemPlacement: Hashable, Sendable {
    /// Displayed at `frame`, with its title (text items) and image (image items).
    case displayed(frame: Frame, title: TextGeometry? = nil, image: Frame? = nil)
    /// Not displayed, for `reason`.
    case hidden(reason: HiddenReason)
}

/// A left or right bar button item (L5–L8, L10).
///
/// The placement is kept in its parts (`frame`, `title`, `image`, `hiddenReason`), not as an `ItemPlacement`,
/// so rounding, mirroring and baselines change a frame or title where it is: rebuilding the enum copied its
/// title (two strings retained) through the runtime's generic value witnesses.
public struct ItemGeometry: Hashable, Sendable {
    /// The item's `id`, if it has one.
    public var id: String?
    /// What the item is.
    public var kind: ItemKindName
    /// The item's style, for text items.
    public var style: BarButtonItemStyle?
    /// The system item, if it is one.
    public var systemItem: SystemItem?
    /// Whether it is drawn bordered.
    public var bordered: Bool
    /// Its frame; `nil` when it is not displayed.
    public internal(set) var frame: Frame?
    /// Its title; `nil` unless it is a displayed text item.
    public internal(set) var title: TextGeometry?
    /// Its image; `nil` unless it is a displayed image item.
    public internal(set) var image: Frame?
    /// Why the item is not displayed; `nil` when it is.
    public internal(set) var hiddenReason: HiddenReason?
    /// The item's iOS 26 and 27 properties, for the glass pass (L64–L69, L78); not part of the geometry formats.
    public internal(set) var glass: GlassItemOptions {
        get { glassBox?.options ?? GlassItemOptions() }
        set { glassBox = .boxing(newValue) }
    }
    /// Where `glass` is kept: `nil` for the defaults (every item under a profile without glass).
    var glassBox: GlassItemBox?

    /// Creates item geometry.
    ///
    /// - Parameters:
    ///   - id: The item's `id`, if it has one.
    ///   - kind: What the item is.
    ///   - style: The item's style, for text items.
    ///   - systemItem: The system item, if it is one.
    ///   - placement: Displayed (with its frame, title and image) or hidden (with the reason).
    ///   - bordered: Whether it is drawn bordered.
    public init(
        id: String?, kind: ItemKindName, style: BarButtonItemStyle? = nil, systemItem: SystemItem? = nil,
        placement: ItemPlacement, bordered: Bool = false
    ) {
        self.id = id
        self.kind = kind
        self.style = style
        self.systemItem = systemItem
        self.bordered = bordered
        self.placement = placement
    }

    /// Item geometry from its placement's parts: displayed at `frame` with `title` and `image`.
    init(
        id: String?, kind: ItemKindName, style: BarButtonItemStyle?, systemItem: SystemItem?, bordered: Bool,
        frame: Frame, title: consuming TextGeometry?, image: Frame?, glass: GlassItemBox? = nil
    ) {
        self.glassBox = glass
        self.id = id
        self.kind = kind
        self.style = style
        self.systemItem = systemItem
        self.bordered = bordered
        self.frame = frame
        self.title = title
        self.image = image
    }

    /// Displayed (with its frame, title and image) or hidden (with the reason).
    public var placement: ItemPlacement {
        get {
            if let frame { return .displayed(frame: frame, title: title, image: image) }
            // Only a displayed item lacks a reason.
            return .hidden(reason: hiddenReason ?? .lowerPriority)
        }
        set {
            switch newValue {
            case .displayed(let frame, let title, let image):
                (self.frame, self.title, self.image, hiddenReason) = (frame, title, image, nil)
            case .hidden(let reason):
                (frame, title, image, hiddenReason) = (nil, nil, nil, reason)
            }
        }
    }

    /// Whether the item is displayed.
    public var displayed: Bool { frame != nil }
}

/// Whether the centre shows text or a custom view.
public enum TitleKind: String, Codable, Sendable, CaseIterable, Hashable {
    /// The item's title text.
    case text
    /// The item's title view.
    case view
}

/// Where the title is: displayed at a frame, or not displayed (L9).
public enum TitlePlacement: Hashable, Sendable {
    /// Displayed at `frame`; a text title's baseline is at `baseline` (`nil` for a title view).
    case displayed(frame: Frame, baseline: Double? = nil)
    /// Not displayed: not even the cut text (or the shrunk view) fits.
    case hidden
}

/// The title or title view (L9).
public struct TitleGeometry: Hashable, Sendable {
    /// Text or view.
    public var kind: TitleKind
    /// The text shown, for a text title.
    public var text: String?
    /// Whether the text was cut, or the view shrunk.
    public var truncated: Bool
    /// The style a text title is set in (L7, L12); `nil` for a view.
    public var style: TextStyle?
    /// The colour the appearance gives a text title (`titleTextAttributes`), if any.
    public var color: Color?
    /// Displayed (with its frame) or not.
    public var placement: TitlePlacement
    /// Its opacity as geometry format 1 writes it: 0 while the large title shows, 1 once it has collapsed (L20),
    /// under a bar that prefers large titles; `nil` (not written, opaque) otherwise.
    var format1Alpha: Double?
    /// Its opacity when the bar reports large titles (L20); `nil` otherwise.
    @available(
        *, deprecated,
        message: "Optional only for format 1's bytes; read the alpha of the title node of displayList"
    )
    public var alpha: Double? {
        get { format1Alpha }
        set { format1Alpha = newValue }
    }
    /// The fonts that measured a text title, once attached (``BarGeometry/attachingFonts(measurer:)``).
    public var fonts: TextFonts?

    /// Creates title geometry.
    ///
    /// - Parameters:
    ///   - kind: Text or view.
    ///   - text: The text shown, for a text title.
    ///   - truncated: Whether the text was cut, or the view shrunk.
    ///   - style: The style a text title is set in; `nil` for a view.
    ///   - color: The colour the appearance gives a text title, if any.
    ///   - placement: Displayed (with its frame) or not.
    ///   - alpha: Its opacity when the bar reports large titles (L20); `nil` otherwise.
    public init(
        kind: TitleKind, text: String?, truncated: Bool, style: TextStyle? = nil, color: Color? = nil,
        placement: TitlePlacement, alpha: Double? = nil
    ) {
        self.kind = kind
        self.text = text
        self.truncated = truncated
        self.style = style
        self.color = color
        self.placement = placement
        format1Alpha = alpha
    }

    /// Whether it is displayed.
    public var displayed: Bool {
        if case .displayed = placement { return true }
        return false
    }

    /// Its frame; `nil` when it is not displayed.
    public var frame: Frame? {
        if case .displayed(let frame, _) = placement { return frame }
        return nil
    }

    /// The `y` of a displayed text title's baseline; `nil` for a view or when not displayed.
    public var baseline: Double? {
        if case .displayed(_, let baseline) = placement { return baseline }
        return nil
    }

    /// The displayed text title as a line of text (text, frame, style, baseline, colour); `nil` otherwise.
    public var textLine: TextGeometry? {
        guard let text, let style, case .displayed(let frame, let baseline?) = placement else { return nil }
        return TextGeometry(
            text: text, truncated: truncated, frame: frame, style: style, baseline: baseline, color: color)
    }
}
