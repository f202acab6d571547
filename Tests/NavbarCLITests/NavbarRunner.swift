import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What a run of the `navbar` binary produced.
struct NavbarRun: Equatable, CustomStringConvertible {
    /// The exit status.
    var status: Int32
    /// Everything written to standard output.
    var stdout: String
    /// Everything written to standard error.
    var stderr: String

    var description: String { "status \(status)\n--- stdout\n\(stdout)\n--- stderr\n\(stderr)" }
}

/// Where a run's standard output goes.
enum StandardOutput {
    /// A file the run's output is read back from.
    case captured
    /// The file at this path (like `/dev/full`).
    case path(String)
    /// Nowhere: the descriptor is closed.
    case closed
    /// A pipe whose reading end is already closed (as after `| head`).
    case brokenPipe
}

/// Runs and inspects the built `navbar` executable.
enum Navbar {
    /// The `navbar` binary next to the test bundle (or in the package's build directories).
    static let executable: String? = {
        var candidates: [String] = []
        if let bundleExecutable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append((bundleExecutable as NSString).deletingLastPathComponent + "/navbar")
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("navbar").path)
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("navbar").path)
        candidates += [root + "/.build/debug/navbar"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The repository root (for the bundled fonts).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The folder of the malformed-input corpus.
    static let malformed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Malformed"

    /// Runs `navbar` with `arguments`, `stdin` as its standard input (empty when nil), in `directory`.
    static func run(
        _ arguments: [String], stdin: [UInt8]? = nil, in directory: String? = nil, environment: [String: String] = [:]
    ) throws -> NavbarRun {
        try run(raw: arguments.map { Array($0.utf8) }, stdin: stdin, in: directory, environment: environment)
    }

    /// Runs `navbar` with `arguments` and `stdin` given as text.
    static func run(_ arguments: [String], stdin: String, in directory: String? = nil) throws -> NavbarRun {
        try run(arguments, stdin: Array(stdin.utf8), in: directory)
    }

    /// Runs `navbar` with arguments given as raw bytes (which need not be UTF-8).
    ///
    /// Standard input is read from a file holding `stdin` (or `/dev/null`); standard output and
    /// error go to files, so no pipe can fill up. `environment` is added to this process's environment.
    static func run(
        raw arguments: [[UInt8]], stdin: [UInt8]? = nil, in directory: String? = nil,
        environment: [String: String] = [:], stdout target: StandardOutput = .captured
    ) throws -> NavbarRun {
        let executable = try #require(executable, "navbar binary not found next to the test bundle")
        let scratch = NSTemporaryDirectory() + "navbar-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let outPath = scratch + "/stdout"
        let errPath = scratch + "/stderr"
        var inPath = "/dev/null"
        if let stdin {
            inPath = scratch + "/stdin"
            try Data(stdin).write(to: URL(fileURLWithPath: inPath))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
        var pipeEnds: [Int32] = [-1, -1]
        switch target {
        case .captured: posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        case .path(let path): posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY, 0)
        case .closed: posix_spawn_file_actions_addclose(&actions, 1)
        case .brokenPipe:
            try #require(pipe(&pipeEnds) == 0)
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
            // The reading end is closed before the child starts, in both processes.
            close(pipeEnds[0])
        }
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var variables = ProcessInfo.processInfo.environment
        for (key, value) in environment { variables[key] = value }
        // A folder to run in is entered by a shell that then executes navbar.
        let launcher = directory == nil ? executable : "/bin/sh"
        let prefix = directory.map { ["sh", "-c", #"cd "$0" && exec "$@""#, $0, executable] } ?? [executable]
        let argv = cStrings(prefix.map { Array($0.utf8) } + arguments)
        let envp = cStrings(variables.map { Array("\($0.key)=\($0.value)".utf8) })
        defer {
            for pointer in argv + envp { pointer?.deallocate() }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, launcher, &actions, nil, argv + [nil], envp + [nil])
        if pipeEnds[1] >= 0 { close(pipeEnds[1]) }
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        return NavbarRun(
            status: exited ? (status >> 8) & 0xff : -(status & 0x7f),
            stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }

    /// NUL-terminated copies of `strings`, to be deallocated by the caller.
    private static func cStrings(_ strings: [[UInt8]]) -> [UnsafeMutablePointer<CChar>?] {
        strings.map { bytes in
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
            pointer[bytes.count] = 0
            return pointer
        }
    }

    /// Runs `navbar measure` and parses its JSON output, which must succeed.
    static func measureJSON(_ arguments: [String]) throws -> [String: Any] {
        let result = try run(["measure"] + arguments)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.isEmpty)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(object as? [String: Any])
    }

    /// A new empty temporary folder; the caller removes it.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "navbar-cli-files-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
