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
        Array(sequence(first: self, next: \.fallback))
    }

    /// L12: the next metrics of the fallback chain, or `nil` after `default`.
    var fallback: BarMetrics? {
        switch self {
        case .default: nil
        case .compact, .defaultPrompt: .default
        case .compactPrompt: .compact
        }
    }

    /// The position of these metrics in `allCases`.
    var index: Int {
        switch self {
        case .default: 0
        case .compact: 1
        case .defaultPrompt: 2
        case .compactPrompt: 3
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
///
/// `Value` has no requirements of its own; `PerMetrics` is `Sendable`, `Equatable` and `Hashable`
/// when `Value` is. A requirement on the type itself made the Swift runtime look up each value
/// type's `Hashable` conformance when it first made the type's metadata (five lookups, each a scan
/// of every conformance record, in one `navbar layout`; docs/PERFORMANCE.md, start-up).
public struct PerMetrics<Value> {
    /// The values given, in the order of `BarMetrics.allCases`, or empty when none is: a lookup reads a slot
    /// instead of hashing a key.
    private var slots: [Value?]

    /// The values given, by metrics.
    public var values: [BarMetrics: Value] {
        get {
            var values: [BarMetrics: Value] = [:]
            for metrics in BarMetrics.allCases { values[metrics] = given(metrics) }
            return values
        }
        set { slots = Self.slots(newValue) }
    }

    /// Values given per metrics.
    ///
    /// - Parameter values: The values given, by metrics.
    public init(_ values: [BarMetrics: Value] = [:]) {
        slots = Self.slots(values)
    }

    /// One value for every metrics.
    ///
    /// - Parameter value: The value, given for `default` (which every other metrics falls back to).
    public init(all value: Value) {
        slots = [value, nil, nil, nil]
    }

    /// The slots of `values`: empty when it is, so that equal values have equal slots.
    private static func slots(_ values: [BarMetrics: Value]) -> [Value?] {
        values.isEmpty ? [] : BarMetrics.allCases.map { values[$0] }
    }

    /// The value given for `metrics` itself, without the fallback of L12.
    func given(_ metrics: BarMetrics) -> Value? {
        slots.isEmpty ? nil : slots[metrics.index]
    }

    /// The value for `metrics`, following the L12 fallback chain; `nil` when none is given.
    ///
    /// - Parameter metrics: The bar metrics.
    public subscript(metrics: BarMetrics) -> Value? {
        var candidate: BarMetrics? = metrics
        while let each = candidate {
            if let value = given(each) { return value }
            candidate = each.fallback
        }
        return nil
    }

    /// Whether no value is given for any metrics.
    public var isEmpty: Bool { slots.isEmpty }

    /// These values with `other`'s laid over them, metrics by metrics.
    ///
    /// - Parameter other: The values that win where given.
    /// - Returns: The combined values.
    public func overlaid(by other: PerMetrics<Value>) -> PerMetrics<Value> {
        PerMetrics(values.merging(other.values) { _, new in new })
    }
}

extension PerMetrics: Sendable where Value: Sendable {}

extension PerMetrics: Equatable where Value: Equatable {}

extension PerMetrics: Hashable where Value: Hashable {}
