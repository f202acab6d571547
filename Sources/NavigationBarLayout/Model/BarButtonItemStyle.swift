/// How a bar button item's title is drawn (`UIBarButtonItemStyle`).
public enum BarButtonItemStyle: String, Codable, Sendable, CaseIterable, Hashable {
    /// Plain text (iOS 7 and later), or a bordered button where the profile borders all text buttons.
    case plain
    /// The emphasised style: semibold text, or a blue bordered button.
    case done
    /// A bordered button; in the `ios7` profile the same as plain.
    case bordered
    /// iOS 26's prominent style: the item gets a capsule of its own, filled with the tint (L64, L67); under a
    /// profile without glass, the same as `done`.
    case prominent
}
