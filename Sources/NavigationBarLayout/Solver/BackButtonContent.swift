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

    /// The content `back` gives the back button, with `genericTitle` as the profile's generic back title.
    init(back: borrowing NavigationItem, genericTitle: String) {
        if let item = back.backBarButtonItem {
            // L3: the back bar button item's title and/or image; a custom view on it is ignored.
            // L3.1: the display mode is used only when there is no back bar button item.
            source = .backBarButtonItem
            image = item.image
            let title = item.title ?? item.systemItem?.title
            titles = Self.walk(title.map { [($0, .backBarButtonItem)] } ?? [], genericTitle: genericTitle)
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
            var candidates: [(String, BackButtonSource)] = []
            candidates.reserveCapacity(2)
            if let text = back.backButtonTitle { candidates.append((text, .backButtonTitle)) }
            if let text = back.title { candidates.append((text, .backItemTitle)) }
            source = candidates.first?.1 ?? .genericTitle
            titles =
                candidates.isEmpty
                ? [Title(form: .generic, text: genericTitle, source: .genericTitle)]
                : Self.walk(candidates, genericTitle: genericTitle)
        }
    }

    /// L3.1: the item's titles in order, then the generic title, each text once.
    ///
    /// An empty title ends the list, no generic title after it (L3: an empty
    /// title asks for the indicator alone).
    private static func walk(_ candidates: [(String, BackButtonSource)], genericTitle: String) -> [Title] {
        var titles: [Title] = []
        titles.reserveCapacity(candidates.count + 1)
        for (text, source) in candidates {
            if text.isEmpty { return titles }
            if !titles.contains(where: { $0.text == text }) {
                titles.append(Title(form: .full, text: text, source: source))
            }
        }
        guard let source = candidates.first?.1 else { return titles }
        if !titles.contains(where: { $0.text == genericTitle }) {
            titles.append(Title(form: .generic, text: genericTitle, source: source))
        }
        return titles
    }
}
