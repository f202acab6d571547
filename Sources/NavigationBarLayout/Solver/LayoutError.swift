import TextMetrics

/// Why a bar could not be laid out.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A value of the scene cannot be used; `field` is its path, as in `items[1].titleView.width`.
    case invalidValue(field: String, message: String)
    /// The profile gives no value for a field under any metrics of the L12 chain.
    case missingProfileValue(profile: String, field: String, metrics: BarMetrics)
    /// Text could not be measured.
    case measurement(TextMetricsError)
    /// The scene's profile cannot be found or read.
    case profile(ProfileError)

    /// A one-line, human-readable explanation.
    public var description: String {
        switch self {
        case .invalidValue(let field, let message):
            "\(field): \(message)"
        case .missingProfileValue(let profile, let field, let metrics):
            "profile '\(profile)' gives no value of '\(field)' for \(metrics.rawValue) metrics (nor for 'default')"
        case .measurement(let error):
            error.description
        case .profile(let error):
            "profile: \(error.description)"
        }
    }
}
