import JSONFormat

extension PerMetrics {
    /// An object keyed by metrics names (`default`, `compact`, `defaultPrompt`, `compactPrompt`), with `encode` applied to each value.
    func jsonValue(_ encode: (Value) -> JSONValue) -> JSONValue {
        .object(
            BarMetrics.allCases.compactMap { metrics in
                values[metrics].map { JSONValue.Member(metrics.rawValue, encode($0)) }
            })
    }
}

extension BarMetrics {
    /// The metrics names, as the keys of a per-metrics object.
    static let jsonNames = allCases.map(\.rawValue)
}

extension JSONField {
    /// Values per metrics: an object keyed by metrics names, each value read with `read`.
    ///
    /// The metrics in `required` must be given (`is required` is reported at
    /// `PATH.default` and so on); unknown metrics names are reported as unknown keys.
    func perMetrics<V>(requiring required: [BarMetrics] = [], _ read: (JSONField) -> V?) -> PerMetrics<V>? {
        guard let object = object(keys: BarMetrics.jsonNames) else { return nil }
        var values = [BarMetrics: V](minimumCapacity: BarMetrics.allCases.count)
        for metrics in BarMetrics.allCases {
            let field =
                required.contains(metrics) ? object.required(metrics.rawValue) : object.optional(metrics.rawValue)
            if let field, let value = read(field) { values[metrics] = value }
        }
        return PerMetrics(values)
    }
}
