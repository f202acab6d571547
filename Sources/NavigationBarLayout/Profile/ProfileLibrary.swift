import Foundation
import Synchronization

/// The bundled metrics profiles, and profiles loaded from files.
///
/// Bundled profiles are the JSON files of `Sources/NavigationBarLayout/Profiles/`,
/// read from the resource bundle once and kept (thread-safe).
///
/// ```swift
/// let profile = try ProfileLibrary.resolve(scene.profile)  // nil → ios7
/// ```
public enum ProfileLibrary {
    /// The profile used when none is named.
    public static let defaultName = "ios7"

    /// Decoded bundled profiles by name.
    private static let cache = Mutex<[String: MetricsProfile]>([:])

    /// Where the bundled profile files are looked for, in order.
    ///
    /// `NAVBAR_PROFILES_DIR`; the resource bundle SwiftPM builds, next to the
    /// running executable or the main bundle; `../share/navigationbarlayout/Profiles`
    /// beside the executable's folder (an installed tool, as `scripts/install`
    /// lays it out, like the fonts); the source tree. SwiftPM's own
    /// `Bundle.module` is not used: it stops the program when the executable
    /// has been moved away from its resource bundle.
    static let searchedDirectories: [URL] = {
        let bundleName = "NavigationBarLayout_NavigationBarLayout.resources"
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["NAVBAR_PROFILES_DIR"], !override.isEmpty {
            candidates.append(URL(fileURLWithPath: override, isDirectory: true))
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        for folder in [executable, Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()] {
            candidates.append(folder.appendingPathComponent(bundleName).appendingPathComponent("Profiles"))
        }
        candidates.append(
            executable.deletingLastPathComponent().appendingPathComponent(
                "share/navigationbarlayout/Profiles", isDirectory: true))
        candidates.append(
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Profiles", isDirectory: true))
        return candidates
    }()

    /// The directory of the bundled profile files: the first searched one that holds `ios7.json`.
    private static let directory: URL? = searchedDirectories.first {
        FileManager.default.fileExists(atPath: $0.appendingPathComponent(defaultName + ".json").path)
    }

    /// The names of the bundled profiles, sorted (`ios6`, `ios7`).
    public static var bundledNames: [String] {
        guard let directory, let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
            return []
        }
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The bundled profile named `name`.
    ///
    /// - Throws: `ProfileError.unknownProfile` listing the bundled names.
    public static func bundled(_ name: String) throws(ProfileError) -> MetricsProfile {
        if let cached = cache.withLock({ $0[name] }) { return cached }
        let names = bundledNames
        guard let directory else {
            throw .missingBundledProfiles(searchedDirectories.map(\.path).joined(separator: ", "))
        }
        guard names.contains(name) else { throw .unknownProfile(name: name, bundled: names) }
        let file = directory.appendingPathComponent(name + ".json")
        let profile = try decode(contentsOf: file.path, shownAs: "Profiles/\(name).json")
        cache.withLock { $0[name] = profile }
        return profile
    }

    /// The profile in the JSON file at `path`.
    ///
    /// - Throws: `ProfileError.fileNotFound`, `.unreadableFile`, or
    ///   `.invalidProfile` with the syntax error's line and column or every problem found.
    public static func load(path: String) throws(ProfileError) -> MetricsProfile {
        try decode(contentsOf: path, shownAs: path)
    }

    /// The profile named by a scene: `nil` means `ios7`; a name with no `/`
    /// that does not end in `.json` is a bundled profile; anything else is a file path.
    public static func resolve(_ nameOrPath: String?) throws(ProfileError) -> MetricsProfile {
        guard let nameOrPath else { return try bundled(defaultName) }
        if !nameOrPath.contains("/") && !nameOrPath.hasSuffix(".json") {
            return try bundled(nameOrPath)
        }
        return try load(path: nameOrPath)
    }

    /// Reads and decodes the file at `path`, naming it `shownName` in errors.
    private static func decode(contentsOf path: String, shownAs shownName: String) throws(ProfileError)
        -> MetricsProfile
    {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: shownName)
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw .unreadableFile(path: shownName)
        }
        do {
            return try MetricsProfile.decode(json: data)
        } catch {
            throw .invalidProfile(path: shownName, problems: error.problems)
        }
    }
}
