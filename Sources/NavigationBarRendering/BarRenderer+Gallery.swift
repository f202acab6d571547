import NavigationBarLayout
import TextMetrics

/// One picture of a gallery: a name and a drawing, or a name and why there is no drawing.
public struct GalleryEntry: Sendable {
    /// The caption, for example the fixture's file name.
    public var name: String
    /// The picture, or the error that prevented it.
    public var content: Result<Drawing, RenderError>

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - name: The caption.
    ///   - content: The picture, or the error to show in its place.
    public init(name: String, content: Result<Drawing, RenderError>) {
        self.name = name
        self.content = content
    }
}

extension BarRenderer {
    /// The widest a gallery column may be, in points; wider bars are scaled down to fit.
    public static let galleryColumnLimit = 600.0

    /// Lays `entries` out in columns, each picture under its caption, on a neutral page, at `scale`.
    ///
    /// Entries fill the first column top to bottom, then the next; there are
    /// two columns when there are more than eight entries. A failed entry
    /// shows its error message in red instead of a picture.
    ///
    /// - Parameters:
    ///   - entries: The pictures, in order.
    ///   - scale: The scale of the gallery (pixels per point).
    ///   - columns: How many columns, or `nil` for one (two beyond eight entries).
    /// - Returns: One drawing of every entry.
    /// - Throws: ``RenderError/text(_:)`` when a caption cannot be shaped.
    public func gallery(_ entries: [GalleryEntry], scale: Double, columns: Int? = nil) throws(RenderError) -> Drawing {
        let captionStyle = TextStyle(family: "Inter", size: 11, weight: .semibold)
        let errorStyle = TextStyle(family: "Inter", size: 10, weight: .regular)
        let captionHeight = try lineHeight(captionStyle)
        let margin = 12.0
        let widest = entries.compactMap { try? $0.content.get().width }.max() ?? 320
        let columnWidth = min(Self.galleryColumnLimit, max(200, widest))
        let columnCount = max(1, min(entries.count, columns ?? (entries.count > 8 ? 2 : 1)))
        let perColumn = (entries.count + columnCount - 1) / max(1, columnCount)
        var shapes: [Shape] = []
        var columnHeights: [Double] = []
        for column in 0..<columnCount {
            let x = margin + Double(column) * (columnWidth + margin)
            var y = margin
            for entry in entries.dropFirst(column * perColumn).prefix(perColumn) {
                if let fit = try fitted(entry.name, style: captionStyle, width: columnWidth) {
                    let frame = Frame(x: x, y: y, width: fit.width, height: captionHeight)
                    shapes.append(
                        Shape(
                            layer: .gallery, name: "caption",
                            path: try textPath(fit.text, style: captionStyle, frame: frame),
                            paint: .solid(RGBA(0.2, 0.2, 0.25))))
                }
                y += captionHeight + 3
                switch entry.content {
                case .success(let drawing):
                    let k = min(1, columnWidth / max(1, drawing.width))
                    for shape in drawing.shapes {
                        var moved = shape
                        moved.path = shape.path.mapped { Point(x + $0.x * k, y + $0.y * k) }
                        moved.clip = shape.clip.map {
                            Frame(x: x + $0.x * k, y: y + $0.y * k, width: $0.width * k, height: $0.height * k)
                        }
                        if case .verticalGradient(let top, let bottom, let y0, let y1) = shape.paint {
                            moved.paint = .verticalGradient(top: top, bottom: bottom, y0: y + y0 * k, y1: y + y1 * k)
                        }
                        shapes.append(moved)
                    }
                    y += drawing.height * k + margin
                case .failure(let error):
                    let message = "Error: \(error.description)"
                    let lineHeight = try lineHeight(errorStyle)
                    if let fit = try fitted(message, style: errorStyle, width: columnWidth) {
                        let frame = Frame(x: x, y: y, width: fit.width, height: lineHeight)
                        shapes.append(
                            Shape(
                                layer: .gallery, name: "error",
                                path: try textPath(fit.text, style: errorStyle, frame: frame),
                                paint: .solid(RGBA(0.8, 0, 0))))
                    }
                    y += lineHeight + margin
                }
            }
            columnHeights.append(y)
        }
        let width = margin + Double(columnCount) * (columnWidth + margin)
        let height = max(columnHeights.max() ?? margin, margin * 2)
        let page = Shape(
            layer: .gallery, name: "page", path: .rect(Frame(x: 0, y: 0, width: width, height: height)),
            paint: .solid(RGBA.bytes(226, 228, 233)))
        return Drawing(width: width, height: height, scale: scale, shapes: [page] + shapes)
    }
}
