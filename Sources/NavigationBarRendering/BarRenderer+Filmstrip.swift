import NavigationBarLayout
import TextMetrics

extension BarRenderer {
    /// The space around and between the frames of a filmstrip, in points.
    public static let filmstripMargin = 8.0
    /// The width of a filmstrip's label column, in points.
    public static let filmstripLabelWidth = 64.0
    /// The page a filmstrip is drawn on by default: the gallery's grey, (226, 228, 233).
    public static let filmstripPage = RGBA(226 / 255, 228 / 255, 233 / 255)

    /// Draws `frames` moments of `transition`, progress 0 to 1 evenly, one under the other, each labelled with
    /// its progress.
    ///
    /// Frame *k* (from 0) is the bar at progress *k* / (`frames` − 1),
    /// rasterised on its own exactly as ``drawing(transition:progress:)``'s
    /// picture, then put on the page at a whole pixel: frames stack top to
    /// bottom with a margin of 8 points (rounded up to whole pixels) around
    /// and between them, each with its label (`t = 0.25`) on its left in a
    /// column 64 points wide. On a transparent page (`page: nil`) each
    /// frame's pixels are its single picture's, byte for byte; on a coloured
    /// page they are composited over it (source over).
    ///
    /// ```swift
    /// let film = try renderer.filmstrip(transition: push, frames: 5)
    /// let png = try film.encoded()
    /// ```
    ///
    /// - Parameters:
    ///   - transition: The transition.
    ///   - frames: How many moments (at least 2; fewer are taken as 2).
    ///   - scale: Pixels per point of the picture; `nil` for the bar's own scale (the layout stays on the bar's grid).
    ///   - page: The page's colour, or `nil` for a transparent page.
    /// - Returns: The picture: (64 + bar width + 8) points wide, and for each frame 8 points and the bar's height
    ///   (the higher of its two ends) high, and 8 more, each part rounded up to whole pixels at `scale`.
    /// - Throws: ``RenderError/text(_:)`` when text cannot be shaped or an outline read,
    ///   ``RenderError/imageTooLarge(width:height:)`` when the picture would have too many pixels.
    public func filmstrip(
        transition: BarTransition, frames: Int, scale: Double? = nil, page: RGBA? = BarRenderer.filmstripPage
    ) throws(RenderError) -> PNGImage {
        let samples = transition.samples(count: min(max(frames, 2), 100_000))
        let scale = scale ?? transition.from.bar.scale
        func pixels(_ points: Double) -> Int {
            Drawing(width: points, height: points, scale: scale).pixelSize.width
        }
        let margin = pixels(Self.filmstripMargin)
        let left = pixels(Self.filmstripLabelWidth)
        var frameSize = Drawing(
            width: transition.from.bar.width, height: transition.pictureHeight, scale: scale
        ).pixelSize
        frameSize.width = max(frameSize.width, 1)
        let width = left + frameSize.width + margin
        let height = margin + samples.count * (frameSize.height + margin)
        guard width * height <= Canvas.maximumPixels, height <= Canvas.maximumPixels else {
            throw .imageTooLarge(width: width, height: height)
        }
        // The page and the labels, drawn first; then every frame on it.
        var sheet = Drawing(width: Double(width) / scale, height: Double(height) / scale, scale: scale)
        if let page {
            sheet.fill(
                .rect(Frame(x: 0, y: 0, width: sheet.width, height: sheet.height)), page, layer: .gallery, name: "page")
        }
        let labelStyle = TextStyle(family: "Inter", size: 11, weight: .medium)
        let labelHeight = try lineHeight(labelStyle)
        let tops = samples.indices.map { margin + $0 * (frameSize.height + margin) }
        for (sample, top) in zip(samples, tops) {
            let label = "t = " + SVGNumber.format(sample.progress)
            guard let fit = try fitted(label, style: labelStyle, width: Self.filmstripLabelWidth - 12) else { continue }
            let middle = (Double(top) + Double(frameSize.height) / 2) / scale
            let box = Frame(
                x: Double(left) / scale - Self.filmstripMargin - fit.width, y: middle - labelHeight / 2,
                width: fit.width, height: labelHeight)
            sheet.fill(
                try textPath(fit.text, style: labelStyle, frame: box), RGBA(0.2, 0.2, 0.25), layer: .gallery,
                name: "label")
        }
        var image = try sheet.image()
        for (sample, top) in zip(samples, tops) {
            var frame = try drawing(sample: sample, of: transition)
            frame.scale = scale
            image.composite(try frame.image(), x: left, y: top)
        }
        return image
    }
}

extension PNGImage {
    /// Puts `image` with its top left corner at pixel (`x`, `y`), source over; where this image is transparent,
    /// `image`'s bytes are copied as they are. Pixels falling outside are left out.
    mutating func composite(_ image: PNGImage, x: Int, y: Int) {
        for row in 0..<image.height where (0..<height).contains(y + row) {
            for column in 0..<image.width where (0..<width).contains(x + column) {
                let source = (row * image.width + column) * 4
                let target = ((y + row) * width + x + column) * 4
                let alpha = Double(image.pixels[source + 3]) / 255
                let under = Double(pixels[target + 3]) / 255
                guard alpha > 0 else { continue }
                guard under > 0, alpha < 1 else {
                    for channel in 0..<4 { pixels[target + channel] = image.pixels[source + channel] }
                    continue
                }
                let out = alpha + under * (1 - alpha)
                for channel in 0..<3 {
                    let value =
                        (Double(image.pixels[source + channel]) * alpha + Double(pixels[target + channel]) * under
                            * (1 - alpha)) / out
                    pixels[target + channel] = UInt8(min(255, max(0, value.rounded())))
                }
                pixels[target + 3] = UInt8(min(255, max(0, (out * 255).rounded())))
            }
        }
    }
}
