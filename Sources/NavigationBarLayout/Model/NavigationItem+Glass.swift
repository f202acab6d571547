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
    /// How the bar minimizes as the content scrolls.
    let minimization: BarMinimization?

    /// A box of the four properties.
    init(subtitle: String?, largeSubtitle: String?, titleAlignment: TitleAlignment, minimization: BarMinimization?) {
        self.subtitle = subtitle
        self.largeSubtitle = largeSubtitle
        self.titleAlignment = titleAlignment
        self.minimization = minimization
    }

    /// A box of the four properties, or `nil` when all are unset.
    static func boxing(
        subtitle: String?, largeSubtitle: String?, titleAlignment: TitleAlignment, minimization: BarMinimization?
    ) -> NavigationItemGlassBox? {
        guard subtitle != nil || largeSubtitle != nil || titleAlignment != .automatic || minimization != nil else {
            return nil
        }
        return NavigationItemGlassBox(
            subtitle: subtitle, largeSubtitle: largeSubtitle, titleAlignment: titleAlignment,
            minimization: minimization)
    }
}

extension NavigationItem {
    /// A line below the title (`subtitle`, iOS 26; L66); ignored beside a title view and by profiles without glass.
    public var subtitle: String? {
        get { glassBox?.subtitle }
        set { reboxGlass(subtitle: newValue) }
    }

    /// A line below the large title (`largeSubtitle`, iOS 26; L66); when `nil`, the large title shows `subtitle`.
    public var largeSubtitle: String? {
        get { glassBox?.largeSubtitle }
        set { reboxGlass(largeSubtitle: newValue) }
    }

    /// Where the title sits (`titleAlignment`, iOS 27.2; L78).
    public var titleAlignment: TitleAlignment {
        get { glassBox?.titleAlignment ?? .automatic }
        set { reboxGlass(titleAlignment: newValue) }
    }

    /// How the bar minimizes as the content scrolls (`navigationBarMinimization`, iOS 27; L81), or `nil` for
    /// UIKit's default.
    public var navigationBarMinimization: BarMinimization? {
        get { glassBox?.minimization }
        set { reboxGlass(minimization: .some(newValue)) }
    }

    /// Replaces the glass box with one where the given properties are changed and the others kept.
    private mutating func reboxGlass(
        subtitle: String?? = nil, largeSubtitle: String?? = nil, titleAlignment: TitleAlignment? = nil,
        minimization: BarMinimization?? = nil
    ) {
        glassBox = .boxing(
            subtitle: subtitle ?? self.subtitle, largeSubtitle: largeSubtitle ?? self.largeSubtitle,
            titleAlignment: titleAlignment ?? self.titleAlignment,
            minimization: minimization ?? navigationBarMinimization)
    }
}
