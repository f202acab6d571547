#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Path arithmetic on strings, without Foundation (as `NSString`'s path methods do it).
///
/// Used in the package only: the bundled fonts' and profiles' search and the command-line tool's files.
package enum FilePath {
    /// `path` without its last component: "/a/b/c" → "/a/b", "/a" → "/", "/" → "/", "a" → "".
    package static func deletingLastComponent(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// `component` appended to `directory` with one slash between ("" + "a" → "a").
    package static func appending(_ directory: String, _ component: String) -> String {
        if directory.isEmpty { return component }
        return directory.hasSuffix("/") ? directory + component : directory + "/" + component
    }

    /// The last component of `path`, trailing slashes left out: "/a/b.ttf" → "b.ttf", "b.ttf" → "b.ttf",
    /// "a/b/" → "b", "/" → "/".
    package static func lastComponent(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard path != "/", let slash = path.lastIndex(of: "/") else { return String(path) }
        return String(path[path.index(after: slash)...])
    }

    /// The extension of a file name: "Inter.ttf" → "ttf"; "" for "Inter" and ".ttf".
    package static func pathExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The names of the entries directly inside `directory` (without "." and ".."), in the
    /// order the file system lists them, or nil when it cannot be listed.
    package static func entryNames(inDirectory directory: String) -> [String]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(cString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// The file type bits (`S_IFREG`, `S_IFDIR`, …) of `path`, following symbolic links (`stat`),
    /// or of the link itself (`lstat`); nil when there is nothing at `path`.
    package static func fileType(_ path: String, followingLinks: Bool = true) -> mode_t? {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// Where the symbolic link at `path` points, or nil.
    package static func symbolicLinkDestination(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
