import NavigationBarLayout
import TextMetrics

/// Why a picture could not be drawn.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The scene could not be laid out.
    case layout(LayoutError)
    /// The scene could not be read or laid out, in the caller's words (a gallery entry's message).
    case input(String)
    /// Text could not be shaped or a glyph outline read.
    case text(TextMetricsError)
    /// The image would have more pixels than a canvas may hold.
    case imageTooLarge(width: Int, height: Int)
    /// libpng could not encode or decode an image.
    case png(String)
    /// FreeType could not start or rasterise a path.
    case raster(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .layout(let error): error.description
        case .input(let message): message
        case .text(let error): error.description
        case .imageTooLarge(let width, let height) where width <= 0 || height <= 0:
            "there is nothing to draw: the picture would be \(width <= 0 ? "0 pixels wide" : "0 pixels high")"
                + " (its size in points times the scale is not a positive number)"
        case .imageTooLarge(let width, let height):
            "the picture would be \(width) × \(height) pixels, more than the \(Canvas.maximumPixels) "
                + "(16 megapixels) that can be drawn; lower the scale or the width"
        case .png(let message): message
        case .raster(let message): message
        }
    }
}
