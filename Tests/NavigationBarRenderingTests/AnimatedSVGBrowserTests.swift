import Foundation
import NavigationBarLayout
import NavigationBarRendering
import Testing

/// The animated SVG played by headless Chromium (`scripts/svg-frames`), when Chromium is installed; on CI
/// (`CI=true`) a missing Chromium fails the test instead of skipping it.
@Suite("Animated SVG in a browser")
struct AnimatedSVGBrowserTests {
    /// Chromium's path, if it is installed.
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Whether the test must run: Chromium is installed, or CI says it must be.
    static let runs = chromium != nil || ProcessInfo.processInfo.environment["CI"] == "true"

    /// `image` composited over white, as the browser's page shows it.
    static func overWhite(_ image: PNGImage) -> [Double] {
        var out: [Double] = []
        out.reserveCapacity(image.width * image.height * 3)
        for pixel in 0..<(image.width * image.height) {
            let alpha = Double(image.pixels[pixel * 4 + 3]) / 255
            for channel in 0..<3 {
                out.append(Double(image.pixels[pixel * 4 + channel]) * alpha + 255 * (1 - alpha))
            }
        }
        return out
    }

    @Test(
        "Chromium shows the start, the middle and the end of the push at the times the SVG gives them",
        .enabled(if: runs, "chromium is not installed"))
    func playsInChromium() throws {
        try #require(Self.chromium != nil, "CI=true and chromium is not installed (scripts/setup.sh installs it)")
        let renderer = TransitionDrawingTests.renderer
        let push = try TransitionDrawingTests.push()
        // A 4-second cycle: the start held 1 s, the push over 2 s, the end held 1 s.
        let svg = try renderer.animatedSVG(transition: push, pause: 1, slowdown: 4)
        let folder = NSTemporaryDirectory() + "svg-frames-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try svg.write(toFile: folder + "/push.svg", atomically: true, encoding: .utf8)
        let script = Process()
        script.executableURL = RenderingSupport.testsFolder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/svg-frames")
        script.arguments = [folder + "/push.svg", folder + "/at", "0.5", "2", "3.5"]
        script.standardOutput = FileHandle.nullDevice
        try script.run()
        script.waitUntilExit()
        try #require(script.terminationStatus == 0)
        for (seconds, progress) in [("0.5", 0.0), ("2", 0.5), ("3.5", 1.0)] {
            let shot = try PNGImage.decode(
                Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/at-\(seconds).png"))))
            let ours = try renderer.drawing(transition: push, progress: progress).image()
            try #require(shot.width == ours.width && shot.height == ours.height, "\(shot.width) × \(shot.height)")
            let a = Self.overWhite(shot)
            let b = Self.overWhite(ours)
            let far = zip(a, b).filter { abs($0 - $1) > 48 }.count
            // Chromium's anti-aliasing is not FreeType's: measured, 0 channels at the start (shapes drawn as they
            // are), about 0.2% along glyph edges in the middle and at the end (shapes drawn through transforms).
            #expect(Double(far) / Double(a.count) < 0.005, "at \(seconds) s: \(far) channels differ by more than 48")
        }
    }
}
