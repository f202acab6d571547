import Testing

@testable import TextMetrics

/// The reference fit: try every prefix from the longest down.
func bruteForceFit(_ text: String, style: TextStyle, maxWidth: Double) throws -> FittedText? {
    let whole = try width(text, style)
    if whole <= maxWidth { return FittedText(text: text, width: whole, truncated: false) }
    let characters = Array(text)
    for count in stride(from: characters.count - 1, through: 0, by: -1) {
        var prefix = characters[0..<count]
        while let last = prefix.last, last.isWhitespace { prefix = prefix.dropLast() }
        let candidate = String(prefix) + "…"
        let candidateWidth = try width(candidate, style)
        if candidateWidth <= maxWidth { return FittedText(text: candidate, width: candidateWidth, truncated: true) }
    }
    return nil
}

@Suite struct FitTests {
    @Test func clusterOffsetsAndKeptCountsTrimTrailingWhiteSpace() {
        // Clusters: "a", " ", "é" (2 bytes), "\u{A0}" (2 bytes, white space), "\r\n" (one cluster), "b".
        let (starts, kept) = TextMeasurer.clusterStartsAndKept("a \u{E9}\u{A0}\r\nb")
        #expect(starts == [0, 1, 2, 4, 6, 8, 9])
        #expect(kept == [0, 1, 1, 3, 3, 3, 6])
        #expect(TextMeasurer.clusterStartsAndKept("") == ([0], [0]))
        #expect(TextMeasurer.clusterStarts("e\u{301}x") == [0, 3, 4])
    }

    @Test func oneTextFittedToManyWidthsIsEstimatedOnce() throws {
        let fresh = TextMeasurer(library: bundledLibrary)
        let text = "Notifications & Sounds"
        let full = try width(text)
        for step in 1...12 {
            let maxWidth = full * Double(step) / 13
            #expect(
                try fresh.fit(text, style: style(), maxWidth: maxWidth)
                    == (try bruteForceFit(text, style: style(), maxWidth: maxWidth)))
        }
        _ = try fresh.fit(text, style: style(size: 20), maxWidth: full / 2)
        _ = try fresh.fit(text, style: style(tracking: 1), maxWidth: full / 2)
        // One entry per text, chain and size: tracking and the width are added per fit.
        #expect(fresh.state.withLock { $0.estimates.entries.count } == 2)
        fresh.clearCache()
        #expect(fresh.state.withLock { $0.estimates.entries.count } == 0)
    }

    @Test func exactFitKeepsTheWholeText() throws {
        let text = "Notifications & Sounds"
        let full = try width(text)
        let fitted = try measurer.fit(text, style: style(), maxWidth: full)
        #expect(fitted == FittedText(text: text, width: full, truncated: false))
    }

    @Test func aHairShortTruncates() throws {
        let text = "Notifications & Sounds"
        let full = try width(text)
        let fitted = try #require(try measurer.fit(text, style: style(), maxWidth: full - 0.001))
        #expect(fitted.truncated)
        #expect(fitted.text.hasSuffix("…"))
        #expect(fitted.width <= full - 0.001)
        #expect(fitted.width == (try width(fitted.text)))
        #expect(fitted == (try bruteForceFit(text, style: style(), maxWidth: full - 0.001)))
    }

    @Test func trailingWhitespaceIsTrimmed() throws {
        let maxWidth = try width("Privacy…") + 0.5
        let fitted = try measurer.fit("Privacy & Security", style: style(), maxWidth: maxWidth)
        #expect(fitted?.text == "Privacy…")
    }

    @Test(arguments: [
        "Notifications & Sounds", "Display & Brightness", "AVAVAWAY Wa To", "Photos 照片 album",
        "الإعدادات العامة", "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}", "🇫🇷🇩🇪🇮🇹", "a  b   c",
    ])
    func agreesWithBruteForceAtEveryWidth(text: String) throws {
        for trackingValue in [0.0, 1.5] {
            let textStyle = style(tracking: trackingValue)
            let full = try width(text, textStyle)
            let characters = Array(text)
            var maxWidth = 0.0
            while maxWidth <= full + 2 {
                let fitted = try measurer.fit(text, style: textStyle, maxWidth: maxWidth)
                #expect(fitted == (try bruteForceFit(text, style: textStyle, maxWidth: maxWidth)), "\(maxWidth)")
                if let fitted {
                    #expect(fitted.width <= maxWidth)
                    // Never cut inside a grapheme cluster (flags, combining sequences).
                    let kept = Array(fitted.truncated ? String(fitted.text.dropLast()) : fitted.text)
                    #expect(characters.starts(with: kept))
                }
                maxWidth += 0.75
            }
        }
    }

    @Test func flagsAreNeverSplit() throws {
        let text = "🇫🇷🇩🇪"
        let oneFlag = try width("🇫🇷…")
        let fitted = try measurer.fit(text, style: style(), maxWidth: oneFlag + 0.01)
        #expect(fitted?.text == "🇫🇷…")
        #expect(fitted?.text.unicodeScalars.count == 3)
    }

    @Test func combiningMarksStayWithTheirBase() throws {
        let text = "ae\u{301}e\u{301}e\u{301}"
        let fitted = try measurer.fit(text, style: style(), maxWidth: try width("ae\u{301}…") + 0.01)
        #expect(fitted?.text == "ae\u{301}…")
    }

    @Test func emptyStringFitsAnything() throws {
        #expect(try measurer.fit("", style: style(), maxWidth: 0) == FittedText(text: "", width: 0, truncated: false))
    }

    @Test func tooNarrowForTheEllipsisGivesNil() throws {
        let ellipsis = try width("…")
        #expect(try measurer.fit("Settings", style: style(), maxWidth: ellipsis - 0.01) == nil)
        #expect(try measurer.fit("Settings", style: style(), maxWidth: 0) == nil)
        let onlyEllipsis = try measurer.fit("Settings", style: style(), maxWidth: ellipsis)
        #expect(onlyEllipsis == FittedText(text: "…", width: ellipsis, truncated: true))
    }

    @Test func invalidMaxWidthThrows() throws {
        for bad in [-1.0, -0.001, .nan, -.infinity] {
            let error = textMetricsError { _ = try measurer.fit("Edit", style: style(), maxWidth: bad) }
            guard case .invalidMaxWidth(let value) = error else {
                Issue.record("expected invalidMaxWidth, got \(String(describing: error))")
                continue
            }
            #expect(value == bad || (value.isNaN && bad.isNaN))
        }
        #expect(try measurer.fit("Edit", style: style(), maxWidth: .infinity)?.truncated == false)
    }
}
