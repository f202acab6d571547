// swift-tools-version:6.0
import PackageDescription

/// NavigationBarLayout: the layout of an iOS navigation bar, measured with
/// FreeType and HarfBuzz on Linux.
///
/// Layers, each importing only those below it:
/// 1. `CFreeType`, `CHarfBuzz`, `CFontconfig`: system libraries (shims only).
/// 2. `TextMetrics`: fonts, fallback, shaping, measuring, fitting, glyph runs.
/// 3. `NavigationBarLayout`: model, metrics profiles and the solver.
/// 4. `navbar`: the command-line tool.
let package = Package(
    name: "NavigationBarLayout",
    products: [
        .library(name: "TextMetrics", targets: ["TextMetrics"]),
        .library(name: "NavigationBarLayout", targets: ["NavigationBarLayout"]),
        .executable(name: "navbar", targets: ["navbar"]),
    ],
    targets: [
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        .target(
            name: "TextMetrics",
            dependencies: ["CFreeType", "CHarfBuzz", "CFontconfig"],
            linkerSettings: [.linkedLibrary("m")]
        ),
        .target(
            name: "NavigationBarLayout",
            dependencies: ["TextMetrics"],
            resources: [.copy("Profiles")],
            linkerSettings: [.linkedLibrary("m")]
        ),
        .executableTarget(
            name: "navbar",
            dependencies: ["TextMetrics", "NavigationBarLayout"]
        ),
        .executableTarget(
            name: "TextMetricsBenchmark",
            dependencies: ["TextMetrics", "CHarfBuzz"],
            path: "Benchmarks/TextMetricsBenchmark"
        ),
        .testTarget(
            name: "TextMetricsTests",
            dependencies: ["TextMetrics"]
        ),
        .testTarget(
            name: "NavigationBarLayoutTests",
            dependencies: ["NavigationBarLayout", "TextMetrics"]
        ),
        .testTarget(
            name: "NavbarCLITests",
            dependencies: ["navbar"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
