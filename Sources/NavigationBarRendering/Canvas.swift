import NavigationBarLayout

/// A premultiplied RGBA pixel buffer that filled paths are composited onto (source over).
struct Canvas {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// Premultiplied red, green, blue, alpha per pixel, 0...1.
    private(set) var pixels: [Float]

    /// The largest number of pixels a canvas may have (about 4096 × 4096).
    static let maximumPixels = 16_777_216

    /// Tiles are at most this many pixels on a side (FreeType's spans count columns in a `short`).
    static let tileSize = 4096

    /// FreeType's rasteriser, which computes every shape's coverage.
    let rasterizer: FreeTypeRasterizer

    /// A transparent canvas.
    init(width: Int, height: Int) throws(RenderError) {
        self.width = width
        self.height = height
        pixels = [Float](repeating: 0, count: width * height * 4)
        rasterizer = try FreeTypeRasterizer()
    }

    /// Fills `path` (in points) with `paint`, at `scale` pixels per point.
    ///
    /// The pixels the path's control box touches are covered tile by tile:
    /// FreeType's coverage of the path (non-zero winding, anti-aliased) in a
    /// buffer the size of the tile, then the paint composited source-over
    /// with it. A path with a point that is not finite draws nothing.
    /// With `clip`, only the pixels whose centres lie inside it are painted.
    mutating func fill(_ path: VectorPath, paint: Paint, scale: Double, clip: Frame? = nil, blur: Double = 0)
        throws(RenderError)
    {
        guard var bounds = path.controlBounds, scale.isFinite, scale > 0 else { return }
        if blur > 0, blur.isFinite {
            try fillBlurred(path, bounds: bounds, paint: paint, scale: scale, radius: blur)
            return
        }
        if let clip {
            let minX = max(bounds.x, clip.x)
            let minY = max(bounds.y, clip.y)
            let maxX = min(bounds.maxX, clip.maxX)
            let maxY = min(bounds.maxY, clip.maxY)
            guard minX < maxX, minY < maxY else { return }
            bounds = Frame(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        func pixel(_ value: Double, _ rule: FloatingPointRoundingRule, limit: Int) -> Int {
            let scaled = (value * scale).rounded(rule)
            guard scaled.isFinite else { return scaled < 0 ? 0 : limit }
            return Int(min(Double(limit), max(0, scaled)))
        }
        // The path's box and one pixel more, or exactly the clip's pixels.
        let margin = clip == nil ? 1 : 0
        let left = max(0, pixel(bounds.x, clip == nil ? .down : .toNearestOrAwayFromZero, limit: width) - margin)
        let top = max(0, pixel(bounds.y, clip == nil ? .down : .toNearestOrAwayFromZero, limit: height) - margin)
        let right = min(width, pixel(bounds.maxX, clip == nil ? .up : .toNearestOrAwayFromZero, limit: width) + margin)
        let bottom = min(
            height, pixel(bounds.maxY, clip == nil ? .up : .toNearestOrAwayFromZero, limit: height) + margin)
        guard left < right, top < bottom else { return }
        for tileTop in stride(from: top, to: bottom, by: Self.tileSize) {
            for tileLeft in stride(from: left, to: right, by: Self.tileSize) {
                let tileRight = min(right, tileLeft + Self.tileSize)
                let tileBottom = min(bottom, tileTop + Self.tileSize)
                let pieces = FreeTypeOutline.pieces(of: path) { point in
                    (point.x * scale - Double(tileLeft), Double(tileBottom) - point.y * scale)
                }
                guard let pieces else { return }
                let tileWidth = tileRight - tileLeft
                var coverage = [Float](repeating: 0, count: tileWidth * (tileBottom - tileTop))
                for piece in pieces {
                    try rasterizer.addCoverage(
                        of: piece, to: &coverage, width: tileWidth, height: tileBottom - tileTop)
                }
                composite(
                    coverage, paint: paint, scale: scale, columns: tileLeft..<tileRight, rows: tileTop..<tileBottom)
            }
        }
    }

    /// Composites `paint` source-over with `coverage` (one cell per pixel of `columns` × `rows`, top row first).
    mutating func composite(
        _ coverage: [Float], paint: Paint, scale: Double, columns: Range<Int>, rows: Range<Int>
    ) {
        for row in rows {
            let color = paint.color(atY: (Double(row) + 0.5) / scale)
            let alpha = Float(color.alpha)
            let r = Float(color.red) * alpha
            let g = Float(color.green) * alpha
            let b = Float(color.blue) * alpha
            let start = (row - rows.lowerBound) * columns.count - columns.lowerBound
            for column in columns {
                let c = coverage[start + column]
                guard c > 0 else { continue }
                let index = (row * width + column) * 4
                let keep = 1 - alpha * c
                pixels[index] = r * c + pixels[index] * keep
                pixels[index + 1] = g * c + pixels[index + 1] * keep
                pixels[index + 2] = b * c + pixels[index + 2] * keep
                pixels[index + 3] = alpha * c + pixels[index + 3] * keep
            }
        }
    }

    /// The pixels as straight-alpha RGBA bytes, row by row.
    func rgbaBytes() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for pixel in 0..<(width * height) {
            let index = pixel * 4
            let alpha = pixels[index + 3]
            guard alpha > 0 else { continue }
            func byte(_ value: Float) -> UInt8 { UInt8(min(255, max(0, (value * 255).rounded()))) }
            bytes[index] = byte(pixels[index] / alpha)
            bytes[index + 1] = byte(pixels[index + 1] / alpha)
            bytes[index + 2] = byte(pixels[index + 2] / alpha)
            bytes[index + 3] = byte(alpha)
        }
        return bytes
    }
}
