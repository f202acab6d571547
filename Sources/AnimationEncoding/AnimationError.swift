/// Why an animation could not be encoded.
public enum AnimationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// There were no frames.
    case noFrames
    /// giflib failed, with its message.
    case gif(String)
    /// A frame could not be encoded as PNG, or its PNG could not be read back.
    case png(String)

    /// The message printed after `Error: `.
    public var description: String {
        switch self {
        case .noFrames: "an animation needs at least one frame"
        case .gif(let message): "cannot write the GIF: \(message)"
        case .png(let message): "cannot write the APNG: \(message)"
        }
    }
}
