import Foundation
import Testing

@testable import TextMetrics

@Suite struct ErrorTests {
    @Test func unknownFamilyListsKnownFamilies() {
        let error = textMetricsError { _ = try measurer.measure("Edit", style: style("Helvetica Neue")) }
        guard case .unknownFamily(let name, let known) = error else {
            Issue.record("expected unknownFamily, got \(String(describing: error))")
            return
        }
        #expect(name == "Helvetica Neue")
        #expect(known == bundledFamilyNames)
        #expect(
            error?.description
                == "unknown font family 'Helvetica Neue'; known families: "
                + bundledFamilyNames.joined(separator: ", "))
    }

    @Test func unknownFamilyThrowsFromEveryEntryPoint() {
        let unknown = style("Nope")
        #expect(textMetricsError { _ = try measurer.fit("x", style: unknown, maxWidth: 10) } != nil)
        #expect(textMetricsError { _ = try measurer.glyphRuns("x", style: unknown) } != nil)
        #expect(textMetricsError { _ = try measurer.measure("", style: unknown) } != nil)
        #expect(textMetricsError { _ = try bundledLibrary.face(family: "Nope", weight: .bold) } != nil)
    }

    @Test func invalidSizesThrow() {
        for size in [Double.nan, -3, -0.5, 1e9, 10_000.5, .infinity] {
            let error = textMetricsError { _ = try measurer.measure("Edit", style: style(size: size)) }
            guard case .invalidSize(let value) = error else {
                Issue.record("size \(size): got \(String(describing: error))")
                continue
            }
            #expect(value == size || (value.isNaN && size.isNaN))
        }
        #expect(textMetricsError { _ = try measurer.measure("Edit", style: style(size: 10_000)) } == nil)
    }

    @Test func invalidTrackingThrows() {
        let error = textMetricsError { _ = try measurer.measure("Edit", style: style(tracking: .infinity)) }
        #expect(error == TextMetricsError.invalidTracking(.infinity))
        let nan = textMetricsError { _ = try measurer.fit("Edit", style: style(tracking: .nan), maxWidth: 5) }
        guard case .invalidTracking = nan else {
            Issue.record("expected invalidTracking, got \(String(describing: nan))")
            return
        }
    }

    @Test func missingFontFileIsUnreadable() throws {
        let library = try FontLibrary(fontsDirectory: nil, includeSystemFonts: false)
        let error = textMetricsError { try library.add(fontFile: "/no/such/font.ttf") }
        #expect(error == .fontFileUnreadable(path: "/no/such/font.ttf", reason: "No such file or directory"))
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        guard case .fontFileUnreadable(_, let reason) = textMetricsError({ try library.add(fontFile: directory) })
        else {
            Issue.record("a directory is not a font file")
            return
        }
        #expect(reason == "not a regular file")
        #expect(textMetricsError { try library.add(directory: "/no/such/dir") } != nil)
    }

    @Test func corruptFontFileIsInvalid() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let garbage = directory + "/garbage.ttf"
        let bytes = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }
        try Data(bytes).write(to: URL(fileURLWithPath: garbage))
        let library = try FontLibrary(fontsDirectory: nil, includeSystemFonts: false)
        let error = textMetricsError { try library.add(fontFile: garbage) }
        guard case .fontFileInvalid(let path, let reason) = error else {
            Issue.record("expected fontFileInvalid, got \(String(describing: error))")
            return
        }
        #expect(path.hasSuffix("/garbage.ttf"))
        #expect(reason == "unknown file format")
        // A truncated real font is also rejected, not crashed on.
        let original = try Data(contentsOf: URL(fileURLWithPath: fontsDirectory + "/DejaVuSans.ttf"))
        let truncated = directory + "/truncated.ttf"
        try original.prefix(2000).write(to: URL(fileURLWithPath: truncated))
        guard case .fontFileInvalid = textMetricsError({ try library.add(fontFile: truncated) }) else {
            Issue.record("a truncated font should be invalid")
            return
        }
        // A directory holding a corrupt font fails to load as a whole.
        #expect(textMetricsError { try library.add(directory: directory) } != nil)
        #expect(library.families.isEmpty)
    }

    @Test func errorDescriptionsAreReadable() {
        #expect(
            TextMetricsError.invalidSize(-3).description
                == "font size must be a finite number from 0 to 10000, got -3.0")
        #expect(
            TextMetricsError.fontsDirectoryNotFound(searched: ["/a", "/b"]).description
                == "bundled fonts directory not found (set NAVBAR_FONTS_DIR); looked in: /a, /b")
    }
}

/// A cut-short variable font (issue 8: it was accepted and measured at its default weight).
@Suite struct TruncatedFontTests {
    @Test(
        "a font cut inside any table is an error naming the file and the table",
        arguments: [
            (364_500, "fvar"),  // the weight axis lost: measured as Regular at every weight before
            (500_000, "gvar"),  // the outlines' variation deltas cut
            (601_790, "DSIG"),
        ])
    func truncatedVariableFont(length: Int, table: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let original = try Data(contentsOf: URL(fileURLWithPath: fontsDirectory + "/Inter-roman.var.ttf"))
        let path = directory + "/Inter-cut.ttf"
        try original.prefix(length).write(to: URL(fileURLWithPath: path))
        let library = try FontLibrary(fontsDirectory: nil, includeSystemFonts: false)
        let error = textMetricsError { try library.add(fontFile: path) }
        guard case .fontFileInvalid(let named, let reason) = error else {
            Issue.record("expected fontFileInvalid, got \(String(describing: error))")
            return
        }
        #expect(named == path)
        #expect(reason.hasPrefix("the '\(table)' table ends at byte "))
        #expect(reason.hasSuffix(" of a \(length)-byte file (is the file cut short?)"))
        #expect(library.families.isEmpty)
    }

    @Test("the whole font still loads")
    func wholeFontLoads() throws {
        let library = try FontLibrary(fontsDirectory: nil, includeSystemFonts: false)
        #expect(textMetricsError { try library.add(fontFile: fontsDirectory + "/Inter-roman.var.ttf") } == nil)
        #expect(textMetricsError { try library.add(fontFile: fontsDirectory + "/DroidSansFallbackFull.ttf") } == nil)
    }
}
