/// Why an animation could not be encoded.
public enum AnimationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A canvas that is empty or too large, or a frame larger than its canvas.
    case size(width: Int, height: Int)
    /// A different number of frames than announced, or a frame added after the end.
    case frameCount(expected: Int, got: Int)
    /// giflib failed, with its message.
    case gif(String)
    /// A frame could not be encoded as PNG, or its PNG could not be read back.
    case png(String)

    /// The message printed after `Error: `.
    public var description: String {
        switch self {
        case .size(let width, let height):
            "cannot animate a frame of \(width) × \(height) pixels (a canvas is 1 to 65535 pixels a side)"
        case .frameCount(let expected, let got): "an animation of \(expected) frames was given \(got)"
        case .gif(let message): "cannot write the GIF: \(message)"
        case .png(let message): "cannot write the APNG: \(message)"
        }
    }
}
