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
        let first = written.withLock { written in
            defer { written = true }
            return !written
        }
        guard first else { return }
        let bytes = Array((text(device: device, profileName: scene.profile.nameOrPath) + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}
