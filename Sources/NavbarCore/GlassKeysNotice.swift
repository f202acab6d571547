import NavigationBarLayout
import TextMetrics

/// The note on standard error, once a run, that a scene sets iOS 26 or 27 keys its profile ignores (`subtitle`
/// under `ios17`, `visibilityPriority` under `ios26`; L64).
enum GlassKeysNotice {
    /// Whether the note was written.
    private static let written = ThreadLock(false)
    /// Whether the note about format 1 was written.
    private static let format1Written = ThreadLock(false)

    /// Writes a note once a run when geometry format 1 leaves out the glass `geometry` has (L64–L68): its
    /// capsules, subtitles and badges are nodes of format 2 only, and so is its minimization (L81).
    static func noteIfLeftOut(_ geometry: BarGeometry) {
        var parts: [String] = []
        if let glass = geometry.glass {
            if !glass.capsules.isEmpty { parts.append("capsules") }
            if glass.subtitle != nil || glass.largeSubtitle != nil { parts.append("subtitles") }
            if !glass.badges.isEmpty { parts.append("badges") }
        }
        if geometry.minimization != nil { parts.append("minimization") }
        guard !parts.isEmpty else { return }
        DeviceNotice.writeOnce(
            "note: geometry format 1 leaves out the \(parts.joined(separator: ", ")) of \(geometry.bar.profile) "
                + "(keys and nodes of format 2 only); leave out --geometry-format 1 for them",
            marking: format1Written)
    }

    /// The note's text for `keys` ignored by the profile named `profileName`.
    static func text(keys: [String], profileName: String) -> String {
        let ios27Keys = ["visibilityPriority", "titleAlignment", "isPaddingRemoved", "navigationBarMinimization"]
        let suggestion = keys.contains { ios27Keys.contains($0) } ? "ios27" : "ios26"
        return "note: \(profileName) ignores \(keys.joined(separator: ", ")) (keys of a later iOS); name a later "
            + "profile, like --profile \(suggestion), for them"
    }

    /// Writes the note once a run when `scene` sets keys `profile` ignores.
    static func noteIfIgnored(_ scene: borrowing Scene, profile: borrowing MetricsProfile) {
        let keys = scene.glassKeysIgnored(by: profile)
        guard !keys.isEmpty else { return }
        DeviceNotice.writeOnce(text(keys: keys, profileName: profile.name), marking: written)
    }
}
