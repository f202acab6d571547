import NavigationBarLayout
import TextMetrics

extension Shape {
    /// This shape moved by `dx`, `dy`: its path, clip and gradient.
    func moved(_ dx: Double, _ dy: Double) -> Shape {
        var moved = self
        moved.path = path.translated(dx, dy)
        moved.clip = clip.map { Frame(x: dx + $0.x, y: dy + $0.y, width: $0.width, height: $0.height) }
        if case .verticalGradient(let top, let bottom, let y0, let y1) = paint {
            moved.paint = .verticalGradient(top: top, bottom: bottom, y0: dy + y0, y1: dy + y1)
        }
        return moved
    }
}

extension BarPainter {
    /// The picture with `band` above the bar: the backdrop under both, the bar's drawing moved down by the band's
    /// height with its background reaching up under the band (as UIKit's bar background reaches under the status
    /// bar), then the time in the label colour and the Dynamic Island as a black capsule.
    ///
    /// - Parameters:
    ///   - band: The status-bar band.
    ///   - list: The bar's display list (its background node's frame is extended up).
    mutating func addStatusBar(_ band: StatusBarBand, list: DisplayList) throws(RenderError) {
        let bar = drawing
        drawing = Drawing(width: bar.width, height: bar.height + band.height, scale: bar.scale)
        // One backdrop under band and bar, so that no seam shows where they meet off the pixel grid.
        if let backdrop = self.bar.colors.backdrop {
            drawing.fill(
                .rect(Frame(x: 0, y: 0, width: drawing.width, height: drawing.height)), RGBA(backdrop),
                layer: .background, name: "backdrop")
        }
        // The bar's background fills reach up under the band, as one shape each (no seam where they meet).
        let background = list[NodeKey(.background)]?.frame
        drawing.shapes += bar.shapes.lazy.filter { $0.name != "backdrop" }.map { shape in
            var moved = shape.moved(0, band.height)
            if let frame = background, shape.name == "bar" || shape.name == "bar-effect" {
                moved.path = .rect(Frame(x: frame.x, y: 0, width: frame.width, height: band.height + frame.maxY))
            }
            return moved
        }
        let style = TextStyle(
            family: "Inter", size: band.island == nil && band.height <= 24 ? 12 : 17, weight: .semibold)
        let width = try renderer.textWidth(band.time, style: style)
        let box = band.timeFrame
        let line = Frame(x: box.midX - width / 2, y: box.y, width: width, height: box.height)
        drawing.fill(
            try renderer.textPath(band.time, style: style, frame: line), RGBA(self.bar.colors.label), layer: .text,
            name: "status-bar-time")
        if let island = band.island {
            drawing.fill(
                .roundedRect(island, radius: island.height / 2), RGBA(0, 0, 0), layer: .background,
                name: "status-bar-island")
        }
    }
}
