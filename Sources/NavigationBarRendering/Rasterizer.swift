/// An anti-aliased scanline rasteriser: exact area coverage accumulated per pixel, non-zero winding.
///
/// Each edge adds the signed area it covers to the cells it crosses; a
/// running sum along each row then gives the winding-weighted coverage of
/// every pixel, clamped to 0...1 (so overlapping pieces wound the same way
/// unite, and opposite windings cut holes). Curves are flattened first.
struct Rasterizer {
    /// Width of the coverage area in pixels.
    let width: Int
    /// Height of the coverage area in pixels.
    let height: Int
    /// Signed area per cell, `width + 2` cells per row.
    private var cells: [Float]

    /// Creates an empty coverage area.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = [Float](repeating: 0, count: (width + 2) * height)
    }

    /// Adds the edges of `polygons` (in pixels, relative to the area's top left).
    mutating func add(_ polygons: [[Point]]) {
        for polygon in polygons {
            for index in polygon.indices {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                line(a, b)
            }
        }
    }

    /// The coverage of each pixel, row by row, 0...1.
    func coverage() -> [Float] {
        var result = [Float](repeating: 0, count: width * height)
        let stride = width + 2
        for row in 0..<height {
            var sum: Float = 0
            for column in 0..<width {
                sum += cells[row * stride + column]
                result[row * width + column] = min(1, abs(sum))
            }
        }
        return result
    }

    /// Accumulates one edge.
    private mutating func line(_ p: Point, _ q: Point) {
        guard p.y != q.y, p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite else { return }
        let direction: Float = p.y < q.y ? 1 : -1
        let (top, bottom) = p.y < q.y ? (p, q) : (q, p)
        let maxX = Double(width)
        let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
        let firstRow = max(0, Int(top.y.rounded(.down)))
        let lastRow = min(height, Int(bottom.y.rounded(.up)))
        guard firstRow < lastRow else { return }
        let stride = width + 2
        var x = top.x + (Double(firstRow) > top.y ? (Double(firstRow) - top.y) * dxdy : 0)
        for row in firstRow..<lastRow {
            let y0 = max(Double(row), top.y)
            let y1 = min(Double(row + 1), bottom.y)
            let dy = y1 - y0
            let nextX = x + dxdy * dy
            let d = Float(dy) * direction
            let start = row * stride
            let x0 = min(maxX, max(0, min(x, nextX)))
            let x1 = min(maxX, max(0, max(x, nextX)))
            let x0Floor = x0.rounded(.down)
            let x0i = Int(x0Floor)
            let x1Ceil = x1.rounded(.up)
            let x1i = Int(x1Ceil)
            if x1i <= x0i + 1 {
                let middle = Float((x0 + x1) / 2 - x0Floor)
                cells[start + x0i] += d - d * middle
                cells[start + x0i + 1] += d * middle
            } else {
                let s = Float(1 / (x1 - x0))
                let x0f = Float(x0 - x0Floor)
                let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                let x1f = Float(x1 - x1Ceil + 1)
                let am = 0.5 * s * x1f * x1f
                cells[start + x0i] += d * a0
                if x1i == x0i + 2 {
                    cells[start + x0i + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - x0f)
                    cells[start + x0i + 1] += d * (a1 - a0)
                    if x0i + 2 < x1i - 1 {
                        for column in (x0i + 2)..<(x1i - 1) { cells[start + column] += d * s }
                    }
                    let a2 = a1 + Float(x1i - x0i - 3) * s
                    cells[start + x1i - 1] += d * (1 - a2 - am)
                }
                cells[start + x1i] += d * am
            }
            x = nextX
        }
    }
}
