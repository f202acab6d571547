import TextMetrics

/// Why a bar could not be laid out.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Values of the scene break its rules (`Scene.problems()`); never empty.
    case invalidScene([SceneProblem])
    /// Numbers of a profile built in Swift break the limits its reader applies (`MetricsProfile.problems()`).
    case invalidProfile(name: String, [SceneProblem])
    /// The profile gives no value for a field under any metrics of the L12 chain.
    case missingProfileValue(profile: String, field: String, metrics: BarMetrics)
    /// Text could not be measured.
    case measurement(TextMetricsError)
    /// The scene's profile cannot be found or read.
    case profile(ProfileError)
    /// A font file the scene or its profile names in `fonts` (at `field`, such as `fonts.prepend[0]`) cannot be
    /// used.
    indirect case fontFile(field: String, TextMetricsError)

    /// A one-line, human-readable explanation.
    public var description: String {
        switch self {
        case .invalidScene(let problems):
            problems.map(\.description).joined(separator: "; ")
        case .invalidProfile(let name, let problems):
            "profile '\(name)': " + problems.map(\.description).joined(separator: "; ")
        case .missingProfileValue(let profile, let field, let metrics):
            "profile '\(profile)' gives no value of '\(field)' for \(metrics.rawValue) metrics (nor for 'default')"
        case .measurement(let error):
            error.description
        case .profile(let error):
            "profile: \(error.description)"
        case .fontFile(let field, let error):
            "\(field): \(error.description)"
        }
    }
}
