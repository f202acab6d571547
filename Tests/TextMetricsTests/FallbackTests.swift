import Testing

@testable import TextMetrics

@Suite struct FallbackTests {
    @Test func cjkUsesDroidSansFallback() throws {
        let measurement = try measurer.measure("你好世界", style: style())
        #expect(measurement.runs.map(\.face) == ["Droid Sans Fallback Regular"])
        #expect(measurement.runs.first?.glyphCount == 4)
        #expect(measurement.missingCharacters.isEmpty)
        // Droid Sans Fallback ideographs are one em wide.
        #expect(measurement.width == 4 * 17)
        let japanese = try measurer.measure("メッセージ", style: style())
        #expect(japanese.runs.map(\.face) == ["Droid Sans Fallback Regular"])
        #expect(japanese.missingCharacters.isEmpty)
    }

    @Test func arabicIsShapedWithJoiningForms() throws {
        let word = "سلام"
        let joined = try measurer.measure(word, style: style())
        #expect(joined.runs.map(\.face) == ["DejaVu Sans Book"])
        #expect(joined.missingCharacters.isEmpty)
        // Lam + alef form a ligature: three glyphs for four letters.
        #expect(joined.runs.first?.glyphCount == 3)
        let isolated = try word.map { try width(String($0)) }.reduce(0, +)
        #expect(abs(joined.width - isolated) > 1)
        let runs = try measurer.glyphRuns(word, style: style())
        #expect(runs.map(\.direction) == [.rightToLeft])
    }

    @Test func hebrewUsesDejaVuRightToLeft() throws {
        let measurement = try measurer.measure("שלום", style: style())
        #expect(measurement.runs.map(\.face) == ["DejaVu Sans Book"])
        #expect(measurement.runs.first?.glyphCount == 4)
        #expect(measurement.missingCharacters.isEmpty)
        #expect(measurement.width > 20)
        #expect(try measurer.glyphRuns("שלום", style: style()).map(\.direction) == [.rightToLeft])
    }

    @Test func mixedLatinAndCJKGiveSeveralRuns() throws {
        let measurement = try measurer.measure("Photos 照片", style: style())
        #expect(measurement.runs.map(\.face) == ["Inter Regular", "Droid Sans Fallback Regular"])
        // The space between stays with the Latin run.
        #expect(measurement.runs.map(\.glyphCount) == [7, 2])
        let sum = measurement.runs.map(\.width).reduce(0, +)
        #expect(sum == measurement.width)
        #expect(abs(measurement.width - (try width("Photos ") + width("照片"))) < 0.5)
    }

    @Test func latinArabicAndHebrewSplitByScript() throws {
        let measurement = try measurer.measure("Inbox صندوق דואר", style: style())
        #expect(measurement.runs.map(\.face) == ["Inter Regular", "DejaVu Sans Book", "DejaVu Sans Book"])
        let runs = try measurer.glyphRuns("Inbox صندوق דואר", style: style())
        #expect(runs.map(\.direction) == [.leftToRight, .rightToLeft, .rightToLeft])
    }

    @Test func missingGlyphsAreReported() throws {
        // U+10FFFD (private use) and U+13E3 (Cherokee) are in none of the bundled faces.
        let measurement = try measurer.measure("A\u{10FFFD}BᏣᏣ", style: style())
        #expect(measurement.missingCharacters == ["\u{10FFFD}", "Ꮳ"])
        // Both in the primary face (its .notdef): the Cherokee letters are a run of their own script.
        #expect(measurement.runs.map(\.face) == ["Inter Regular", "Inter Regular"])
        #expect(measurement.width > (try width("AB")))
        // Flags are emoji: Noto Color Emoji has them.
        let flags = try measurer.measure("🇫🇷", style: style())
        #expect(flags.missingCharacters.isEmpty)
        #expect(flags.runs.map(\.face) == ["Noto Color Emoji Regular"])
    }

    @Test func ignorablesNeedNoGlyph() throws {
        let measurement = try measurer.measure("a\u{200D}b\u{FE0F}", style: style())
        #expect(measurement.missingCharacters.isEmpty)
        #expect(measurement.runs.count == 1)
    }

    @Test func customFallbackChain() throws {
        let latinOnly = TextMeasurer(library: bundledLibrary, fallbackFamilies: [])
        let measurement = try latinOnly.measure("你好", style: style())
        #expect(measurement.missingCharacters == ["你", "好"])
        let chain = try latinOnly.fallbackChain(for: style())
        #expect(chain.map(\.family) == ["Inter"])
        let withUnknown = TextMeasurer(library: bundledLibrary, fallbackFamilies: ["No Such", "Droid Sans Fallback"])
        #expect(try withUnknown.fallbackChain(for: style()).map(\.family) == ["Inter", "Droid Sans Fallback"])
        #expect(try withUnknown.measure("你好", style: style()).missingCharacters.isEmpty)
    }

    @Test func defaultChainSkipsDuplicates() throws {
        let chain = try measurer.fallbackChain(for: style("DejaVu Sans"))
        #expect(chain.map(\.family) == TextMeasurer.defaultFallbackFamilies)
    }
}
