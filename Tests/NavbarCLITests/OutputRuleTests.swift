import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The one output rule of `-o`: a regular file is replaced through a temporary file, a symbolic link's target
/// is written (the link stays), anything else (a named pipe, a device, `/dev/stdout`) is written directly and
/// only once every check has passed.
@Suite struct OutputRuleTests {
    /// A fixture with a back button, a right item and a title.
    static let fixturePath = Navbar.root + "/Fixtures/back-button-title-short-wins-over-title.json"
    /// A transition request fixture.
    static let requestPath = Navbar.root + "/Fixtures/transition-push-inbox-to-message.json"

    /// The names in `folder`, sorted, hidden ones too.
    static func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    /// `lstat` of `path`: its device, inode, mode and device number, to see whether it was replaced.
    static func identity(_ path: String) throws -> [UInt64] {
        var info = stat()
        try #require(lstat(path, &info) == 0, "lstat \(path)")
        return [UInt64(info.st_dev), UInt64(info.st_ino), UInt64(info.st_mode), UInt64(info.st_rdev)]
    }

    @Test("a symbolic link to a file: the target is written (through a temporary file beside it), the link stays")
    func symbolicLinkTargetIsWritten() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: false)
        try "old\n".write(toFile: folder + "/real/target.json", atomically: true, encoding: .utf8)
        // A chain: out.json → link2 → real/target.json, relative links.
        try #require(symlink("real/target.json", folder + "/link2") == 0)
        try #require(symlink("link2", folder + "/out.json") == 0)
        let printed = try Navbar.run(["layout", Self.fixturePath])
        let written = try Navbar.run(["layout", Self.fixturePath, "-o", "out.json"], in: folder)
        #expect(written == NavbarRun(status: 0, stdout: "", stderr: ""))
        #expect(try String(contentsOfFile: folder + "/real/target.json", encoding: .utf8) == printed.stdout)
        #expect(FileManager.default.fileExists(atPath: folder + "/out.json"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/out.json") == "link2")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link2") == "real/target.json")
        #expect(try Self.names(in: folder) == ["link2", "out.json", "real"])
        #expect(try Self.names(in: folder + "/real") == ["target.json"])
    }

    @Test("a symbolic link to nothing: 74 naming its target, nothing made")
    func danglingLinkIsAnError() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #require(symlink("missing/target.json", folder + "/out.json") == 0)
        let run = try Navbar.run(["layout", Self.fixturePath, "-o", "out.json"], in: folder)
        #expect(
            run
                == NavbarRun(
                    status: 74, stdout: "",
                    stderr: "Error: out.json: cannot be written: it is a symbolic link to 'missing/target.json', "
                        + "which does not exist\n"))
        #expect(try Self.names(in: folder) == ["out.json"])
    }

    /// Reads everything from the named pipe at `path` on another thread; `result()` waits for the end.
    final class PipeReader: @unchecked Sendable {
        private var bytes: [UInt8] = []
        private let done = DispatchSemaphore(value: 0)

        init(path: String) {
            Thread.detachNewThread { [self] in
                let descriptor = open(path, O_RDONLY)
                var buffer = [UInt8](repeating: 0, count: 65536)
                while descriptor >= 0 {
                    let count = read(descriptor, &buffer, buffer.count)
                    if count <= 0 { break }
                    bytes += buffer[0..<count]
                }
                if descriptor >= 0 { close(descriptor) }
                done.signal()
            }
        }

        /// What was read, once the writer has closed the pipe.
        func result() -> String {
            done.wait()
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    @Test("a named pipe with a reader: the reader gets the bytes, and the pipe stays a pipe")
    func namedPipeIsWrittenDirectly() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/fifo"
        try #require(mkfifo(fifo, 0o600) == 0)
        let before = try Self.identity(fifo)
        for arguments in [
            ["layout", Self.fixturePath], ["transition", Self.requestPath, "--frames", "3"],
            ["render", Self.fixturePath, "--format", "svg"],
        ] {
            let printed = try Navbar.run(arguments + (arguments[0] == "render" ? ["-o", "-"] : []))
            let reader = PipeReader(path: fifo)
            let written = try Navbar.run(arguments + ["-o", fifo])
            #expect(written == NavbarRun(status: 0, stdout: "", stderr: ""), "\(arguments)")
            #expect(reader.result() == printed.stdout, "\(arguments)")
            #expect(try Self.identity(fifo) == before)
        }
        #expect(try Self.names(in: folder) == ["fifo"])
    }

    @Test("a layout, transition or batch that fails writes nothing to a named pipe (it is never opened)")
    func failureWritesNothingToAPipe() throws {
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/fifo"
        try #require(mkfifo(fifo, 0o600) == 0)
        try #"{"width": 320, "items": [{"title": 5}]}"#.write(
            toFile: folder + "/bad.json", atomically: true, encoding: .utf8)
        // A reader that does not wait for a writer: it sees only what is written before it looks.
        let descriptor = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        for arguments in [
            ["layout", Self.fixturePath, "bad.json"], ["transition", "bad.json"],
            ["render", "bad.json", "--format", "svg"],
            ["batch", "no-such.jsonl"],
        ] {
            let run = try Navbar.run(arguments + ["-o", "fifo"], in: folder)
            #expect(run.status == 65 || run.status == 66, "\(arguments): \(run)")
            var buffer = [UInt8](repeating: 0, count: 64)
            #expect(read(descriptor, &buffer, buffer.count) <= 0, "\(arguments)")
        }
        #expect(try Self.names(in: folder) == ["bad.json", "fifo"])
    }

    @Test("-o /dev/null and -o /dev/stdout are written directly; the device and the link stay as they were")
    func devicesAreNotReplaced() throws {
        let paths = ["/dev/null", "/dev/stdout", "/dev/fd", "/proc/self"]
        let before = try paths.map(Self.identity)
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: "/dev/stdout")
        let printed = try Navbar.run(["layout", Self.fixturePath])
        let folder = try Navbar.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try (#"{"width": 320, "items": [{"title": "Inbox"}]}"# + "\n").write(
            toFile: folder + "/in.jsonl", atomically: true, encoding: .utf8)
        for command in [
            ["layout", Self.fixturePath], ["batch", folder + "/in.jsonl"], ["transition", Self.requestPath],
            ["render", Self.fixturePath, "--format", "svg"],
        ] {
            #expect(try Navbar.run(command + ["-o", "/dev/null"]) == NavbarRun(status: 0, stdout: "", stderr: ""))
            let toStdout = try Navbar.run(command + ["-o", "/dev/stdout"])
            #expect(toStdout.status == 0 && toStdout.stderr.isEmpty && !toStdout.stdout.isEmpty, "\(toStdout)")
        }
        #expect(try Navbar.run(["layout", Self.fixturePath, "-o", "/dev/stdout"]) == printed)
        #expect(try Navbar.run(["layout", Self.fixturePath, "-o", "/dev/fd/1"]) == printed)
        #expect(try paths.map(Self.identity) == before)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "/dev/stdout") == link)
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR && info.st_size == 0)
    }
}
