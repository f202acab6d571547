/// Where one of a device's values comes from: a label and a citation, as the profiles give them.
public struct DeviceValueSource: Hashable, Sendable {
    /// How a value is known (`docs/PROFILES.md`, Labels).
    public enum Label: String, Hashable, Sendable, CaseIterable {
        /// Documented by Apple.
        case documented = "D"
        /// Measured by someone (simulator dumps, articles).
        case measured = "M"
        /// A constant in a framework that imitates iOS.
        case reimplemented = "R"
        /// Inferred here; no source found.
        case inferred = "I"
    }

    /// How the value is known.
    public var label: Label
    /// The citation: a document, a page's address, or how the value was inferred.
    public var source: String

    /// Creates a source.
    ///
    /// - Parameters:
    ///   - label: How the value is known.
    ///   - source: The citation.
    public init(label: Label, source: String) {
        self.label = label
        self.source = source
    }
}
