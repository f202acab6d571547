import Foundation
import FuzzSupport
import TextMetrics

// fuzz-font: font file bytes, loaded as `--font-file` loads them (FontLibrary.add(fontFile:) on a
// file), then every face is measured, fitted and turned into glyph runs and outlines at two weights.

/// The file each input is written to (one per process, so parallel jobs do not share it).
let fontPath = FileManager.default.temporaryDirectory
    .appendingPathComponent("navbar-fuzz-font-\(ProcessInfo.processInfo.processIdentifier).ttf").path

/// Texts covering Latin kerning, combining marks, Arabic, CJK and an emoji sequence.
let texts = ["AVAVAWAY Wa To", "e\u{301}\u{308}ﬁ", "مرحبا", "漢字かな", "👩🏽‍💻", ""]

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard FileManager.default.createFile(atPath: fontPath, contents: Data(FuzzDriver.bytes(data, size))) else {
        fatalError("cannot write \(fontPath)")
    }
    // A new library each time: one that has loaded the path once would not read it again.
    guard let library = try? FontLibrary(fontsDirectory: nil, includeSystemFonts: false),
        let faces = try? library.add(fontFile: fontPath)
    else { return 0 }
    let measurer = TextMeasurer(library: library, fallbackFamilies: [], cacheCapacity: 16)
    for family in Set(faces.map(\.family)) {
        for weight in [FontWeight.regular, .bold] {
            let style = TextStyle(family: family, size: 17, weight: weight, tracking: 0.5)
            for text in texts {
                guard let measurement = try? measurer.measure(text, style: style) else { continue }
                FuzzCheck.require(measurement.width.isFinite, "width of \(text) in \(family) is \(measurement.width)")
                _ = try? measurer.fit(text, style: style, maxWidth: 40)
                guard let runs = try? measurer.glyphRuns(text, style: style) else { continue }
                for run in runs { _ = try? library.outlines(of: run, origin: (x: 0, y: 20)) }
            }
        }
    }
    return 0
}

FuzzDriver.run(testOneInput)
