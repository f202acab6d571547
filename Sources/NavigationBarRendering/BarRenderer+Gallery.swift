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
    /// The page width, in points, a gallery's default number of columns fills at most.
    public static let galleryPageWidth = 1200.0
    /// The most columns a gallery has by default.
    public static let galleryDefaultColumnLimit = 4

    /// Lays `entries` out as a grid, row by row, each picture under its caption, on a neutral page, at `scale`.
    ///
    /// Every column is as wide as the widest picture, so every bar keeps its size beside the others. By
    /// default there are as many columns as fit in ``galleryPageWidth`` points (at least one, at most
    /// ``galleryDefaultColumnLimit``), and more while the page would be taller than wide. When the page
    /// would be larger than the largest picture that can be drawn at `scale`, the whole gallery is drawn at
    /// a smaller scale, and a line at its top says so. A
    /// failed entry shows its error message in red instead of a picture.
    ///
    /// - Parameters:
    ///   - entries: The pictures, in order.
    ///   - scale: The scale of the gallery (pixels per point).
    ///   - columns: How many columns, or `nil` for as many as fit the page width (more for a tall page).
    /// - Returns: One drawing of every entry.
    /// - Throws: ``RenderError/text(_:)`` when a caption cannot be shaped.
    public func gallery(_ entries: [GalleryEntry], scale: Double, columns: Int? = nil) throws(RenderError) -> Drawing {
        let captionStyle = TextStyle(family: "Inter", size: 11, weight: .semibold)
        let errorStyle = TextStyle(family: "Inter", size: 10, weight: .regular)
        let captionHeight = try lineHeight(captionStyle)
        let errorHeight = try lineHeight(errorStyle)
        let margin = 12.0
        let widest = entries.compactMap { try? $0.content.get().width }.max() ?? 320
        let columnWidth = max(200, widest)
        let contentHeights = entries.map { entry in
            switch entry.content {
            case .success(let drawing): drawing.height
            case .failure: errorHeight
            }
        }
        /// The height of each row of a grid of `count` columns: its tallest caption and picture (or error line).
        func rowHeights(_ count: Int) -> [Double] {
            stride(from: 0, to: entries.count, by: count).map { row in
                captionHeight + 3 + (contentHeights[row..<min(entries.count, row + count)].max() ?? 0) + margin
            }
        }
        let pageWidth = { (count: Int) in margin + Double(count) * (columnWidth + margin) }
        var columnCount: Int
        if let columns {
            columnCount = max(1, min(entries.count, columns))
        } else {
            let fitting = Int((Self.galleryPageWidth + margin) / (columnWidth + margin))
            columnCount = max(1, min(entries.count, Self.galleryDefaultColumnLimit, fitting))
            // Many entries: more columns, until the page is about as wide as it is tall.
            while columnCount < entries.count, pageWidth(columnCount) < margin + rowHeights(columnCount).reduce(0, +) {
                columnCount += 1
            }
        }
        let width = pageWidth(columnCount)
        let rowHeights = rowHeights(columnCount)
        var height = margin + rowHeights.reduce(0, +)
        let drawnScale = Self.galleryScale(scale, width: width, height: height + captionHeight + 3)
        var shapes: [Shape] = []
        var top = margin
        if drawnScale < scale {
            let note =
                "Drawn at \(SVGNumber.format(drawnScale)) pixels per point instead of \(SVGNumber.format(scale)) "
                + "to fit the largest picture (\(Canvas.maximumPixels) pixels)"
            shapes += try galleryLine(
                note, name: "scaled", style: captionStyle,
                at: Frame(x: margin, y: top, width: width - 2 * margin, height: captionHeight),
                colour: RGBA(0.8, 0, 0))
            top += captionHeight + 3
            height += captionHeight + 3
        }
        for (index, entry) in entries.enumerated() {
            let row = index / columnCount
            let x = margin + Double(index % columnCount) * (columnWidth + margin)
            var y = top + rowHeights[..<row].reduce(0, +)
            shapes += try galleryLine(
                entry.name, name: "caption", style: captionStyle,
                at: Frame(x: x, y: y, width: columnWidth, height: captionHeight), colour: RGBA(0.2, 0.2, 0.25))
            y += captionHeight + 3
            switch entry.content {
            case .success(let drawing):
                shapes += drawing.shapes.map { $0.moved(x, y) }
            case .failure(let error):
                shapes += try galleryLine(
                    "Error: \(error.description)", name: "error", style: errorStyle,
                    at: Frame(x: x, y: y, width: columnWidth, height: errorHeight), colour: RGBA(0.8, 0, 0))
            }
        }
        let page = Shape(
            layer: .gallery, name: "page", path: .rect(Frame(x: 0, y: 0, width: width, height: height)),
            paint: .solid(RGBA.bytes(226, 228, 233)))
        return Drawing(width: width, height: height, scale: drawnScale, shapes: [page] + shapes)
    }

    /// The shape of one line of `text` fitted to `frame`'s width (tail-truncated), named `name`; none when
    /// nothing of it fits.
    private func galleryLine(_ text: String, name: String, style: TextStyle, at frame: Frame, colour: RGBA)
        throws(RenderError) -> [Shape]
    {
        guard let fit = try fitted(text, style: style, width: frame.width) else { return [] }
        let line = Frame(x: frame.x, y: frame.y, width: fit.width, height: frame.height)
        return [
            Shape(
                layer: .gallery, name: name, path: try textPath(fit.text, style: style, frame: line),
                paint: .solid(colour))
        ]
    }

    /// `scale`, or the largest smaller scale (in hundredths) at which a page of `width` × `height` points
    /// fits ``Canvas/maximumPixels`` (each side and the area).
    static func galleryScale(_ scale: Double, width: Double, height: Double) -> Double {
        let limit = Double(Canvas.maximumPixels)
        let fits = min(
            scale, limit / width.rounded(.up), limit / height.rounded(.up), (limit / (width * height)).squareRoot())
        guard fits < scale else { return scale }
        return max(0.01, (fits * 100).rounded(.down) / 100 - 0.01)
    }
}
