/// The bar metrics (`UIBarMetrics`): which set of heights and values applies.
public enum BarMetrics: String, Codable, Sendable, CaseIterable, Hashable, CodingKeyRepresentable {
    /// iPhone portrait and iPad.
    case `default`
    /// iPhone landscape (formerly `LandscapePhone`).
    case compact
    /// `default` with a prompt shown.
    case defaultPrompt
    /// `compact` with a prompt shown.
    case compactPrompt

    /// The metrics to try, in order, for a value given per metrics (L12, seed 001):
    /// `compactPrompt` → `compact` → `default`; `defaultPrompt` → `default`.
    public var fallbackChain: [BarMetrics] {
        switch self {
        case .default: [.default]
        case .compact: [.compact, .default]
        case .defaultPrompt: [.defaultPrompt, .default]
        case .compactPrompt: [.compactPrompt, .compact, .default]
        }
    }

    /// These metrics with a prompt shown (L11).
    public var withPrompt: BarMetrics {
        switch self {
        case .default, .defaultPrompt: .defaultPrompt
        case .compact, .compactPrompt: .compactPrompt
        }
    }

    /// These metrics without a prompt.
    public var withoutPrompt: BarMetrics {
        switch self {
        case .default, .defaultPrompt: .default
        case .compact, .compactPrompt: .compact
        }
    }

    /// Whether a prompt is shown in these metrics.
    public var hasPrompt: Bool { self == .defaultPrompt || self == .compactPrompt }
}

/// A value given for some bar metrics, looked up with the fallback of L12.
///
/// A value given only for `default` serves every metrics (seed 001).
public struct PerMetrics<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The values given, by metrics.
    public var values: [BarMetrics: Value]

    /// Values given per metrics.
    ///
    /// - Parameter values: The values given, by metrics.
    public init(_ values: [BarMetrics: Value] = [:]) {
        self.values = values
    }

    /// One value for every metrics.
    ///
    /// - Parameter value: The value, given for `default` (which every other metrics falls back to).
    public init(all value: Value) {
        self.values = [.default: value]
    }

    /// The value for `metrics`, following the L12 fallback chain; `nil` when none is given.
    ///
    /// - Parameter metrics: The bar metrics.
    public subscript(metrics: BarMetrics) -> Value? {
        for candidate in metrics.fallbackChain {
            if let value = values[candidate] { return value }
        }
        return nil
    }

    /// Whether no value is given for any metrics.
    public var isEmpty: Bool { values.isEmpty }

    /// These values with `other`'s laid over them, metrics by metrics.
    ///
    /// - Parameter other: The values that win where given.
    /// - Returns: The combined values.
    public func overlaid(by other: PerMetrics<Value>) -> PerMetrics<Value> {
        PerMetrics(values.merging(other.values) { _, new in new })
    }
}
