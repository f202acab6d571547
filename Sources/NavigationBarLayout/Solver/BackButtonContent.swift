/// What the back item offers the back button, before measuring: the titles to try and the image (L3, L3.1).
struct BackButtonContent: Equatable {
    /// One title the back button may show: its form, text and where the text came from.
    struct Title: Equatable {
        let form: BackTitleForm
        let text: String
        let source: BackButtonSource
    }

    /// Where the content comes from: the source reported with the generic and indicator-only forms.
    let source: BackButtonSource
    /// The titles to try, in order (L4); the indicator-only form, always last, is not listed.
    let titles: [Title]
    /// The back bar button item's image, if any.
    let image: Size?

    /// The content `back` gives the back button, with `genericTitle` as the profile's generic back title and
    /// `systemTitles` the bar language's titles of text system items (empty for English).
    init(back: borrowing NavigationItem, genericTitle: String, systemTitles: [SystemItem: String] = [:]) {
        if let item = back.backBarButtonItem {
            // L3: the back bar button item's title and/or image; a custom view on it is ignored.
            // L3.1: the display mode is used only when there is no back bar button item.
            source = .backBarButtonItem
            image = item.image
            let title = item.title ?? item.systemItem?.title(in: systemTitles)
            titles = Self.walk(title.map { ($0, .backBarButtonItem) }, genericTitle: genericTitle)
            return
        }
        image = nil
        switch back.backButtonDisplayMode {
        case .minimal:
            // L3.1: `minimal` shows the indicator only.
            source = .minimalDisplayMode
            titles = []
        case .generic:
            // L3.1: `generic` ignores the item's `title` and `backButtonTitle`.
            source = .genericTitle
            titles = [Title(form: .generic, text: genericTitle, source: .genericTitle)]
        case .default:
            // L3.1: `backButtonTitle`, then `title`, then the generic title.
            let first = back.backButtonTitle.map { ($0, BackButtonSource.backButtonTitle) }
            let second = back.title.map { ($0, BackButtonSource.backItemTitle) }
            source = (first ?? second)?.1 ?? .genericTitle
            titles =
                first == nil && second == nil
                ? [Title(form: .generic, text: genericTitle, source: .genericTitle)]
                : Self.walk(first, second, genericTitle: genericTitle)
        }
    }

    /// L3.1: the item's titles in order (`first`, then `second`, when given), then the generic title, each text
    /// once.
    ///
    /// An empty title ends the list, no generic title after it (L3: an empty
    /// title asks for the indicator alone). The candidates are two optionals, not an array: one allocation less.
    private static func walk(
        _ first: (String, BackButtonSource)?, _ second: (String, BackButtonSource)? = nil, genericTitle: String
    ) -> [Title] {
        var titles: [Title] = []
        titles.reserveCapacity(3)
        /// Lists `candidate` unless its text is listed; false when its text is empty, which ends the list.
        func add(_ candidate: (String, BackButtonSource)?) -> Bool {
            guard let candidate else { return true }
            let (text, source) = candidate
            if text.isEmpty { return false }
            if !titles.contains(where: { $0.text == text }) {
                titles.append(Title(form: .full, text: text, source: source))
            }
            return true
        }
        guard add(first), add(second) else { return titles }
        guard let source = (first ?? second)?.1 else { return titles }
        if !titles.contains(where: { $0.text == genericTitle }) {
            titles.append(Title(form: .generic, text: genericTitle, source: source))
        }
        return titles
    }
}
