import TextMetrics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bundled metrics profiles, and profiles loaded from files.
///
/// Bundled profiles are the JSON files of `Sources/NavigationBarLayout/Profiles/`,
/// found as `searchedDirectories` says, read once and kept (thread-safe).
///
/// ```swift
/// let profile = try ProfileLibrary.resolve(scene.profile)  // ios17 unless the scene names another
/// ```
public enum ProfileLibrary {
    /// The name of the profile used when none is named: `ProfileReference.default`'s.
    @available(*, deprecated, message: "use ProfileReference.default")
    public static var defaultName: String { ProfileReference.default.nameOrPath }

    /// Names a scene or command line may give for a bundled profile, and the profile each stands for:
    /// `latest`, the newest bundled profile. An alias is never the default (`ProfileReference.default`).
    public static let aliases = ["latest": "ios17"]

    /// Decoded bundled profiles by name.
    private static let cache = ThreadLock<[String: MetricsProfile]>([:])
    /// The layouters of bundled profiles by name, made as they are asked for.
    private static let layouters = ThreadLock<[String: BarLayouter]>([:])

    /// Where the bundled profile files are looked for, in order, as absolute paths.
    ///
    /// `NAVBAR_PROFILES_DIR`; `../share/navigationbarlayout/Profiles` beside the
    /// executable's folder (an installed tool, as `scripts/install` lays it out,
    /// like the fonts); the source tree this library was built from. The profiles
    /// are not a SwiftPM resource, and the search uses no Foundation: the
    /// resource bundle's generated accessor imports Foundation, which (with ICU)
    /// doubled the command-line tool's start-up (docs/PERFORMANCE.md).
    static let searchedDirectories: [String] = {
        var candidates: [String] = []
        if let override = getenv("NAVBAR_PROFILES_DIR").map({ String(cString: $0) }), !override.isEmpty {
            candidates.append(absolutePath(override))
        }
        if let executable = FilePath.symbolicLinkDestination("/proc/self/exe") {
            let prefix = FilePath.deletingLastComponent(FilePath.deletingLastComponent(executable))
            candidates.append(FilePath.appending(prefix, "share/navigationbarlayout/Profiles"))
        }
        let sources = FilePath.deletingLastComponent(FilePath.deletingLastComponent(#filePath))
        candidates.append(FilePath.appending(sources, "Profiles"))
        return candidates
    }()

    /// `path` made absolute against the working directory, without trailing slashes.
    private static func absolutePath(_ path: String) -> String {
        var absolute = path
        if !path.hasPrefix("/"), let directory = getcwd(nil, 0) {
            absolute = FilePath.appending(String(cString: directory), path)
            free(directory)
        }
        while absolute.count > 1, absolute.hasSuffix("/") { absolute.removeLast() }
        return absolute
    }

    /// The directory of the bundled profile files: the first searched one that holds `ios7.json`.
    private static let directory: String? = searchedDirectories.first {
        FilePath.fileType(FilePath.appending($0, "ios7.json")) != nil
    }

    /// The names of the bundled profiles, sorted (`ios6`, `ios7`).
    public static var bundledNames: [String] {
        guard let directory, let files = FilePath.entryNames(inDirectory: directory) else { return [] }
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The bundled profile named `name`, or the one the alias `name` stands for (`latest`).
    ///
    /// - Throws: `ProfileError.unknownProfile` listing the bundled names.
    /// - Parameter givenName: A bundled profile's name, like `ios7`, or an alias.
    /// - Returns: The profile.
    public static func bundled(_ givenName: String) throws(ProfileError) -> MetricsProfile {
        let name = aliases[givenName] ?? givenName
        if let cached = cache.withLock({ $0[name] }) { return cached }
        let names = bundledNames
        guard let directory else {
            throw .missingBundledProfiles(searchedDirectories.joined(separator: ", "))
        }
        guard names.contains(name) else { throw unknownNameError(name, bundled: names) }
        let file = FilePath.appending(directory, name + ".json")
        let profile = try decode(contentsOf: file, shownAs: "Profiles/\(name).json")
        cache.withLock { $0[name] = profile }
        return profile
    }

    /// The profile in the JSON file at `path`.
    ///
    /// - Throws: `ProfileError.fileNotFound`, `.unreadableFile`, or
    ///   `.invalidProfile` with the syntax error's line and column or every problem found.
    ///
    /// - Parameter path: The path of a profile document.
    /// - Returns: The profile.
    public static func load(path: String) throws(ProfileError) -> MetricsProfile {
        var profile = try decode(contentsOf: path, shownAs: path)
        // A profile's font files are named relative to its own folder.
        profile.fonts = profile.fonts.resolved(relativeTo: FilePath.deletingLastComponent(path))
        return profile
    }

    /// The profile `nameOrPath` names, as `ProfileReference` decides: a bundled profile or a file read as
    /// `access` allows.
    ///
    /// - Throws: as `resolve(_:access:)` with a reference.
    ///
    /// - Parameters:
    ///   - nameOrPath: A bundled name or a file path.
    ///   - access: Where profile files may be read from.
    /// - Returns: The profile.
    public static func resolve(_ nameOrPath: String, access: ProfileAccess = .unrestricted) throws(ProfileError)
        -> MetricsProfile
    {
        try resolve(ProfileReference(nameOrPath), access: access)
    }

    /// The profile `reference` names (a scene's `profile`): a bundled profile or a file read as `access` allows.
    ///
    /// - Throws: as `bundled` and `load`, and `ProfileError.outsideFolder` for a file that
    ///   confined `access` does not allow.
    ///
    /// - Parameters:
    ///   - reference: A bundled name or a file path.
    ///   - access: Where profile files may be read from.
    /// - Returns: The profile.
    public static func resolve(_ reference: ProfileReference, access: ProfileAccess = .unrestricted)
        throws(ProfileError) -> MetricsProfile
    {
        switch reference {
        case .bundled(let name):
            return try bundled(name)
        case .file(let path):
            let location = try access.location(of: path)
            if access.confined { try checkInside(location, folder: access.folder, named: path) }
            return try load(path: location)
        }
    }

    /// A layouter of the profile a scene names, found as ``resolve(_:access:)-(ProfileReference,_)`` finds it:
    /// for a bundled profile, the one kept for the process (made once); for a file, a new one.
    ///
    /// - Throws: As ``resolve(_:access:)-(ProfileReference,_)``.
    ///
    /// - Parameters:
    ///   - reference: A bundled name or a file path (``ProfileReference/default`` when a scene names none).
    ///   - access: Where profile files may be read from.
    /// - Returns: The layouter.
    public static func layouter(_ reference: ProfileReference = .default, access: ProfileAccess = .unrestricted)
        throws(ProfileError) -> BarLayouter
    {
        let name: String
        switch reference {
        case .bundled(let bundledName): name = bundledName
        case .file: return BarLayouter(profile: try resolve(reference, access: access))
        }
        if let kept = layouters.withLock({ $0[name] }) { return kept }
        let layouter = BarLayouter(profile: try bundled(name))
        return layouters.withLock { kept in
            if let first = kept[name] { return first }
            kept[name] = layouter
            return layouter
        }
    }

    /// Throws `.outsideFolder` when `location`, with its symbolic links followed, leads out of `folder`.
    private static func checkInside(_ location: String, folder: String, named path: String) throws(ProfileError) {
        let base = resolvedPath(folder.isEmpty ? "." : folder)
        let resolved = resolvedPath(location)
        let prefix = base.hasSuffix("/") ? base : base + "/"
        guard resolved.hasPrefix(prefix) else { throw .outsideFolder(path: path) }
    }

    /// `path` made absolute with its symbolic links followed (`realpath`); when some part of it does not
    /// exist, the absolute path with `.`, `..` and empty components taken out (as Foundation's
    /// `resolvingSymlinksInPath` leaves a path it cannot resolve).
    private static func resolvedPath(_ path: String) -> String {
        let absolute = absolutePath(path)
        if let real = realpath(absolute, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        var components: [Substring] = []
        for component in absolute.split(separator: "/") where component != "." {
            if component == ".." { _ = components.popLast() } else { components.append(component) }
        }
        return "/" + components.joined(separator: "/")
    }

    /// Reads and decodes the file at `path`, naming it `shownName` in errors.
    ///
    /// Only a regular file of at most `DocumentLimit.maximumBytes` is read (not a device or a
    /// pipe, which could block or never end). A file that is not valid JSON is reported by line
    /// and column only: nothing of its content is quoted, as it may be any file a scene named.
    private static func decode(contentsOf path: String, shownAs shownName: String) throws(ProfileError)
        -> MetricsProfile
    {
        // A regular file, reached directly or through symbolic links (a confined scene's links were checked
        // against its folder by `checkInside`).
        guard let type = FilePath.fileType(path) else { throw .fileNotFound(path: shownName) }
        guard type == S_IFREG, let data = readPrefix(ofFile: path, count: DocumentLimit.maximumBytes + 1)
        else { throw .unreadableFile(path: shownName) }
        guard data.count <= DocumentLimit.maximumBytes else { throw .tooLarge(path: shownName) }
        do {
            return try MetricsProfile.decode(json: data)
        } catch {
            throw .invalidProfile(path: shownName, problems: contentFree(error.problems))
        }
    }

    /// The first `count` bytes of the file at `path` (all of a shorter file), or nil when it cannot be opened or read.
    static func readPrefix(ofFile path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        // Reads of at most 64 KiB; of the file's size and one byte (to see its end) when smaller, so that
        // reading a 9 KB profile does not zero and touch 64 KiB at start-up (docs/PERFORMANCE.md).
        var info = stat()
        let size = fstat(descriptor, &info) == 0 ? Int(info.st_size) : Int.max - 1
        var chunk = [UInt8](repeating: 0, count: min(65_536, max(4096, min(size, count) + 1)))
        while bytes.count < count {
            let wanted = min(chunk.count, count - bytes.count)
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, wanted) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { return nil }
            if got == 0 { break }
            bytes += chunk[..<got]
        }
        return bytes
    }

    /// The problems of a file that is not a valid profile, quoting nothing of it (it may be any file a scene
    /// named, such as a credentials file): syntax errors by line and column only, keys the profile format does
    /// not have counted at their object's path but not named (with the format's suggestion or its keys), and
    /// quoted values left out.
    static func contentFree(_ problems: [JSONProblem]) -> [JSONProblem] {
        var result: [JSONProblem] = []
        // Unknown keys by the path of their object: how many, and the format's words about them.
        var unknown: [(path: String, count: Int, hint: String)] = []
        for problem in problems {
            if let line = problem.line, let column = problem.column {
                let message = withoutContent(problem.message)
                result.append(JSONProblem(JSONSyntaxError(line: line, column: column, message: message)))
            } else if problem.message.hasPrefix("unknown key") {
                let parent = parentPath(problem.path)
                let hint = problem.message.dropFirst("unknown key".count)
                if let index = unknown.firstIndex(where: { $0.path == parent }) {
                    unknown[index].count += 1
                } else {
                    result.append(JSONProblem(path: parent, message: ""))
                    unknown.append((parent, 1, String(hint)))
                }
            } else {
                result.append(JSONProblem(path: problem.path, message: withoutQuotes(problem.message)))
            }
        }
        // Each group's problem is where its first unknown key was.
        var group = 0
        return result.map { problem in
            guard problem.message.isEmpty, problem.line == nil, group < unknown.count else { return problem }
            let (path, count, hint) = unknown[group]
            group += 1
            let noun = count == 1 ? "a key" : "\(count) keys"
            return JSONProblem(path: path, message: "\(noun) that a profile does not have (not shown)\(hint)")
        }
    }

    /// `path` without its last component: `a.b[2].c` → `a.b[2]`, `a["my key"]` → `a`, `name` → ``.
    static func parentPath(_ path: String) -> String {
        var depth = 0
        var quoted = false
        for index in path.indices.reversed() {
            let character = path[index]
            if character == "\"" { quoted.toggle() }
            if quoted { continue }
            if character == "]" { depth += 1 }
            if character == "[" {
                depth -= 1
                if depth == 0 { return String(path[..<index]) }
            }
            if character == ".", depth == 0 { return String(path[..<index]) }
        }
        return ""
    }

    /// `message` with every quoted part (`'…'`) replaced by `'…'`.
    static func withoutQuotes(_ message: String) -> String {
        var result = ""
        var quoted = false
        for character in message {
            if character == "'" {
                result += quoted ? "…'" : "'"
                quoted.toggle()
            } else if !quoted {
                result.append(character)
            }
        }
        return result
    }

    /// A syntax error's message without what it quotes of the file: `expected ':' after object key,
    /// found 'r'` becomes `expected ':' after object key`; a message that names any of the file's
    /// content (a duplicate key, a bad escape or literal, trailing text) becomes `not valid JSON`.
    static func withoutContent(_ message: String) -> String {
        if let found = message.firstRange(of: ", found ") { return String(message[..<found.lowerBound]) }
        let contentFree = [
            "invalid UTF-8", "invalid \\u escape", "invalid number", "nesting is deeper", "unterminated string",
        ]
        return contentFree.contains { message.hasPrefix($0) } ? message : "not valid JSON"
    }
}
