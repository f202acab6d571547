/// How a bar's background is configured before its own colours apply (`configureWith…Background`, iOS 13).
public enum BarBackgroundConfiguration: String, Codable, Sendable, CaseIterable, Hashable {
    /// `configureWithDefaultBackground()`: the system's translucent material and shadow.
    case `default`
    /// `configureWithOpaqueBackground()`: an opaque colour for the theme, with the shadow.
    case opaque
    /// `configureWithTransparentBackground()`: no background and no shadow.
    case transparent
}

/// A background blur style (`UIBlurEffect.Style`), or none.
public enum BackgroundEffect: String, Codable, Sendable, CaseIterable, Hashable {
    /// No blur.
    case none
    /// `.extraLight`.
    case extraLight
    /// `.light`.
    case light
    /// `.dark`.
    case dark
    /// `.regular`.
    case regular
    /// `.prominent`.
    case prominent
    /// `.systemUltraThinMaterial`.
    case systemUltraThinMaterial
    /// `.systemThinMaterial`.
    case systemThinMaterial
    /// `.systemMaterial`.
    case systemMaterial
    /// `.systemThickMaterial`.
    case systemThickMaterial
    /// `.systemChromeMaterial`, the default bar material.
    case systemChromeMaterial
    /// `.systemUltraThinMaterialLight`.
    case systemUltraThinMaterialLight
    /// `.systemThinMaterialLight`.
    case systemThinMaterialLight
    /// `.systemMaterialLight`.
    case systemMaterialLight
    /// `.systemThickMaterialLight`.
    case systemThickMaterialLight
    /// `.systemChromeMaterialLight`.
    case systemChromeMaterialLight
    /// `.systemUltraThinMaterialDark`.
    case systemUltraThinMaterialDark
    /// `.systemThinMaterialDark`.
    case systemThinMaterialDark
    /// `.systemMaterialDark`.
    case systemMaterialDark
    /// `.systemThickMaterialDark`.
    case systemThickMaterialDark
    /// `.systemChromeMaterialDark`.
    case systemChromeMaterialDark
}

/// The look of one kind of bar button (`UIBarButtonItemAppearance`, iOS 13), state normal only.
public struct BarButtonItemAppearance: Hashable, Sendable {
    /// The title's text attributes; unset fields keep the profile's.
    public var titleTextAttributes: TextAttributes
    /// Moves the button's title inside the button.
    public var titlePositionAdjustment: Offset

    /// Creates a button appearance.
    ///
    /// - Parameters:
    ///   - titleTextAttributes: The title's text attributes; unset fields keep the profile's.
    ///   - titlePositionAdjustment: Moves the button's title inside the button.
    public init(titleTextAttributes: TextAttributes = TextAttributes(), titlePositionAdjustment: Offset = .zero) {
        self.titleTextAttributes = titleTextAttributes
        self.titlePositionAdjustment = titlePositionAdjustment
    }
}

/// A navigation bar appearance in the iOS 13 shape (`UINavigationBarAppearance`).
///
/// Used only under a profile with `appearanceBackgrounds` (`ios17`): L30–L33.
/// Its background starts from `background` (one of the `configureWith…`
/// methods, with the profile's values) and the colours and effect set here
/// replace the configured ones.
public struct BarAppearance: Hashable, Sendable {
    /// Which `configureWith…Background` the appearance starts from (`default` for `UINavigationBarAppearance()`).
    public var background: BarBackgroundConfiguration
    /// The background colour, over the configured one.
    public var backgroundColor: Color?
    /// The shadow (hairline) colour, over the configured one.
    public var shadowColor: Color?
    /// The background blur, over the configured one.
    public var backgroundEffect: BackgroundEffect?
    /// The inline title's text attributes.
    public var titleTextAttributes: TextAttributes
    /// The large title's text attributes (read by the large-title layout).
    public var largeTitleTextAttributes: TextAttributes
    /// Moves the inline title.
    public var titlePositionAdjustment: Offset
    /// Plain (and bordered) text buttons.
    public var buttonAppearance: BarButtonItemAppearance
    /// Done-style text buttons.
    public var doneButtonAppearance: BarButtonItemAppearance
    /// The back button's title.
    public var backButtonAppearance: BarButtonItemAppearance

