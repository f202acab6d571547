import JSONFormat
import TextMetrics

extension MetricsProfile {
    /// L63: `style` as the Bold Text setting sets it: its weight replaced by the profile's `boldTextWeights`
    /// entry for it, or unchanged when the profile has none for that weight.
    ///
    /// - Parameter style: A text style of the profile (or of an appearance).
    /// - Returns: The style at its Bold Text weight.
    public func boldText(_ style: TextStyle) -> TextStyle {
        style.weighted(by: boldTextWeights)
    }

    /// Whether the profile follows the Bold Text setting (its `boldTextWeights` map at least one weight);
    /// `ios6` and `ios7` do not, and ignore a scene's `boldText`.
    public var followsBoldText: Bool { !boldTextWeights.isEmpty }

    /// `{"regular": "semibold", …}`: the weights mapped, in the order of `FontWeight.allCases`.
    var boldTextWeightsJSON: JSONValue {
        .members(
            FontWeight.allCases.map { weight in (weight.rawValue, boldTextWeights[weight].map { .string($0.rawValue) })
            })
    }
}

extension TextStyle {
    /// The style with its weight replaced by `weights`' entry for it, if any (L63).
    func weighted(by weights: [FontWeight: FontWeight]) -> TextStyle {
        guard !weights.isEmpty, let weight = weights[weight] else { return self }
        var bold = self
        bold.weight = weight
        return bold
    }
}

extension JSONField {
    /// L63: a `boldTextWeights` object: weight name → weight name, each key and value a `FontWeight`.
    func boldTextWeights() -> [FontWeight: FontWeight]? {
        guard let object = object(keys: FontWeight.allCases.map(\.rawValue)) else { return nil }
        var weights: [FontWeight: FontWeight] = [:]
        for weight in FontWeight.allCases {
            if let bold = object.choice(weight.rawValue, FontWeight.self) { weights[weight] = bold }
        }
        return weights
    }
}
