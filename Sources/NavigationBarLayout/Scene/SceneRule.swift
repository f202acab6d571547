import JSONFormat
import TextMetrics

/// A rule a scene's values follow, with the one message reported when a value breaks it.
///
/// The table of `docs/FORMATS.md` ("Limits"): the scene reader reports a
/// value that breaks a rule with the rule's message, `Scene.problems()`
/// checks a scene built in Swift with the same rules, the solver refuses a
/// scene with problems, and `navbar` checks its `--width` with `barWidth`.
/// The limits keep every sum the solver makes finite.
public enum SceneRule: Hashable, Sendable {
    /// The bar `width`: more than 0 and at most `Scene.maximumWidth`.
    case barWidth
    /// `scale`: within `Scene.scaleRange`.
    case scale
    /// A size or width of a view, image or fixed space: 0 to `SceneRule.maximumLength`.
    case length
    /// An offset, adjustment or inset: `-maximumLength` to `maximumLength`.
    case offset
    /// A text size: 0 to `TextStyle.maximumSize`.
    case fontSize
    /// Tracking: `-TextStyle.maximumTracking` to `TextStyle.maximumTracking`.
    case tracking
    /// A colour component: 0 to 1.
    case colorComponent
    /// A string that must not be empty (`profile`, a family, each of `covers`).
    case nonEmptyString
    /// A title view's `minimumWidth`: at most its `width`.
    case minimumWidthWithinWidth(width: Double)
    /// Two different items may not share an `id`: the one at `firstPath` has it already.
    case distinctIDs(id: String, firstPath: String)
    /// `schemaVersion`: `Scene.currentSchemaVersion`.
    case schemaVersion(found: Double)
    /// `safeAreaInsets`: together less than the bar's `width`, so the content keeps a width greater than 0 (L16).
    case insetsWithinWidth(width: Double)
    /// A bar button item group's `items`: at least one (L40).
    case groupHasItems
    /// A bar button item is in at most one group, as an item or a representative item, or in
    /// `additionalOverflowItems`: the one at `firstPath` is this item already (L40).
    case oneGroupPerItem(firstPath: String)
    /// A group's representative item is not one of its items: the one at `itemPath` is (L40).
    case representativeNotInItems(itemPath: String)
    /// A profile's layout-margin rule (L17): at least one step, the first `minWidth` 0, each next one greater
    /// than `previous`.
    case layoutMarginOrder(previous: Double?)
    /// A profile's transition duration, in seconds: more than 0 and at most `SceneRule.maximumDuration`.
    case duration
    /// A moment of a transition, as the bounds of a fade window: 0 to 1.
    case progress
    /// A fade window `[start, end]`: `start` not after `end`.
    case fadeOrder
    /// A timing curve's definition: what is wrong with it (`x1 and x2 must be from 0 to 1`).
    case curve(reason: String)
    /// A spring curve's mass, stiffness, damping or duration: more than 0 and at most 10^9.
    case springValue
    /// A size in a profile's `dynamicType` table (L50): more than 0 and at most `TextStyle.maximumSize`.
    case dynamicTypeSize
    /// A role of a profile's `dynamicType` table (L50): one size per content size category, not `found`.
    case dynamicTypeSizeCount(found: Int)
    /// A scene's `locale`: a BCP 47 tag whose language the system strings table has.
    case locale(LocaleTagError)
    /// An iOS 26 or 27 item key used where it cannot apply (L68, L69): `reason` says why.
    case glassItem(reason: String)
    /// A search bar's `scopeButtonTitles` when `showsScopeBar` is true: at least two (L74).
    case scopeBarTitles
    /// A search bar's `selectedScopeButtonIndex`: the index of one of its `scopeButtonTitles` (L74).
    case scopeIndex(count: Int)

    /// The largest size, width, offset or inset accepted, in points.
    public static let maximumLength: Double = 100_000

    /// The longest transition accepted, in seconds.
    public static let maximumDuration: Double = 3600

