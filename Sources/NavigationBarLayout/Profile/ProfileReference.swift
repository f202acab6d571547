/// What a profile name or path given by a scene or a command line refers to.
///
/// The one place that decides whether a string names a bundled profile or a file:
/// a string with a `/`, or ending in `.json`, is a file path; anything else is a bundled name.
/// A string literal makes one (`scene.profile = "ios7"`), as `init(_:)` decides.
public enum ProfileReference: Hashable, Sendable {
    /// A bundled profile, by name (`ios7`).
    case bundled(String)
    /// A profile JSON file, by path (`profiles/quirk.json`).
    case file(String)

    /// The profile a scene that names none is laid out with: `ios17`.
    ///
    /// One constant, changed only on purpose (it moves every scene that names no profile, and
    /// `docs/UPGRADING.md` says so); `latest` is an alias a scene may name, never the default.
    public static let `default` = ProfileReference.bundled("ios17")

    /// The reference `nameOrPath` makes.
    ///
    /// - Parameter nameOrPath: A profile name or path, as a scene or command line gives it.
    public init(_ nameOrPath: String) {
        self = nameOrPath.contains("/") || nameOrPath.hasSuffix(".json") ? .file(nameOrPath) : .bundled(nameOrPath)
    }

    /// The name or path, as a scene writes it.
    public var nameOrPath: String {
        switch self {
        case .bundled(let name): name
        case .file(let path): path
        }
    }
}

extension ProfileReference: ExpressibleByStringLiteral {
    /// The reference a literal name or path makes, as `init(_:)` decides.
    ///
    /// - Parameter value: A profile name or path.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension ProfileReference: CustomStringConvertible {
    /// The name or path.
    public var description: String { nameOrPath }
}

/// Where profile files named by a scene may be read from: the library setting behind
/// `navbar --confine-profiles`.
///
/// A scene from an untrusted source may name any path as its profile. Confined, a scene's
/// profile file must be a relative path inside `folder` (no `..`, no absolute path, no
/// symbolic link leading out of it); anything else is refused with
/// `ProfileError.outsideFolder` before the file system is asked, so the error does not tell
/// whether such a file exists.
public struct ProfileAccess: Hashable, Sendable {
    /// The folder relative profile paths are read from (the scene file's own); empty for the
    /// working directory.
    public var folder: String
    /// Whether profile files must lie inside `folder`.
    public var confined: Bool

    /// Access to profile files relative to `folder`, confined to it or not.
    ///
    /// - Parameters:
    ///   - folder: The folder relative profile paths are read from; empty for the working directory.
    ///   - confined: Whether profile files must lie inside `folder`.
    public init(folder: String = "", confined: Bool = false) {
        self.folder = folder
        self.confined = confined
    }

    /// Any path; relative paths from the working directory (the library's default).
    public static let unrestricted = ProfileAccess()

    /// The path to read for the profile file `path` named by a scene.
    ///
    /// - Throws: `ProfileError.outsideFolder` when confined and `path` leads out of `folder`.
    /// - Parameter path: The profile path the scene gives.
    /// - Returns: The path to open: `path` itself when absolute, else `path` inside `folder`.
    public func location(of path: String) throws(ProfileError) -> String {
        if confined {
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            guard !path.hasPrefix("/"), !components.contains("..") else { throw .outsideFolder(path: path) }
        }
        guard !path.hasPrefix("/"), !folder.isEmpty else { return path }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
