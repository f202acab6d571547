import NavigationBarRendering

/// One frame of an animation: a picture and how long it shows.
public struct AnimationFrame: Sendable {
    /// The picture, RGBA; frames of different sizes are drawn at the top left of the largest.
    public var image: PNGImage
    /// Seconds the frame shows.
    public var delay: Double

    /// A frame showing `image` for `delay` seconds.
    ///
    /// - Parameters:
    ///   - image: The picture.
    ///   - delay: Seconds it shows.
    public init(image: PNGImage, delay: Double) {
        self.image = image
        self.delay = delay
    }
}

/// Frames made opaque and the same size, for an encoder.
struct OpaqueFrames {
    /// The common width in pixels.
    let width: Int
    /// The common height in pixels.
    let height: Int
    /// Each frame's RGB bytes, row by row.
    let pixels: [[UInt8]]
    /// Each frame's delay in seconds.
    let delays: [Double]

    /// `frames` drawn over `background` on a canvas as large as the largest.
    ///
    /// - Throws: ``AnimationError/noFrames`` for an empty list.
    init(_ frames: [AnimationFrame], background: RGBA) throws(AnimationError) {
        guard !frames.isEmpty else { throw .noFrames }
        width = frames.map(\.image.width).max() ?? 0
        height = frames.map(\.image.height).max() ?? 0
        let page = [background.red, background.green, background.blue].map {
            UInt8(max(0, min(255, ($0 * 255).rounded())))
        }
        var all: [[UInt8]] = []
        for frame in frames {
            var rgb = [UInt8](repeating: 0, count: width * height * 3)
            for index in 0..<(width * height) {
                rgb[index * 3] = page[0]
                rgb[index * 3 + 1] = page[1]
                rgb[index * 3 + 2] = page[2]
            }
            let image = frame.image
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let source = (y * image.width + x) * 4
                    let target = (y * width + x) * 3
                    let alpha = UInt32(image.pixels[source + 3])
                    for channel in 0..<3 {
                        let over = UInt32(image.pixels[source + channel]) * alpha
                        let under = UInt32(page[channel]) * (255 - alpha)
                        rgb[target + channel] = UInt8((over + under + 127) / 255)
                    }
                }
            }
            all.append(rgb)
        }
        pixels = all
        delays = frames.map(\.delay)
    }

    /// Frame `index` as an opaque RGBA image.
    func image(_ index: Int) -> PNGImage {
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        let rgb = pixels[index]
        for pixel in 0..<(width * height) {
            rgba[pixel * 4] = rgb[pixel * 3]
            rgba[pixel * 4 + 1] = rgb[pixel * 3 + 1]
            rgba[pixel * 4 + 2] = rgb[pixel * 3 + 2]
        }
        return PNGImage(width: width, height: height, pixels: rgba)
    }

    /// Each frame's delay in whole units of `1 / unitsPerSecond` second, rounded so that the total
    /// stays within half a unit of the sum of the delays (no drift over many frames).
    func delays(unitsPerSecond: Double) -> [Int] {
        var elapsed = 0.0
        var written = 0
        var result: [Int] = []
        for delay in delays {
            elapsed += max(0, delay)
            let end = Int((elapsed * unitsPerSecond).rounded())
            result.append(end - written)
            written = end
        }
        return result
    }
}
