import NavigationBarLayout

/// What an audit found wrong with one text of one bar.
public enum FindingKind: String, Hashable, Sendable, CaseIterable, Comparable {
    /// The text is cut with an ellipsis.
    case truncated
    /// The element is not shown at all (no room, or an item before it in importance is not shown).
    case hidden
    /// The item moved into the overflow menu (iOS 16 groups).
    case inOverflowMenu
    /// The back button shows "Back" or only the chevron instead of the screen below's title.
    case backTitleShortened
    /// The text has characters no font measures: its width is not known, so it is not judged otherwise.
    case missingCharacters
    /// The string key has no translation in the locale; the key itself stands in.
    case missingTranslation
    /// A UIKit string (the generic back title, a system item's title) with no source for the locale: the
    /// English one stands in, so its width is not the real one.
    case systemStringUnverified

    /// Orders kinds as they are declared.
    ///
    /// - Parameters:
    ///   - lhs: A kind.
    ///   - rhs: Another kind.
    /// - Returns: Whether `lhs` is declared before `rhs`.
    public static func < (lhs: FindingKind, rhs: FindingKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One finding: a text of a screen, in one locale, on one device and orientation, at one text size.
///
/// The findings of a text in a locale (`missingCharacters`, `missingTranslation`, `systemStringUnverified`)
/// hold for every device, orientation and size: their `device`, `orientation` and `contentSizeCategory` are `nil`.
public struct AuditFinding: Hashable, Sendable {
    /// The screen's `id`.
    public var screen: String
    /// The element: `title`, `back`, `prompt`, `rightBarButtonItems[0]`, …
    public var element: String
    /// The locale.
    public var locale: String
    /// The device's name, or `nil` for every device.
    public var device: String?
    /// The orientation, or `nil` for every orientation.
    public var orientation: AuditOrientation?
    /// The text size, or `nil` for every size.
    public var contentSizeCategory: ContentSizeCategory?
    /// Whether the Bold Text setting was on.
    public var boldText: Bool
    /// What is wrong.
    public var kind: FindingKind
    /// The full text.
    public var text: String
    /// The text shown: cut with an ellipsis, `Back`, or empty when nothing is shown.
    public var shown: String
    /// The string key, when the text has one.
    public var key: String?
    /// More about it: the missing code points, the width available.
    public var detail: String?
    /// The catalog variation the text is, when its key has several: `plural.few`, `device.ipad`.
    public var variant: String?

    /// Creates a finding.
    ///
    /// - Parameters:
    ///   - screen: The screen's `id`.
    ///   - element: The element.
    ///   - locale: The locale.
    ///   - device: The device's name, or `nil` for every device.
    ///   - orientation: The orientation, or `nil` for every orientation.
    ///   - contentSizeCategory: The text size, or `nil` for every size.
    ///   - boldText: Whether the Bold Text setting was on.
    ///   - kind: What is wrong.
    ///   - text: The full text.
    ///   - shown: The text shown.
    ///   - key: The string key, if any.
    ///   - detail: More about it, if anything.
    ///   - variant: The catalog variation the text is, if its key has several.
    public init(
        screen: String, element: String, locale: String, device: String?, orientation: AuditOrientation?,
        contentSizeCategory: ContentSizeCategory?, boldText: Bool = false, kind: FindingKind, text: String,
        shown: String, key: String? = nil, detail: String? = nil, variant: String? = nil
    ) {
        self.screen = screen
        self.element = element
        self.locale = locale
        self.device = device
        self.orientation = orientation
        self.contentSizeCategory = contentSizeCategory
        self.boldText = boldText
        self.kind = kind
        self.text = text
        self.shown = shown
        self.key = key
        self.detail = detail
        self.variant = variant
    }
}
