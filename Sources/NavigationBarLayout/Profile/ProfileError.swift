import JSONFormat

/// A profile that cannot be found or read.
///
/// Descriptions name the profile or file, for example
/// `unknown profile 'ios8'; did you mean 'ios7'? bundled profiles: ios6, ios7` or
/// `profile file 'my.json': line 3, column 5: expected ',' or '}' after object member`.
public enum ProfileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No bundled profile has this name.
    case unknownProfile(name: String, bundled: [String])
    /// No bundled profile has this name, which names iOS `version` (`ios18`): `suggestion` is the bundled profile
    /// whose `iosVersions` (`versions`) hold it, or the newest (oldest) one for a version after (before) them all.
    /// Indirect: with its payload inline, throwing it through `throws(ProfileError)` crashed the debug build
    /// (Swift 6.3.1) when the error was destroyed.
    indirect case unknownVersion(
        name: String, version: Int, suggestion: String, versions: ClosedRange<Int>, bundled: [String])
    /// No file exists at this path.
    case fileNotFound(path: String)
    /// The file exists but cannot be read (a directory, no permission).
    case unreadableFile(path: String)
    /// The path leads out of the folder profiles are confined to (`ProfileAccess.confined`).
    case outsideFolder(path: String)
    /// The file is larger than `DocumentLimit.maximumBytes`.
    case tooLarge(path: String)
    /// The file (or bundled resource) is not a valid profile: its syntax error or every problem found.
    case invalidProfile(path: String, problems: [JSONProblem])
    /// The bundled profiles cannot be found next to the program.
    case missingBundledProfiles(String)

    public var description: String {
        switch self {
        case .unknownProfile(let name, let bundled):
            let hint = Suggestion.closest(to: name, among: bundled).map { "; did you mean '\($0)'?" } ?? ";"
            return "unknown profile '\(name)'\(hint) bundled profiles: \(bundled.joined(separator: ", "))"
        case .unknownVersion(let name, let version, let suggestion, let versions, let bundled):
            let range =
                versions.count == 1 ? "iOS \(versions.lowerBound)" : "iOS \(versions.lowerBound)–\(versions.upperBound)"
            let hint =
                versions.contains(version)
                ? "; did you mean '\(suggestion)'? it stands for \(range);"
                : ": no bundled profile stands for iOS \(version); did you mean '\(suggestion)' (\(range), the "
                    + (version > versions.upperBound ? "newest before it" : "oldest") + ")?"
            return "unknown profile '\(name)'\(hint) bundled profiles: \(bundled.joined(separator: ", "))"
        case .fileNotFound(let path):
            return "profile file '\(path)' not found"
        case .unreadableFile(let path):
            return "cannot read profile file '\(path)'"
        case .outsideFolder(let path):
            return "profile file '\(path)' is outside the scene's folder (profiles are confined to it)"
        case .tooLarge(let path):
            return "profile file '\(path)' is larger than \(DocumentLimit.description)"
        case .invalidProfile(let path, let problems):
            return "profile file '\(path)': \(JSONDecodingError(problems: problems))"
        case .missingBundledProfiles(let location):
            return "bundled profiles not found (looked in \(location); set NAVBAR_PROFILES_DIR to their folder)"
        }
    }
}