    /// Creates an appearance; by default `UINavigationBarAppearance()`: the default background, nothing else set.
    ///
    /// - Parameters:
    ///   - background: Which `configureWith…Background` the appearance starts from.
    ///   - backgroundColor: The background colour, over the configured one.
    ///   - shadowColor: The shadow (hairline) colour, over the configured one.
    ///   - backgroundEffect: The background blur, over the configured one.
    ///   - titleTextAttributes: The inline title's text attributes.
    ///   - largeTitleTextAttributes: The large title's text attributes.
    ///   - titlePositionAdjustment: Moves the inline title.
    ///   - buttonAppearance: Plain (and bordered) text buttons.
    ///   - doneButtonAppearance: Done-style text buttons.
    ///   - backButtonAppearance: The back button's title.
    public init(
        background: BarBackgroundConfiguration = .default, backgroundColor: Color? = nil, shadowColor: Color? = nil,
        backgroundEffect: BackgroundEffect? = nil, titleTextAttributes: TextAttributes = TextAttributes(),
        largeTitleTextAttributes: TextAttributes = TextAttributes(), titlePositionAdjustment: Offset = .zero,
        buttonAppearance: BarButtonItemAppearance = BarButtonItemAppearance(),
        doneButtonAppearance: BarButtonItemAppearance = BarButtonItemAppearance(),
        backButtonAppearance: BarButtonItemAppearance = BarButtonItemAppearance()
    ) {
        self.background = background
        self.backgroundColor = backgroundColor
        self.shadowColor = shadowColor
        self.backgroundEffect = backgroundEffect
        self.titleTextAttributes = titleTextAttributes
        self.largeTitleTextAttributes = largeTitleTextAttributes
        self.titlePositionAdjustment = titlePositionAdjustment
        self.buttonAppearance = buttonAppearance
        self.doneButtonAppearance = doneButtonAppearance
        self.backButtonAppearance = backButtonAppearance
    }
}

/// The four appearance slots of a bar or a navigation item (iOS 13; `compactScrollEdge` iOS 15).
public enum AppearanceSlot: String, Codable, Sendable, CaseIterable, Hashable {
    /// `standardAppearance`: default metrics, scrolled.
    case standard
    /// `compactAppearance`: compact metrics, scrolled.
    case compact
    /// `scrollEdgeAppearance`: default metrics, content at the scroll edge.
    case scrollEdge
    /// `compactScrollEdgeAppearance`: compact metrics, content at the scroll edge.
    case compactScrollEdge

    /// The JSON key of the slot on a scene or navigation item (`standardAppearance`, …).
    public var key: String {
        switch self {
        case .standard: "standardAppearance"
        case .compact: "compactAppearance"
        case .scrollEdge: "scrollEdgeAppearance"
        case .compactScrollEdge: "compactScrollEdgeAppearance"
        }
    }

    /// The position of the slot in `allCases`.
    var index: Int {
        switch self {
        case .standard: 0
        case .compact: 1
        case .scrollEdge: 2
        case .compactScrollEdge: 3
        }
    }
}

/// The appearances set in the four slots of a bar or a navigation item; `nil` slots fall back (L31).
public struct BarAppearanceSlots: Hashable, Sendable {
    /// The slots in the order of `AppearanceSlot.allCases`, or empty when none is set: a scene or navigation
    /// item without appearances (most) carries one empty array instead of four appearances inline, so copying
    /// one moves a few hundred bytes instead of kilobytes.
    private var slots: [BarAppearance?] = []

    /// `standardAppearance`.
    public var standard: BarAppearance? {
        get { self[.standard] }
        set { self[.standard] = newValue }
    }
    /// `compactAppearance`.
    public var compact: BarAppearance? {
        get { self[.compact] }
        set { self[.compact] = newValue }
    }
    /// `scrollEdgeAppearance`.
    public var scrollEdge: BarAppearance? {
        get { self[.scrollEdge] }
        set { self[.scrollEdge] = newValue }
    }
    /// `compactScrollEdgeAppearance`.
    public var compactScrollEdge: BarAppearance? {
        get { self[.compactScrollEdge] }
        set { self[.compactScrollEdge] = newValue }
    }

    /// Creates slots with every slot empty.
    ///
    /// The empty slots of most scenes and items, made without copying four
    /// empty appearances (each a few hundred bytes) through the slot setters.
    public init() {}

    /// Creates slots; every slot is empty by default.
    ///
    /// - Parameters:
    ///   - standard: `standardAppearance`.
    ///   - compact: `compactAppearance`.
    ///   - scrollEdge: `scrollEdgeAppearance`.
    ///   - compactScrollEdge: `compactScrollEdgeAppearance`.
    public init(
        standard: BarAppearance? = nil, compact: BarAppearance? = nil, scrollEdge: BarAppearance? = nil,
        compactScrollEdge: BarAppearance? = nil
    ) {
        self.standard = standard
        self.compact = compact
        self.scrollEdge = scrollEdge
        self.compactScrollEdge = compactScrollEdge
    }

    /// The appearance in `slot`, if set.
    ///
    /// - Parameter slot: The slot.
    public subscript(slot: AppearanceSlot) -> BarAppearance? {
        get { slots.isEmpty ? nil : slots[slot.index] }
        set {
            if slots.isEmpty {
                guard newValue != nil else { return }
                slots = Array(repeating: nil, count: AppearanceSlot.allCases.count)
            }
            slots[slot.index] = newValue
            // Equal slots compare equal: no slot set is always the empty array.
            if slots.allSatisfy({ $0 == nil }) { slots = [] }
        }
    }

    /// Whether no slot is set.
    public var isEmpty: Bool { slots.isEmpty }
}
