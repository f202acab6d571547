import TextMetrics

/// A text of a scene with characters that no font of its fallback chain has.
public struct MissingCharacters: Hashable, Sendable {
    /// Where the text is, as a path in the scene's JSON (`items[1].title`), or `genericBackTitle`
    /// for the profile's generic back title.
    public var path: String
    /// The whole text.
    public var text: String
    /// The characters no font has, each once, in the order they first appear.
    public var characters: [Character]
    /// The style the text was measured in (its family heads the fallback chain).
    public var style: TextStyle

    /// Creates a report of one text.
    ///
    /// - Parameters:
    ///   - path: Where the text is in the scene.
    ///   - text: The whole text.
    ///   - characters: The characters no font has.
    ///   - style: The style the text was measured in.
    public init(path: String, text: String, characters: [Character], style: TextStyle) {
        self.path = path
        self.text = text
        self.characters = characters
        self.style = style
    }

    /// The code points of `characters`, written `U+0915` and separated by spaces.
    public var codePoints: String {
        characters.flatMap(\.unicodeScalars).map(TextFonts.codePoint).joined(separator: " ")
    }
}

extension Scene {
    /// Every text of the scene that has characters no font of `measurer` covers, measured in the
    /// style `profile` gives its role (under the scene's metrics): titles, prompts, back titles, the
    /// titles of text items and system text items, and the profile's generic back title.
    ///
    /// TextMetrics sets such characters in the primary face's `.notdef` glyph, so their widths are
    /// not the widths of the text: `navbar validate` fails a scene with any.
    ///
    /// - Parameters:
    ///   - profile: The profile whose text styles the texts are measured in.
    ///   - measurer: The measurer whose fonts are asked.
    /// - Returns: One report per text with missing characters, in scene order.
    /// - Throws: `TextMetricsError` for a profile style the measurer cannot use.
    public func missingCharacters(profile: MetricsProfile, measurer: any TextMeasuring) throws(TextMetricsError)
        -> [MissingCharacters]
    {
        // The locale's generic back title and system item titles are what the bar shows.
        let profile =
            locale.flatMap { try? SystemStrings.forLocale($0) }?.applied(to: profile, locale: locale) ?? profile
        let styles = RoleStyles(profile: profile, metrics: metrics)
        var texts: [(path: String, text: String, style: TextStyle)] = []
        for (index, item) in items.enumerated() {
            let path = "items[\(index)]"
            if let title = item.title { texts.append((path + ".title", title, styles.title)) }
            if let prompt = item.prompt { texts.append((path + ".prompt", prompt, styles.prompt)) }
            if let back = item.backButtonTitle { texts.append((path + ".backButtonTitle", back, styles.backTitle)) }
            if let back = item.backBarButtonItem?.title {
                texts.append((path + ".backBarButtonItem.title", back, styles.backTitle))
            }
            let sides: [(String, [BarButtonItem])] = [
                ("leftBarButtonItems", item.leftBarButtonItems), ("rightBarButtonItems", item.rightBarButtonItems),
                ("additionalOverflowItems", item.additionalOverflowItems),
                ("pinnedTrailingGroup.items", item.pinnedTrailingGroup?.items ?? []),
            ]
            var groups = sides
            for (group, each) in item.centerItemGroups.enumerated() {
                groups.append(("centerItemGroups[\(group)].items", each.items))
            }
            for (key, buttons) in groups {
                for (position, button) in buttons.enumerated() {
                    guard let text = button.title ?? button.systemItem?.title(in: profile.systemItemTitles) else {
                        continue
                    }
                    let field = button.title == nil ? "systemItem" : "title"
                    let style = styles.button(button)
                    texts.append(("\(path).\(key)[\(position)].\(field)", text, style))
                }
            }
        }
        texts.append(("genericBackTitle", profile.genericBackTitle, styles.backTitle))
        var reports: [MissingCharacters] = []
        for (path, text, style) in texts where !text.isEmpty {
            let missing = try measurer.measure(text, style: style).missingCharacters
            if !missing.isEmpty {
                reports.append(MissingCharacters(path: path, text: text, characters: missing, style: style))
            }
        }
        return reports
    }
}

/// The text style of each role of a profile under one bar metrics.
private struct RoleStyles {
    /// The title's style.
    let title: TextStyle
    /// The prompt's style.
    let prompt: TextStyle
    /// The back title's style.
    let backTitle: TextStyle
    /// Plain and bordered text buttons' style.
    let plainButton: TextStyle
    /// Done-style text buttons' style.
    let doneButton: TextStyle

    /// The styles of `profile` under `metrics` (each role's `default` when the metrics give none).
    init(profile: MetricsProfile, metrics: BarMetrics) {
        func style(_ styles: PerMetrics<TextStyle>) -> TextStyle {
            styles[metrics] ?? styles[.default] ?? TextStyle(size: 17)
        }
        title = style(profile.titleStyle)
        prompt = style(profile.promptStyle)
        backTitle = style(profile.backTitleStyle)
        plainButton = style(profile.buttonStyle)
        doneButton = style(profile.doneButtonStyle)
    }

    /// The style of `button`'s title: done for done-style items and the done-style system items.
    func button(_ button: BarButtonItem) -> TextStyle {
        let style = button.style == .plain ? button.systemItem?.impliedStyle ?? .plain : button.style
        return style == .done || style == .prominent ? doneButton : plainButton
    }
}
