import Foundation
import Testing

@testable import TextMetrics

/// Font files in the chain (`withFallbackFonts`): before the style's family or after the fallbacks, one measurer
/// per set of files, each file added once.
@Suite struct FallbackFontsTests {
    /// A folder with DejaVu Sans copied as `UserSans.ttf`.
    static func folder() throws -> String {
        let folder = try temporaryDirectory()
        try FileManager.default.copyItem(atPath: fontsDirectory + "/DejaVuSans.ttf", toPath: folder + "/UserSans.ttf")
        return folder
    }

    @Test func prependedFamiliesComeFirstAndAppendedLast() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let base = TextMeasurer(library: try FontLibrary(includeSystemFonts: false))
        let path = folder + "/UserSans.ttf"
        let first = try base.measurer(fallbackFonts: FallbackFonts(prepend: [path]))
        #expect(first.leadingFamilies == ["DejaVu Sans"])
        #expect(try first.fallbackChain(for: style()).first?.family == "DejaVu Sans")
        // The copy's family is DejaVu Sans: the family comes first (resolved to a face of that family).
        #expect(try first.measure("Inbox", style: style()).runs.map(\.face) == ["DejaVu Sans Book"])
        #expect(try base.measure("Inbox", style: style()).runs.map(\.face).first?.hasPrefix("Inter") == true)
        let last = try base.measurer(fallbackFonts: FallbackFonts(append: [path]))
        #expect(last.leadingFamilies == [])
        #expect(try last.fallbackChain(for: style()).first?.family == "Inter")
        #expect(try last.measure("Inbox", style: style()) == base.measure("Inbox", style: style()))
    }

    @Test func oneMeasurerPerSetOfFilesAndAskingAgainGivesItBack() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let base = TextMeasurer(library: try FontLibrary(includeSystemFonts: false))
        let fonts = FallbackFonts(prepend: [folder + "/UserSans.ttf"])
        let generation = base.library.generation
        let made = try base.measurer(fallbackFonts: fonts)
        #expect(try base.measurer(fallbackFonts: fonts) === made)
        #expect(try made.measurer(fallbackFonts: fonts) === made)
        #expect(try made.measurer(fallbackFonts: FallbackFonts()) === made)
        #expect(try base.measurer(fallbackFonts: FallbackFonts()) === base)
        // The file was added to the library once: one new generation, not one per measurer.
        #expect(base.library.generation == generation + 1)
    }

    @Test func aFileThatCannotBeUsedThrowsEveryTime() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: folder + "/Bad.ttf"))
        let base = TextMeasurer(library: try FontLibrary(includeSystemFonts: false))
        for _ in 0..<2 {
            #expect(throws: TextMetricsError.self) {
                try base.measurer(fallbackFonts: FallbackFonts(append: [folder + "/Bad.ttf"]))
            }
            #expect(throws: TextMetricsError.self) {
                try base.measurer(fallbackFonts: FallbackFonts(prepend: [folder + "/Missing.ttf"]))
            }
        }
    }

    @Test func pathsResolveRelativeToTheirFolderAndListsMergeInOrder() {
        let fonts = FallbackFonts(prepend: ["a.ttf", "/abs/b.ttf"], append: ["c.ttf"])
        #expect(
            fonts.resolved(relativeTo: "dir")
                == FallbackFonts(prepend: ["dir/a.ttf", "/abs/b.ttf"], append: ["dir/c.ttf"]))
        #expect(fonts.resolved(relativeTo: "") == fonts)
        let merged = fonts.followed(by: FallbackFonts(prepend: ["a.ttf", "d.ttf"], append: ["c.ttf"]))
        #expect(merged == FallbackFonts(prepend: ["a.ttf", "/abs/b.ttf", "d.ttf"], append: ["c.ttf"]))
    }
}
