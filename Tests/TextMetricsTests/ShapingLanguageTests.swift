import Testing

@testable import TextMetrics

/// A style's `language` reaches HarfBuzz, so the fonts' language-specific forms (`locl`) apply, and the
/// caches keep each language's shaping apart.
///
/// Among the bundled fonts, Noto Sans Devanagari has Marathi and Nepali forms and DejaVu Sans a
/// Serbian and Macedonian be (б); Droid Sans Fallback and the Hangul subset of Noto Sans CJK have no
/// `locl` form that changes a glyph, so Han forms cannot differ with the bundled fonts.
@Suite struct ShapingLanguageTests {
    /// `text` in `family` at 17 pt in `language`.
    func styled(_ family: String, _ language: String?) -> TextStyle {
        TextStyle(family: family, size: 17, language: language)
    }

    @Test func marathiAndNepaliFormsChangeDevanagariGlyphsAndWidths() throws {
        let text = "शाला झ ल श"
        let fresh = TextMeasurer(library: bundledLibrary)
        let hindi = try fresh.glyphRuns(text, style: styled("Noto Sans Devanagari", "hi"))
        let marathi = try fresh.glyphRuns(text, style: styled("Noto Sans Devanagari", "mr"))
        let nepali = try fresh.glyphRuns(text, style: styled("Noto Sans Devanagari", "ne"))
        #expect(hindi.map(\.glyphs) == [[58, 66, 54, 66, 3, 33, 3, 54, 3, 58]])
        #expect(marathi.map(\.glyphs) == [[585, 66, 580, 66, 3, 33, 3, 580, 3, 585]])
        #expect(nepali.map(\.glyphs) == [[58, 66, 54, 66, 3, 593, 3, 54, 3, 58]])
        #expect(try fresh.width(of: text, style: styled("Noto Sans Devanagari", nil)) == 81.09)
        #expect(try fresh.width(of: text, style: styled("Noto Sans Devanagari", "mr")) == 81.498)
        #expect(try fresh.width(of: text, style: styled("Noto Sans Devanagari", "ne")) == 83.946)
    }

    @Test func serbianBeIsTheSerbianForm() throws {
        let fresh = TextMeasurer(library: bundledLibrary)
        let russian = try fresh.glyphRuns("бгд", style: styled("DejaVu Sans", "ru"))
        let serbian = try fresh.glyphRuns("бгд", style: styled("DejaVu Sans", "sr"))
        #expect(russian.map(\.glyphs) == [[966, 968, 969]])
        #expect(serbian.map(\.glyphs) == [[5040, 968, 969]])
    }

    @Test func noLanguageShapesAsBeforeAndAsAnUnrelatedLanguage() throws {
        let fresh = TextMeasurer(library: bundledLibrary)
        let plain = try fresh.measure("शाला", style: styled("Noto Sans Devanagari", nil))
        #expect(try fresh.measure("शाला", style: styled("Noto Sans Devanagari", "hi")).width == plain.width)
        #expect(try fresh.measure("शाला", style: styled("Noto Sans Devanagari", "mr")).width != plain.width)
    }

    @Test func eachLanguageIsCachedApart() throws {
        // Measured in one language, then another, then the first again: every answer is its own language's,
        // from the measure, size and fit caches alike.
        let fresh = TextMeasurer(library: bundledLibrary)
        let text = "शाला झ ल श"
        let languages: [String?] = [nil, "mr", "ne", "mr", nil, "ne"]
        let expected: [String?: Double] = [nil: 81.09, "mr": 81.498, "ne": 83.946]
        for language in languages {
            let style = styled("Noto Sans Devanagari", language)
            #expect(try fresh.measure(text, style: style).width == expected[language], "\(language ?? "-")")
            #expect(try fresh.size(of: text, style: style).width == expected[language], "\(language ?? "-")")
            #expect(try fresh.width(of: text, style: style) == expected[language], "\(language ?? "-")")
            let fitted = try #require(try fresh.fit(text, style: style, maxWidth: 82))
            #expect(fitted.truncated == (language == "ne"), "\(language ?? "-")")
        }
    }
}
