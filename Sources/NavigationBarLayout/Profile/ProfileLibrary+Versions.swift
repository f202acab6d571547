extension ProfileLibrary {
    /// The iOS major version a profile name asks for (`ios18`, `iOS 18`, `ios18.2` → 18), or `nil`.
    static func requestedVersion(_ name: String) -> Int? {
        let lowered = name.lowercased()
        guard lowered.hasPrefix("ios") else { return nil }
        let rest = lowered.dropFirst(3).drop { $0 == " " || $0 == "-" || $0 == "_" }
        let major = rest.prefix { $0 != "." }
        guard !major.isEmpty, major.allSatisfy(\.isASCII), let version = Int(major) else { return nil }
        return version
    }

    /// The bundled profile that stands for iOS `version` by its `iosVersions`: the one that holds it, else the
    /// newest one before the version, else the oldest; `nil` when no profile says its versions.
    ///
    /// - Parameter version: An iOS major version.
    /// - Returns: The profile's name and versions.
    public static func profile(forIOS version: Int) -> (name: String, versions: ClosedRange<Int>)? {
        let known = bundledNames.compactMap { name in
            (try? bundled(name))?.iosVersions.map { (name: name, versions: $0) }
        }
        if let holding = known.first(where: { $0.versions.contains(version) }) { return holding }
        let sorted = known.sorted { $0.versions.lowerBound < $1.versions.lowerBound }
        guard let oldest = sorted.first else { return nil }
        // The newest before the version (`ios17` for iOS 18 while `ios26` is bundled), else the oldest.
        return sorted.last { $0.versions.upperBound < version } ?? oldest
    }

    /// The error for the unknown bundled name `name`: `ProfileError.unknownVersion` when it asks for an iOS
    /// version, else `unknownProfile`.
    static func unknownNameError(_ name: String, bundled names: [String]) -> ProfileError {
        // A bundled name in other letters (`IOS7`) gets the usual did-you-mean.
        guard !names.contains(name.lowercased()), let version = requestedVersion(name),
            let match = profile(forIOS: version)
        else { return .unknownProfile(name: name, bundled: names) }
        return .unknownVersion(
            name: name, version: version, suggestion: match.name, versions: match.versions, bundled: names)
    }
}
