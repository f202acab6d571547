import Foundation
import Testing

@testable import TextMetrics

/// One measurer over the bundled fonts, shared by the tests (it is thread-safe).
let measurer = TextMeasurer(library: bundledLibrary)

/// A library with the bundled fonts and no system fonts, so results do not depend on the machine.
let bundledLibrary: FontLibrary = {
    do {
        return try FontLibrary(includeSystemFonts: false)
    } catch {
        fatalError("bundled fonts not found: \(error)")
    }
}()

/// The bundled fonts directory.
var fontsDirectory: String { bundledLibrary.fontsDirectory! }

/// A 17-pt style.
func style(
    _ family: String = "Inter", size: Double = 17, weight: FontWeight = .regular, tracking: Double = 0
) -> TextStyle {
    TextStyle(family: family, size: size, weight: weight, tracking: tracking)
}

/// The width of `text` in `style`.
func width(_ text: String, _ style: TextStyle = style()) throws -> Double {
    try measurer.measure(text, style: style).width
}

/// A new empty temporary directory.
func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "textmetrics-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// The error `body` throws, if it is a `TextMetricsError`.
func textMetricsError(_ body: () throws -> Void) -> TextMetricsError? {
    do {
        try body()
        return nil
    } catch {
        return error as? TextMetricsError
    }
}

/// The bundled families, sorted as `FontLibrary.families` lists them.
let bundledFamilyNames = [
    "DejaVu Sans",
    "Droid Sans Fallback",
    "Inter",
    "Noto Color Emoji",
    "Noto Nastaliq Urdu",
    "Noto Sans Bengali",
    "Noto Sans CJK KR",
    "Noto Sans Devanagari",
    "Noto Sans Ethiopic",
    "Noto Sans Gujarati",
    "Noto Sans Gurmukhi",
    "Noto Sans Kannada",
    "Noto Sans Khmer",
    "Noto Sans Malayalam",
    "Noto Sans Myanmar",
    "Noto Sans Oriya",
    "Noto Sans Sinhala",
    "Noto Sans Tamil",
    "Noto Sans Telugu",
    "Noto Sans Thai",
]
