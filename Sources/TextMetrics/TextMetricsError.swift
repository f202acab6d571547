/// Why text could not be measured or a font could not be used.
public enum TextMetricsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No font family of that name is known; `known` lists the families that are.
    case unknownFamily(String, known: [String])
    /// A font file does not exist or cannot be read.
    case fontFileUnreadable(path: String, reason: String)
    /// A font file exists but FreeType or HarfBuzz cannot use it.
    case fontFileInvalid(path: String, reason: String)
    /// A point size that is NaN, infinite, negative or over `TextStyle.maximumSize`.
    case invalidSize(Double)
    /// Tracking that is NaN, infinite or beyond `TextStyle.maximumTracking` either way.
    case invalidTracking(Double)
    /// A maximum width that is NaN or negative.
    case invalidMaxWidth(Double)
    /// The bundled `Fonts/` directory was not found; `searched` lists the places looked, in order.
    case fontsDirectoryNotFound(searched: [String])

    /// A one-line, human-readable explanation.
    public var description: String {
        switch self {
        case .unknownFamily(let name, let known):
            "unknown font family '\(name)'; known families: \(known.joined(separator: ", "))"
        case .fontFileUnreadable(let path, let reason):
            "cannot read font file '\(path)': \(reason)"
        case .fontFileInvalid(let path, let reason):
            "'\(path)' is not a usable font file: \(reason)"
        case .invalidSize(let size):
            "font size must be a finite number from 0 to \(Int(TextStyle.maximumSize)), got \(size)"
        case .invalidTracking(let tracking):
            "tracking must be a finite number from -\(Int(TextStyle.maximumTracking)) to \(Int(TextStyle.maximumTracking)), got \(tracking)"
        case .invalidMaxWidth(let width):
            "maximum width must be a non-negative number, got \(width)"
        case .fontsDirectoryNotFound(let searched):
            "bundled fonts directory not found (set NAVBAR_FONTS_DIR); looked in: \(searched.joined(separator: ", "))"
        }
    }
}
