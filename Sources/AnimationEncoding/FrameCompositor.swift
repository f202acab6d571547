import NavigationBarRendering

/// Draws frames over an opaque page colour on a canvas of one size, for an encoder.
struct FrameCompositor {
    /// The canvas width in pixels.
    let width: Int
    /// The canvas height in pixels.
    let height: Int
    /// The page colour's red, green and blue bytes.
    let page: [UInt8]

    /// A compositor for `width` × `height` pixels over `background` (its alpha ignored).
    ///
    /// - Throws: ``AnimationError/size(width:height:)`` for an empty canvas.
    init(width: Int, height: Int, background: RGBA) throws(AnimationError) {
        guard width > 0, height > 0, width <= 65_535, height <= 65_535 else {
            throw .size(width: width, height: height)
        }
        self.width = width
        self.height = height
        page = [background.red, background.green, background.blue].map {
            UInt8(max(0, min(255, ($0 * 255).rounded())))
        }
    }

    /// `image` drawn source-over at the top left of the page: RGB bytes, row by row.
    ///
    /// - Throws: ``AnimationError/size(width:height:)`` for an image larger than the canvas.
    func rgb(_ image: PNGImage) throws(AnimationError) -> [UInt8] {
        guard image.width <= width, image.height <= height, image.pixels.count == image.width * image.height * 4
        else { throw .size(width: image.width, height: image.height) }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for index in 0..<(width * height) {
            rgb[index * 3] = page[0]
            rgb[index * 3 + 1] = page[1]
            rgb[index * 3 + 2] = page[2]
        }
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
        return rgb
    }
}

/// Turns delays in seconds into whole units (hundredths for GIF, milliseconds for APNG) without drift:
/// each is rounded so that the time written so far stays within half a unit of the exact time.
struct DelayClock {
    /// Units in a second.
    let unitsPerSecond: Double
    /// The exact time so far, in seconds.
    private var elapsed = 0.0
    /// The units written so far.
    private var written = 0

    /// A clock counting `unitsPerSecond` units a second.
    init(unitsPerSecond: Double) { self.unitsPerSecond = unitsPerSecond }

    /// The whole units of the next delay of `seconds`.
    mutating func units(_ seconds: Double) -> Int {
        elapsed += seconds.isFinite ? max(0, seconds) : 0
        let end = Int((elapsed * unitsPerSecond).rounded())
        defer { written = end }
        return end - written
    }
}
