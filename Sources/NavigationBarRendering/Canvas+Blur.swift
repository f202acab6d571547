import NavigationBarLayout

extension Canvas {
    /// Fills `path` (in points, its control box `bounds`) with `paint`, its coverage blurred by `radius` points:
    /// three box blurs across and three down, which approach a Gaussian of standard deviation about `radius / 2`
    /// (a glass capsule's soft shadow, L64).
    mutating func fillBlurred(_ path: VectorPath, bounds: Frame, paint: Paint, scale: Double, radius: Double)
        throws(RenderError)
    {
        let spread = Int((radius * scale).rounded(.up)) + 1
        func pixel(_ value: Double, _ rule: FloatingPointRoundingRule) -> Int {
            let scaled = (value * scale).rounded(rule)
            return scaled.isFinite ? Int(max(-1e6, min(1e6, scaled))) : 0
        }
        let left = max(0, pixel(bounds.x, .down) - spread)
        let top = max(0, pixel(bounds.y, .down) - spread)
        let right = min(width, pixel(bounds.maxX, .up) + spread)
        let bottom = min(height, pixel(bounds.maxY, .up) + spread)
        guard left < right, top < bottom, (right - left) <= Self.tileSize, (bottom - top) <= Self.tileSize else {
            return try fill(path, paint: paint, scale: scale)
        }
        let (w, h) = (right - left, bottom - top)
        let pieces = FreeTypeOutline.pieces(of: path) { point in
            (point.x * scale - Double(left), Double(bottom) - point.y * scale)
        }
        guard let pieces else { return }
        var coverage = [Float](repeating: 0, count: w * h)
        for piece in pieces { try rasterizer.addCoverage(of: piece, to: &coverage, width: w, height: h) }
        // Three passes of a box about a third of the spread wide, each way.
        let box = max(1, Int((radius * scale / 1.5).rounded()))
        for _ in 0..<3 {
            Self.boxBlur(&coverage, width: w, height: h, radius: box, horizontal: true)
            Self.boxBlur(&coverage, width: w, height: h, radius: box, horizontal: false)
        }
        composite(coverage, paint: paint, scale: scale, columns: left..<right, rows: top..<bottom)
    }

    /// One box blur of `radius` pixels each side over `values` (`width` × `height`), along rows or columns;
    /// values beyond the edges count as 0.
    static func boxBlur(_ values: inout [Float], width: Int, height: Int, radius: Int, horizontal: Bool) {
        let (lines, length) = horizontal ? (height, width) : (width, height)
        let stride = horizontal ? 1 : width
        let window = Float(2 * radius + 1)
        var line = [Float](repeating: 0, count: length)
        for l in 0..<lines {
            let start = horizontal ? l * width : l
            for i in 0..<length { line[i] = values[start + i * stride] }
            var sum: Float = 0
            for i in 0...min(radius, length - 1) { sum += line[i] }
            for i in 0..<length {
                values[start + i * stride] = sum / window
                let add = i + radius + 1
                let drop = i - radius
                if add < length { sum += line[add] }
                if drop >= 0 { sum -= line[drop] }
            }
        }
    }
}
