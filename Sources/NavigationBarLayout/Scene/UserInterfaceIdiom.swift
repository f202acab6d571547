/// The kind of device the bar is on (`UIUserInterfaceIdiom`); a profile may give an idiom its own metrics.
public enum UserInterfaceIdiom: String, Codable, Sendable, CaseIterable, Hashable {
    /// An iPhone: the profile's own values.
    case phone
    /// An iPad: the profile's `idioms.pad` values where it gives them (L18).
    case pad
}
