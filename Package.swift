// swift-tools-version:6.0
import Foundation
import PackageDescription

/// NavigationBarLayout: the layout of an iOS navigation bar, measured with
/// FreeType and HarfBuzz on Linux.
///
/// Layers, each importing only those below it:
/// 1. `CFreeType`, `CHarfBuzz`, `CFontconfig`, `CPNG`, `CGIF`: system libraries (shims only).
/// 2. `TextMetrics`: fonts, fallback, shaping, measuring, fitting, glyph runs;
///    `JSONFormat`: the JSON parser, reader (problems with paths and suggestions)
///    and writer, knowing nothing of the model.
/// 3. `NavigationBarLayout`: model, scene rules, metrics profiles, the solver,
///    and the scene, profile and geometry formats read and written with `JSONFormat`.
/// 4. Surfaces: `navbar` (the command-line tool, its scene pipeline in
///    `NavbarCore`, its GIF and APNG encoders in `AnimationEncoding`), `LayoutSnapshotTesting`,
///    `NavigationBarRendering`.
/// 5. `RenderingSnapshotTesting`: PNG snapshot strategies, joining the
///    snapshot engine of `LayoutSnapshotTesting` (which knows no renderer)
///    to the renderer and PNG codec of `NavigationBarRendering`.
///
/// Supported platforms: Linux with Swift 6 and the development packages of
/// FreeType, HarfBuzz, fontconfig and libpng (built and tested on Debian 12).
/// macOS 15 is stated as the minimum because the libraries use
/// `Synchronization.Mutex`; macOS builds are not tested.
///
/// With `NAVBAR_FUZZ=1` in the environment the manifest also declares the
/// libFuzzer targets of `Fuzz/` (see docs/FUZZING.md); normal builds never see them.
let package = Package(
    name: "NavigationBarLayout",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TextMetrics", targets: ["TextMetrics"]),
        .library(name: "JSONFormat", targets: ["JSONFormat"]),
        .library(name: "NavigationBarLayout", targets: ["NavigationBarLayout"]),
        .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
        .library(name: "NavigationBarRendering", targets: ["NavigationBarRendering"]),
        .library(name: "RenderingSnapshotTesting", targets: ["RenderingSnapshotTesting"]),
        .library(name: "StringCatalogs", targets: ["StringCatalogs"]),
        .library(name: "LocalizationAudit", targets: ["LocalizationAudit"]),
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
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // giflib, for `navbar render`'s GIFs only: the library products do not link it.
        .systemLibrary(
            name: "CGIF",
            pkgConfig: "libgif",
            providers: [.apt(["libgif-dev"])]
        ),
        // libxml2, for `navbar`'s XLIFF reader only: the library products do not link it.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(
            name: "TextMetrics",
            dependencies: ["CFreeType", "CHarfBuzz", "CFontconfig"],
            linkerSettings: [.linkedLibrary("m")]
        ),
        .target(name: "JSONFormat"),
        // String Catalogs, `.strings` and pseudo-languages; XLIFF is read by `XLIFFReading` (libxml2), which only
        // `navbar` links.
        .target(name: "StringCatalogs", dependencies: ["JSONFormat"]),
        .target(name: "XLIFFReading", dependencies: ["StringCatalogs", "CLibXML2"]),
        .target(
            name: "NavigationBarLayout",
            dependencies: ["TextMetrics", "JSONFormat"],
            // The bundled profiles are found by `ProfileLibrary.searchedDirectories`, not as a
            // SwiftPM resource: its generated accessor imports Foundation (docs/PERFORMANCE.md).
            exclude: ["Profiles", "Locales", "Devices"],
            linkerSettings: [.linkedLibrary("m")]
        ),
        .target(
            name: "LayoutSnapshotTesting",
            dependencies: ["NavigationBarLayout", "TextMetrics"]
        ),
        .target(
            name: "NavigationBarRendering",
            dependencies: ["NavigationBarLayout", "TextMetrics", "CFreeType", "CPNG"],
            linkerSettings: [.linkedLibrary("m")]
        ),
        .target(
            name: "RenderingSnapshotTesting",
            dependencies: ["LayoutSnapshotTesting", "NavigationBarRendering", "NavigationBarLayout"]
        ),
        // `navbar audit`'s engine (issue 26): screens, the matrix, findings and reports; it lays the matrix out
        // through `navbar batch`'s pool (`NavbarCore`'s `BatchPool`, which adds no system library).
        .target(
            name: "LocalizationAudit",
            dependencies: [
                "NavigationBarLayout", "NavigationBarRendering", "TextMetrics", "JSONFormat", "StringCatalogs",
                "NavbarCore",
            ]
        ),
        .target(
            name: "NavbarCore",
            dependencies: ["NavigationBarLayout", "TextMetrics"]
        ),
        // GIF and APNG encoders of `navbar render`, kept out of `NavigationBarRendering` so that the
        // library gains no system library.
        .target(
            name: "AnimationEncoding",
            dependencies: ["NavigationBarRendering", "CGIF"]
        ),
        .executableTarget(
            name: "navbar",
            dependencies: [
                "TextMetrics", "NavigationBarLayout", "NavbarCore", "NavigationBarRendering", "AnimationEncoding",
                "StringCatalogs", "XLIFFReading", "LocalizationAudit",
            ]
        ),
        .target(
            name: "SceneGenerators",
            dependencies: ["NavigationBarLayout"],
            path: "Tests/SceneGenerators"
        ),
        // Counts allocations by replacing `malloc` and its relatives: link it into benchmarks only.
        .target(
            name: "CAllocationCounter",
            path: "Benchmarks/CAllocationCounter"
        ),
        .target(
            name: "BenchmarkSupport",
            dependencies: ["CAllocationCounter"],
            path: "Benchmarks/BenchmarkSupport"
        ),
        .executableTarget(
            name: "NavbarBatchBenchmark",
            dependencies: [
                "NavigationBarLayout", "TextMetrics", "SceneGenerators", "BenchmarkSupport", "NavbarCore",
            ],
            path: "Benchmarks/NavbarBatchBenchmark"
        ),
        .executableTarget(
            name: "AuditBenchmark",
            dependencies: ["LocalizationAudit", "NavigationBarLayout", "TextMetrics", "BenchmarkSupport"],
            path: "Benchmarks/AuditBenchmark"
        ),
        .executableTarget(
            name: "BarTransitionBenchmark",
            dependencies: ["NavigationBarLayout", "TextMetrics", "BenchmarkSupport"],
            path: "Benchmarks/BarTransitionBenchmark"
        ),
        .executableTarget(
            name: "TextMetricsBenchmark",
            dependencies: ["TextMetrics", "CHarfBuzz"],
            path: "Benchmarks/TextMetricsBenchmark"
        ),
        .executableTarget(
            name: "StartupBenchmark",
            path: "Benchmarks/StartupBenchmark"
        ),
        .executableTarget(
            name: "StartupBaseline",
            path: "Benchmarks/StartupBaseline"
        ),
        .executableTarget(
            name: "StartupFoundationBaseline",
            path: "Benchmarks/StartupFoundationBaseline"
        ),
        .executableTarget(
            name: "StartupEssentialsBaseline",
            path: "Benchmarks/StartupEssentialsBaseline"
        ),
        .testTarget(
            name: "TextMetricsTests",
            dependencies: ["TextMetrics"]
        ),
        .testTarget(
            name: "LocalizationAuditTests",
            dependencies: ["LocalizationAudit", "NavigationBarLayout", "TextMetrics", "StringCatalogs"]
        ),
        .testTarget(
            name: "JSONFormatTests",
            dependencies: ["JSONFormat"]
        ),
        .testTarget(
            name: "StringCatalogsTests",
            dependencies: ["StringCatalogs", "XLIFFReading"],
            exclude: ["Catalogs"]
        ),
        .testTarget(
            name: "NavigationBarLayoutTests",
            dependencies: ["NavigationBarLayout", "JSONFormat", "TextMetrics", "SceneGenerators"]
        ),
        .testTarget(
            name: "NavbarCLITests",
            dependencies: ["navbar", "NavbarCore", "AnimationEncoding", "NavigationBarRendering"],
            exclude: ["Malformed"]
        ),
        .target(
            name: "SnapshotTestingStandIn",
            path: "Tests/SnapshotTestingStandIn"
        ),
        .testTarget(
            name: "LayoutSnapshotTestingTests",
            dependencies: ["LayoutSnapshotTesting", "NavigationBarLayout", "TextMetrics", "SnapshotTestingStandIn"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "NavigationBarRenderingTests",
            dependencies: [
                "NavigationBarRendering", "NavigationBarLayout", "TextMetrics", "LayoutSnapshotTesting",
                "RenderingSnapshotTesting",
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// The transition path and the catalog readers on several threads, for .ci/run's ThreadSanitizer step; built with
/// `NAVBAR_TSAN=1 swift build --sanitize=thread` (docs/FUZZING.md).
if ProcessInfo.processInfo.environment["NAVBAR_TSAN"] == "1" {
    package.targets.append(
        .executableTarget(
            name: "tsan-transitions",
            dependencies: ["NavbarCore", "NavigationBarLayout", "TextMetrics"],
            path: "Sanitizers/TransitionThreads"
        ))
    package.targets.append(
        .executableTarget(
            name: "tsan-catalogs",
            dependencies: ["StringCatalogs", "XLIFFReading"],
            path: "Sanitizers/CatalogThreads"
        ))
}

/// The libFuzzer targets, one per input surface; built with
/// `NAVBAR_FUZZ=1 swift build -Xswiftc -sanitize=fuzzer,address` (scripts/fuzz).
if ProcessInfo.processInfo.environment["NAVBAR_FUZZ"] == "1" {
    package.targets += [
        .systemLibrary(name: "CFuzzer", path: "Fuzz/CFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzer"], path: "Fuzz/FuzzSupport"),
        .executableTarget(
            name: "fuzz-scene",
            dependencies: ["FuzzSupport", "NavigationBarLayout", "TextMetrics"],
            path: "Fuzz/SceneJSON"
        ),
        .executableTarget(
            name: "fuzz-profile",
            dependencies: ["FuzzSupport", "NavigationBarLayout", "TextMetrics"],
            path: "Fuzz/ProfileJSON"
        ),
        .executableTarget(
            name: "fuzz-font",
            dependencies: ["FuzzSupport", "TextMetrics"],
            path: "Fuzz/FontFile"
        ),
        .executableTarget(
            name: "fuzz-batch",
            dependencies: ["FuzzSupport", "NavbarCore", "NavigationBarLayout", "TextMetrics"],
            path: "Fuzz/BatchLines"
        ),
        .executableTarget(
            name: "fuzz-transition",
            dependencies: ["FuzzSupport", "NavigationBarLayout", "TextMetrics"],
            path: "Fuzz/TransitionRequest"
        ),
        .target(name: "CatalogFuzzing", dependencies: ["FuzzSupport", "StringCatalogs"], path: "Fuzz/CatalogFuzzing"),
        .executableTarget(
            name: "fuzz-xcstrings", dependencies: ["CatalogFuzzing", "FuzzSupport"], path: "Fuzz/XCStringsCatalog"),
        .executableTarget(
            name: "fuzz-strings", dependencies: ["CatalogFuzzing", "FuzzSupport"], path: "Fuzz/StringsFile"),
        .executableTarget(
            name: "fuzz-xliff", dependencies: ["CatalogFuzzing", "FuzzSupport", "XLIFFReading"], path: "Fuzz/XLIFFExport"),
    ]
}
