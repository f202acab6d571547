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
        case .imageTooLarge(let width, let height):
            "the image would be \(width) × \(height) pixels; at most \(Canvas.maximumPixels) pixels can be drawn "
                + "(lower the scale or the width)"
        case .png(let message): message
        case .raster(let message): message
        }
    }
}
