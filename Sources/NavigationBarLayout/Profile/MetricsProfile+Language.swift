import TextMetrics

extension MetricsProfile {
    /// This profile with `language` as the language of every text style: titles, buttons, back titles,
    /// prompts and large titles, the idioms' large titles included.
    ///
    /// - Parameter language: A BCP 47 tag, handed to HarfBuzz when the texts are shaped.
    /// - Returns: The profile, its sizes, weights and families unchanged.
    public func withLanguage(_ language: String) -> MetricsProfile {
        func tagged(_ styles: PerMetrics<TextStyle>) -> PerMetrics<TextStyle> {
            PerMetrics(
                styles.values.mapValues { style in
                    var style = style
                    style.language = language
                    return style
                })
        }
        var profile = self
        profile.titleStyle = tagged(titleStyle)
        profile.buttonStyle = tagged(buttonStyle)
        profile.doneButtonStyle = tagged(doneButtonStyle)
        profile.backTitleStyle = tagged(backTitleStyle)
        profile.promptStyle = tagged(promptStyle)
        profile.largeTitle?.style.language = language
        for idiom in idioms.keys { profile.idioms[idiom]?.largeTitle?.style.language = language }
        return profile
    }
}
