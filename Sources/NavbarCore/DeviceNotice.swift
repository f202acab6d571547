import NavigationBarLayout
import TextMetrics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The note on standard error, once a run, that a device sets only width, scale and idiom under a profile older
/// than iOS 11 (`ios6`, `ios7`), which has no safe area, size classes or per-device metrics.
enum DeviceNotice {
    /// Whether the note was written.
    private static let written = ThreadLock(false)

    /// The note's text for `scene` laid out under the profile named `profileName`.
    static func text(device: String, profileName: String) -> String {
        "note: under \(profileName) the device '\(device)' sets only the width, scale and idiom (the profile has "
            + "no safe area, size classes or device metrics); name a later profile, like --profile ios17, for the rest"
    }

    /// Writes the note once a run when `scene` names a device and its profile makes the device set only the legacy
    /// keys.
    static func noteIfLegacy(_ scene: Scene) {
        guard let device = scene.device, scene.deviceSetsOnlyLegacyKeys else { return }
        writeOnce(text(device: device, profileName: scene.profile.nameOrPath), marking: written)
    }

    /// Writes `text` and a line break to standard error unless `written` is already set, and sets it.
    static func writeOnce(_ text: String, marking written: ThreadLock<Bool>) {
        let first = written.withLock { written in
            defer { written = true }
            return !written
        }
        guard first else { return }
        let bytes = Array((text + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}

/// The note on standard error, once a run, that a scene's `boldText` is ignored under a profile without the Bold
/// Text weights (`ios6`, `ios7`; L63).
enum BoldTextNotice {
    /// Whether the note was written.
    private static let written = ThreadLock(false)

    /// The note's text for a scene laid out under the profile named `profileName`.
    static func text(profileName: String) -> String {
        "note: under \(profileName) boldText changes nothing (the profile has no boldTextWeights); name a later "
            + "profile, like --profile ios17, for the Bold Text weights"
    }

    /// Writes the note once a run when `scene` turns Bold Text on under `profile`, which ignores it.
    static func noteIfIgnored(_ scene: borrowing Scene, profile: borrowing MetricsProfile) {
        guard scene.boldText, !profile.followsBoldText else { return }
        DeviceNotice.writeOnce(text(profileName: profile.name), marking: written)
    }
}

/// The note on standard error, once a run, that a profile without system colours (`ios6`, `ios7`) ignores a
/// scene's `userInterfaceStyle` and follows its `barStyle` (L35).
enum StyleNotice {
    /// Whether the note was written.
    private static let written = ThreadLock(false)

    /// The note's text for a dark scene under the profile named `profileName`.
    static func text(profileName: String) -> String {
        "note: \(profileName) has no system colours, so userInterfaceStyle 'dark' is ignored and barStyle sets the "
            + "look (barStyle \"black\" for a black bar); name a later profile, like --profile ios17, for dark mode"
    }

    /// Writes the note once a run when `scene` asks for the dark style and `profile` has no system colours.
    static func noteIfIgnored(_ scene: Scene, profile: MetricsProfile) {
        guard scene.userInterfaceStyle == .dark, profile.systemColors == nil else { return }
        DeviceNotice.writeOnce(text(profileName: profile.name), marking: written)
    }
}
