import NavbarCore
import TextMetrics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputTarget {
    /// What an `-o` path names, and so how it is written.
    enum Destination: Equatable {
        /// `-`, `/dev/stdout` and the descriptor links to standard output: written as standard output.
        case standardOutput
        /// `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`: this already-open descriptor, written directly.
        case descriptor(Int32)
        /// A regular file, or nothing yet, at this path (a symbolic link's resolved target): written through a
        /// temporary file beside it, renamed onto it at the end.
        case file(String)
        /// Anything else (a named pipe, a device, a socket) at this path: opened only for the first write and
        /// written directly.
        case special(String)
    }

    /// The most symbolic links followed from an `-o` path (as the kernel's `ELOOP` limit).
    static let maximumLinks = 40

    /// What `path` names: symbolic links are followed to the end, and a link that leads nowhere is an error.
    ///
    /// - Parameters:
    ///   - path: The `-o` path as given (`-` for standard output).
    ///   - fileName: What to ask for when `path` is a folder (such as "a file name ending in '.svg'").
    /// - Throws: `CLIError.ioError` (74) for a folder, a link to nothing (naming its target) or a loop of links.
    static func destination(of path: String, fileName: String) throws(CLIError) -> Destination {
        if path == "-" { return .standardOutput }
        var current = path
        for _ in 0...maximumLinks {
            if let descriptor = openDescriptor(named: current) {
                return descriptor == 1 ? .standardOutput : .descriptor(descriptor)
            }
            var info = stat()
            guard lstat(current, &info) == 0 else {
                guard current != path else { return .file(path) }
                throw .ioError(
                    "\(path): cannot be written: it is a symbolic link to '\(current)', which does not exist")
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                guard let target = FilePath.symbolicLinkDestination(current) else {
                    throw .ioError("\(path): cannot be written: the symbolic link '\(current)' cannot be read")
                }
                current =
                    target.hasPrefix("/") ? target : FilePath.appending(FilePath.deletingLastComponent(current), target)
            case S_IFDIR:
                throw .ioError("\(path): cannot be written: it is a folder; give \(fileName)")
            case S_IFREG:
                return .file(current == path ? path : resolved(current))
            default:
                return .special(current)
            }
        }
        throw .ioError("\(path): cannot be written: more than \(maximumLinks) symbolic links on the way")
    }

    /// The descriptor that `path` names when it is one of this process's open descriptors (`/dev/stdout`,
    /// `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`, `/proc/<this process>/fd/N`), or nil.
    static func openDescriptor(named path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        let folders = ["/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/", "/proc/\(getpid())/fd/"]
        guard let folder = folders.first(where: { path.hasPrefix($0) }) else { return nil }
        let number = path.dropFirst(folder.count)
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }), let descriptor = Int32(number)
        else { return nil }
        return descriptor
    }

    /// The absolute path of the existing file `path`, every link and `..` resolved (`realpath`), or `path`.
    static func resolved(_ path: String) -> String {
        guard let pointer = realpath(path, nil) else { return path }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
