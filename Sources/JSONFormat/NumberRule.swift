/// What a number must be, with the message reported when it is not.
public enum NumberRule {
    /// Any finite number.
    case finite
    /// Zero or more.
    case nonNegative
    /// More than zero and at most the bound.
    case positive(atMost: Double)
    /// Within the closed range.
    case range(ClosedRange<Double>)

    /// Whether `number` (finite) satisfies the rule.
    ///
    /// - Parameter number: The number.
    /// - Returns: `true` when the number is in the rule's range.
    public func accepts(_ number: Double) -> Bool {
        switch self {
        case .finite: true
        case .nonNegative: number >= 0
        case .positive(let maximum): number > 0 && number <= maximum
        case .range(let range): range.contains(number)
        }
    }

    /// The message reported when a value breaks the rule.
    public var message: String {
        switch self {
        case .finite: "must be a finite number"
        case .nonNegative: "must be a non-negative number"
        case .positive(let maximum): "must be a number greater than 0 and at most \(JSONWriter.format(maximum))"
        case .range(let range):
            "must be a number from \(JSONWriter.format(range.lowerBound)) to \(JSONWriter.format(range.upperBound))"
        }
    }
}