    /// The range of a number rule, or `nil` for the other rules.
    var numberRule: NumberRule? {
        switch self {
        case .barWidth: .positive(atMost: Scene.maximumWidth)
        case .scale: .range(Scene.scaleRange)
        case .length: .range(0...Self.maximumLength)
        case .offset: .range(-Self.maximumLength...Self.maximumLength)
        case .fontSize: .range(0...TextStyle.maximumSize)
        case .dynamicTypeSize: .positive(atMost: TextStyle.maximumSize)
        case .tracking: .range(-TextStyle.maximumTracking...TextStyle.maximumTracking)
        case .colorComponent: .range(0...1)
        case .duration: .positive(atMost: Self.maximumDuration)
        case .progress: .range(0...1)
        case .springValue: .positive(atMost: 1e9)
        case .nonEmptyString, .minimumWidthWithinWidth, .distinctIDs, .schemaVersion, .insetsWithinWidth,
            .layoutMarginOrder, .fadeOrder, .curve, .groupHasItems, .oneGroupPerItem, .representativeNotInItems,
            .dynamicTypeSizeCount, .locale, .glassItem, .scopeBarTitles, .scopeIndex:
            nil
        }
    }

    /// Whether the number rule accepts `number`; `false` for a non-finite number.
    ///
    /// - Parameter number: The value.
    /// - Returns: `true` when the value keeps the rule (always, for a rule that is not about numbers).
    public func accepts(_ number: Double) -> Bool {
        guard let rule = numberRule else { return true }
        return number.isFinite && rule.accepts(number)
    }

    /// The message reported when a value breaks the rule.
    public var message: String {
        switch self {
        case .nonEmptyString: "must be a non-empty string"
        case .minimumWidthWithinWidth(let width): "must not be greater than width (\(JSONWriter.format(width)))"
        case .distinctIDs(let id, let firstPath): "is '\(id)', the id of a different item at \(firstPath)"
        case .schemaVersion(let found):
            "unsupported schema version \(JSONWriter.format(found)); expected \(Scene.currentSchemaVersion)"
        case .insetsWithinWidth(let width):
            "left + right must be less than the bar's width (\(JSONWriter.format(width))), leaving its content room"
        case .layoutMarginOrder(let previous):
            previous.map { "must be greater than the previous step's minWidth (\(JSONWriter.format($0)))" }
                ?? "the first step must have minWidth 0"
        case .fadeOrder: "start must not be after end"
        case .curve(let reason): reason
        case .groupHasItems: "must hold at least one item"
        case .oneGroupPerItem(let firstPath):
            "is the item at \(firstPath) already; a bar button item belongs to at most one group "
                + "(as an item or as its representative item) or to additionalOverflowItems"
        case .representativeNotInItems(let itemPath):
            "is the group's item at \(itemPath); a representative item must be a separate item"
        case .dynamicTypeSizeCount(let found):
            "must have \(DynamicTypeTable.categoryCount) sizes, one per content size category from "
                + "\(ContentSizeCategory.extraSmall.rawValue) to "
                + "\(ContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue); found \(found)"
        case .locale(let error): error.description
        case .glassItem(let reason): reason
        case .scopeBarTitles: "must hold at least two titles when showsScopeBar is true"
        case .scopeIndex(let count): "must be the index of one of the \(count) scopeButtonTitles"
        default: numberRule?.message ?? ""
        }
    }
}

/// A value of a scene that breaks a rule: where it is and which rule.
///
/// Its description is `PATH: MESSAGE`, as the scene reader reports it.
public struct SceneProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the value is, like `items[0].titleView.width`.
    public var path: String
    /// The rule it breaks.
    public var rule: SceneRule

    /// A problem with the value at `path`.
    ///
    /// - Parameters:
    ///   - path: Where the value is, like `items[0].titleView.width`.
    ///   - rule: The rule it breaks.
    public init(path: String, rule: SceneRule) {
        self.path = path
        self.rule = rule
    }

    /// What is wrong: the rule's message.
    public var message: String { rule.message }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
