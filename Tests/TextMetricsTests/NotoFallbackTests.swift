import Testing

@testable import TextMetrics

/// The bundled Noto fonts measure the scripts DejaVu Sans and Droid Sans Fallback lack.
@Suite struct NotoFallbackTests {
    @Test(arguments: [
        ("संपादित करें", "Noto Sans Devanagari"), ("แก้ไข", "Noto Sans Thai"), ("편집", "Noto Sans CJK KR"),
        ("সম্পাদনা", "Noto Sans Bengali"), ("திருத்து", "Noto Sans Tamil"), ("ማስተካከያ", "Noto Sans Ethiopic"),
        ("កែសម្រួល", "Noto Sans Khmer"), ("ပြင်ဆင်", "Noto Sans Myanmar"), ("සංස්කරණය", "Noto Sans Sinhala"),
    ])
    func scriptIsMeasuredWithRealGlyphs(text: String, family: String) throws {
        for weight in [FontWeight.regular, .semibold] {
            let measurement = try measurer.measure(text, style: style(weight: weight))
            #expect(measurement.missingCharacters.isEmpty, "\(text) \(weight)")
            #expect(Set(measurement.runs.map { $0.face.hasPrefix(family + " ") }) == [true], "\(measurement.runs)")
        }
    }

    @Test func aSpaceInsideKoreanTextHasAGlyph() throws {
        // The space joins the Hangul run: the Hangul subset must have it, or it is drawn as .notdef.
        let runs = try measurer.glyphRuns("편집 편집", style: style())
        #expect(runs.map(\.face.family) == ["Noto Sans CJK KR"])
        #expect(runs[0].glyphs.count == 5)
        #expect(!runs[0].glyphs.contains(0))
    }

    @Test func semiboldResolvesToTheBoldNotoFace() throws {
        let runs = try measurer.measure("संपादित करें", style: style(weight: .semibold)).runs
        #expect(runs.map(\.face) == ["Noto Sans Devanagari Bold"])
    }

    @Test func hindiEditIsNoLongerMeasuredAsMissingGlyphs() throws {
        // Measured as eleven .notdef boxes before the Noto fonts, it was 188 pt wide at 17 pt semibold.
        let width = try measurer.measure("संपादित करें", style: style(weight: .semibold)).width
        #expect(width > 60 && width < 100, "\(width)")
    }

    @Test func latinTextStaysInTheFontsItWasMeasuredWithBefore() throws {
        let runs = try measurer.measure("Back שלום 设置", style: style()).runs
        #expect(runs.map(\.face) == ["Inter Regular", "DejaVu Sans Book", "Droid Sans Fallback Regular"])
    }

    @Test func emojiAreMeasuredAndDrawnAsBoxes() throws {
        let runs = try measurer.glyphRuns("👍🏽", style: style())
        #expect(runs.map(\.face.family) == ["Noto Color Emoji"])
        #expect(try measurer.measure("👍🏽", style: style()).missingCharacters.isEmpty)
        let glyph = try #require(runs.first?.glyphs.first)
        let outline = try bundledLibrary.glyphOutline(glyph, face: runs[0].face, size: 17)
        #expect(outline == GlyphOutline.placeholderBox.scaled(by: 17))
        #expect(!outline.isEmpty)
    }

    @Test func aScriptNoBundledFontHasIsReportedMissing() throws {
        let measurement = try measurer.measure("ᏣᎳᎩ", style: style())
        #expect(measurement.missingCharacters == ["Ꮳ", "Ꮃ", "Ꭹ"])
    }
}
