import NavigationBarLayout
import Testing
import TextMetrics

/// Every text of a laid-out bar says which font families measured it and which characters none has
/// (`BarGeometry.attachingFonts(measurer:)`, geometry format 2).
@Suite struct TextFontsTests {
    let measurer = TextMeasurer()

    /// The title of a bar with `title`, laid out under the default profile, with its fonts attached.
    func title(_ title: String, locale: String? = nil) throws -> TitleGeometry {
        var scene = Scene(width: 375, items: [NavigationItem(title: title)])
        scene.locale = locale
        let geometry = try BarLayout.solve(scene, measurer: measurer).attachingFonts(measurer: measurer)
        return try #require(geometry.title)
    }

    @Test(arguments: [
        ("संपादित करें", "hi", "Noto Sans Devanagari", 77.0),
        ("แก้ไขข้อมูล", "th", "Noto Sans Thai", 75.0),
        ("개인 정보 보호", "ko", "Noto Sans CJK KR", 101.0),
    ])
    func hindiThaiAndKoreanTitlesAreMeasuredWithRealGlyphs(
        text: String, locale: String, family: String, width: Double
    ) throws {
        let title = try title(text, locale: locale)
        #expect(title.fonts == TextFonts(families: [family], missingCharacters: []))
        #expect(title.frame?.width == width)  // the measured width rounded out to the pixel grid (L15.1)
        #expect(title.truncated == false)
    }

    @Test func aCharacterNoFontHasIsListedWithTheFamilyThatMeasuredTheRest() throws {
        let title = try title("Inbox \u{10FFFD}")
        #expect(title.fonts == TextFonts(families: ["Inter"], missingCharacters: ["\u{10FFFD}"]))
        #expect(title.fonts?.codePoints == ["U+10FFFD"])
    }

    @Test func mixedScriptsListEveryFamilyInRunOrder() throws {
        let title = try title("Edit संपादित")
        #expect(title.fonts?.fontFamily == "Inter, Noto Sans Devanagari")
    }

    @Test func formatTwoWritesTheFontsAndReadsThemBack() throws {
        let scene = Scene(width: 375, items: [NavigationItem(title: "Back"), NavigationItem(title: "편집 \u{10FFFD}")])
        let geometry = try BarLayout.solve(scene, measurer: measurer).attachingFonts(measurer: measurer)
        let json = geometry.jsonString(format: .version2)
        #expect(json.contains(#""fontFamily": "Noto Sans CJK KR, Inter""#))
        #expect(json.contains(#""U+10FFFD""#))
        let read = try BarGeometry(json: json)
        #expect(read.jsonString(format: .version2) == json)
        #expect(read.title?.fonts == geometry.title?.fonts)
        #expect(read.backButton?.title?.fonts == geometry.backButton?.title?.fonts)
        #expect(!geometry.jsonString(format: .version1).contains("fontFamily"))
    }
}
