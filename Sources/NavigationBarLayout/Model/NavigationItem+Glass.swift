/// The iOS 26 and 27 properties of a navigation item behind one reference, `nil` while all are unset: an item of
/// an older scene carries a null pointer, which copies for nothing (the instruction budgets of
/// `docs/PERFORMANCE.md`).
final class NavigationItemGlassBox: Sendable {
    /// The line below the title.
    let subtitle: String?
    /// The line below the large title.
    let largeSubtitle: String?
    /// Where the title sits.
    let titleAlignment: TitleAlignment

    /// A box of the three properties.
    init(subtitle: String?, largeSubtitle: String?, titleAlignment: TitleAlignment) {
        self.subtitle = subtitle
        self.largeSubtitle = largeSubtitle
        self.titleAlignment = titleAlignment
    }

    /// A box of the three properties, or `nil` when all are unset.
    static func boxing(subtitle: String?, largeSubtitle: String?, titleAlignment: TitleAlignment)
        -> NavigationItemGlassBox?
    {
        guard subtitle != nil || largeSubtitle != nil || titleAlignment != .automatic else { return nil }
        return NavigationItemGlassBox(subtitle: subtitle, largeSubtitle: largeSubtitle, titleAlignment: titleAlignment)
    }
}

extension NavigationItem {
    /// A line below the title (`subtitle`, iOS 26; L66); ignored beside a title view and by profiles without glass.
    public var subtitle: String? {
        get { glassBox?.subtitle }
        set {
            glassBox = .boxing(subtitle: newValue, largeSubtitle: largeSubtitle, titleAlignment: titleAlignment)
        }
    }

    /// A line below the large title (`largeSubtitle`, iOS 26; L66); when `nil`, the large title shows `subtitle`.
    public var largeSubtitle: String? {
        get { glassBox?.largeSubtitle }
        set { glassBox = .boxing(subtitle: subtitle, largeSubtitle: newValue, titleAlignment: titleAlignment) }
    }

    /// Where the title sits (`titleAlignment`, iOS 27.2; L78).
    public var titleAlignment: TitleAlignment {
        get { glassBox?.titleAlignment ?? .automatic }
        set { glassBox = .boxing(subtitle: subtitle, largeSubtitle: largeSubtitle, titleAlignment: newValue) }
    }
}
