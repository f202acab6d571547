/// A bar button item's badge (`UIBarButtonItem.Badge`, iOS 26; L68).
public enum BarButtonItemBadge: Hashable, Sendable {
    /// A number (`Badge.count(_:)`), shown in the locale's digits.
    case count(Int)
    /// A short text (`Badge.string(_:)`).
    case string(String)
    /// A dot without text (`Badge.indicator()`).
    case indicator

    /// The text the badge shows, `nil` for an indicator.
    public var text: String? {
        switch self {
        case .count(let count): String(count)
        case .string(let text): text
        case .indicator: nil
        }
    }
}

/// How long an item keeps its place when space runs out (`UIBarButtonItem.VisibilityPriority`, iOS 27; L69).
///
/// Higher priorities are kept longer. `higherThan` and `lowerThan` name another item of the bar (by `id`) or one
/// of the three levels, as UIKit's `init(higherThan:)` and `init(lowerThan:)` build a priority from another.
public enum VisibilityPriority: Hashable, Sendable {
    /// `.high`.
    case high
    /// `.standard`, the default.
    case standard
    /// `.low`.
    case low
    /// Just above the priority of the item with this `id`, or of the level `high`, `standard` or `low`.
    case higherThan(String)
    /// Just below the priority of the item with this `id`, or of the level `high`, `standard` or `low`.
    case lowerThan(String)

    /// The names of the three levels, in increasing priority.
    public static let levelNames = ["low", "standard", "high"]

    /// The level's value: low 250, standard 500, high 750 (I: as `UILayoutPriority`'s scale).
    ///
    /// - Parameter name: `low`, `standard` or `high`.
    /// - Returns: The value, or `nil` for another name.
    static func levelValue(_ name: String) -> Double? {
        switch name {
        case "low": 250
        case "standard": 500
        case "high": 750
        default: nil
        }
    }
}

/// The properties iOS 26 and 27 added to `UIBarButtonItem`, kept together so that an item of an older profile
/// carries one small value (L64, L67–L69, L78).
public struct GlassItemOptions: Hashable, Sendable {
    /// Whether the item may share a capsule with its neighbours (`sharesBackground`, default `true`).
    public var sharesBackground = true
    /// Whether the item is drawn without a glass background (`hidesSharedBackground`, default `false`); such an
    /// item is grouped with no other.
    public var hidesSharedBackground = false
    /// The item's badge, if any.
    public var badge: BarButtonItemBadge?
    /// The item's visibility priority (iOS 27).
    public var visibilityPriority: VisibilityPriority = .standard
    /// Whether the standard padding around the item is removed (`isPaddingRemoved`, iOS 27).
    public var isPaddingRemoved = false

    /// The item's style, copied here by the solver for the glass pass (an image item's geometry has no style);
    /// `nil` in a scene's items.
    var itemStyle: BarButtonItemStyle?

    /// The defaults: sharing a background, no badge, standard priority, padding kept.
    public init() {}

    /// These options with `style` recorded for the glass pass (L64, L67).
    func withStyle(_ style: BarButtonItemStyle) -> GlassItemOptions {
        var options = self
        options.itemStyle = style
        return options
    }

    /// Whether every property has its default value.
    public var isDefault: Bool { self == GlassItemOptions() }
}

/// Glass options kept behind one reference, `nil` for the defaults: items and geometries of the older profiles carry
/// a null pointer, which copies for nothing (the instruction budgets of `docs/PERFORMANCE.md`).
final class GlassItemBox: Hashable, Sendable {
    /// The options, never the defaults.
    let options: GlassItemOptions

    /// A box of `options`.
    init(_ options: GlassItemOptions) { self.options = options }

    /// A box of `options`, or `nil` for the defaults.
    static func boxing(_ options: GlassItemOptions) -> GlassItemBox? {
        options == GlassItemOptions() ? nil : GlassItemBox(options)
    }

    static func == (lhs: GlassItemBox, rhs: GlassItemBox) -> Bool { lhs.options == rhs.options }

    func hash(into hasher: inout Hasher) { hasher.combine(options) }
}
