import Testing

@testable import TextMetrics

@Suite struct MeasureTests {
    @Test func kerningIsApplied() throws {
        let pair = try width("AV")
        let separate = try width("A") + width("V")
        #expect(pair < separate - 0.5)
    }

    @Test func knownWidthsAreStable() throws {
        // Inter 4.0 (upem 2816) at 17 pt, HarfBuzz OpenType functions.
        #expect(abs(try width("AV") - 21.829545454545453) < 1e-9)
        #expect(abs(try width("Hello, World") - 96.54261363636364) < 1e-9)
        #expect(abs(try width("Settings", style(weight: .semibold)) - 68.79083806818181) < 1e-9)
    }

    @Test func semiboldIsWiderThanRegular() throws {
        let widths = try FontWeight.allCases.map { try width("Settings", style(weight: $0)) }
        #expect(widths == widths.sorted())
        #expect(widths[2] > widths[0] + 1)
        let runs = try measurer.measure("Settings", style: style(weight: .semibold)).runs
        #expect(runs.map(\.face) == ["Inter Semi Bold"])
    }

    @Test func dejaVuBoldUsesTheBoldFile() throws {
        let regular = try measurer.measure("Settings", style: style("DejaVu Sans"))
        let bold = try measurer.measure("Settings", style: style("DejaVu Sans", weight: .bold))
        #expect(regular.runs.map(\.face) == ["DejaVu Sans Book"])
        #expect(bold.runs.map(\.face) == ["DejaVu Sans Bold"])
        #expect(bold.width > regular.width + 5)
        let face = try bundledLibrary.face(family: "DejaVu Sans", weight: .bold)
        #expect(face.path.hasSuffix("/DejaVuSans-Bold.ttf"))
        #expect(face.weight == 700 && face.variations.isEmpty)
    }

    @Test func staticFamilyPicksNearestWeightHeavierOnTies() throws {
        // DejaVu Sans has 400 and 700: medium (500) → 400, semibold (600) → 700.
        #expect(try bundledLibrary.face(family: "DejaVu Sans", weight: .medium).weight == 400)
        #expect(try bundledLibrary.face(family: "DejaVu Sans", weight: .semibold).weight == 700)
        #expect(try bundledLibrary.face(family: "Droid Sans Fallback", weight: .bold).weight == 400)
    }

    @Test func variableFamilySetsTheWeightAxis() throws {
        let face = try bundledLibrary.face(family: "Inter", weight: .semibold)
        #expect(face.variations == [FontVariation(tag: "wght", value: 600)])
        #expect(face.styleName == "Semi Bold")
        #expect(face.path.hasSuffix("/Inter-roman.var.ttf"))
    }

    @Test func familyNamesAreCaseInsensitive() throws {
        #expect(try width("Edit", style("inter")) == width("Edit"))
        #expect(try width("Edit", style("DEJAVU SANS")) == width("Edit", style("DejaVu Sans")))
    }

    @Test func trackingAddsOncePerGraphemeCluster() throws {
        let base = try width("Back")
        #expect(try width("Back", style(tracking: 2)) == base + 4 * 2)
        let combining = "e\u{301}x"  // two clusters, three scalars
        #expect(try width(combining, style(tracking: 1.5)) == width(combining) + 2 * 1.5)
        let flags = "🇫🇷🇩🇪"  // two clusters, four scalars
        #expect(abs(try width(flags, style(tracking: -1)) - (width(flags) - 2)) < 1e-9)
    }

    @Test func sizeScalesLinearly() throws {
        let small = try width("Inbox", style(size: 10))
        let large = try width("Inbox", style(size: 30))
        #expect(abs(large - 3 * small) < 1e-9)
        #expect(try width("Inbox", style(size: 0)) == 0)
    }

    @Test func emptyStringHasNoRunsButLineMetrics() throws {
        let measurement = try measurer.measure("", style: style())
        #expect(measurement.width == 0)
        #expect(measurement.runs.isEmpty)
        #expect(measurement.missingCharacters.isEmpty)
        #expect(measurement.lineMetrics == (try measurer.lineMetrics(for: style())))
    }

    @Test func lineMetricsComeFromThePrimaryFace() throws {
        let metrics = try measurer.measure("Title", style: style()).lineMetrics
        // Inter: hhea ascender 2728, descender -680, line gap 0; cap height 2048; upem 2816.
        #expect(abs(metrics.ascent - 2728 * 17 / 2816) < 1e-9)
        #expect(abs(metrics.descent - 680 * 17 / 2816) < 1e-9)
        #expect(abs(metrics.lineHeight - (metrics.ascent + metrics.descent)) < 1e-9)
        #expect(abs(metrics.capHeight - 2048 * 17 / 2816) < 1e-9)
        let dejaVu = try measurer.measure("Title", style: style("DejaVu Sans")).lineMetrics
        #expect(dejaVu != metrics)
    }

    @Test func widthOfAgreesWithMeasure() throws {
        for text in ["Settings", "你好 world", "سلام", ""] {
            #expect(try measurer.width(of: text, style: style(tracking: 0.3)) == width(text, style(tracking: 0.3)))
        }
    }
}
