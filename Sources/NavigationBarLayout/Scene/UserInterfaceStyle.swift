/// Light or dark (`UIUserInterfaceStyle`): which value of each system colour a bar is drawn in (L35).
public enum UserInterfaceStyle: String, Codable, Sendable, CaseIterable, Hashable {
    /// The light appearance, the default.
    case light
    /// The dark appearance (Dark Mode, iOS 13).
    case dark
}
