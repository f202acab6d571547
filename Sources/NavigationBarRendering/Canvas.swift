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

    /// A transparent canvas.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [Float](repeating: 0, count: width * height * 4)
    }

    /// Fills `path` (in points) with `paint`, at `scale` pixels per point.
    mutating func fill(_ path: VectorPath, paint: Paint, scale: Double) {
        guard let bounds = path.controlBounds else { return }
        let left = max(0, Int((bounds.x * scale).rounded(.down)) - 1)
        let top = max(0, Int((bounds.y * scale).rounded(.down)) - 1)
        let right = min(width, Int((bounds.maxX * scale).rounded(.up)) + 1)
        let bottom = min(height, Int((bounds.maxY * scale).rounded(.up)) + 1)
        guard left < right, top < bottom else { return }
        let ox = Double(left)
        let oy = Double(top)
        let polygons = path.polygons(scale: scale).map { polygon in
            polygon.map { Point($0.x * scale - ox, $0.y * scale - oy) }
        }
        var rasterizer = Rasterizer(width: right - left, height: bottom - top)
        rasterizer.add(polygons)
        let coverage = rasterizer.coverage()
        let areaWidth = right - left
        for row in top..<bottom {
            let color = paint.color(atY: (Double(row) + 0.5) / scale)
            let alpha = Float(color.alpha)
            let r = Float(color.red) * alpha
            let g = Float(color.green) * alpha
            let b = Float(color.blue) * alpha
            for column in left..<right {
                let c = coverage[(row - top) * areaWidth + (column - left)]
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
