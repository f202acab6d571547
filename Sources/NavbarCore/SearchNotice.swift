import NavigationBarLayout
import TextMetrics

/// The notes on standard error, once a run, about a scene's search bar (L70): ignored under a profile without a
/// `search` section (`ios6`, `ios7`), or left out of geometry format 1.
enum SearchNotice {
    /// Whether the note on an ignored search bar was written.
    private static let ignoredWritten = ThreadLock(false)
    /// Whether the note on iOS 26 placements read as `automatic` was written.
    private static let integratedWritten = ThreadLock(false)
    /// Whether the warning on geometry format 1 was written.
    private static let format1Written = ThreadLock(false)

    /// The note's text for a scene laid out under the profile named `profileName`.
    static func ignoredText(profileName: String) -> String {
        "note: under \(profileName) searchController, hidesSearchBarWhenScrolling and preferredSearchBarPlacement "
            + "change nothing (the profile has no search section); name a later profile, like --profile ios17, for "
            + "the search bar"
    }

    /// The warning's text for geometry format 1 of a bar with a search bar.
    static let format1Text =
        "warning: geometry format 1 leaves out the search bar: the searchField, searchField.magnifier, "
        + "searchField.text or searchField.placeholder, scopeBar and searchCancel nodes and the search object (the "
        + "bar's height still includes the search rows); use --geometry-format 2 for them"

    /// The note's text for iOS 26 placements under the profile named `profileName`, which has no glass (L79).
    static func integratedText(profileName: String) -> String {
        "note: \(profileName) reads preferredSearchBarPlacement integrated, integratedButton and integratedCentered "
            + "(iOS 26) as automatic; name a later profile, like --profile ios26, for them"
    }

    /// Writes the note once a run when an item of `scene` sets a search key under `profile`, which ignores them,
    /// or an iOS 26 placement under a profile without glass, which reads it as `automatic` (L79).
    static func noteIfIgnored(_ scene: borrowing Scene, profile: borrowing MetricsProfile) {
        if profile.search != nil, profile.glass == nil,
            scene.items.contains(where: { $0.searchController != nil && $0.preferredSearchBarPlacement.isIntegrated })
        {
            DeviceNotice.writeOnce(integratedText(profileName: profile.name), marking: integratedWritten)
        }
        guard profile.search == nil else { return }
        let usesSearch = scene.items.contains {
            $0.searchController != nil || !$0.hidesSearchBarWhenScrolling
                || $0.preferredSearchBarPlacement != .automatic
        }
        guard usesSearch else { return }
        DeviceNotice.writeOnce(ignoredText(profileName: profile.name), marking: ignoredWritten)
    }

    /// Writes the warning once a run when `geometry`, written in `format`, has a search bar format 1 leaves out.
    static func warnIfLeftOut(_ geometry: borrowing BarGeometry, format: GeometryFormat) {
        guard format == .version1, geometry.search != nil else { return }
        DeviceNotice.writeOnce(format1Text, marking: format1Written)
    }
}
