import Foundation
import LayoutSnapshotTesting
import NavigationBarLayout
import NavigationBarRendering

extension ImageTolerance {
    /// The tolerance of rendered bars: a channel may differ by 8 (of 255), and 0.2% of the pixels by more.
    ///
    /// Enough for anti-aliasing that differs between FreeType builds, while
    /// a moved item, a changed colour or a different glyph still fails.
    public static let rendering = ImageTolerance(perPixel: 8, share: 0.002)
}

extension SnapshotDiffing where Format == RGBAImage {
    /// Pictures stored as PNG files (libpng) and compared pixel by pixel within `tolerance`.
    ///
    /// A mismatch writes the new picture as `<name>.failed.png` and a
    /// difference image as `<name>.failed.difference.png` beside the reference
    /// (see `SnapshotDiffing.image(tolerance:pathExtension:encode:decode:)`).
    ///
    /// - Parameter tolerance: How far a picture may be from its reference and still match.
    /// - Returns: The diffing.
    public static func png(tolerance: ImageTolerance = .rendering) -> SnapshotDiffing<RGBAImage> {
        .image(
            tolerance: tolerance, pathExtension: "png",
            encode: { image in
                Data(try PNGImage(width: image.width, height: image.height, pixels: image.pixels).encoded())
            },
            decode: { data in
                let image = try PNGImage.decode(Array(data))
                return RGBAImage(width: image.width, height: image.height, pixels: image.pixels)
            })
    }
}

extension SnapshotStrategy where Value == Drawing, Format == RGBAImage {
    /// A drawing rasterised at its scale and stored as PNG.
    ///
    /// ```swift
    /// assertLayoutSnapshot(of: try renderer.drawing(scene: scene, debug: true), as: .png(), named: "debug")
    /// ```
    ///
    /// - Parameter tolerance: How far a picture may be from its reference and still match.
    /// - Returns: The strategy.
    public static func png(tolerance: ImageTolerance = .rendering) -> SnapshotStrategy<Drawing, RGBAImage> {
        SnapshotStrategy(pathExtension: "png", diffing: .png(tolerance: tolerance)) { drawing in
            let image = try drawing.image()
            return RGBAImage(width: image.width, height: image.height, pixels: image.pixels)
        }
    }
}

extension SnapshotStrategy where Value == Scene, Format == RGBAImage {
    /// A scene laid out and drawn by `NavigationBarRendering`, stored as PNG.
    ///
    /// ```swift
    /// @Test func inboxPicture() {
    ///     assertLayoutSnapshot(of: inboxScene, as: .png())  // __Snapshots__/<TestFile>/inboxPicture.1.png
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - renderer: The renderer (and so the measurer); `nil` for one shared with every other `png` strategy.
    ///   - debug: Whether frames are outlined and hidden items listed below the bar.
    ///   - tolerance: How far a picture may be from its reference and still match.
    /// - Returns: The strategy.
    public static func png(
        renderer: BarRenderer? = nil, debug: Bool = false, tolerance: ImageTolerance = .rendering
    ) -> SnapshotStrategy<Scene, RGBAImage> {
        let renderer = renderer ?? SharedRenderer.renderer
        return SnapshotStrategy<Drawing, RGBAImage>.png(tolerance: tolerance).pullback { scene in
            try renderer.drawing(scene: scene, debug: debug)
        }
    }
}

/// The renderer of `png` strategies given none, made once: it loads the bundled fonts.
enum SharedRenderer {
    /// The renderer.
    static let renderer = BarRenderer()
}

extension SnapshotStrategy where Value == PNGImage, Format == RGBAImage {
    /// A picture already rasterised (a transition's filmstrip, for instance), stored as PNG.
    ///
    /// ```swift
    /// assertLayoutSnapshot(of: try renderer.filmstrip(transition: push, frames: 7), as: .png(), named: "push")
    /// ```
    ///
    /// - Parameter tolerance: How far a picture may be from its reference and still match.
    /// - Returns: The strategy.
    public static func png(tolerance: ImageTolerance = .rendering) -> SnapshotStrategy<PNGImage, RGBAImage> {
        SnapshotStrategy(pathExtension: "png", diffing: .png(tolerance: tolerance)) { image in
            RGBAImage(width: image.width, height: image.height, pixels: image.pixels)
        }
    }
}
